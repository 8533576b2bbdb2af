import CSDL2
import Foundation

/// The pixels under a rounded clip's corners before its content is drawn.
///
/// SDL clips to rectangles only. A rounded clip is pushed as its rectangle;
/// at the push the four corner squares (the radius in pixels, rounded up;
/// the whole rectangle when the corners would overlap) are read back, and
/// at the pop each of their pixels becomes `content × coverage + saved ×
/// (1 − coverage)`, with the rounded rectangle's anti-aliased coverage
/// (``ShapeMask``, as fills use). So text, images and smaller fills inside
/// are cut by the arcs as well as by the straight edges.
struct RoundedClipCorners {
    /// One corner: where it is on the target, what was there, and the shape's coverage.
    struct Corner {
        var rect: PixelRect
        var saved: [UInt8]
        var mask: ShapeMask
        /// Where `rect` starts inside the mask (the corner may be cut by the clip).
        var maskX: Int
        var maskY: Int
    }

    var corners: [Corner]
}

extension SDLRenderer {
    /// Reads the corners of the rounded rectangle `p` (radius `radius` pixels)
    /// that lie inside `clip`; nil when the radius is under half a pixel or
    /// nothing can be read.
    func saveCorners(of p: PixelRect, radius: CGFloat, clip: PixelRect) -> RoundedClipCorners? {
        guard sdlRenderer != nil, !p.isEmpty else { return nil }
        let radius = min(radius, CGFloat(min(p.width, p.height)) / 2)
        guard radius >= 0.5 else { return nil }
        let radius64 = Int((radius * 64).rounded())
        let s = Int((CGFloat(radius64) / 64).rounded(.up))
        let shape = ShapeMask.Shape.roundedRect(radius64: radius64)
        var parts: [(PixelRect, ShapeMask)] = []
        if 2 * s > p.width || 2 * s > p.height {
            parts.append((p, ShapeMask(shape: shape, shapeWidth: p.width, shapeHeight: p.height, lineWidth: 0,
                                       originX: 0, originY: 0, width: p.width, height: p.height)))
        } else {
            for (ox, oy) in [(0, 0), (s, 0), (0, s), (s, s)] {
                let x = ox == 0 ? p.x0 : p.x1 - s, y = oy == 0 ? p.y0 : p.y1 - s
                parts.append((PixelRect(x0: x, y0: y, x1: x + s, y1: y + s),
                              ShapeMask(shape: shape, shapeWidth: 2 * s, shapeHeight: 2 * s, lineWidth: 0,
                                        originX: ox, originY: oy, width: s, height: s)))
            }
        }
        var corners: [RoundedClipCorners.Corner] = []
        for (full, mask) in parts {
            let rect = full.intersection(clip)
            guard !rect.isEmpty, let saved = readPixels(rect) else { continue }
            corners.append(.init(rect: rect, saved: saved, mask: mask, maskX: rect.x0 - full.x0, maskY: rect.y0 - full.y0))
        }
        return corners.isEmpty ? nil : RoundedClipCorners(corners: corners)
    }

    /// Puts back, outside the arcs, what was under the corners at the push.
    func restore(_ saved: RoundedClipCorners) {
        guard let r = sdlRenderer else { return }
        SDL_RenderSetClipRect(r, nil)
        for corner in saved.corners {
            let rect = corner.rect
            guard var now = readPixels(rect) else { continue }
            let coverage = corner.mask.rgba()
            for y in 0..<rect.height {
                for x in 0..<rect.width {
                    let a = Int(coverage[((y + corner.maskY) * corner.mask.width + x + corner.maskX) * 4 + 3])
                    if a == 255 { continue }
                    let i = (y * rect.width + x) * 4
                    for c in 0..<4 {
                        now[i + c] = UInt8((Int(now[i + c]) * a + Int(corner.saved[i + c]) * (255 - a) + 127) / 255)
                    }
                }
            }
            guard let texture = SDL_CreateTexture(r, scrollsim_pixelformat_rgba32(), Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                                  Int32(rect.width), Int32(rect.height)) else { continue }
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
            now.withUnsafeBytes { _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(rect.width * 4)) }
            var dst = rect.sdlRect
            SDL_RenderCopy(r, texture, nil, &dst)
            SDL_DestroyTexture(texture)
        }
    }

    /// The target's pixels in `rect` (device pixels), RGBA, 4 bytes a pixel,
    /// rows top to bottom; nil when there is no renderer or SDL cannot read them.
    func readPixels(_ rect: PixelRect) -> [UInt8]? {
        guard let r = sdlRenderer else { return nil }
        var sdlRect = rect.sdlRect
        var status: Int32 = 0
        let pixels = [UInt8](unsafeUninitializedCapacity: rect.width * rect.height * 4) { buffer, count in
            status = SDL_RenderReadPixels(r, &sdlRect, scrollsim_pixelformat_rgba32(), buffer.baseAddress, Int32(rect.width * 4))
            count = status == 0 ? rect.width * rect.height * 4 : 0
        }
        return status == 0 ? pixels : nil
    }
}
