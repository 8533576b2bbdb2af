/// A control that runs an action when tapped: pointer down inside, then up
/// inside. Its label is drawn in the accent colour (system blue) unless
/// styled otherwise, and dimmed while pressed.
///
/// ```swift
/// Button(action: { isMovedTop = true }, label: { Text("Go to Top") })
/// Button("Go to Top") { isMovedTop = true }
/// ```
public struct Button<Label: View>: View {
    public typealias Body = Never
    let action: () -> Void
    let label: Label
    /// What the button does, for its look: `.destructive` draws it in red.
    let role: ButtonRole?

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = nil
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }
}

extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.action = action
        self.label = Text(title)
        self.role = nil
    }

    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.action = action
        self.label = Text(title)
        self.role = role
    }
}

extension Button where Label == ScrollSimCore.Label<Text, Image> {
    /// A button whose label is `Label(title, systemImage:)`: the symbol then
    /// the title in a row, or one of them as `labelStyle` picks (a menu or
    /// context menu shows the title with the symbol at the trailing edge).
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { ScrollSimCore.Label(title, systemImage: systemImage) }
    }

    /// The same with a role: `.destructive` draws it in red.
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { ScrollSimCore.Label(title, systemImage: systemImage) }
    }
}

/// The opacity of a button's label while it is pressed (ScrollSim's choice,
/// close to the dimmed look of iOS's default button style).
let pressedButtonOpacity: Double = 0.2

/// Buttons: fire on release inside, after a press inside; a finger that
/// slides out un-presses the button and back in presses it again.
package final class TapTargetNode: SingleChildNode, PointerTarget {
    var action: () -> Void = {}
    var isEnabled = true
    /// True while pressed inside; a custom style's body reads it through `pressState`.
    private(set) var isPressed = false {
        didSet { if isPressed != oldValue, let pressState { pressState.set(isPressed) } }
    }
    /// The press as state, for a button drawn by a custom `ButtonStyle` (nil otherwise).
    var pressState: StateStorage<Bool>?
    /// False when something around the button draws its press (a list row
    /// that is a `NavigationLink`): the label is not dimmed.
    var dimsWhenPressed = true
    /// True for a button whose role is `.cancel` (an alert places it apart).
    var isCancelRole = false
    private var downPoint: CGPoint?

    package func pointerDown(at point: CGPoint, time: Double) -> Bool {
        guard isEnabled else { return false }
        downPoint = point
        isPressed = true
        return false
    }

    package func pointerMoved(to point: CGPoint, time: Double) -> PointerMoveResponse {
        if downPoint != nil { isPressed = touchAreaContains(point) }
        return .track
    }

    package func pointerUp(at point: CGPoint, time: Double) -> Bool {
        defer {
            downPoint = nil
            isPressed = false
        }
        guard isEnabled, downPoint != nil, touchAreaContains(point) else { return false }
        action()
        return true
    }

    /// True when the window point `point` is on the button as drawn, or, for
    /// the link of a list row (which draws the press for it), on that row.
    private func touchAreaContains(_ point: CGPoint) -> Bool {
        if drawnBoundsContain(point) { return true }
        guard !dimsWhenPressed else { return false }
        var node = parent
        while let n = node, !(n is ListRowNode) { node = n.parent }
        return node?.drawnBoundsContain(point) ?? false
    }

    package var arbitration: PointerArbitration { .gesture }

    package func pointerCancelled(time: Double) {
        downPoint = nil
        isPressed = false
    }

    package override func draw(_ context: inout DrawContext) {
        guard isPressed, pressState == nil, dimsWhenPressed else { return super.draw(&context) }
        let saved = context.opacity
        context.opacity *= pressedButtonOpacity
        super.draw(&context)
        context.opacity = saved
    }

    package override func ownContentContains(_ point: CGPoint) -> Bool { false }
    package override var kindName: String { "Button" }
}

extension Button: PrimitiveView {
    private func configure(_ node: TapTargetNode, _ context: BuildContext) {
        node.isEnabled = context.environment.isEnabled
        node.dimsWhenPressed = !context.environment.isNavigationRow
        node.isCancelRole = role == .cancel
        let style = context.environment[ButtonStyleKey.self]
        var c = context
        let part = context.environment[DialogPartKey.self]
        if part != .all {
            c.environment[DialogPartKey.self] = .all
            if (part == .cancel) != (role == .cancel) { return node.updateContent(EmptyView(), c) }
            if role == .cancel { c.environment.font = DialogMetrics.cancelFont }
        }
        if let dismiss = context.environment[PresentationButtonDismissKey.self] {
            // An alert's button: it runs its action and dismisses the alert;
            // the cancel button is semibold.
            let action = self.action
            node.action = { action(); dismiss() }
            c.environment[PresentationButtonDismissKey.self] = nil
            if role == .cancel && part == .all { c.environment.font = AlertMetrics.cancelFont }
            // A destructive item is red in a menu's list too, whose items are otherwise primary.
            if role == .destructive { c.environment.foregroundColor = .red }
        } else {
            node.action = action
        }
        c.environment.isInButtonLabel = style != .plain && style != .custom
        let tint = role == .destructive ? Color.red : context.environment.accentColor
        c.environment.accentColor = tint
        if !context.environment.isEnabled { c.environment.foregroundColor = .gray }
        if style != .custom { node.pressState = nil }
        switch style {
        case .custom:
            guard let make = context.environment[CustomButtonStyleKey.self] else { return node.updateContent(label, c) }
            let pressed = node.pressState ?? StateStorage(node.isPressed)
            node.pressState = pressed
            node.updateContent(_CustomStyledButton(make: make, label: AnyView(label), role: role, pressed: pressed), c)
        case .automatic, .borderless, .plain:
            node.updateContent(label, c)
        case .bordered, .borderedProminent, .toggleOn, .toggleOff:
            let scheme = context.environment.colorScheme
            let fill: Color
            if style == .toggleOn || style == .toggleOff {
                fill = ButtonStyleMetrics.toggleFill(tint: tint, isOn: style == .toggleOn)
            } else if style == .bordered {
                fill = ButtonStyleMetrics.borderedFill(tint: tint, role: role, scheme: scheme)
            } else {
                fill = context.environment.isEnabled ? tint : ControlColors.tertiarySystemFill(scheme)
                if context.environment.isEnabled { c.environment.foregroundColor = .white }
            }
            node.updateContent(label.padding(ButtonStyleMetrics.padding).background(
                _ButtonBackground(shape: context.environment[ButtonBorderShapeKey.self], fill: fill)), c)
        }
    }
    package func makeNode(_ context: BuildContext) -> Node {
        let node = TapTargetNode()
        configure(node, context)
        return node
    }
    package func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(TapTargetNode.self) else { return false }
        configure(node, context)
        return true
    }
}

struct _HitTestingModifier: NodeModifier {
    let enabled: Bool
    let shape: _ShapeKind?
    func makeNode(_ context: BuildContext) -> HitTestingNode { HitTestingNode() }
    func configure(_ node: HitTestingNode, _ context: BuildContext) {
        node.enabled = enabled
        node.shape = shape
    }
}

/// `allowsHitTesting(false)` hides its subtree from hit testing;
/// `contentShape(_:)` makes the shape's area hittable.
package final class HitTestingNode: SingleChildNode {
    var enabled = true
    var shape: _ShapeKind?

    package override func hitTest(_ point: CGPoint) -> Node? {
        guard enabled else { return nil }
        if let hit = super.hitTest(point) { return hit }
        return nil
    }

    package override func ownContentContains(_ point: CGPoint) -> Bool {
        guard let shape else { return false }
        return ShapeNode.contains(point, shape, in: bounds)
    }
    package override var kindName: String { shape == nil ? "allowsHitTesting" : "contentShape" }
}

extension View {
    /// Makes `shape` (in this view's frame) hittable, not just what is drawn.
    ///
    /// ```swift
    /// HStack { Text("Row"); Spacer() }.contentShape(Rectangle()).onTapGesture { ... }
    /// ```
    public func contentShape<S: Shape>(_ shape: S) -> some View {
        modified(_HitTestingModifier(enabled: true, shape: shape._kind))
    }

    /// Sets `shape` as this view's shape for the uses in `kinds`: with
    /// `.interaction` it is what takes touches (as `contentShape(_:)`); the
    /// other uses (drag and context-menu previews, hover and focus effects,
    /// accessibility) have no effect here, so without `.interaction` the
    /// view is unchanged.
    ///
    /// ```swift
    /// Avatar().contentShape(.contextMenuPreview, Circle())
    /// ```
    public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        modified(_HitTestingModifier(enabled: true, shape: kinds.contains(.interaction) ? shape._kind : nil))
    }

    /// Whether this view's subtree takes part in hit testing.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modified(_HitTestingModifier(enabled: enabled, shape: nil))
    }
}

/// The uses of a view's content shape (`contentShape(_:_:eoFill:)`).
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Hit testing: where the view takes touches.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The preview lifted for a drag.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The preview of a context menu.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// A pointer's hover effect.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The focus effect.
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// The accessibility frame.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}
