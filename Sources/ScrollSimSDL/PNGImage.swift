import CSDL2
import Foundation

/// An RGBA image read from a PNG with SDL_image: for comparing screenshots.
///
/// ```swift
/// let image = try PNGImage(path: "golden.png")
/// let p = image.pixel(10, 20)   // (r, g, b, a)
/// ```
public struct PNGImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// Row-major RGBA bytes.
    public let pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Reads `path`; throws a one-sentence error naming the path when it cannot.
    @MainActor
    public init(path: String) throws {
        guard FileManager.default.fileExists(atPath: path) else {
            throw SDLBackendError("The image \(path) does not exist.")
        }
        guard let image = IMG_Load(path) else {
            throw SDLBackendError.image("SDL_image could not read \(path)")
        }
        defer { SDL_FreeSurface(image) }
        guard let rgba = SDL_ConvertSurfaceFormat(image, scrollsim_pixelformat_rgba32(), 0) else {
            throw SDLBackendError.sdl("SDL could not convert \(path) to RGBA")
        }
        defer { SDL_FreeSurface(rgba) }
        let w = Int(rgba.pointee.w)
        let h = Int(rgba.pointee.h)
        let pitch = Int(rgba.pointee.pitch)
        let bytes = rgba.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<(w * 4) { out[y * w * 4 + x] = bytes[y * pitch + x] }
        }
        self.init(width: w, height: h, pixels: out)
    }

    /// The pixel at (x, y).
    public func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}
