/// Arranges views in a row. Spacing defaults to 8.
///
/// ```swift
/// HStack(alignment: .top) {
///     Circle().fill(.yellow).frame(width: 40, height: 40)
///     Text(message)
/// }
/// ```
public struct HStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public typealias Body = Never
    var layoutView: _LayoutView<HStackLayout, Content> { _LayoutView(layout: HStackLayout(alignment: alignment, spacing: spacing), content: content) }
}

extension HStack: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node { layoutView.makeNode(context) }
    package func update(_ node: Node, _ context: BuildContext) -> Bool { layoutView.update(node, context) }
}

/// Arranges views in a column. Spacing defaults to 8.
///
/// ```swift
/// VStack(spacing: 10) { Text("This is Top").font(.title); Rectangle().frame(height: 300) }
/// ```
public struct VStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public typealias Body = Never
    var layoutView: _LayoutView<VStackLayout, Content> { _LayoutView(layout: VStackLayout(alignment: alignment, spacing: spacing), content: content) }
}

extension VStack: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node { layoutView.makeNode(context) }
    package func update(_ node: Node, _ context: BuildContext) -> Bool { layoutView.update(node, context) }
}

/// Overlays views, aligned by `alignment`; as big as its biggest child.
///
/// ```swift
/// ZStack(alignment: .leading) { Rectangle().fill(.blue); Text("Hi").padding() }
/// ```
public struct ZStack<Content: View>: View {
    let alignment: Alignment
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    public typealias Body = Never
    var layoutView: _LayoutView<ZStackLayout, Content> { _LayoutView(layout: ZStackLayout(alignment: alignment), content: content) }
}

extension ZStack: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node { layoutView.makeNode(context) }
    package func update(_ node: Node, _ context: BuildContext) -> Bool { layoutView.update(node, context) }
}
