/// Values that flow down the view tree: font, foreground colour, text
/// alignment, line limit, enabled state and the like.
///
/// ```swift
/// VStack { Text("a"); Text("b") }
///     .environment(\.font, .title)
/// ```
public struct EnvironmentValues: Sendable {
    /// The values, shared by copies until one of them is written (copy on
    /// write): every build context carries an environment down the whole
    /// tree, and a copy is then one reference, not every value.
    private var storage: Storage

    public init() { storage = Storage() }

    private init(storage: Storage) { self.storage = storage }

    /// This environment with `stackAxis` set to `axis`. The rows of a list
    /// each enter a stack of the other axis: they share one derived
    /// environment instead of copying the values once per row.
    package func withStackAxis(_ axis: Axis?) -> EnvironmentValues {
        if storage.stackAxis == axis { return self }
        if let memo = storage.derivedForStackAxis, memo.axis == axis {
            return EnvironmentValues(storage: memo.storage)
        }
        var derived = self
        derived.stackAxis = axis
        storage.derivedForStackAxis = (axis, derived.storage)
        return derived
    }

    /// Where the values live. Never written once shared (see `writable`).
    private final class Storage: @unchecked Sendable {
        var font: Font? = nil
        var foregroundColor: Color? = nil
        var multilineTextAlignment: TextAlignment = .leading
        var lineLimit: Int? = nil
        var isEnabled: Bool = true
        var accentColor: Color = .blue
        var displayScale: CGFloat = 1
        var safeAreaInsets: EdgeInsets = .zero
        var contentMargins: ContentMargins = ContentMargins()
        var scrollClipsContent: Bool = true
        var stackAxis: Axis? = nil
        var isInButtonLabel: Bool = false
        var defaultForegroundColor: Color? = nil
        var colorScheme: ColorScheme = .light
        var horizontalSizeClass: UserInterfaceSizeClass? = nil
        var verticalSizeClass: UserInterfaceSizeClass? = nil
        var dynamicTypeSize: DynamicTypeSize = .large
        var keyed: KeyedEnvironmentValues = KeyedEnvironmentValues()

        /// The last environment made from this one by `withStackAxis(_:)`:
        /// a memo, not a value (every row's stack derives the same one).
        /// Written on the main actor only, like every build.
        var derivedForStackAxis: (axis: Axis?, storage: Storage)?

        init() {}

        init(copying other: Storage) {
            font = other.font
            foregroundColor = other.foregroundColor
            multilineTextAlignment = other.multilineTextAlignment
            lineLimit = other.lineLimit
            isEnabled = other.isEnabled
            accentColor = other.accentColor
            displayScale = other.displayScale
            safeAreaInsets = other.safeAreaInsets
            contentMargins = other.contentMargins
            scrollClipsContent = other.scrollClipsContent
            stackAxis = other.stackAxis
            isInButtonLabel = other.isInButtonLabel
            defaultForegroundColor = other.defaultForegroundColor
            colorScheme = other.colorScheme
            horizontalSizeClass = other.horizontalSizeClass
            verticalSizeClass = other.verticalSizeClass
            dynamicTypeSize = other.dynamicTypeSize
            keyed = other.keyed
        }
    }

    /// The storage, copied first when another environment shares it.
    private mutating func writable() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
        return storage
    }

    /// The font text uses when it sets none itself (`.body` when nil).
    public var font: Font? {
        get { storage.font }
        set { writable().font = newValue }
    }
    /// The colour text and unstyled shapes use (`.primary` when nil).
    public var foregroundColor: Color? {
        get { storage.foregroundColor }
        set { writable().foregroundColor = newValue }
    }
    /// How lines of multi-line text align within the text's frame.
    public var multilineTextAlignment: TextAlignment {
        get { storage.multilineTextAlignment }
        set { writable().multilineTextAlignment = newValue }
    }
    /// The most lines text may use (nil: no limit).
    public var lineLimit: Int? {
        get { storage.lineLimit }
        set { writable().lineLimit = newValue }
    }
    /// False inside `.disabled(true)`: buttons and taps do nothing.
    public var isEnabled: Bool {
        get { storage.isEnabled }
        set { writable().isEnabled = newValue }
    }
    /// The colour buttons draw their labels in.
    public var accentColor: Color {
        get { storage.accentColor }
        set { writable().accentColor = newValue }
    }
    /// Device pixels per point.
    public var displayScale: CGFloat {
        get { storage.displayScale }
        set { writable().displayScale = newValue }
    }
    /// The window's safe-area insets.
    public var safeAreaInsets: EdgeInsets {
        get { storage.safeAreaInsets }
        set { writable().safeAreaInsets = newValue }
    }
    /// The margins `contentMargins(_:_:for:)` set for the scroll views below.
    package var contentMargins: ContentMargins {
        get { storage.contentMargins }
        set { writable().contentMargins = newValue }
    }
    /// False inside `.scrollClipDisabled()`: scroll views below draw their content unclipped.
    package var scrollClipsContent: Bool {
        get { storage.scrollClipsContent }
        set { writable().scrollClipsContent = newValue }
    }
    /// The axis of the nearest enclosing stack (where `Spacer` expands).
    var stackAxis: Axis? {
        get { storage.stackAxis }
        set { writable().stackAxis = newValue }
    }
    /// True inside the label of a button.
    var isInButtonLabel: Bool {
        get { storage.isInButtonLabel }
        set { writable().isInButtonLabel = newValue }
    }
    /// The colour text and symbols take when nothing else sets one: a
    /// container's own styling (a list's section headers and footers are
    /// secondary), which a `foregroundStyle` and a button's tint override.
    /// Nil: primary.
    var defaultForegroundColor: Color? {
        get { storage.defaultForegroundColor }
        set { writable().defaultForegroundColor = newValue }
    }
    /// The colour text and template images are drawn in when the view sets
    /// none: the `foregroundStyle` around it, else the tint inside a
    /// button's label, else the container's default, else primary.
    var inheritedForegroundColor: Color {
        storage.foregroundColor ?? (storage.isInButtonLabel ? storage.accentColor : (storage.defaultForegroundColor ?? .primary))
    }
    /// Light or dark appearance: the semantic and system colours resolve
    /// to their light or dark values by it (`Color`). The window's scheme
    /// (light unless `.preferredColorScheme` asks otherwise) at the root.
    public var colorScheme: ColorScheme {
        get { storage.colorScheme }
        set { writable().colorScheme = newValue }
    }
    /// The window's width class (`UserInterfaceSizeClass.classes(forWindow:)`
    /// at the root); nil in an environment no window made.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { storage.horizontalSizeClass }
        set { writable().horizontalSizeClass = newValue }
    }
    /// The window's height class (see `horizontalSizeClass`).
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { storage.verticalSizeClass }
        set { writable().verticalSizeClass = newValue }
    }
    /// The person's text size; `.large`, iOS's default, unless set.
    public var dynamicTypeSize: DynamicTypeSize {
        get { storage.dynamicTypeSize }
        set { writable().dynamicTypeSize = newValue }
    }
    /// Values set through `EnvironmentKey`s.
    var keyed: KeyedEnvironmentValues {
        get { storage.keyed }
        set { writable().keyed = newValue }
    }

    /// The names of the stored values, in order (for the test that checks
    /// `hasSameValues(as:)` compares each of them).
    package static var storedValueNames: [String] {
        Mirror(reflecting: Storage()).children.map { $0.label ?? "?" }.filter { $0 != "derivedForStackAxis" }
    }
}

/// How the lines of multi-line text align.
public enum TextAlignment: Hashable, Sendable {
    case leading, center, trailing

    var fraction: CGFloat {
        switch self {
        case .leading: return 0
        case .center: return 0.5
        case .trailing: return 1
        }
    }
}

extension EnvironmentValues {
    /// True when `other` holds the same values, so a view built in one need
    /// not be evaluated again in the other (see `CompositeNode.update`).
    ///
    /// Compared value by value, not byte by byte: the optionals and small
    /// fields here (a `CGFloat?` takes 9 bytes of its 16, `ContentMargins`
    /// is twelve of them) leave padding bytes that a fresh value or a copy
    /// fills with whatever was in memory, so two equal environments can
    /// differ in their bytes, and a scroll view that rewrites its content's
    /// margins would re-evaluate every row below it. Values under
    /// `EnvironmentKey`s compare with `==` when their type is `Equatable`;
    /// others compare by their storage, so one written again, even with the
    /// same value, counts as changed. A stored property added above must be compared here too
    /// (`ViewEqualityTests` lists them).
    package func hasSameValues(as other: EnvironmentValues) -> Bool {
        if storage === other.storage { return true }
        guard font == other.font, foregroundColor == other.foregroundColor,
              multilineTextAlignment == other.multilineTextAlignment, lineLimit == other.lineLimit,
              isEnabled == other.isEnabled, accentColor == other.accentColor else { return false }
        guard displayScale == other.displayScale, safeAreaInsets == other.safeAreaInsets,
              contentMargins == other.contentMargins, scrollClipsContent == other.scrollClipsContent,
              stackAxis == other.stackAxis, isInButtonLabel == other.isInButtonLabel,
              defaultForegroundColor == other.defaultForegroundColor else { return false }
        guard colorScheme == other.colorScheme, horizontalSizeClass == other.horizontalSizeClass,
              verticalSizeClass == other.verticalSizeClass, dynamicTypeSize == other.dynamicTypeSize else { return false }
        return keyed.hasSameValues(as: other.keyed)
    }
}
