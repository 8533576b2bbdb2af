/// How a bitmap image is drawn: which file, where, and with what tint.
///
/// The backend finds the pixels by `name` and `scale` (the variant layout
/// measured, see ``ImageProviding``) and scales them into `rect`.
///
/// ```swift
/// case .image(let d):
///     // d.name == "photo", d.scale == 2, d.rect == CGRect(x: 16, y: 16, width: 60, height: 40)
/// ```
public struct ImageDrawing: Hashable, Sendable {
    /// The image's name, as passed to `Image(_:)`.
    public var name: String
    /// Pixels per point of the variant measured (picks `name@2x.png` for 2).
    public var scale: CGFloat
    /// Where the whole image goes, in global points.
    public var rect: CGRect
    /// For a template image: the colour it is painted in (its alpha kept,
    /// its colours replaced). Nil: the image's own colours.
    public var tint: Color?
    /// Multiplies the image's alpha (0 … 1).
    public var opacity: Double
    /// The edges, in points of the image, that are not stretched (nine-slice);
    /// zero for an image stretched whole.
    public var capInsets: EdgeInsets
    /// True to tile the stretched part rather than scale it.
    public var tiles: Bool
    /// False for `interpolation(.none)`: scaled with nearest-neighbour sampling.
    public var smooth: Bool

    public init(name: String, scale: CGFloat, rect: CGRect, tint: Color? = nil, opacity: Double = 1,
                capInsets: EdgeInsets = .zero, tiles: Bool = false, smooth: Bool = true) {
        self.name = name
        self.scale = scale
        self.rect = rect
        self.tint = tint
        self.opacity = opacity
        self.capInsets = capInsets
        self.tiles = tiles
        self.smooth = smooth
    }
}
