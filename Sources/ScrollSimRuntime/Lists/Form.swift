import ScrollSimCore

/// A container of grouped controls for data entry, as iOS draws it: a
/// `List` in the `insetGrouped` style (sections as rounded cards on the
/// grouped background, rows at least 44 pt tall), whatever `.listStyle`
/// says around it. It scrolls as a list does.
///
/// ```swift
/// Form {
///     Section("Profile") {
///         TextField("Name", text: $name)
///         Toggle("Public", isOn: $isPublic)
///     }
/// }
/// ```
public struct Form<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        List { content }.listStyle(.insetGrouped)
    }
}

/// A form's look. On an iPhone every style is the grouped form (`Form`'s
/// `insetGrouped` list); the styles are accepted so code that sets one compiles.
public protocol FormStyle {}
public struct AutomaticFormStyle: FormStyle {
    public init() {}
}
public struct GroupedFormStyle: FormStyle {
    public init() {}
}
public struct ColumnsFormStyle: FormStyle {
    public init() {}
}
extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
extension FormStyle where Self == ColumnsFormStyle {
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    /// The look of the forms below: all are the grouped form on an iPhone.
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
