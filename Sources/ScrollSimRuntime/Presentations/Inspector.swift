import ScrollSimCore

/// The inspector column's width (`inspectorColumnWidth`): where it starts
/// (`ideal`) and how far it may be resized.
struct InspectorColumnWidth: Equatable {
    var min: CGFloat?
    var ideal: CGFloat
    var max: CGFloat?
}

struct InspectorColumnWidthKey: PreferenceKey {
    static var defaultValue: InspectorColumnWidth? { nil }
    static func reduce(value: inout InspectorColumnWidth?, nextValue: () -> InspectorColumnWidth?) {
        value = value ?? nextValue()
    }
}

/// The inspector's measures where Apple publishes none.
public enum InspectorMetrics {
    /// The column's width in a regular width when `inspectorColumnWidth` sets none.
    public static let defaultColumnWidth: CGFloat = 320
}

extension View {
    /// Shows `content` as an inspector while `isPresented` is true. In a
    /// compact width (every iPhone in portrait) it is presented as a sheet,
    /// exactly as `sheet(isPresented:)` (its content may set
    /// `presentationDetents`); in a regular width it is a column at the
    /// trailing edge, after a divider, as wide as `inspectorColumnWidth`
    /// asks (`InspectorMetrics.defaultColumnWidth` otherwise), and this view
    /// takes the rest.
    ///
    /// ```swift
    /// Editor()
    ///     .inspector(isPresented: $showInspector) {
    ///         SettingsForm().inspectorColumnWidth(min: 200, ideal: 280, max: 360)
    ///     }
    /// ```
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        _InspectorView(content: self, isPresented: isPresented, inspector: content())
    }

    /// The inspector column's fixed width (in a regular width).
    public func inspectorColumnWidth(_ width: CGFloat) -> some View {
        preference(key: InspectorColumnWidthKey.self, value: InspectorColumnWidth(min: width, ideal: width, max: width))
    }

    /// The inspector column's width (in a regular width): it starts `ideal`
    /// wide; `min` and `max` bound a resize.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        preference(key: InspectorColumnWidthKey.self, value: InspectorColumnWidth(min: min, ideal: ideal, max: max))
    }
}

/// A view with an inspector: a sheet in a compact width, a trailing column in a regular one.
struct _InspectorView<Content: View, Inspector: View>: View {
    let content: Content
    let isPresented: Binding<Bool>
    let inspector: Inspector
    @Environment(\.horizontalSizeClass) private var sizeClass
    @State private var width: InspectorColumnWidth?

    var body: some View {
        if sizeClass == .regular {
            HStack(spacing: 0) {
                content
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                if isPresented.wrappedValue {
                    Divider()
                    inspector
                        .frame(width: columnWidth)
                        .frame(maxHeight: .infinity)
                        .onPreferenceChange(InspectorColumnWidthKey.self) { width = $0 }
                }
            }
        } else {
            content.sheet(isPresented: isPresented) { inspector }
        }
    }

    /// The ideal width, kept within the bounds.
    private var columnWidth: CGFloat {
        guard let width else { return InspectorMetrics.defaultColumnWidth }
        return Swift.min(width.max ?? .infinity, Swift.max(width.min ?? 0, width.ideal))
    }
}
