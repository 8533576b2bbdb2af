import ScrollSimCore

/// One of the two NanumSquare faces the backend draws with.
enum FontFace: Int, Hashable, Sendable {
    /// `NanumSquareR.ttf`: ultraLight through medium.
    case regular
    /// `NanumSquareB.ttf`: semibold through black.
    case bold

    /// The face a font is drawn with.
    init(_ font: Font) {
        self = font.weight.isBold ? .bold : .regular
    }

    /// The file name inside the fonts directory.
    var fileName: String {
        switch self {
        case .regular: "NanumSquareR.ttf"
        case .bold: "NanumSquareB.ttf"
        }
    }
}
