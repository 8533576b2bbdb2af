// `.mask`: the alpha of one view multiplies another's (docs/layout-rules.md, "Masks and layers").

/// A view masked by another: the mask is laid out as an overlay (offered
/// the content's size, aligned in it) and not drawn itself; its alpha,
/// pixel by pixel, multiplies the content's, and where the mask draws
/// nothing the content is transparent.
///
/// Drawn as two groups: the content on a layer at full opacity, the mask
/// on a second layer nested at the end of the first (``GroupEffect/isMask``);
/// the backend multiplies the first by the second's alpha and puts the
/// result down at the opacity around the mask. A mask that draws one
/// opaque rectangle (rounded or not) is drawn as a clip to it instead, with
/// no layer. Hit testing reaches the content inside its frame, never the mask.
package final class MaskNode: DecorationNode {
    package override func draw(_ context: inout DrawContext) {
        guard let content = contentRoot, let mask = decorationRoot else { return }
        let opacity = context.opacity
        // The mask alone, at full opacity, to see what it is.
        let start = context.list.commands.count
        context.opacity = 1
        if context.isVisible(mask.visualBounds()) { drawChild(mask, &context) }
        context.opacity = opacity
        guard context.list.commands.count > start else { return }
        let maskCommands = Array(context.list.commands[start...])
        context.list.commands.removeSubrange(start...)

        if let (rect, radius) = Self.opaqueArea(maskCommands) {
            let t = context.translation
            let saved = context.pushClip(rect.offsetBy(dx: -t.x, dy: -t.y), cornerRadius: radius)
            drawChild(content, &context)
            context.popClip(saved)
            return
        }
        let area = content.visualBounds().intersection(mask.visualBounds())
        guard !area.isNull, !area.isEmpty else { return }
        let bounds = context.toGlobal(area)
        context.list.append(.beginGroup(GroupEffect(bounds: bounds, opacity: opacity)))
        context.opacity = 1
        drawChild(content, &context)
        context.opacity = opacity
        if context.list.commands.count == start + 1 {
            context.list.commands.removeLast()
            return
        }
        context.list.append(.beginGroup(GroupEffect(bounds: bounds, isMask: true)))
        context.list.commands.append(contentsOf: maskCommands)
        context.list.append(.endGroup)
        context.list.append(.endGroup)
    }

    /// The rectangle and corner radius of a mask that is one opaque fill
    /// of a rectangle or rounded rectangle (its alpha is 1 inside, 0 outside).
    static func opaqueArea(_ commands: [DrawCommand]) -> (CGRect, CGFloat)? {
        guard commands.count == 1 else { return nil }
        switch commands[0] {
        case let .fillRect(rect, color) where color.rgba8.a == 255: return (rect, 0)
        case let .fillRoundedRect(rect, radius, color) where color.rgba8.a == 255: return (rect, radius)
        default: return nil
        }
    }

    package override func hitTest(_ point: CGPoint) -> Node? {
        guard bounds.contains(point), let content = contentRoot else { return nil }
        return content.hitTest(CGPoint(x: point.x - content.localFrame.minX, y: point.y - content.localFrame.minY))
    }

    package override var kindName: String { "mask" }
}

extension View {
    /// Masks this view with a shape: drawn as `clipShape` with it (a
    /// shape's mask is its opaque inside).
    ///
    /// ```swift
    /// Image("photo").resizable().mask { RoundedRectangle(cornerRadius: 16) }
    /// ```
    public func mask<S: Shape>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> S) -> some View {
        clipShape(mask())
    }

    /// The older form of `mask(alignment:_:)` with a shape.
    public func mask<S: Shape>(_ mask: S) -> some View {
        clipShape(mask)
    }

    /// Masks this view with any view: the mask is offered this view's size
    /// and placed by `alignment`, as an overlay, but not drawn; its alpha
    /// multiplies this view's (a gradient from `.clear` to `.black` fades
    /// the view in). Where the mask draws nothing, this view is not seen.
    /// Layout is unchanged.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { chips }
    ///     .mask(LinearGradient(colors: [.clear, .black, .black, .clear], startPoint: .leading, endPoint: .trailing))
    /// ```
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        _DecoratedView(content: self, decoration: mask(), alignment: alignment, isBackground: false, isMask: true)
    }

    /// The older form of `mask(alignment:_:)`, centred.
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        _DecoratedView(content: self, decoration: mask, alignment: .center, isBackground: false, isMask: true)
    }
}
