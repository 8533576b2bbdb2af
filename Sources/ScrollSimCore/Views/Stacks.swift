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
}

extension HStack: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node {
        _LayoutView<HStackLayout, Content>.makeNode(HStackLayout(alignment: alignment, spacing: spacing), content, context)
    }
    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        _LayoutView<HStackLayout, Content>.update(node, HStackLayout(alignment: alignment, spacing: spacing), content, context)
    }
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
}

extension VStack: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node {
        _LayoutView<VStackLayout, Content>.makeNode(VStackLayout(alignment: alignment, spacing: spacing), content, context)
    }
    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        _LayoutView<VStackLayout, Content>.update(node, VStackLayout(alignment: alignment, spacing: spacing), content, context)
    }
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
}

extension ZStack: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node {
        _LayoutView<ZStackLayout, Content>.makeNode(ZStackLayout(alignment: alignment), content, context)
    }
    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        _LayoutView<ZStackLayout, Content>.update(node, ZStackLayout(alignment: alignment), content, context)
    }
}
