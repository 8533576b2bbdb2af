/// San Francisco's metrics, the numbers iOS lays system-font text out with,
/// for measurers that draw with another font (San Francisco cannot be shipped).
///
/// - Line height: `(ascender + descender) / unitsPerEm × size` with SF Pro's
///   hhea ascender 1950, descender 494 and 2048 units per em, and no line gap:
///   17 pt → 20.287 pt, which is `UIFont.systemFont(ofSize: 17).lineHeight`;
///   28 pt → 33.414 pt. SF Pro Display (20 pt and up) has the same numbers.
///   (Documented by Apple: no; read off the font files and UIFont; see
///   docs/layout-rules.md, "Text metrics".)
/// - Tracking: iOS applies SF's size-specific tracking (the font's `trak`
///   table, published in Apple's Human Interface Guidelines, "Typography",
///   as tracking values per point size). It is added after every character
///   of a line, the last one included.
/// - Optical sizes: SF Pro Text below 20 pt, SF Pro Display from 20 pt.
///
/// All values are in points; `size` is the font's point size.
public enum SystemFontMetrics {
    /// SF Pro's hhea ascender, in font units.
    public static let ascender: CGFloat = 1950
    /// SF Pro's hhea descender (as a positive distance), in font units.
    public static let descender: CGFloat = 494
    public static let unitsPerEm: CGFloat = 2048
    /// SF Pro's cap height (OS/2 `sCapHeight`), in font units:
    /// `UIFont.systemFont(ofSize: 17).capHeight` ≈ 11.978.
    public static let capHeight: CGFloat = 1443
    /// From this point size on, iOS draws SF Pro Display instead of SF Pro Text.
    public static let displaySize: CGFloat = 20

    /// The distance from one line's top to the next: `(1950 + 494) / 2048 × size`.
    public static func lineHeight(_ size: CGFloat) -> CGFloat {
        (ascender + descender) / unitsPerEm * size
    }

    /// The distance from a line's top to its baseline: `1950 / 2048 × size`.
    public static func baseline(_ size: CGFloat) -> CGFloat {
        ascender / unitsPerEm * size
    }

    /// The tracking iOS applies at `size`: the HIG's table (iOS, SF Pro),
    /// linear between its sizes, its first value below 6 pt and its last above 96 pt.
    public static func tracking(_ size: CGFloat) -> CGFloat {
        let table = trackingTable
        guard size > table[0].size else { return table[0].tracking }
        for i in 1..<table.count where size <= table[i].size {
            let a = table[i - 1], b = table[i]
            let f = (size - a.size) / (b.size - a.size)
            return a.tracking + (b.tracking - a.tracking) * f
        }
        return table[table.count - 1].tracking
    }

    /// Apple's tracking values for SF Pro on iOS (Human Interface Guidelines,
    /// Typography, "Tracking values"), in points, by point size.
    public static let trackingTable: [(size: CGFloat, tracking: CGFloat)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08),
        (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45),
        (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29),
        (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40),
        (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37), (41, 0.36),
        (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36), (47, 0.37), (48, 0.35),
        (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.33), (53, 0.31), (54, 0.32), (56, 0.30),
        (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14),
        (72, 0.14), (76, 0.07), (80, 0), (96, 0),
    ]
}
