extension Image {
    /// The size of a symbol relative to the text around it.
    public enum Scale: Hashable, Sendable {
        case small, medium, large

        /// The symbol's size relative to `.medium`: 0.783 small, 1.29 large.
        /// (ScrollSim's approximation of SF Symbols' scales; Apple defines
        /// them relative to the font's cap height without publishing ratios.)
        public var factor: CGFloat {
            switch self {
            case .small: return 0.783
            case .medium: return 1
            case .large: return 1.29
            }
        }
    }
}

/// How a symbol's layers are coloured. Accepted for source compatibility:
/// the symbol placeholder is drawn in the foreground colour in every mode.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue = Image.Scale.medium
}

extension EnvironmentValues {
    /// The scale of symbols in this subtree (`.medium` by default).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Sizes the symbols in this subtree relative to the font: `.small`,
    /// `.medium` (the default) or `.large` (see ``Image/Scale/factor``).
    ///
    /// ```swift
    /// Image(systemName: "gear").imageScale(.large)
    /// ```
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }

    /// Accepted for source compatibility; symbols draw in the foreground colour.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        self
    }
}
