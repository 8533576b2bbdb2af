import Foundation

/// The size of one stored image: its pixels and the scale they were made
/// for (1, 2 or 3 pixels per point, from the `@2x`/`@3x` file name suffix).
///
/// ```swift
/// let m = ImageMetrics(pixelWidth: 120, pixelHeight: 80, scale: 2)
/// m.size   // 60 × 40 points
/// ```
public struct ImageMetrics: Hashable, Sendable {
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// Pixels per point of this variant (at least 1 when made by a provider).
    public var scale: CGFloat

    public init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
    }

    /// The image's size in points: its pixels divided by its scale.
    public var size: CGSize {
        CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }
}

/// Looks images up by name for layout. The core never reads an image file:
/// the backend (SDL_image) or a test passes one of these in, as it passes a
/// ``TextMeasuring`` for text.
///
/// A renderer draws an ``DrawCommand/image(_:)`` by the name and variant
/// scale it carries, so it draws the file layout measured.
///
/// ```swift
/// final class OneImage: ImageProviding {
///     func image(named name: String, displayScale: CGFloat) -> ImageMetrics? {
///         name == "photo" ? ImageMetrics(pixelWidth: 120, pixelHeight: 80, scale: 2) : nil
///     }
/// }
/// ```
public protocol ImageProviding: AnyObject {
    /// The variant of the image `name` a screen of `displayScale` pixels per
    /// point shows (see ``ImageVariants/preference(for:)``); nil when there is
    /// no image of that name.
    func image(named name: String, displayScale: CGFloat) -> ImageMetrics?
    /// The name under which the image at `url` is drawn (then looked up
    /// with `image(named:displayScale:)`), or nil when this provider cannot
    /// show it. The default knows no URL.
    func imageName(for url: URL) -> String?
}

extension ImageProviding {
    public func imageName(for url: URL) -> String? { nil }
}

/// A provider with no images: every name is missing. What a graph uses when
/// it is given no provider.
public final class NoImages: ImageProviding, @unchecked Sendable {
    public init() {}
    public func image(named name: String, displayScale: CGFloat) -> ImageMetrics? { nil }
}

/// A deterministic provider for tests and benchmarks: images by name, each
/// with the variants listed (pixel size by scale), picked for the display
/// scale as iOS does (``ImageVariants/pick(_:displayScale:)``).
///
/// ```swift
/// let images = FixedImages(["photo": [2: (120, 80)]], urls: [URL(string: "https://example.com/p.png")!: "photo"])
/// images.image(named: "photo", displayScale: 3)   // the @2x variant: 60 × 40 pt
/// ```
public final class FixedImages: ImageProviding, @unchecked Sendable {
    public let images: [String: [CGFloat: (width: Int, height: Int)]]
    /// URLs this provider shows (`AsyncImage`), each as one of `images` by name.
    public var urls: [URL: String]

    public init(_ images: [String: [CGFloat: (width: Int, height: Int)]], urls: [URL: String] = [:]) {
        self.images = images
        self.urls = urls
    }

    public func imageName(for url: URL) -> String? {
        urls[url].flatMap { images[$0] == nil ? nil : $0 }
    }

    public func image(named name: String, displayScale: CGFloat) -> ImageMetrics? {
        guard let variants = images[name],
              let scale = ImageVariants.pick(Array(variants.keys), displayScale: displayScale),
              let px = variants[scale] else { return nil }
        return ImageMetrics(pixelWidth: px.width, pixelHeight: px.height, scale: scale)
    }
}

/// Which `@Nx` variant of an image a screen shows.
///
/// UIKit looks for the file of the screen's own scale first (Apple,
/// `UIImage(named:)`: "If the screen has a scale of 2.0, this method first
/// searches for an image file with the same filename with an @2x suffix
/// appended to it"). When that variant is missing, ScrollSim
/// takes the nearest lower scale, then the nearest higher one (a 3× screen
/// with only @1x and @2x shows @2x; a 2× screen with only @3x shows @3x);
/// tag: **ScrollSim's choice** for the fallback order, which Apple does not
/// document for loose files.
public enum ImageVariants {
    /// The scales to try for `displayScale`, best first: its own (rounded
    /// to a whole number, 1 to 3), then lower ones descending, then higher
    /// ones ascending.
    public static func preference(for displayScale: CGFloat) -> [CGFloat] {
        let own = Int(max(1, min(3, displayScale.isFinite ? displayScale.rounded() : 1)))
        var order = [CGFloat(own)]
        for s in stride(from: own - 1, through: 1, by: -1) { order.append(CGFloat(s)) }
        for s in (own + 1)..<4 { order.append(CGFloat(s)) }
        return order
    }

    /// The best of `available` scales for `displayScale` (nil when none).
    public static func pick(_ available: [CGFloat], displayScale: CGFloat) -> CGFloat? {
        preference(for: displayScale).first { available.contains($0) }
    }
}
