import Foundation

/// The key-value store behind `@AppStorage` and `@SceneStorage`: values of
/// the property-list kinds (`Bool`, `Int`, `Double`, `String`, `Data`; a
/// `URL` is kept as its absolute string, a `RawRepresentable` as its raw
/// value) under string keys. Writing a key through it updates every view
/// that read that key.
///
/// Each app has its own in-memory stores (`ViewGraph.appStorage`,
/// `ViewGraph.sceneStorage`), so tests start empty and never share values;
/// a store can instead keep its values in a `UserDefaults`
/// (`init(_:)`, what `@AppStorage(_:store:)` and `defaultAppStorage(_:)`
/// use) or in a property-list file (`init(contentsOf:)`, the demo's).
///
/// ```swift
/// let app = TestApp(SettingsView(), measurer: measurer)
/// app.app.graph.appStorage.set(false, forKey: "notifications")
/// #expect(app.app.graph.appStorage.object(forKey: "notifications") as? Bool == false)
/// ```
@MainActor
public final class AppStorageStore {
    private var values: [String: Any] = [:]
    private let defaults: UserDefaults?
    /// The property-list file the values are saved to after each change, or nil.
    public let fileURL: URL?
    /// Why the last save to `fileURL` failed, or nil.
    public private(set) var saveError: String?
    private var readers: [String: [WeakComposite]] = [:]

    /// An empty store in memory.
    public init() {
        defaults = nil
        fileURL = nil
    }

    /// A store over `defaults`: reads and writes go to it. A change made
    /// to `defaults` directly (not through a store) updates no view.
    public init(_ defaults: UserDefaults) {
        self.defaults = defaults
        fileURL = nil
    }

    /// A store kept in the property-list file at `url`: its values are
    /// read now (none when the file does not exist) and the whole file is
    /// rewritten after each change. Throws when the file exists but cannot
    /// be read or is not a property-list dictionary.
    public init(contentsOf url: URL) throws {
        defaults = nil
        fileURL = url
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw AppStorageError("The app storage file \(url.path) cannot be read.")
        }
        guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
              let dictionary = plist as? [String: Any] else {
            throw AppStorageError("The app storage file \(url.path) is not a property list of keys and values.")
        }
        values = dictionary
    }

    /// The value stored under `key`, or nil.
    public func object(forKey key: String) -> Any? {
        if let defaults { return defaults.object(forKey: key) }
        return values[key]
    }

    /// Stores `value` under `key` (nil removes it) and updates the views that read the key.
    public func set(_ value: Any?, forKey key: String) {
        if let defaults {
            defaults.set(value, forKey: key)
        } else {
            values[key] = value
            save()
        }
        for reader in readers[key] ?? [] { reader.node?.stateDidChange() }
    }

    /// The keys stored, sorted (for a store in memory or in a file; a
    /// `UserDefaults` store lists none).
    public var keys: [String] { values.keys.sorted() }

    /// Makes the view whose body is being evaluated depend on `key`.
    func noteRead(_ key: String) {
        guard let reader = CompositeNodeBase.evaluating else { return }
        var list = readers[key] ?? []
        if list.contains(where: { $0.node === reader }) { return }
        list.removeAll { $0.node == nil }
        list.append(WeakComposite(node: reader))
        readers[key] = list
    }

    private func save() {
        guard let fileURL else { return }
        do {
            let data = try PropertyListSerialization.data(fromPropertyList: values, format: .xml, options: 0)
            try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: fileURL, options: .atomic)
            saveError = nil
        } catch {
            saveError = "Could not save the app storage to \(fileURL.path): \(error.localizedDescription)"
        }
    }

    /// One store per `UserDefaults` object, so views sharing it update together.
    private static var stores: [ObjectIdentifier: AppStorageStore] = [:]
    static func store(for defaults: UserDefaults) -> AppStorageStore {
        let id = ObjectIdentifier(defaults)
        if let known = stores[id] { return known }
        let store = AppStorageStore(defaults)
        stores[id] = store
        return store
    }

    /// Where the demo keeps its app storage: `app-storage.plist` in the
    /// `scrollsim` folder of `$XDG_CONFIG_HOME`, or of `~/.config` when
    /// that is unset or not an absolute path (the XDG Base Directory rule).
    public static func demoFileURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let config: String
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            config = xdg
        } else {
            config = (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
        }
        return URL(fileURLWithPath: config).appendingPathComponent("scrollsim").appendingPathComponent("app-storage.plist")
    }
}

/// A problem with an app storage file, in one sentence.
public struct AppStorageError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}

/// A type `@AppStorage` and `@SceneStorage` keep as it is: `Bool`, `Int`,
/// `Double`, `String`, `Data`, `URL`.
public protocol _AppStorageValue {
    /// The value from what a store holds, or nil when it holds another kind.
    static func _decode(_ stored: Any) -> Self?
    /// What a store holds for the value.
    var _encoded: Any { get }
}

extension Bool: _AppStorageValue {
    public static func _decode(_ stored: Any) -> Bool? { stored as? Bool ?? (stored as? NSNumber)?.boolValue }
    public var _encoded: Any { self }
}
extension Int: _AppStorageValue {
    public static func _decode(_ stored: Any) -> Int? { stored as? Int ?? (stored as? NSNumber)?.intValue }
    public var _encoded: Any { self }
}
extension Double: _AppStorageValue {
    public static func _decode(_ stored: Any) -> Double? {
        stored as? Double ?? (stored as? Int).map(Double.init) ?? (stored as? NSNumber)?.doubleValue
    }
    public var _encoded: Any { self }
}
extension String: _AppStorageValue {
    public static func _decode(_ stored: Any) -> String? { stored as? String }
    public var _encoded: Any { self }
}
extension Data: _AppStorageValue {
    public static func _decode(_ stored: Any) -> Data? { stored as? Data }
    public var _encoded: Any { self }
}
extension URL: _AppStorageValue {
    public static func _decode(_ stored: Any) -> URL? { (stored as? String).flatMap { URL(string: $0) } ?? stored as? URL }
    public var _encoded: Any { absoluteString }
}

/// Which store a storage property uses.
enum StorageScope {
    /// `@AppStorage`: the `store:` given, else `defaultAppStorage`, else the app's.
    case app(UserDefaults?)
    /// `@SceneStorage`: the scene's.
    case scene
}

/// A storage property's key, default and coding, and the store it was linked to.
@MainActor
final class StorageBox<Value> {
    let key: String
    let defaultValue: Value
    let scope: StorageScope
    let decode: (Any) -> Value?
    let encode: (Value) -> Any?
    var store: AppStorageStore?

    init(key: String, defaultValue: Value, scope: StorageScope,
         decode: @escaping (Any) -> Value?, encode: @escaping (Value) -> Any?) {
        self.key = key
        self.defaultValue = defaultValue
        self.scope = scope
        self.decode = decode
        self.encode = encode
        if case .app(let defaults?) = scope { store = AppStorageStore.store(for: defaults) }
    }

    /// The store: the linked one, or before the view is linked (read
    /// outside a body) one in memory for the process.
    var resolvedStore: AppStorageStore { store ?? detachedStore }

    var value: Value {
        let s = resolvedStore
        s.noteRead(key)
        return s.object(forKey: key).flatMap(decode) ?? defaultValue
    }

    func set(_ newValue: Value) { resolvedStore.set(encode(newValue), forKey: key) }

    /// A binding that reads and writes the stored value.
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.set($0) }) }

    func link(owner: CompositeNodeBase) {
        guard let context = owner.context else { return }
        switch scope {
        case .app(let defaults?): store = AppStorageStore.store(for: defaults)
        case .app(nil): store = context.environment.defaultAppStorage ?? context.graph.appStorage
        case .scene: store = context.graph.sceneStorage
        }
    }
}

@MainActor private let detachedStore = AppStorageStore()

private struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: AppStorageStore? { nil }
}

extension EnvironmentValues {
    /// The store `@AppStorage` uses where no `store:` is given (nil: the app's own).
    var defaultAppStorage: AppStorageStore? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// Makes `@AppStorage` properties in this view and its subviews that
    /// name no `store:` read and write `store`.
    ///
    /// ```swift
    /// SettingsView().defaultAppStorage(UserDefaults(suiteName: "group.example")!)
    /// ```
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorage, AppStorageStore.store(for: store))
    }
}

/// A value kept in the app's key-value store under `key` (iOS: the user
/// defaults), with a default for when nothing is stored. Writing it stores
/// it and updates every view that reads the key. The store is the app's own
/// in-memory `AppStorageStore` (`ViewGraph.appStorage`) unless `store:` or
/// `defaultAppStorage(_:)` names a `UserDefaults`.
///
/// ```swift
/// @AppStorage("notifications") var notifications = true
/// Toggle("Notifications", isOn: $notifications)
/// ```
@propertyWrapper
@MainActor
public struct AppStorage<Value> {
    let box: StorageBox<Value>

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.set(newValue) }
    }

    /// A binding to the stored value: `$notifications`.
    public var projectedValue: Binding<Value> { box.binding }

    init(_ key: String, _ defaultValue: Value, _ store: UserDefaults?, decode: @escaping (Any) -> Value?,
         encode: @escaping (Value) -> Any?) {
        box = StorageBox(key: key, defaultValue: defaultValue, scope: .app(store), decode: decode, encode: encode)
    }
}

extension AppStorage where Value: _AppStorageValue {
    /// A `Bool`, `Int`, `Double`, `String`, `Data` or `URL` under `key`; `wrappedValue` when none is stored.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key, wrappedValue, store, decode: { Value._decode($0) }, encode: { $0._encoded })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
    /// An enumeration kept as its `Int` raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key, wrappedValue, store, decode: { Int._decode($0).flatMap { Value(rawValue: $0) } }, encode: { $0.rawValue })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
    /// An enumeration kept as its `String` raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key, wrappedValue, store, decode: { ($0 as? String).flatMap { Value(rawValue: $0) } }, encode: { $0.rawValue })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional `Bool`, `Int`, `Double`, `String`, `Data` or `URL`: nil when none is stored; nil removes it.
    public init<Wrapped: _AppStorageValue>(_ key: String, store: UserDefaults? = nil) where Value == Wrapped? {
        self.init(key, nil, store, decode: { Wrapped._decode($0) }, encode: { $0?._encoded })
    }

    /// An optional enumeration kept as its `Int` raw value.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(key, nil, store, decode: { Int._decode($0).flatMap { R(rawValue: $0) } }, encode: { $0?.rawValue })
    }

    /// An optional enumeration kept as its `String` raw value.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(key, nil, store, decode: { ($0 as? String).flatMap { R(rawValue: $0) } }, encode: { $0?.rawValue })
    }
}

/// A value kept for the scene under `key`, with a default for when nothing
/// is stored; writing it updates every view that reads the key. iOS
/// restores it when the system brings the scene back; here each app has
/// one scene and its store (`ViewGraph.sceneStorage`) lives in memory as
/// long as the app.
///
/// ```swift
/// @SceneStorage("selectedTab") private var selectedTab = 0
/// ```
@propertyWrapper
@MainActor
public struct SceneStorage<Value> {
    let box: StorageBox<Value>

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.set(newValue) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> { box.binding }

    init(_ key: String, _ defaultValue: Value, decode: @escaping (Any) -> Value?, encode: @escaping (Value) -> Any?) {
        box = StorageBox(key: key, defaultValue: defaultValue, scope: .scene, decode: decode, encode: encode)
    }
}

extension SceneStorage where Value: _AppStorageValue {
    /// A `Bool`, `Int`, `Double`, `String`, `Data` or `URL` under `key`; `wrappedValue` when none is stored.
    public init(wrappedValue: Value, _ key: String) {
        self.init(key, wrappedValue, decode: { Value._decode($0) }, encode: { $0._encoded })
    }
}

extension SceneStorage where Value: RawRepresentable, Value.RawValue == Int {
    /// An enumeration kept as its `Int` raw value.
    public init(wrappedValue: Value, _ key: String) {
        self.init(key, wrappedValue, decode: { Int._decode($0).flatMap { Value(rawValue: $0) } }, encode: { $0.rawValue })
    }
}

extension SceneStorage where Value: RawRepresentable, Value.RawValue == String {
    /// An enumeration kept as its `String` raw value.
    public init(wrappedValue: Value, _ key: String) {
        self.init(key, wrappedValue, decode: { ($0 as? String).flatMap { Value(rawValue: $0) } }, encode: { $0.rawValue })
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// An optional `Bool`, `Int`, `Double`, `String`, `Data` or `URL`: nil when none is stored.
    public init<Wrapped: _AppStorageValue>(_ key: String) where Value == Wrapped? {
        self.init(key, nil, decode: { Wrapped._decode($0) }, encode: { $0?._encoded })
    }
}

/// `@AppStorage` and `@SceneStorage`: a key in a store, linked like a `@State`.
@MainActor
protocol StorageProperty: StateLinking {
    associatedtype Value
    var box: StorageBox<Value> { get }
}

extension StorageProperty {
    /// Points the property at its store (a slot like a `@State`'s, holding nothing).
    func link(_ slots: inout [AnyStateStorage], _ index: Int, owner: CompositeNodeBase) {
        if index >= slots.count { slots.append(AnyStateStorage()) }
        box.link(owner: owner)
    }
}

extension AppStorage: StorageProperty {}
extension SceneStorage: StorageProperty {}
