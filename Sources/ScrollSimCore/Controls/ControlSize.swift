/// The size controls are drawn at (`controlSize`). ScrollSim draws every
/// control at its `.regular` size: the value is kept in the environment for
/// views that read it.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

private struct ControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
}

extension EnvironmentValues {
    /// The size controls below are drawn at (`.regular` unless set).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of the controls in this view (kept for views that read
    /// `\.controlSize`; controls keep their regular metrics here).
    public func controlSize(_ size: ControlSize) -> some View {
        environment(\.controlSize, size)
    }
}
