import CSDL2
import Foundation
import ScrollSimCore

/// Images by name from a folder of PNG files, read with SDL_image: the
/// ``ImageProviding`` of the SDL backend.
///
/// `Image("photo")` is `photo.png` (1×), `photo@2x.png` or `photo@3x.png`,
/// the variant picked for the display scale by ``ImageVariants``. Each file
/// is read once, when first asked for, and kept; a name with no file is
/// remembered as missing. Names holding a path separator or starting with a
/// dot are missing (images come from the folder only), but for the
/// `file://` URLs `imageName(for:)` gives out: such a name is the one PNG
/// file at that path, its only variant at 1×.
///
/// ```swift
/// let images = SDLImageProvider(directory: "Assets/Images")
/// images.image(named: "scrollsim-test-tile", displayScale: 2)   // 48 × 32 px @2x: 24 × 16 pt
/// ```
public final class SDLImageProvider: ImageProviding {
    /// The folder the PNG files are read from.
    public let directory: String

    private struct Key: Hashable {
        var name: String
        var scale: CGFloat
    }

    /// Surfaces read so far (nil: no such file, or unreadable).
    private var surfaces: [Key: UnsafeMutablePointer<SDL_Surface>?] = [:]

    public init(directory: String) {
        self.directory = directory
    }

    deinit {
        for case let surface? in surfaces.values { SDL_FreeSurface(surface) }
    }

    /// The file of `name`'s variant at `scale` (`name.png` for 1, `name@2x.png` for 2…).
    public func path(of name: String, scale: CGFloat) -> String {
        let suffix = scale == 1 ? "" : "@\(Int(scale))x"
        return (directory as NSString).appendingPathComponent(name + suffix + ".png")
    }

    /// A `file://` URL of an existing file is shown by its absolute string;
    /// other URLs are not (no network).
    public func imageName(for url: URL) -> String? {
        guard url.isFileURL, FileManager.default.fileExists(atPath: url.path) else { return nil }
        return url.absoluteString
    }

    public func image(named name: String, displayScale: CGFloat) -> ImageMetrics? {
        if name.hasPrefix("file://") {
            guard let s = surface(named: name, scale: 1) else { return nil }
            return ImageMetrics(pixelWidth: Int(s.pointee.w), pixelHeight: Int(s.pointee.h), scale: 1)
        }
        for scale in ImageVariants.preference(for: displayScale) {
            if let s = surface(named: name, scale: scale) {
                return ImageMetrics(pixelWidth: Int(s.pointee.w), pixelHeight: Int(s.pointee.h), scale: scale)
            }
        }
        return nil
    }

    /// The pixels of `name`'s variant at `scale`, read on first use; nil
    /// when there is no such file or SDL_image cannot read it. The surface
    /// belongs to the provider.
    public func surface(named name: String, scale: CGFloat) -> UnsafeMutablePointer<SDL_Surface>? {
        let key = Key(name: name, scale: scale)
        if let known = surfaces[key] { return known }
        var loaded: UnsafeMutablePointer<SDL_Surface>?
        if name.hasPrefix("file://") {
            if scale == 1, let url = URL(string: name), url.isFileURL, FileManager.default.fileExists(atPath: url.path) {
                loaded = IMG_Load(url.path)
            }
        } else if !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") {
            let file = path(of: name, scale: scale)
            if FileManager.default.fileExists(atPath: file) { loaded = IMG_Load(file) }
        }
        surfaces[key] = loaded
        return loaded
    }
}
