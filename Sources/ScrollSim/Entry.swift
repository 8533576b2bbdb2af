#if SCROLLSIM_MACROS
/// Declares an environment value with its default in one line, in an
/// `extension EnvironmentValues`, as SwiftUI's `@Entry` does: the macro
/// writes the private `EnvironmentKey` and the accessors that read and write
/// it. The default is evaluated on each read of a value not set above the
/// view; an optional type may leave it out (nil).
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .orange
///     @Entry var cardStyle: CardStyle?
/// }
/// Text("Hi").foregroundStyle(accent)   // with @Environment(\.accent) var accent
/// ```
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "ScrollSimMacros", type: "EntryMacro")
#endif
