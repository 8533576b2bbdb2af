import ScrollSimCore
import ScrollSimPhysics

/// A scrollable view: it takes the proposed length on the axes it scrolls
/// and its content's length across them; its content is laid out with its
/// ideal size on the axes it scrolls and the scroll view's size across
/// them, rests inside the safe area and scrolls under it, and moves under
/// the finger, the wheel and the keys like a UIScrollView.
///
/// ```swift
/// ScrollView {
///     VStack(spacing: 10) {
///         ForEach(0..<20) { i in Text("Row \(i)") }
///     }
/// }
/// ```
public struct ScrollView<Content: View>: View {
    public typealias Body = Never
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public var content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
}

extension ScrollView: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node {
        let graph = context.graph
        let controller = ScrollController(scale: graph.pixelScale, profile: graph.scrollProfile)
        let node = ScrollContainerNode(driver: ControllerDriver(controller: controller), graph: graph)
        configure(node, context)
        return node
    }

    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(ScrollContainerNode.self), node.userObject == nil else { return false }
        configure(node, context)
        return true
    }

    private func configure(_ node: ScrollContainerNode, _ context: BuildContext) {
        node.axes = axes
        node.showsIndicators = showsIndicators
        // The status-bar gesture scrolls vertical scroll views only (ScrollSim's
        // choice: a carousel does not stop the list around it from scrolling to top).
        node.scrollsToTop = axes.contains(.vertical)
        var layout = SwiftUIScrollLayout(environment: context.environment)
        layout.contentAlignment = context.environment.scrollConfiguration.alignmentAnchor
        node.swiftUILayout = layout
        var inner = context
        if let driver = node.driver as? ControllerDriver {
            inner.environment = driver.modifiers.configure(node: node, environment: context.environment)
            driver.configureRefresh(context.environment.refresh, axes: axes, graph: context.graph)
        }
        // Margins and clipping are this scroll view's, not those of scroll views inside it.
        inner.environment.contentMargins = ContentMargins()
        inner.environment.scrollClipsContent = true
        // A scroll view in a list row holds views of its own, not the row's
        // content: a link in it is a button, not a row with a chevron.
        inner.environment.isInListRow = false
        node.updateContent(content, inner)
    }
}
