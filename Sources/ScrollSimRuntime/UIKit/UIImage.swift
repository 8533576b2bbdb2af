import ScrollSimCore

/// An image by name, for `Image(uiImage:)`. It holds the name only: the
/// pixels are looked up by the graph's ``ImageProviding`` when the image is
/// shown, so `UIImage(named:)` cannot tell whether the image exists and
/// never returns nil (a missing one shows as SwiftUI shows a missing `Image`).
///
/// ```swift
/// let photo = UIImage(named: "sample-photo")!
/// Image(uiImage: photo).resizable().scaledToFit()
/// ```
public final class UIImage: @unchecked Sendable {
    enum Source: Hashable {
        case named(String)
        case system(String)
    }

    let source: Source

    /// The image `name` from the app's images.
    public init?(named name: String) { source = .named(name) }

    /// The system symbol `name` (drawn as ScrollSim's symbol placeholder).
    public init?(systemName name: String) { source = .system(name) }
}

extension Image {
    /// The image a `UIImage` names.
    public init(uiImage: UIImage) {
        switch uiImage.source {
        case .named(let name): self.init(name)
        case .system(let name): self.init(systemName: name)
        }
    }
}
