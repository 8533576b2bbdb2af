import Foundation

// Drawn effects that change no layout: rotation3DEffect, blur, the colour
// effects, compositingGroup / drawingGroup (docs/layout-rules.md, "Drawn effects").

// MARK: - rotation3DEffect

/// How `rotation3DEffect` is drawn: the 3-D rotation's matrix about the unit
/// axis (Rodrigues' formula), seen from straight in front (no perspective),
/// is the 2 × 2 block M of its first two rows and columns. That block is
/// drawn as a rotation by atan2(M₁₀, M₀₀) after a scale of
/// (hypot(M₀₀, M₁₀), det M / hypot(M₀₀, M₁₀)) (the shear of M is
/// dropped). So a turn about the x axis squeezes the height by cos(angle),
/// one about the y axis the width, one about the z axis is
/// `rotationEffect`. (ScrollSim's approximation: `anchorZ` and
/// `perspective` are not drawn.)
public enum Rotation3DApproximation {
    /// The scale and rotation drawn for a turn of `angle` about `axis`.
    public static func transform(angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat)) -> (scale: CGSize, rotation: Double) {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite, angle.radians.isFinite else { return (CGSize(width: 1, height: 1), 0) }
        let x = Double(axis.x / length), y = Double(axis.y / length), z = Double(axis.z / length)
        let c = cos(angle.radians), s = sin(angle.radians), t = 1 - c
        let m00 = t * x * x + c, m01 = t * x * y - s * z
        let m10 = t * x * y + s * z, m11 = t * y * y + c
        let block = CGAffineTransform(a: CGFloat(m00), b: CGFloat(m10), c: CGFloat(m01), d: CGFloat(m11), tx: 0, ty: 0)
        return block.scaleAndRotation ?? (CGSize(width: 0, height: m11), 0)
    }
}

extension View {
    /// Draws this view turned by `angle` about `axis` through `anchor`, seen
    /// without perspective (see ``Rotation3DApproximation``); layout is unchanged.
    ///
    /// ```swift
    /// card.rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
    /// ```
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        let t = Rotation3DApproximation.transform(angle: angle, axis: axis)
        return modified(_TransformEffectModifier(scale: t.scale, rotation: t.rotation, anchor: anchor))
    }
}

// MARK: - Groups

extension DrawContext {
    /// Draws what `body` draws as one group with `effect` (its bounds set
    /// from `bounds`, this node's visual bounds in its own space, grown by
    /// `reach` points); what lies within `reach` outside the clip is drawn too.
    package mutating func drawGroup(_ effect: GroupEffect, bounds: CGRect, reach: CGFloat, _ body: (inout DrawContext) -> Void) {
        var e = effect
        e.bounds = toGlobal(bounds).insetBy(dx: -reach, dy: -reach)
        let savedClip = clip
        list.append(.beginGroup(e))
        clip = clip.insetBy(dx: -reach, dy: -reach)
        body(&self)
        clip = savedClip
        list.append(.endGroup)
    }
}

// MARK: - blur

struct _BlurModifier: NodeModifier {
    let radius: CGFloat
    let opaque: Bool
    func makeNode(_ context: BuildContext) -> BlurNode { BlurNode() }
    func configure(_ node: BlurNode, _ context: BuildContext) {
        let r = radius.isFinite ? max(0, radius) : 0
        if r != node.radius { node.invalidateVisualBounds() }
        node.radius = r
        node.opaque = opaque
    }
}

/// `.blur(radius:opaque:)`: its content drawn as one group blurred by a
/// Gaussian of standard deviation `radius` points (three box blurs on the
/// backend, ``GroupEffect/boxSizes(sigma:)``). The group covers the
/// content's visual bounds grown by 3 · radius (its bounds alone when
/// opaque: an opaque blur repeats the edges and does not spread).
package final class BlurNode: SingleChildNode {
    var radius: CGFloat = 0
    var opaque = false

    var reach: CGFloat { opaque ? 0 : (3 * radius).rounded(.up) }

    package override func draw(_ context: inout DrawContext) {
        guard radius > 0 else { return super.draw(&context) }
        // What the content covers (this node's own visual frame already holds the spread).
        let area = opaque ? bounds : (child?.visualBounds() ?? bounds).union(bounds)
        context.drawGroup(GroupEffect(bounds: .null, blurRadius: radius, blurIsOpaque: opaque),
                          bounds: area, reach: reach) { super.draw(&$0) }
    }

    package override var ownVisualFrame: CGRect { bounds.insetBy(dx: -reach, dy: -reach) }
    package override var kindName: String { "blur" }
}

extension View {
    /// Draws this view blurred by a Gaussian of standard deviation `radius`
    /// points; layout and hit testing are unchanged. `opaque` keeps the
    /// edges solid instead of fading out.
    ///
    /// ```swift
    /// card.blur(radius: isLoading ? 6 : 0)
    /// ```
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modified(_BlurModifier(radius: radius, opaque: opaque))
    }
}

// MARK: - compositingGroup, drawingGroup

struct _CompositingGroupModifier: NodeModifier {
    func makeNode(_ context: BuildContext) -> CompositingGroupNode { CompositingGroupNode() }
    func configure(_ node: CompositingGroupNode, _ context: BuildContext) {}
}

/// `.compositingGroup()` and `.drawingGroup()`: the content is drawn at
/// full opacity on a layer, and the opacity of the modifiers around it
/// applies to the layer as a whole (overlapping parts do not show through
/// one another). At full opacity it draws as usual.
package final class CompositingGroupNode: SingleChildNode {
    package override func draw(_ context: inout DrawContext) {
        let opacity = context.opacity
        guard opacity < 1 else { return super.draw(&context) }
        context.opacity = 1
        context.drawGroup(GroupEffect(bounds: .null, opacity: opacity), bounds: ownSpaceVisualBounds(), reach: 0) {
            super.draw(&$0)
        }
        context.opacity = opacity
    }
    package override var kindName: String { "compositingGroup" }
}

extension View {
    /// Composites this view's content on its own layer before the opacity
    /// and effects around it apply.
    ///
    /// ```swift
    /// ZStack { Circle().fill(.red); Circle().fill(.blue).offset(x: 20) }.compositingGroup().opacity(0.5)
    /// ```
    public func compositingGroup() -> some View { modified(_CompositingGroupModifier()) }

    /// Renders this view's content offscreen before putting it down (drawn
    /// as ``compositingGroup()``).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modified(_CompositingGroupModifier())
    }
}

// MARK: - Colour effects

struct _ColorEffectModifier: NodeModifier {
    let matrix: ColorMatrix
    func makeNode(_ context: BuildContext) -> ColorEffectNode { ColorEffectNode() }
    func configure(_ node: ColorEffectNode, _ context: BuildContext) { node.matrix = matrix }
}

/// A colour effect: the colours its content draws (fills, strokes, text,
/// gradient stops, template images' tints, paths) pass through `matrix`
/// as they are drawn; an image's own pixels pass through it on the
/// backend, the image drawn as a group with the matrix.
package final class ColorEffectNode: SingleChildNode {
    var matrix = ColorMatrix.identity

    package override func draw(_ context: inout DrawContext) {
        let start = context.list.commands.count
        super.draw(&context)
        guard matrix != .identity, context.list.commands.count > start else { return }
        let drawn = context.list.commands[start...]
        context.list.commands.removeSubrange(start...)
        ColorEffectNode.recolour(drawn, matrix, into: &context.list)
    }

    /// `commands` with their colours through `matrix`, appended to `list`.
    package static func recolour(_ commands: ArraySlice<DrawCommand>, _ matrix: ColorMatrix, into list: inout DrawList) {
        func map(_ c: Color) -> Color { matrix.apply(to: c) }
        // Groups that already recolour their pixels (an image's, from an
        // inner effect): their images are recoloured by the group.
        var recolouringGroups: [Bool] = []
        // A mask's colours and alpha stay as they are: the effect recolours what the mask lets through.
        var groups: [Bool] = []
        for command in commands {
            if case let .beginGroup(e) = command { groups.append(e.isMask) }
            if groups.contains(true) {
                if case .endGroup = command { _ = groups.popLast() }
                list.append(command)
                continue
            }
            if case .endGroup = command { _ = groups.popLast() }
            switch command {
            case let .fillRect(r, c): list.append(.fillRect(r, map(c)))
            case let .fillRoundedRect(r, radius, c): list.append(.fillRoundedRect(r, cornerRadius: radius, map(c)))
            case let .fillEllipse(r, c): list.append(.fillEllipse(r, map(c)))
            case let .strokeRect(r, w, c): list.append(.strokeRect(r, lineWidth: w, map(c)))
            case let .strokeRoundedRect(r, radius, w, c): list.append(.strokeRoundedRect(r, cornerRadius: radius, lineWidth: w, map(c)))
            case let .strokeEllipse(r, w, c): list.append(.strokeEllipse(r, lineWidth: w, map(c)))
            case let .text(lines, font, c): list.append(.text(lines, font, map(c)))
            case var .gradient(d):
                d.gradient.stops = d.gradient.stops.map { Gradient.Stop(color: map($0.color), location: $0.location) }
                list.append(.gradient(d))
            case var .path(d):
                d.color = map(d.color)
                list.append(.path(d))
            case var .image(d):
                if let tint = d.tint {
                    d.tint = map(tint)
                    list.append(.image(d))
                } else if recolouringGroups.contains(true) {
                    list.append(command)
                } else {
                    list.append(.beginGroup(GroupEffect(bounds: d.rect, colorMatrix: matrix)))
                    list.append(command)
                    list.append(.endGroup)
                }
            case var .beginGroup(e):
                recolouringGroups.append(e.colorMatrix != nil)
                if let inner = e.colorMatrix { e.colorMatrix = matrix.after(inner) }
                list.append(.beginGroup(e))
            case .endGroup:
                _ = recolouringGroups.popLast()
                list.append(command)
            case .pushClip, .popClip, .beginTransform, .endTransform:
                list.append(command)
            }
        }
    }

    package override var kindName: String { "colorEffect" }
}

extension View {
    /// Brightens this view's colours by adding `amount` to each of red,
    /// green and blue (0 no change, 1 white).
    ///
    /// ```swift
    /// Image("photo").brightness(0.2)
    /// ```
    public func brightness(_ amount: Double) -> some View { colorEffect(.brightness(amount)) }

    /// Scales this view's colours' distance from mid-grey by `amount`
    /// (1 no change, 0 grey, negative inverts).
    public func contrast(_ amount: Double) -> some View { colorEffect(.contrast(amount)) }

    /// Sets this view's colour saturation (0 grey, 1 no change).
    public func saturation(_ amount: Double) -> some View { colorEffect(.saturation(amount)) }

    /// Takes this view's colours towards grey by `amount` (0 no change, 1 grey).
    ///
    /// ```swift
    /// Image("avatar").grayscale(isOffline ? 1 : 0)
    /// ```
    public func grayscale(_ amount: Double) -> some View { colorEffect(.grayscale(amount)) }

    /// Turns this view's hues by `angle`.
    public func hueRotation(_ angle: Angle) -> some View { colorEffect(.hueRotation(angle.radians)) }

    /// Multiplies this view's colours, opacity included, by `color`'s.
    public func colorMultiply(_ color: Color) -> some View { colorEffect(.multiply(color)) }

    /// Inverts this view's colours (each of red, green, blue becomes 1 − itself).
    public func colorInvert() -> some View { colorEffect(.invert) }

    private func colorEffect(_ matrix: ColorMatrix) -> some View {
        modified(_ColorEffectModifier(matrix: matrix))
    }
}

/// How a view's colours combine with what lies under it.
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter
}

extension View {
    /// Blends this view with what lies under it by `mode`. Accepted: ScrollSim
    /// draws every view with the normal "over" blend (its SDL backend's
    /// software renderer has no per-pixel blend modes beyond it), so the
    /// view draws as with `.normal`; layout is unchanged.
    public func blendMode(_ mode: BlendMode) -> some View { self }
}
