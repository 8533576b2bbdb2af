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

/// A variant of the system symbols (`.fill`, `.circle`, `.circle.fill`, …).
/// ScrollSim draws every symbol as the same placeholder square, so a
/// variant changes neither its size nor its look.
public struct SymbolVariants: Sendable, Hashable {
    let names: Set<String>

    public static let none = SymbolVariants(names: [])
    public static let circle = SymbolVariants(names: ["circle"])
    public static let square = SymbolVariants(names: ["square"])
    public static let rectangle = SymbolVariants(names: ["rectangle"])
    public static let fill = SymbolVariants(names: ["fill"])
    public static let slash = SymbolVariants(names: ["slash"])

    public var circle: SymbolVariants { SymbolVariants(names: names.union(["circle"])) }
    public var square: SymbolVariants { SymbolVariants(names: names.union(["square"])) }
    public var rectangle: SymbolVariants { SymbolVariants(names: names.union(["rectangle"])) }
    public var fill: SymbolVariants { SymbolVariants(names: names.union(["fill"])) }
    public var slash: SymbolVariants { SymbolVariants(names: names.union(["slash"])) }

    /// Whether this variant includes `other` (`.circle.fill` contains `.fill`).
    public func contains(_ other: SymbolVariants) -> Bool { other.names.isSubset(of: names) }
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

extension EnvironmentValues {
    /// The symbol variant asked for in this subtree (`.none` by default).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Asks the symbols in this subtree for `variant` (`\.symbolVariants`);
    /// the placeholder square is drawn the same (docs/layout-rules.md, "Images").
    ///
    /// ```swift
    /// Image(systemName: "heart").symbolVariant(.fill)
    /// ```
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }
}
