import ScrollSimCore

/// A font file the backend measures and draws with: Inter (text or display
/// cut, four weights) for the scripts it covers, NanumSquare for Hangul and
/// the rest.
enum FontFace: Hashable, Sendable {
    /// Inter at a weight; `display` is Inter Display, drawn from 20 pt as iOS
    /// switches to SF Pro Display.
    case inter(InterWeight, display: Bool)
    /// NanumSquare (regular or bold), the fallback for characters Inter lacks.
    case nanum(bold: Bool)

    /// Inter's weights in `Assets/Fonts`.
    enum InterWeight: Hashable, Sendable, CaseIterable {
        case regular, medium, semibold, bold

        /// The nearest shipped weight: ultraLight…regular → regular, medium, semibold, bold…black → bold.
        init(_ weight: Font.Weight) {
            switch weight.value {
            case ..<450: self = .regular
            case ..<550: self = .medium
            case ..<650: self = .semibold
            default: self = .bold
            }
        }

        var fileSuffix: String {
            switch self {
            case .regular: "Regular"
            case .medium: "Medium"
            case .semibold: "SemiBold"
            case .bold: "Bold"
            }
        }
    }

    /// The face `font` is drawn with where Inter has the character.
    static func primary(for font: Font) -> FontFace {
        .inter(InterWeight(font.weight), display: font.size >= SystemFontMetrics.displaySize)
    }

    /// The face for characters the primary face lacks (Hangul): NanumSquare, bold from semibold on.
    static func fallback(for font: Font) -> FontFace {
        .nanum(bold: font.weight.isBold)
    }

    /// True for the faces San Francisco's tracking applies to (Inter stands in for SF).
    var takesSystemTracking: Bool {
        if case .inter = self { return true }
        return false
    }

    /// The file name inside the fonts directory.
    var fileName: String {
        switch self {
        case .inter(let weight, let display): (display ? "InterDisplay-" : "Inter-") + weight.fileSuffix + ".otf"
        case .nanum(let bold): bold ? "NanumSquareB.ttf" : "NanumSquareR.ttf"
        }
    }

    /// Every face, for checking the fonts directory up front.
    static let all: [FontFace] = InterWeight.allCases.flatMap { [FontFace.inter($0, display: false), .inter($0, display: true)] }
        + [.nanum(bold: false), .nanum(bold: true)]
}
