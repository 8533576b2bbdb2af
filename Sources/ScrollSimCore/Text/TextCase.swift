extension Text {
    /// A case `textCase(_:)` shows text in.
    public enum Case: Sendable, Hashable {
        case uppercase
        case lowercase

        /// `string` in this case.
        func apply(to string: String) -> String {
            switch self {
            case .uppercase: string.uppercased()
            case .lowercase: string.lowercased()
            }
        }
    }
}

struct TextCaseKey: EnvironmentKey {
    static var defaultValue: Text.Case? { nil }
}

extension EnvironmentValues {
    /// The case the `Text`s below are shown in; nil shows them as written.
    public var textCase: Text.Case? {
        // Read by every `Text` update: skip the lookup when no key is set.
        get { keyed.values.isEmpty ? nil : self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Shows the `Text`s in this view in `textCase` (nil: as written). A
    /// grouped list's section headers are uppercase unless one sets nil.
    ///
    /// ```swift
    /// Section { … } header: { Text("Account").textCase(nil) }
    /// ```
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}
