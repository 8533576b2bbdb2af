/// How much a section header stands out (`headerProminence`).
public enum Prominence: Hashable, Sendable {
    /// The style's header: footnote, secondary, uppercase in grouped lists.
    case standard
    /// A grouped list's header as a title: `.title3` bold in the primary
    /// colour, not uppercased (UIKit's `prominentInsetGroupedHeader`
    /// configuration; the font is ScrollSim's reading of it). Plain lists
    /// keep their headline header.
    case increased
}

private struct HeaderProminenceKey: EnvironmentKey {
    static var defaultValue: Prominence { .standard }
}

extension EnvironmentValues {
    /// The prominence of the section headers below.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}
