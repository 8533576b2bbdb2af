import Foundation

/// What opening a URL does (`EnvironmentValues.openURL`): call it as a
/// function, `openURL(url)`. The app's own action (the default) hands the
/// URL to the system, which here records it in `ViewGraph.systemURLs`
/// (there is no browser): tests read `opened`, the demo prints it. Set your
/// own with `.environment(\.openURL, OpenURLAction { url in … })`; a
/// handler returning `.systemAction` passes the URL (or another) on to the
/// system, `.handled` and `.discarded` keep it.
///
/// ```swift
/// @Environment(\.openURL) private var openURL
/// Button("Help") { openURL(URL(string: "https://example.com/help")!) }
/// ```
public struct OpenURLAction {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        enum Kind: Sendable { case handled, discarded, system(URL?) }
        let kind: Kind
        /// The handler opened the URL: nothing more happens.
        public static let handled = Result(kind: .handled)
        /// The handler did not open it and the system should not either.
        public static let discarded = Result(kind: .discarded)
        /// The system opens the URL.
        public static let systemAction = Result(kind: .system(nil))
        /// The system opens `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .system(url)) }
    }

    let handler: ((URL) -> Result)?
    /// The system's opener, filled in where the action is read from the environment.
    var system: SystemURLOpener?

    /// An action that runs `handler` for each URL.
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    init(system: SystemURLOpener?) {
        handler = nil
        self.system = system
    }

    /// Opens `url`: the handler, then the system if the handler says so.
    @MainActor
    public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// Opens `url`; `completion` gets whether it was accepted (handled or opened by the system).
    @MainActor
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        let result = handler?(url) ?? .systemAction
        switch result.kind {
        case .handled:
            completion(true)
        case .discarded:
            completion(false)
        case .system(let other):
            system?.open(other ?? url)
            completion(system != nil)
        }
    }
}

/// The system side of opening URLs and sharing, for an app without a
/// browser or share sheet: what was opened and shared, in order, and a
/// callback for each (the demo prints them).
@MainActor
public final class SystemURLOpener {
    /// Every URL the system was asked to open, oldest first.
    public private(set) var opened: [URL] = []
    /// Every item a `ShareLink` shared (its description), oldest first.
    public private(set) var shared: [String] = []
    /// Runs after each URL is opened or item shared, with a line saying which.
    public var onEvent: ((String) -> Void)?

    public init() {}

    func open(_ url: URL) {
        opened.append(url)
        onEvent?("open \(url.absoluteString)")
    }

    func share(_ item: String) {
        shared.append(item)
        onEvent?("share \(item)")
    }
}

private struct OpenURLActionKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction(system: nil) }
}

extension EnvironmentValues {
    /// Opens a URL (a `Link` calls it): the app's action records it in
    /// `ViewGraph.systemURLs` unless a view set its own.
    public var openURL: OpenURLAction {
        get {
            var action = self[OpenURLActionKey.self]
            action.system = systemURLOpener
            return action
        }
        set { self[OpenURLActionKey.self] = newValue }
    }

    /// The app's system opener.
    var systemURLOpener: SystemURLOpener? { graphServices.urls }
}

/// A control that opens a URL: a button whose label is drawn in the
/// accent colour (as a `Button`'s), calling `@Environment(\.openURL)`
/// with `destination` when tapped.
///
/// ```swift
/// Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
/// Link(destination: url) { Label("Website", systemImage: "safari") }
/// ```
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    /// A link showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        let open = openURL, url = destination
        return Button(action: { open(url) }) { label }
    }
}

extension Link where Label == Text {
    /// A link titled `title`.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(String(title)) }
    }
}

/// What a `ShareLink` can share: its description is what the share sheet
/// (here, `SystemURLOpener.shared`) gets.
public protocol Transferable {
    /// The shared item as text (a URL's absolute string, the string itself).
    var _shareDescription: String { get }
}

extension URL: Transferable {
    public var _shareDescription: String { absoluteString }
}

extension String: Transferable {
    public var _shareDescription: String { self }
}

/// `ShareLink`'s default label: the share glyph (SF Symbol
/// `square.and.arrow.up`, drawn as the symbol placeholder) and the title.
public typealias DefaultShareLinkLabel = Label<Text, Image>

/// A button that shares an item. iOS presents the share sheet; ScrollSim
/// has none and records the item in `ViewGraph.systemURLs.shared` (with
/// the subject and message, when given, after it on one line, separated
/// by " | "), where tests read it and the demo prints it.
///
/// ```swift
/// ShareLink(item: URL(string: "https://example.com/post/1")!)
/// ShareLink("Share Photo", item: url)
/// ```
public struct ShareLink<Label: View>: View {
    let text: String
    let label: Label
    @Environment(\.systemURLOpener) private var system

    public var body: some View {
        let system = system, text = text
        return Button(action: { system?.share(text) }) { label }
    }

    init<Item: Transferable>(item: Item, subject: Text?, message: Text?, label: Label) {
        text = ([item._shareDescription] + [subject, message].compactMap { $0?.content }).joined(separator: " | ")
        self.label = label
    }

    /// Shares `item` with a custom label.
    public init<Item: Transferable>(item: Item, subject: Text? = nil, message: Text? = nil,
                                    @ViewBuilder label: () -> Label) {
        self.init(item: item, subject: subject, message: message, label: label())
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Shares `item` under the label "Share" with the share glyph.
    public init<Item: Transferable>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message,
                  label: Label("Share", systemImage: "square.and.arrow.up"))
    }

    /// Shares `item` under `title` with the share glyph.
    public init<S: StringProtocol, Item: Transferable>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message,
                  label: Label(String(title), systemImage: "square.and.arrow.up"))
    }
}

/// The node of `onOpenURL`: holds the action `ViewGraph.openIncomingURL` runs.
package final class OpenURLHandlerNode: SingleChildNode {
    var action: (URL) -> Void = { _ in }
}

struct _OpenURLModifier: NodeModifier {
    let action: (URL) -> Void
    func makeNode(_ context: BuildContext) -> OpenURLHandlerNode { OpenURLHandlerNode() }
    func configure(_ node: OpenURLHandlerNode, _ context: BuildContext) { node.action = action }
}

extension View {
    /// Runs `action` when the app is asked to open a URL (a deep link):
    /// here when `ViewGraph.openIncomingURL(_:)` is called, for each such
    /// view in the tree, in tree order.
    ///
    /// ```swift
    /// ContentView().onOpenURL { url in route(to: url) }
    /// ```
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        modified(_OpenURLModifier(action: action))
    }
}

extension ViewGraph {
    /// The app was asked to open `url` (a deep link): runs every
    /// `onOpenURL` action in the tree, in tree order. Returns how many ran.
    @discardableResult
    public func openIncomingURL(_ url: URL) -> Int {
        var handlers: [OpenURLHandlerNode] = []
        func collect(_ node: Node) {
            if let h = node as? OpenURLHandlerNode { handlers.append(h) }
            for child in node.children { collect(child) }
        }
        collect(root)
        for h in handlers { h.action(url) }
        return handlers.count
    }
}
