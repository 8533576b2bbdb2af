import ScrollSimSDL
import Foundation

/// An RGBA image, 4 bytes a pixel, rows top to bottom: the backend's
/// `PNGImage`, with the replay's errors and the golden digest.
///
/// ```swift
/// let golden = try RGBAImage(contentsOf: "Replays/feed-top.png")
/// let diff = ImageDiff(expected: golden, actual: shot)
/// ```
public typealias RGBAImage = PNGImage

extension PNGImage {
    /// Loads a PNG (any format SDL_image reads), converted to RGBA.
    @MainActor
    public init(contentsOf path: String) throws {
        do {
            self = try PNGImage(path: path)
        } catch {
            throw ReplayImageError("\(error)")
        }
    }

    /// Writes the image as a PNG carrying the digest of its pixels, so an
    /// identical screenshot is confirmed later without decoding it (see
    /// GoldenDigest). Written like ``write(to:)``: renamed into place, never
    /// through a symbolic link (the refusal is the error's one sentence).
    @MainActor
    public func writePNG(to path: String) throws {
        do {
            try SafeFile.write(GoldenDigest.adding(to: try pngData(naming: path), for: self), to: path)
        } catch let error as FileWriteError {
            throw ReplayImageError("Could not write the PNG \(path): \(error.reason).")
        } catch {
            throw ReplayImageError("\(error)")
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
    private let expected: RGBAImage
    private let actual: RGBAImage
    private let channelTolerance: Int

    public init(expected: RGBAImage, actual: RGBAImage, channelTolerance: Int = ImageDiff.defaultChannelTolerance,
                maxFraction: Double = ImageDiff.defaultMaxFraction) {
        width = actual.width
        height = actual.height
        self.expected = expected
        self.actual = actual
        self.channelTolerance = channelTolerance
        guard expected.width == actual.width, expected.height == actual.height,
              expected.pixels.count == actual.pixels.count else {
            sameSize = false
            differingPixels = actual.width * actual.height
            maxChannelDelta = 255
            matches = false
            return
        }
        sameSize = true
        // Identical bytes (the usual case for a golden) are found by one memcmp.
        let identical = expected.pixels.withUnsafeBytes { e in
            actual.pixels.withUnsafeBytes { a in e.count == 0 || memcmp(e.baseAddress!, a.baseAddress!, e.count) == 0 }
        }
        var differing = 0
        var maxDelta = 0
        if !identical {
            expected.pixels.withUnsafeBufferPointer { e in
                actual.pixels.withUnsafeBufferPointer { a in
                    var i = 0
                    while i + 3 < a.count {
                        let delta = ImageDiff.delta(e, a, i)
                        if delta > maxDelta { maxDelta = delta }
                        if delta > channelTolerance { differing += 1 }
                        i += 4
                    }
                }
            }
        }
        differingPixels = differing
        maxChannelDelta = maxDelta
        matches = Double(differing) <= maxFraction * Double(actual.width * actual.height)
    }

    @inline(__always)
    private static func delta(_ e: UnsafeBufferPointer<UInt8>, _ a: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int {
        var delta = 0
        for c in 0..<4 { delta = max(delta, abs(Int(e[i + c]) - Int(a[i + c]))) }
        return delta
    }

    /// Red where pixels differ, a faded copy of the actual image elsewhere
    /// (made when asked for: only a mismatch writes it). Nil when the sizes differ.
    public var image: RGBAImage? {
        guard sameSize else { return nil }
        var out = [UInt8](repeating: 255, count: actual.pixels.count)
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                var i = 0
                while i + 3 < a.count {
                    if ImageDiff.delta(e, a, i) > channelTolerance {
                        out[i] = 255; out[i + 1] = 0; out[i + 2] = 0
                    } else {
                        let sum: Int = Int(a[i]) + Int(a[i + 1]) + Int(a[i + 2])
                        let grey = UInt8(sum / 3 / 4 + 191)
                        out[i] = grey; out[i + 1] = grey; out[i + 2] = grey
                    }
                    out[i + 3] = 255
                    i += 4
                }
            }
        }
        return RGBAImage(width: actual.width, height: actual.height, pixels: out)
    }

    /// "1234 of 329160 pixels (0.37 %) differ by up to 255 per channel".
    public var summary: String {
        let total = width * height
        return String(format: "%d of %d pixels (%.2f %%) differ by up to %d per channel", differingPixels, total,
                      total == 0 ? 0 : 100 * Double(differingPixels) / Double(total), maxChannelDelta)
    }
}
