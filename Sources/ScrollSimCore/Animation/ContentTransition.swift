/// How a view's content changes when an animated change gives it new content
/// (a text's characters, a symbol). ScrollSim keeps it in the environment
/// (`EnvironmentValues.contentTransition`, `.opacity` unless set) and draws
/// the new content at once whatever it says (docs/layout-rules.md,
/// "Content transitions").
///
/// ```swift
/// Text("\(score)")
///     .contentTransition(.numericText(value: Double(score)))
/// ```
public struct ContentTransition: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case identity, opacity, interpolate, numericText(countsDown: Bool), numericValue(Double), symbolEffect
    }
    let kind: Kind

    /// The new content replaces the old without animation.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(kind: .opacity)
    /// The content's properties (a text's glyphs, colour, weight) are interpolated.
    public static let interpolate = ContentTransition(kind: .interpolate)
    /// Digits roll, downwards when `countsDown`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown))
    }
    /// Digits roll in the direction `value` moved.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(kind: .numericValue(value)) }
    /// A symbol replaced by another plays the replace effect.
    public static let symbolEffect = ContentTransition(kind: .symbolEffect)
    /// A symbol replaced by another plays `effect`.
    public static func symbolEffect<T: ContentTransitionSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default)
        -> ContentTransition {
        ContentTransition(kind: .symbolEffect)
    }
}

private struct ContentTransitionKey: EnvironmentKey {
    static let defaultValue = ContentTransition.opacity
}

extension EnvironmentValues {
    /// How content changes in this subtree are drawn (`.opacity` unless set).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

extension View {
    /// Sets how the content changes of the views in this subtree are drawn.
    ///
    /// ```swift
    /// Text(count, format: .number).contentTransition(.numericText())
    /// ```
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}
