// MARK: - background / overlay

/// `.background` and `.overlay`: a decoration sized to the content and
/// aligned in it; the content alone decides the size.
@usableFromInline
struct _DecoratedView<Content: View, Decoration: View>: View {
    public typealias Body = Never
    let content: Content
    let decoration: Decoration
    let alignment: Alignment
    let isBackground: Bool
    /// The decoration masks the content instead of being drawn (``MaskNode``).
    var isMask = false

    @usableFromInline
    init(content: Content, decoration: Decoration, alignment: Alignment, isBackground: Bool, isMask: Bool = false) {
        self.content = content
        self.decoration = decoration
        self.alignment = alignment
        self.isBackground = isBackground
        self.isMask = isMask
    }
}

/// A view with a decoration (`background`, `overlay`, `mask`) offered the
/// view's size and aligned in it.
package class DecorationNode: SingleChildNode {
    var isBackground = true
    var alignment: Alignment = .center
    var decorationRoot: Node?

    package override func structuralChildren() -> NodeList {
        var nodes: [Node] = []
        if isBackground, let d = decorationRoot { nodes.append(d) }
        if let c = contentRoot { nodes.append(c) }
        if !isBackground, let d = decorationRoot { nodes.append(d) }
        return NodeList(nodes)
    }

    package override func placeChildren(_ proposal: ProposedViewSize) {
        placeChild(at: .zero, proposal: proposal)
        // The decoration is offered the content's size and aligned to it,
        // even when it chooses to be larger.
        guard let decoration = decorationRoot else { return }
        let size = localFrame.size
        let p = ProposedViewSize(size)
        // A preference-value decoration is built from the content just placed.
        let reader = decoration.children.first?.ifKind(PreferenceValueReaderNode.self)
        let builds = reader?.builds
        defer { if let reader, reader.builds == builds, reader.placementIsValid { reader.rebuild() } }
        let d = decoration.sizeThatFits(p)
        var o = alignment.origin(of: d, in: size)
        if alignmentNeedsGuides(alignment.horizontal.key) || alignmentNeedsGuides(alignment.vertical.key), let content = child {
            // The decoration's guides meet the content's, on an axis where
            // either sets its guide or the guide is a custom one.
            let h = alignment.horizontal.key, v = alignment.vertical.key
            let cx = content.guide(h, .horizontal, size: size), dx = decoration.guide(h, .horizontal, size: d)
            if h.isCustom || cx.isExplicit || dx.isExplicit { o.x = cx.value - dx.value }
            let cy = content.guide(v, .vertical, size: size), dy = decoration.guide(v, .vertical, size: d)
            if v.isCustom || cy.isExplicit || dy.isExplicit { o.y = cy.value - dy.value }
        }
        decoration.place(at: o, proposal: p)
    }
    package override var kindName: String { isBackground ? "background" : "overlay" }
}

extension _DecoratedView: PrimitiveView {
    /// `PrimitiveView`'s `_makeNode`, declared here so that client code may
    /// inline this type (see `_ModifiedView._makeNode`).
    @usableFromInline @inline(__always)
    static func _makeNode(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        if _distributesModifiers {
            // On a container of several views: on each of them (ModifierDistribution.swift).
            return _ViewOutputs(reconcileOpened(view.distributedSelf, inputs.old, inputs.context))
        }
        if let old = inputs.old, view.update(old, inputs.context) { return _ViewOutputs(old) }
        return _ViewOutputs(view.makeNode(inputs.context))
    }

    private func build(_ node: DecorationNode, _ context: BuildContext) {
        node.isBackground = isBackground
        assignLayout(&node.alignment, alignment, node)
        // The decoration's views are overlaid like a ZStack with the alignment.
        node.decorationRoot = reconcile(ZStackLayout(alignment: alignment) { decoration }, node.decorationRoot, context)
        node.updateContent(content, context)
    }
    package func makeNode(_ context: BuildContext) -> Node {
        let node = isMask ? MaskNode() : DecorationNode()
        build(node, context)
        return node
    }
    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        let found: DecorationNode? = isMask ? node.ifKind(MaskNode.self) : node.ifKind(DecorationNode.self)
        guard let node = found, node.isBackground == isBackground else { return false }
        build(node, context)
        return true
    }
}

extension View {
    /// Draws `content` behind this view, sized to it. A view that is also a
    /// shape style (a `Color`, a gradient) picks
    /// `background(_:ignoresSafeAreaEdges:)` instead, as in SwiftUI.
    ///
    /// ```swift
    /// Text("Hi").background(GeometryReader { proxy in Color.clear })
    /// ```
    @_disfavoredOverload @inlinable
    public func background<V: View>(_ content: V, alignment: Alignment = .center) -> some View {
        _DecoratedView(content: self, decoration: content, alignment: alignment, isBackground: true)
    }

    /// Draws the views of `content` behind this view, sized to it.
    ///
    /// ```swift
    /// Text("Hi").background(alignment: .leading) { Color.yellow }
    /// ```
    @inlinable
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _DecoratedView(content: self, decoration: content(), alignment: alignment, isBackground: true)
    }

    /// Draws `content` in front of this view, sized to it. A view that is
    /// also a shape style picks `overlay(_:ignoresSafeAreaEdges:)` instead.
    @_disfavoredOverload @inlinable
    public func overlay<V: View>(_ content: V, alignment: Alignment = .center) -> some View {
        _DecoratedView(content: self, decoration: content, alignment: alignment, isBackground: false)
    }

    /// Draws the views of `content` in front of this view, sized to it.
    ///
    /// ```swift
    /// Circle().overlay { Text("A") }
    /// ```
    @inlinable
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _DecoratedView(content: self, decoration: content(), alignment: alignment, isBackground: false)
    }

    /// A `width`-thick border drawn inside this view's edge.
    ///
    /// ```swift
    /// Rectangle().fill(.blue).border(.black)
    /// ```
    @inlinable
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}

// MARK: - clipping

@usableFromInline
struct _ClipModifier: NodeModifier {
    let kind: _ShapeKind

    @usableFromInline
    init(kind: _ShapeKind) { self.kind = kind }
    @usableFromInline
    func makeNode(_ context: BuildContext) -> ClipNode { ClipNode() }
    @usableFromInline
    func configure(_ node: ClipNode, _ context: BuildContext) { node.kind = kind }
}

/// Clips its content to a shape: the clip is the shape's rectangle with a
/// corner radius (a capsule, a circle as the rounded square of radius half
/// its side, an ellipse as its capsule). Fills, strokes and gradients that
/// cover that rectangle exactly are drawn rounded; the backend cuts other
/// content at the corners (docs/layout-rules.md, "Shape styles"). Hit
/// testing uses the rectangle.
@usableFromInline
package final class ClipNode: SingleChildNode {
    var kind: _ShapeKind = .rectangle

    var clip: (rect: CGRect, radius: CGFloat) { clip(in: bounds) }

    func clip(in bounds: CGRect) -> (rect: CGRect, radius: CGFloat) {
        let (rect, radius, ellipse) = ShapeNode.geometry(kind, in: bounds)
        return (rect, ellipse ? min(rect.width, rect.height) / 2 : radius)
    }

    package override func draw(_ context: inout DrawContext) {
        let (rect, radius) = hasAnimationState ? clip(in: presentedBounds(at: context.time)) : clip
        let saved = context.pushClip(rect, cornerRadius: radius)
        super.draw(&context)
        context.popClip(saved)
    }

    package override func hitTest(_ point: CGPoint) -> Node? {
        clip.rect.contains(point) ? super.hitTest(point) : nil
    }
    package override var kindName: String { "clipShape" }
}

extension View {
    /// Clips this view to its bounds with rounded corners.
    ///
    /// ```swift
    /// Rectangle().fill(.blue).border(.black).cornerRadius(6)
    /// ```
    @inlinable
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modified(_ClipModifier(kind: .roundedRectangle(cornerRadius: radius)))
    }

    /// Clips this view to `shape`.
    ///
    /// ```swift
    /// Color.red.clipShape(Circle())
    /// ```
    @inlinable
    public func clipShape<S: Shape>(_ shape: S) -> some View {
        modified(_ClipModifier(kind: shape._kind))
    }

    /// Clips this view to its bounds.
    @inlinable
    public func clipped() -> some View {
        modified(_ClipModifier(kind: .rectangle))
    }
}

// MARK: - opacity, hidden

@usableFromInline
struct _OpacityModifier: NodeModifier {
    let opacity: Double

    @usableFromInline
    init(opacity: Double) { self.opacity = opacity }
    @usableFromInline
    func makeNode(_ context: BuildContext) -> OpacityNode { OpacityNode() }
    @usableFromInline
    func configure(_ node: OpacityNode, _ context: BuildContext) {
        let old = node.opacity
        node.opacity = opacity
        node.animateChange(.opacity, from: [old], to: [opacity], context)
    }
}

/// Multiplies the opacity of everything it draws; `0` (or `hidden()`) also
/// makes it invisible to hit testing.
@usableFromInline
package final class OpacityNode: SingleChildNode {
    var opacity: Double = 1
    package override func draw(_ context: inout DrawContext) {
        let opacity = hasAnimationState ? presented(.opacity, model: [self.opacity], at: context.time)[0] : self.opacity
        guard opacity > 0 else { return }
        let saved = context.opacity
        context.opacity *= min(1, opacity)
        super.draw(&context)
        context.opacity = saved
    }
    package override func hitTest(_ point: CGPoint) -> Node? {
        opacity > 0 ? super.hitTest(point) : nil
    }
    package override var kindName: String { opacity == 0 ? "hidden" : "opacity" }
}

extension View {
    /// Draws this view at `opacity` (0 transparent … 1 opaque).
    @inlinable
    public func opacity(_ opacity: Double) -> some View {
        modified(_OpacityModifier(opacity: max(0, opacity.isNaN ? 1 : opacity)))
    }

    /// Keeps this view's space but draws nothing and takes no taps.
    @inlinable
    public func hidden() -> some View {
        modified(_OpacityModifier(opacity: 0))
    }
}

// MARK: - environment

@usableFromInline
struct _EnvironmentModifier: NodeModifier {
    let transform: (inout EnvironmentValues) -> Void

    init(transform: @escaping (inout EnvironmentValues) -> Void) { self.transform = transform }
    @usableFromInline
    func makeNode(_ context: BuildContext) -> EnvironmentNode { EnvironmentNode() }
    @usableFromInline
    func configure(_ node: EnvironmentNode, _ context: BuildContext) {}
    @usableFromInline
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var e = environment
        transform(&e)
        return e
    }
}

// The environment modifiers of the inlinable `View` methods below: made here,
// out of line, so that the closures and the keys they set stay internal.
extension _EnvironmentModifier {
    @usableFromInline
    static func font(_ font: Font?) -> Self { Self { $0.font = font } }

    @usableFromInline
    static func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self {
        let color = style._resolvedColor
        let gradient = style._gradient
        let isTint = style is TintShapeStyle || (style as? AnyShapeStyle)?.isTint == true
        return Self {
            $0.foregroundColor = isTint ? $0.accentColor : color
            if gradient != nil || $0[ForegroundGradientKey.self] != nil { $0[ForegroundGradientKey.self] = gradient }
        }
    }

    @usableFromInline
    static func foregroundColor(_ color: Color?) -> Self {
        Self {
            $0.foregroundColor = color
            if $0[ForegroundGradientKey.self] != nil { $0[ForegroundGradientKey.self] = nil }
        }
    }

    @usableFromInline
    static func tint(_ color: Color?) -> Self {
        tint(style: color)
    }

    @usableFromInline
    static func tint<S: ShapeStyle>(style: S?) -> Self {
        let color = style?._resolvedColor
        let gradient = style?._gradient?.gradient
        return Self {
            $0.accentColor = color ?? .accentColor
            $0[ExplicitTintKey.self] = color
            if gradient != nil || $0[TintGradientKey.self] != nil { $0[TintGradientKey.self] = gradient }
        }
    }

    @usableFromInline
    static func lineLimit(_ number: Int?) -> Self { Self { $0.lineLimit = number } }

    @usableFromInline
    static func multilineTextAlignment(_ alignment: TextAlignment) -> Self { Self { $0.multilineTextAlignment = alignment } }
}

/// Passes a changed environment to its content; otherwise transparent.
@usableFromInline
package final class EnvironmentNode: SingleChildNode {
    package override var kindName: String { "environment" }
}

extension View {
    /// Sets an environment value for this view's subtree.
    ///
    /// ```swift
    /// content.environment(\.lineLimit, 1)
    /// ```
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        nonisolated(unsafe) let kp = keyPath
        return modified(_EnvironmentModifier { $0[keyPath: kp] = value })
    }

    /// The font of text in this subtree.
    ///
    /// ```swift
    /// VStack { Text("a"); Text("b") }.font(.caption)
    /// ```
    @inlinable
    public func font(_ font: Font?) -> some View {
        modified(_EnvironmentModifier.font(font))
    }

    /// The colour of text and unstyled shapes in this subtree.
    ///
    /// ```swift
    /// Text("Hi").foregroundStyle(.white)
    /// ```
    ///
    /// A gradient fills unstyled shapes; text, which draws in one colour,
    /// takes the gradient's colour halfway along.
    @inlinable
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modified(_EnvironmentModifier.foregroundStyle(style))
    }

    /// Two levels of foreground style: `primary` is the foreground style, as
    /// `foregroundStyle(primary)`; `secondary` is the second layer of
    /// multi-layer symbols, which ScrollSim draws as one-colour
    /// placeholders, so it is not drawn (docs/layout-rules.md, "Images").
    ///
    /// ```swift
    /// Image(systemName: "person.crop.circle.badge.plus").foregroundStyle(.white, .blue)
    /// ```
    @inlinable
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }

    /// Three levels of foreground style: `primary` as `foregroundStyle(primary)`;
    /// the other two are symbol layers, not drawn (see `foregroundStyle(_:_:)`).
    @inlinable
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2,
                                                                               _ tertiary: S3) -> some View {
        foregroundStyle(primary)
    }

    /// The colour of text and unstyled shapes in this subtree.
    @inlinable
    public func foregroundColor(_ color: Color?) -> some View {
        modified(_EnvironmentModifier.foregroundColor(color))
    }

    /// The accent colour buttons use in this subtree (nil: the app's
    /// accent colour). A list row's swipe action is filled with it.
    @inlinable
    public func tint(_ color: Color?) -> some View {
        modified(_EnvironmentModifier.tint(color))
    }

    /// The tint as a style. A gradient tints what can draw one (a gauge's
    /// bar and ring, from the bar's leading end or the ring's start); the
    /// rest use its first stop's colour, as Apple documents.
    ///
    /// ```swift
    /// Gauge(value: 0.7) { Text("Load") }.tint(Gradient(colors: [.green, .yellow, .red]))
    /// ```
    @inlinable
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modified(_EnvironmentModifier.tint(style: tint))
    }

    /// The deprecated name of `tint(_:)`.
    public func accentColor(_ color: Color?) -> some View {
        tint(color)
    }

    /// The most lines text may use in this subtree (nil: no limit).
    @inlinable
    public func lineLimit(_ number: Int?) -> some View {
        modified(_EnvironmentModifier.lineLimit(number))
    }

    /// How lines of multi-line text align.
    @inlinable
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modified(_EnvironmentModifier.multilineTextAlignment(alignment))
    }

    /// Disables buttons and tap gestures in this subtree.
    public func disabled(_ disabled: Bool) -> some View {
        modified(_EnvironmentModifier { if disabled { $0.isEnabled = false } })
    }
}

// MARK: - user modifiers

/// A reusable modifier: `content.modifier(Card())`.
///
/// Its dynamic properties (`@State`, `@Environment`, `@EnvironmentObject`,
/// `@Environment(Model.self)`…) are a view's: `body(content:)` reads the
/// environment where the modifier is applied, and its state lives as long
/// as the modified view, whatever new modifier values its parent makes.
///
/// ```swift
/// struct Card: ViewModifier {
///     @Environment(\.colorScheme) private var scheme
///     func body(content: Content) -> some View {
///         content.padding().background(scheme == .dark ? Color.black : Color.white)
///     }
/// }
/// ```
@MainActor
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content
    @ViewBuilder func body(content: Content) -> Body

    /// Makes or updates the node of `view`, the content with this modifier
    /// applied: chosen by the modifier's type (an `Animatable` one animates
    /// its data), with no run-time cast. Views do not call it.
    static func _makeModifiedNode<C: View>(_ view: ModifiedContent<C, Self>, _ inputs: _ViewInputs) -> _ViewOutputs
}

extension ViewModifier {
    public static func _makeModifiedNode<C: View>(_ view: ModifiedContent<C, Self>, _ inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(CompositeNode<ModifiedContent<C, Self>>.reconciled(view, inputs.old, inputs.context))
    }
}

/// The content a `ViewModifier` wraps.
public struct _ViewModifier_Content: View {
    public typealias Body = Never
    let view: AnyView
}

extension _ViewModifier_Content: PrimitiveView {
    package func makeNode(_ context: BuildContext) -> Node { view.makeNode(context) }
    package func update(_ node: Node, _ context: BuildContext) -> Bool { view.update(node, context) }
}

/// A view with a `ViewModifier` applied.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
    public var body: some View {
        modifier.body(content: _ViewModifier_Content(view: AnyView(content)))
    }

    /// The modifier's type makes the node (`ViewModifier._makeModifiedNode`).
    public static func _makeNode(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        Modifier._makeModifiedNode(view, inputs)
    }
}

/// A view whose `modifier` field holds a `ViewModifier`: its dynamic
/// properties are linked with the view's (`DynamicPropertyLayout`).
protocol ModifierHosting {}

extension ModifiedContent: ModifierHosting {}

extension View {
    /// Applies a `ViewModifier`.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
