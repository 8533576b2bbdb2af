import CSDL2
import ScrollSimSDL
import Foundation

/// An RGBA image, 4 bytes a pixel, rows top to bottom.
///
/// ```swift
/// let golden = try RGBAImage(contentsOf: "Tests/Replays/gototop.png")
/// let diff = ImageDiff(expected: golden, actual: shot)
/// ```
public struct RGBAImage: Equatable, Sendable {
    public var width: Int
    public var height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Loads a PNG (any format SDL_image reads), converted to RGBA.
    @MainActor
    public init(contentsOf path: String) throws {
        let image: PNGImage
        do {
            image = try PNGImage(path: path)
        } catch {
            throw ReplayImageError("\(error)")
        }
        self.init(width: image.width, height: image.height, pixels: image.pixels)
    }

    /// Writes the image as a PNG.
    @MainActor
    public func writePNG(to path: String) throws {
        var copy = pixels
        try copy.withUnsafeMutableBytes { buffer in
            guard let s = SDL_CreateRGBSurfaceWithFormatFrom(buffer.baseAddress, Int32(width), Int32(height), 32,
                                                             Int32(width * 4), scrollsim_pixelformat_rgba32()) else {
                throw ReplayImageError("Could not wrap the pixels of \(path) in an SDL surface.")
            }
            defer { SDL_FreeSurface(s) }
            guard IMG_SavePNG(s, path) == 0 else {
                throw ReplayImageError("Could not write the PNG \(path): \(String(cString: scrollsim_img_error())).")
            }
        }
    }
}

/// A problem reading or writing an image.
public struct ReplayImageError: Error, CustomStringConvertible {
    public let description: String
    init(_ message: String) { description = message }
}

/// How two images differ: a pixel differs when any channel is off by more
/// than `channelTolerance`; the images match when at most `maxFraction` of
/// the pixels differ.
public struct ImageDiff: Sendable {
    public static let defaultChannelTolerance = 2
    public static let defaultMaxFraction = 0.001

    public let width: Int
    public let height: Int
    /// False when the sizes differ (nothing else is compared then).
    public let sameSize: Bool
    public let differingPixels: Int
    /// The largest channel difference seen.
    public let maxChannelDelta: Int
    public let matches: Bool
    /// Red where pixels differ, a faded copy of the actual image elsewhere.
    public let image: RGBAImage?

    public init(expected: RGBAImage, actual: RGBAImage, channelTolerance: Int = ImageDiff.defaultChannelTolerance,
                maxFraction: Double = ImageDiff.defaultMaxFraction) {
        width = actual.width
        height = actual.height
        guard expected.width == actual.width, expected.height == actual.height else {
            sameSize = false
            differingPixels = actual.width * actual.height
            maxChannelDelta = 255
            matches = false
            image = nil
            return
        }
        sameSize = true
        var differing = 0
        var maxDelta = 0
        var out = [UInt8](repeating: 255, count: actual.pixels.count)
        let e = expected.pixels, a = actual.pixels
        var i = 0
        while i < a.count {
            var delta = 0
            for c in 0..<4 { delta = max(delta, abs(Int(e[i + c]) - Int(a[i + c]))) }
            maxDelta = max(maxDelta, delta)
            if delta > channelTolerance {
                differing += 1
                out[i] = 255; out[i + 1] = 0; out[i + 2] = 0
            } else {
                let grey = UInt8((Int(a[i]) + Int(a[i + 1]) + Int(a[i + 2])) / 3 / 4 + 191)
                out[i] = grey; out[i + 1] = grey; out[i + 2] = grey
            }
            out[i + 3] = 255
            i += 4
        }
        differingPixels = differing
        maxChannelDelta = maxDelta
        matches = Double(differing) <= maxFraction * Double(actual.width * actual.height)
        image = RGBAImage(width: actual.width, height: actual.height, pixels: out)
    }

    /// "1234 of 329160 pixels (0.37 %) differ by up to 255 per channel".
    public var summary: String {
        let total = width * height
        return String(format: "%d of %d pixels (%.2f %%) differ by up to %d per channel", differingPixels, total,
                      total == 0 ? 0 : 100 * Double(differingPixels) / Double(total), maxChannelDelta)
    }
}
