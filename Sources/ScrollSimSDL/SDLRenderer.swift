import CSDL2
import ScrollSimCore

/// Draws a ``DrawList`` with an SDL renderer at a scale factor.
///
/// Points are multiplied by `scale` to get device pixels. Rectangles snap
/// their edges to whole pixels. Rounded rectangles, ellipses and their strokes
/// are anti-aliased coverage masks (one-pixel ramp across the edge) cached as
/// textures: a rounded rectangle is four corner masks plus pixel-aligned
/// rectangles, so its straight edges stay crisp. (SDL's software renderer
/// snaps `SDL_RenderGeometry` vertices to whole pixels, so feathered triangle
/// rims cannot be both crisp and smooth there.) Text lines are rasterised once
/// in white glyph by glyph at the measured positions (``TextRasterizer``), kept in a texture cache, and tinted
/// with colour and alpha modulation when drawn. Gradients are computed per
/// pixel once per size and kept as textures too. Clips intersect and map to
/// `SDL_RenderSetClipRect`; a rounded clip also puts back what was under its
/// corners outside the arcs when it is popped (``RoundedClipCorners``).
/// Transforms and groups are drawn on transparent layers, which hold
/// premultiplied colour, and only the part of a layer that was drawn is put
/// down: a transform's with the premultiplied "over", an effect group's
/// after its pixels are read back, masked, blurred and recoloured (layers
/// are described in docs/layout-rules.md, "Masks and layers").
///
/// ```swift
/// let renderer = SDLRenderer(renderer: sdlRenderer, scale: 2, measurer: measurer)
/// var list = DrawList()
/// list.append(.fillRoundedRect(CGRect(x: 20, y: 20, width: 120, height: 60), cornerRadius: 12, .blue))
/// list.append(.text([TextLine(text: "안녕하세요", origin: CGPoint(x: 30, y: 40), width: 80)], .body, .white))
/// renderer.render(list, background: .white)
/// ```
@MainActor
public final class SDLRenderer {
    /// The `SDL_Renderer` drawn with; `nil` after ``invalidate()``.
    ///
    /// ```swift
    /// if let r = renderer.sdlRenderer { SDL_RenderPresent(r) }
    /// ```
    public private(set) var sdlRenderer: OpaquePointer?
    /// Device pixels per point.
    ///
    /// ```swift
    /// let pixelX = point.x * renderer.scale
    /// ```
    public let scale: CGFloat
    /// The measurer whose fonts draw the text, so drawn text matches layout.
    ///
    /// ```swift
    /// let w = renderer.measurer.width(of: "Hi", font: .body)
    /// ```
    public let measurer: SDLTextMeasurer
    /// Where ``DrawCommand/image(_:)`` finds its pixels (nil: images are not drawn).
    ///
    /// ```swift
    /// renderer.images = SDLImageProvider(directory: "Assets/Images")
    /// ```
    public var images: SDLImageProvider?

    private let ownsRenderer: Bool
    private let textTextures: TextureCache<TextKey>
    private var rasterizer: TextRasterizer { TextRasterizer(measurer: measurer, scale: scale) }
    private let shapeTextures: TextureCache<ShapeMask>
    let imageTextures: TextureCache<ImageTextureKey>
    let gradientTextures: TextureCache<GradientTextureKey>
    let pathTextures: TextureCache<PathMask>
    private(set) var frame = 0
    private(set) var clip = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
    private var clipStack: [PixelRect] = []
    /// For each entry of `clipStack`, the corners its rounded clip restores when popped.
    private var cornerStack: [RoundedClipCorners?] = []

    /// Wraps an SDL renderer. With `ownsRenderer`, the renderer is destroyed
    /// with this object (or by ``invalidate()``).
    ///
    /// `textureCacheLimit` bounds how many text textures (and, separately,
    /// shape masks) are kept after a frame; a texture unused for
    /// `textureMaxAge` frames is destroyed.
    ///
    /// ```swift
    /// let renderer = SDLRenderer(renderer: SDL_CreateSoftwareRenderer(surface)!, scale: 2,
    ///                            measurer: measurer, ownsRenderer: true)
    /// ```
    public init(renderer: OpaquePointer, scale: CGFloat, measurer: SDLTextMeasurer,
                ownsRenderer: Bool = false, textureCacheLimit: Int = 512, textureMaxAge: Int = 120,
                images: SDLImageProvider? = nil) {
        self.sdlRenderer = renderer
        self.images = images
        self.scale = scale
        self.measurer = measurer
        self.ownsRenderer = ownsRenderer
        self.textTextures = TextureCache(limit: max(1, textureCacheLimit), maxAge: max(0, textureMaxAge))
        self.shapeTextures = TextureCache(limit: max(1, textureCacheLimit), maxAge: max(0, textureMaxAge))
        self.imageTextures = TextureCache(limit: max(1, textureCacheLimit), maxAge: max(0, textureMaxAge))
        self.gradientTextures = TextureCache(limit: max(1, textureCacheLimit), maxAge: max(0, textureMaxAge))
        self.pathTextures = TextureCache(limit: max(1, textureCacheLimit), maxAge: max(0, textureMaxAge))
    }

    isolated deinit {
        invalidate()
    }

    /// How many textures (text lines and shape masks) are cached right now.
    ///
    /// ```swift
    /// renderer.render(list, background: .white)
    /// print(renderer.cachedTextureCount)
    /// ```
    package var cachedTextureCount: Int { textTextures.count + shapeTextures.count + imageTextures.count + gradientTextures.count + pathTextures.count }

    /// The pixel bytes of the cached textures: memory the caches hold by
    /// design, bounded by their limits (a soak run's memory check leaves it out).
    package var cachedTextureBytes: Int { textTextures.bytes + shapeTextures.bytes + imageTextures.bytes + gradientTextures.bytes }

    /// The output size in device pixels.
    ///
    /// ```swift
    /// let (w, h) = renderer.outputSize   // (780, 1688) for 390×844 pt at 2×
    /// ```
    public var outputSize: (width: Int, height: Int) {
        guard let r = sdlRenderer else { return (0, 0) }
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetRendererOutputSize(r, &w, &h)
        return (Int(w), Int(h))
    }

    /// Destroys the cached textures (and the renderer, if owned). Rendering
    /// afterwards does nothing. Call it before the SDL renderer goes away.
    ///
    /// ```swift
    /// renderer.invalidate()
    /// SDL_DestroyRenderer(sdlRenderer)
    /// ```
    public func invalidate() {
        guard let r = sdlRenderer else { return }
        textTextures.removeAll()
        shapeTextures.removeAll()
        imageTextures.removeAll()
        gradientTextures.removeAll()
        pathTextures.removeAll()
        if let kept = opaqueCopy { SDL_DestroyTexture(kept.texture) }
        opaqueCopy = nil
        if ownsRenderer { SDL_DestroyRenderer(r) }
        sdlRenderer = nil
    }

    /// Destroys every cached text texture (they are made again on demand).
    ///
    /// ```swift
    /// renderer.purgeTextureCache()
    /// ```
    package func purgeTextureCache() {
        textTextures.removeAll()
        shapeTextures.removeAll()
        imageTextures.removeAll()
        gradientTextures.removeAll()
        pathTextures.removeAll()
    }

    /// Clears to `background` and draws `list` in order. Does not present.
    ///
    /// ```swift
    /// renderer.render(DrawList(commands: [.fillRect(CGRect(x: 10, y: 10, width: 20, height: 20), .red)]),
    ///                 background: .white)
    /// ```
    public func render(_ list: DrawList, background: Color) {
        guard let r = sdlRenderer else { return }
        frame += 1
        let size = outputSize
        clip = PixelRect(x0: 0, y0: 0, x1: size.width, y1: size.height)
        clipStack.removeAll(keepingCapacity: true)
        cornerStack.removeAll(keepingCapacity: true)
        SDL_RenderSetClipRect(r, nil)
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE)
        setDrawColor(background)
        SDL_RenderClear(r)
        drawBlending = false

        for command in list.commands {
            switch command {
            case let .fillRect(rect, color):
                fillRect(PixelRect(filling: rect, scale: scale), color)
            case let .fillRoundedRect(rect, radius, color):
                fillRounded(rect, radius: radius, color)
            case let .fillEllipse(rect, color):
                fillEllipse(rect, color)
            case let .strokeRect(rect, lineWidth, color):
                strokeRect(rect, lineWidth: lineWidth, color)
            case let .strokeRoundedRect(rect, radius, lineWidth, color):
                strokeRounded(rect, radius: radius, lineWidth: lineWidth, color)
            case let .strokeEllipse(rect, lineWidth, color):
                strokeEllipse(rect, lineWidth: lineWidth, color)
            case let .text(lines, font, color):
                drawText(lines, font: font, color: color)
            case let .image(drawing):
                drawImage(drawing)
            case let .gradient(drawing):
                drawGradient(drawing)
            case let .path(drawing):
                drawPath(drawing)
            case let .pushClip(rect, radius):
                let p = PixelRect(rect, scale: scale)
                clipStack.append(clip)
                clip = clip.intersection(p)
                cornerStack.append(radius > 0 && !clip.isEmpty ? saveCorners(of: p, radius: radius * scale, clip: clip) : nil)
                applyClip()
            case .popClip:
                if let previous = clipStack.popLast() {
                    if let corners = cornerStack.popLast() ?? nil { restore(corners) }
                    clip = previous
                    applyClip()
                }
            case let .beginTransform(transform):
                beginTransform(transform)
            case .endTransform:
                endTransform()
            case let .beginGroup(effect):
                beginLayer(.effect(effect))
            case .endGroup:
                endTransform()
            }
        }
        while !transformStack.isEmpty { endTransform() }
        drawnInLayer = .empty
        SDL_RenderSetClipRect(r, nil)
        textTextures.evict(frame: frame)
        shapeTextures.evict(frame: frame)
        imageTextures.evict(frame: frame)
        gradientTextures.evict(frame: frame)
        pathTextures.evict(frame: frame)
    }

    // MARK: - Transforms

    /// What a layer's group gets when it is put down.
    private enum LayerKind {
        case transform(DrawTransform)
        case effect(GroupEffect)
    }

    /// A transformed group being drawn: its texture, and the target and clips to go back to.
    private struct TransformGroup {
        let kind: LayerKind
        let texture: OpaquePointer?
        let previousTarget: OpaquePointer?
        let clip: PixelRect
        let clipStack: [PixelRect]
        /// What the layer below had drawn in it when this one began.
        let drawnBelow: PixelRect
        /// The alpha of the mask group that ended inside this one, if any.
        var mask: LayerMask?
    }
    private var transformStack: [TransformGroup] = []

    /// The pixels drawn in the current layer so far (clipped), so that
    /// only they are composed; not kept outside layers.
    private var drawnInLayer = PixelRect.empty

    /// Adds `rect` (device pixels, about to be drawn) to what the current layer holds.
    @inline(__always) func noteDrawn(_ rect: PixelRect) {
        guard !transformStack.isEmpty else { return }
        drawnInLayer = drawnInLayer.union(rect.intersection(clip))
    }

    /// A mask group's result: one alpha byte a pixel of `rect` (outside it, 0).
    struct LayerMask {
        var rect: PixelRect
        var alpha: [UInt8]
    }

    /// The opaque copy of a transform's layer (``composePremultiplied(_:_:drawn:)``),
    /// kept from group to group at the output's size.
    private var opaqueCopy: (texture: OpaquePointer, width: Int, height: Int)?

    /// Draws the commands up to the matching `endTransform` into a
    /// transparent texture of the output's size (the clip cleared: the
    /// group is clipped when it is composed).
    private func beginTransform(_ transform: DrawTransform) {
        beginLayer(.transform(transform))
    }

    /// Starts drawing into a layer (a transform's or an effect's group).
    private func beginLayer(_ kind: LayerKind) {
        guard let r = sdlRenderer else { return }
        let size = outputSize
        let texture = SDL_CreateTexture(r, scrollsim_pixelformat_rgba32(), Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                                        Int32(size.width), Int32(size.height))
        transformStack.append(TransformGroup(kind: kind, texture: texture, previousTarget: SDL_GetRenderTarget(r),
                                             clip: clip, clipStack: clipStack, drawnBelow: drawnInLayer))
        drawnInLayer = .empty
        guard let texture else { return }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetRenderTarget(r, texture)
        SDL_RenderSetClipRect(r, nil)
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(r, 0, 0, 0, 0)
        SDL_RenderClear(r)
        drawBlending = false
        clip = PixelRect(x0: 0, y0: 0, x1: size.width, y1: size.height)
        clipStack.removeAll()
    }

    /// Composes the group's texture onto the target below, scaled and
    /// rotated about the anchor (``composePremultiplied(_:_:drawn:)``), or through
    /// its effect (``processEffect(_:drawn:mask:)``), in the clip of the group's
    /// start. A mask group is not composed: its alpha goes to the group it
    /// lies in.
    private func endTransform() {
        guard let r = sdlRenderer, let group = transformStack.popLast() else { return }
        let drawn = drawnInLayer
        drawnInLayer = group.drawnBelow
        var processed: (rect: PixelRect, pixels: [UInt8], opacity: Double)?
        var mask: LayerMask?
        if case let .effect(effect) = group.kind, group.texture != nil {
            if effect.isMask {
                mask = maskAlpha(effect)
            } else {
                processed = processEffect(effect, drawn: drawn, mask: group.mask)
            }
        }
        SDL_SetRenderTarget(r, group.previousTarget)
        clip = group.clip
        clipStack = group.clipStack
        SDL_RenderSetClipRect(r, nil)
        applyClip()
        if case let .effect(effect) = group.kind, effect.isMask, !transformStack.isEmpty {
            // A mask that could not be drawn or read hides its content.
            transformStack[transformStack.count - 1].mask = mask ?? LayerMask(rect: PixelRect(x0: 0, y0: 0, x1: 0, y1: 0), alpha: [])
        }
        guard let texture = group.texture else { return }
        defer { SDL_DestroyTexture(texture) }
        if let processed {
            if !clip.isEmpty { composeStraight(processed.pixels, in: processed.rect, opacity: processed.opacity) }
            drawBlending = false
            SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE)
            return
        }
        if clip.isEmpty { return }
        guard case let .transform(t) = group.kind else { return }
        composePremultiplied(texture, t, drawn: drawn)
        drawBlending = false
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE)
    }

    /// Puts a transform's layer down scaled and rotated about the anchor
    /// (`SDL_RenderCopyExF`).
    ///
    /// The layer holds premultiplied colour: drawing with
    /// `SDL_BLENDMODE_BLEND` onto its transparent pixels leaves colour ·
    /// alpha and alpha. Composing it with `SDL_BLENDMODE_BLEND` would
    /// multiply by alpha a second time (a 50 % red over white came out
    /// (191, 127, 127) instead of (255, 127, 127)). The premultiplied
    /// "over", target = layer + target · (1 − layer alpha), is made of
    /// blend modes every SDL renderer has (the software one takes no
    /// custom modes): the layer with its colour modulated to black and
    /// `SDL_BLENDMODE_BLEND` gives target · (1 − alpha) and the alpha of
    /// "over"; then an opaque copy of the layer's colour (the layer
    /// multiplied, `SDL_BLENDMODE_MOD`, into opaque white) is added with
    /// `SDL_BLENDMODE_ADD`. Both passes sample the layer the same way.
    ///
    /// Only the part of the layer where something was drawn (`drawn`,
    /// grown by a pixel for the filtering of a scaled copy) is copied and
    /// composed.
    private func composePremultiplied(_ texture: OpaquePointer, _ t: DrawTransform, drawn: PixelRect) {
        guard let r = sdlRenderer else { return }
        let size = outputSize
        let ax = Float(t.anchor.x * scale), ay = Float(t.anchor.y * scale)
        let sx = Float(t.scale.width), sy = Float(t.scale.height)
        guard sx != 0, sy != 0, sx.isFinite, sy.isFinite else { return }
        let source = PixelRect(x0: drawn.x0 - 1, y0: drawn.y0 - 1, x1: drawn.x1 + 1, y1: drawn.y1 + 1)
            .intersection(PixelRect(x0: 0, y0: 0, x1: size.width, y1: size.height))
        guard !drawn.isEmpty, !source.isEmpty,
              let copy = opaqueCopy(of: texture, source, width: size.width, height: size.height) else { return }
        var flip = SDL_FLIP_NONE.rawValue
        if sx < 0 { flip |= SDL_FLIP_HORIZONTAL.rawValue }
        if sy < 0 { flip |= SDL_FLIP_VERTICAL.rawValue }
        // The whole layer would be drawn at (x, y), |sx| · width by |sy| · height; a flip mirrors
        // it in that rectangle, so the rectangle is placed for the mirrored anchor.
        let x = sx < 0 ? ax - (Float(size.width) - ax) * abs(sx) : ax - ax * sx
        let y = sy < 0 ? ay - (Float(size.height) - ay) * abs(sy) : ay - ay * sy
        // The source's part of it (mirrored with the layer).
        let ux = sx < 0 ? Float(size.width - source.x1) : Float(source.x0)
        let uy = sy < 0 ? Float(size.height - source.y1) : Float(source.y0)
        var dst = SDL_FRect(x: x + ux * abs(sx), y: y + uy * abs(sy), w: Float(source.width) * abs(sx), h: Float(source.height) * abs(sy))
        var center = SDL_FPoint(x: ax - dst.x, y: ay - dst.y)
        var src = source.sdlRect
        let angle = t.rotation * 180 / .pi
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureColorMod(texture, 0, 0, 0)
        SDL_RenderCopyExF(r, texture, &src, &dst, angle, &center, SDL_RendererFlip(flip))
        SDL_SetTextureBlendMode(copy, SDL_BLENDMODE_ADD)
        SDL_RenderCopyExF(r, copy, &src, &dst, angle, &center, SDL_RendererFlip(flip))
        // What that covers, turned about the anchor, in the layer below.
        let c = Float(cos(t.rotation)), s = Float(sin(t.rotation))
        var bounds = (x0: Float.infinity, y0: Float.infinity, x1: -Float.infinity, y1: -Float.infinity)
        for (px, py) in [(dst.x, dst.y), (dst.x + dst.w, dst.y), (dst.x, dst.y + dst.h), (dst.x + dst.w, dst.y + dst.h)] {
            let qx = ax + (px - ax) * c - (py - ay) * s, qy = ay + (px - ax) * s + (py - ay) * c
            bounds = (min(bounds.x0, qx), min(bounds.y0, qy), max(bounds.x1, qx), max(bounds.y1, qy))
        }
        noteDrawn(PixelRect(x0: PixelRect.round(CGFloat(bounds.x0.rounded(.down))) - 1, y0: PixelRect.round(CGFloat(bounds.y0.rounded(.down))) - 1,
                            x1: PixelRect.round(CGFloat(bounds.x1.rounded(.up))) + 1, y1: PixelRect.round(CGFloat(bounds.y1.rounded(.up))) + 1))
    }

    /// `layer`'s colour inside `source` with alpha 1, in the same place of
    /// the kept texture (made again when the output's size changes); the
    /// current target is restored.
    private func opaqueCopy(of layer: OpaquePointer, _ source: PixelRect, width: Int, height: Int) -> OpaquePointer? {
        guard let r = sdlRenderer else { return nil }
        if let kept = opaqueCopy, kept.width != width || kept.height != height {
            SDL_DestroyTexture(kept.texture)
            opaqueCopy = nil
        }
        if opaqueCopy == nil {
            guard let texture = SDL_CreateTexture(r, scrollsim_pixelformat_rgba32(), Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                                                  Int32(width), Int32(height)) else { return nil }
            opaqueCopy = (texture, width, height)
        }
        guard let copy = opaqueCopy?.texture else { return nil }
        let target = SDL_GetRenderTarget(r)
        SDL_SetRenderTarget(r, copy)
        var rect = source.sdlRect
        SDL_RenderSetClipRect(r, &rect)
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(r, 255, 255, 255, 255)
        SDL_RenderFillRect(r, &rect)
        SDL_SetTextureBlendMode(layer, SDL_BLENDMODE_MOD)
        SDL_RenderCopy(r, layer, &rect, &rect)
        SDL_SetRenderTarget(r, target)
        SDL_RenderSetClipRect(r, nil)
        applyClip()
        return copy
    }

    /// Reads the layer's pixels inside the effect's bounds (and, without a
    /// blur, inside what was `drawn`; the layer is still the target), multiplies them by `mask`, blurs and recolours
    /// them on the CPU (``GroupEffect/process(_:width:height:scale:mask:)``)
    /// and returns them (straight RGBA) with the rectangle they cover and
    /// the opacity to put them down at; nil: nothing to draw.
    private func processEffect(_ effect: GroupEffect, drawn: PixelRect, mask: LayerMask?) -> (rect: PixelRect, pixels: [UInt8], opacity: Double)? {
        let size = outputSize
        var rect = PixelRect(effect.bounds, scale: scale).intersection(PixelRect(x0: 0, y0: 0, x1: size.width, y1: size.height))
        // Without a blur nothing spreads: what was not drawn stays transparent.
        if effect.blurRadius == 0 { rect = rect.intersection(drawn) }
        guard !rect.isEmpty, effect.opacity > 0, let pixels = readPixels(rect) else { return nil }
        let out = effect.process(pixels, width: rect.width, height: rect.height, scale: scale,
                                 mask: mask.map { Self.alpha($0, in: rect) })
        return (rect, out, min(1, max(0, effect.opacity)))
    }

    // MARK: - Rectangles


    /// Whether rectangle fills blend (`SDL_BLENDMODE_BLEND`) or copy.
    private var drawBlending = false

    private func fillRect(_ p: PixelRect, _ color: Color) {
        guard let r = sdlRenderer, visible(color), !p.isEmpty, p.intersects(clip) else { return }
        // An opaque fill copies its colour: the software renderer then fills
        // rows with memset-like stores instead of blending every pixel (the
        // same pixels either way).
        let blend = color.rgba8.a < 255
        if blend != drawBlending {
            SDL_SetRenderDrawBlendMode(r, blend ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
            drawBlending = blend
        }
        setDrawColor(color)
        noteDrawn(p)
        var rect = p.sdlRect
        SDL_RenderFillRect(r, &rect)
    }

    private func strokeRect(_ rect: CGRect, lineWidth: CGFloat, _ color: Color) {
        let p = PixelRect(rect, scale: scale)
        guard let (lw, color) = strokeWidth(lineWidth, color), !p.isEmpty else { return }
        if 2 * lw >= min(p.width, p.height) { return fillRect(p, color) }
        fillRect(PixelRect(x0: p.x0, y0: p.y0, x1: p.x1, y1: p.y0 + lw), color)
        fillRect(PixelRect(x0: p.x0, y0: p.y1 - lw, x1: p.x1, y1: p.y1), color)
        fillRect(PixelRect(x0: p.x0, y0: p.y0 + lw, x1: p.x0 + lw, y1: p.y1 - lw), color)
        fillRect(PixelRect(x0: p.x1 - lw, y0: p.y0 + lw, x1: p.x1, y1: p.y1 - lw), color)
    }

    /// A stroke width in whole device pixels (at least one); thinner strokes
    /// are drawn one pixel wide and proportionally fainter.
    private func strokeWidth(_ lineWidth: CGFloat, _ color: Color) -> (Int, Color)? {
        let pixels = lineWidth * scale
        guard pixels.isFinite, pixels > 0 else { return nil }
        if pixels < 1 { return (1, color.opacity(Double(pixels))) }
        return (PixelRect.round(pixels), color)
    }

    // MARK: - Rounded shapes

    private func fillRounded(_ rect: CGRect, radius: CGFloat, _ color: Color) {
        let p = PixelRect(rect, scale: scale)
        let r = min(max(0, radius * scale), CGFloat(min(p.width, p.height)) / 2)
        if r < 0.5 { return fillRect(p, color) }
        drawRounded(p, radius: r, lineWidth: 0, color)
    }

    private func strokeRounded(_ rect: CGRect, radius: CGFloat, lineWidth: CGFloat, _ color: Color) {
        let p = PixelRect(rect, scale: scale)
        let r = min(max(0, radius * scale), CGFloat(min(p.width, p.height)) / 2)
        if r < 0.5 { return strokeRect(rect, lineWidth: lineWidth, color) }
        guard let (lw, color) = strokeWidth(lineWidth, color) else { return }
        drawRounded(p, radius: r, lineWidth: 2 * lw >= min(p.width, p.height) ? 0 : lw, color)
    }

    /// A rounded rectangle as four corner masks and pixel-aligned rectangles
    /// (one mask of the whole shape when the corners would overlap).
    private func drawRounded(_ p: PixelRect, radius: CGFloat, lineWidth lw: Int, _ color: Color) {
        guard visible(color), !p.isEmpty, p.intersects(clip) else { return }
        let radius64 = Int((radius * 64).rounded())
        let s = max(Int((CGFloat(radius64) / 64).rounded(.up)), lw)
        let shape = ShapeMask.Shape.roundedRect(radius64: radius64)
        if 2 * s > p.width || 2 * s > p.height {
            let mask = ShapeMask(shape: shape, shapeWidth: p.width, shapeHeight: p.height, lineWidth: lw,
                                 originX: 0, originY: 0, width: p.width, height: p.height)
            return drawMask(mask, x: p.x0, y: p.y0, color)
        }
        for (ox, oy) in [(0, 0), (s, 0), (0, s), (s, s)] {
            let mask = ShapeMask(shape: shape, shapeWidth: 2 * s, shapeHeight: 2 * s, lineWidth: lw,
                                 originX: ox, originY: oy, width: s, height: s)
            drawMask(mask, x: ox == 0 ? p.x0 : p.x1 - s, y: oy == 0 ? p.y0 : p.y1 - s, color)
        }
        if lw == 0 {
            fillRect(PixelRect(x0: p.x0 + s, y0: p.y0, x1: p.x1 - s, y1: p.y0 + s), color)
            fillRect(PixelRect(x0: p.x0, y0: p.y0 + s, x1: p.x1, y1: p.y1 - s), color)
            fillRect(PixelRect(x0: p.x0 + s, y0: p.y1 - s, x1: p.x1 - s, y1: p.y1), color)
        } else {
            fillRect(PixelRect(x0: p.x0 + s, y0: p.y0, x1: p.x1 - s, y1: p.y0 + lw), color)
            fillRect(PixelRect(x0: p.x0 + s, y0: p.y1 - lw, x1: p.x1 - s, y1: p.y1), color)
            fillRect(PixelRect(x0: p.x0, y0: p.y0 + s, x1: p.x0 + lw, y1: p.y1 - s), color)
            fillRect(PixelRect(x0: p.x1 - lw, y0: p.y0 + s, x1: p.x1, y1: p.y1 - s), color)
        }
    }

    private func fillEllipse(_ rect: CGRect, _ color: Color) {
        drawEllipse(PixelRect(rect, scale: scale), lineWidth: 0, color)
    }

    private func strokeEllipse(_ rect: CGRect, lineWidth: CGFloat, _ color: Color) {
        let p = PixelRect(rect, scale: scale)
        guard let (lw, color) = strokeWidth(lineWidth, color) else { return }
        drawEllipse(p, lineWidth: 2 * lw >= min(p.width, p.height) ? 0 : lw, color)
    }

    private func drawEllipse(_ p: PixelRect, lineWidth lw: Int, _ color: Color) {
        guard visible(color), !p.isEmpty, p.intersects(clip) else { return }
        let mask = ShapeMask(shape: .ellipse, shapeWidth: p.width, shapeHeight: p.height, lineWidth: lw,
                             originX: 0, originY: 0, width: p.width, height: p.height)
        drawMask(mask, x: p.x0, y: p.y0, color)
    }

    /// Draws a (cached) coverage mask tinted with `color`, top-left at (x, y).
    private func drawMask(_ mask: ShapeMask, x: Int, y: Int, _ color: Color) {
        guard let r = sdlRenderer, mask.width > 0, mask.height > 0,
              PixelRect(x0: x, y0: y, x1: x + mask.width, y1: y + mask.height).intersects(clip) else { return }
        let entry = shapeTextures.texture(for: mask, frame: frame) {
            Self.staticTexture(r, width: mask.width, height: mask.height, rgba: mask.rgba())
        }
        guard let entry else { return }
        draw(entry.texture, x: x, y: y, width: entry.width, height: entry.height, color)
    }

    /// Fills or strokes a path through its coverage mask (``PathMask``), cached as a texture.
    private func drawPath(_ drawing: PathDrawing) {
        guard let r = sdlRenderer, visible(drawing.color), let mask = PathMask(drawing, scale: scale),
              PixelRect(x0: mask.origin.x, y0: mask.origin.y, x1: mask.origin.x + mask.width,
                        y1: mask.origin.y + mask.height).intersects(clip) else { return }
        let entry = pathTextures.texture(for: mask, frame: frame) {
            Self.staticTexture(r, width: mask.width, height: mask.height, rgba: mask.rgba())
        }
        guard let entry else { return }
        draw(entry.texture, x: mask.origin.x, y: mask.origin.y, width: entry.width, height: entry.height, drawing.color)
    }

    /// A static RGBA texture of `rgba` (row by row, not premultiplied),
    /// blended when drawn; nil if SDL cannot make or fill it.
    static func staticTexture(_ r: OpaquePointer, width: Int, height: Int, rgba: [UInt8]) -> OpaquePointer? {
        guard let texture = SDL_CreateTexture(r, scrollsim_pixelformat_rgba32(), Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                              Int32(width), Int32(height)) else { return nil }
        let status = rgba.withUnsafeBytes { SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(width * 4)) }
        if status != 0 {
            SDL_DestroyTexture(texture)
            return nil
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        return texture
    }

    /// Copies a white texture tinted with `color` (colour and alpha modulation).
    func draw(_ texture: OpaquePointer, x: Int, y: Int, width: Int32, height: Int32, _ color: Color) {
        guard let r = sdlRenderer else { return }
        let c = color.rgba8
        SDL_SetTextureColorMod(texture, c.r, c.g, c.b)
        SDL_SetTextureAlphaMod(texture, c.a)
        noteDrawn(PixelRect(x0: x, y0: y, x1: x + Int(width), y1: y + Int(height)))
        var dst = SDL_Rect(x: Int32(clamping: x), y: Int32(clamping: y), w: width, h: height)
        SDL_RenderCopy(r, texture, nil, &dst)
    }

    // MARK: - Text

    private func drawText(_ lines: [TextLine], font: Font, color: Color) {
        guard let r = sdlRenderer, visible(color) else { return }
        let lineHeight = Int((SystemFontMetrics.lineHeight(font.size) * scale).rounded(.up))
        let reachX = Int((font.size * scale).rounded(.up))
        for line in lines where !line.text.isEmpty {
            let x = PixelRect.round(line.origin.x * scale)
            let y = PixelRect.round(line.origin.y * scale)
            // Skip lines outside the clip before rasterising anything.
            let reach = Int((line.width * scale).rounded(.up)) + reachX
            guard PixelRect(x0: x - reachX, y0: y - lineHeight / 2, x1: x + reach, y1: y + lineHeight * 3 / 2).intersects(clip) else { continue }
            let entry = textTextures.texture(for: TextKey(text: line.text, font: font), frame: frame) {
                guard let surface = rasterizer.rasterize(line.text, font: font) else { return nil }
                defer { SDL_FreeSurface(surface) }
                return SDL_CreateTextureFromSurface(r, surface)
            }
            guard let entry else { continue }
            let padding = rasterizer.padding(for: font)
            draw(entry.texture, x: x - padding.x, y: y - padding.y, width: entry.width, height: entry.height, color)
        }
    }

    // MARK: - State

    private func applyClip() {
        guard let r = sdlRenderer else { return }
        if clip.isEmpty { return }  // nothing is drawn while the clip is empty
        var rect = clip.sdlRect
        SDL_RenderSetClipRect(r, &rect)
    }

    private func visible(_ color: Color) -> Bool {
        !clip.isEmpty && color.rgba8.a > 0
    }

    private func setDrawColor(_ color: Color) {
        guard let r = sdlRenderer else { return }
        let c = color.rgba8
        SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a)
    }

    private func sdlColor(_ color: Color) -> SDL_Color {
        let c = color.rgba8
        return SDL_Color(r: c.r, g: c.g, b: c.b, a: c.a)
    }
}
