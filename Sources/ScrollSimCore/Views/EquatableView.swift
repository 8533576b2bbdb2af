/// A view that is evaluated again only when its content is not `==` to the
/// content it last showed (`equatable()`): the content's own `==` decides,
/// even for a view of plain data, which is otherwise compared byte by byte
/// (`viewValuesMatch`).
///
/// ```swift
/// struct Chart: View, Equatable { let points: [Double]; … }
/// Chart(points: points).equatable()
/// ```
public struct EquatableView<Content: View & Equatable>: View {
    public var content: Content

    public init(content: Content) { self.content = content }

    public var body: Content { content }

    public static func _isEqual(_ a: EquatableView, _ b: EquatableView) -> Bool { a.content == b.content }
}

/// A view whose `==` decides whether it changed even when it is plain data.
protocol ComparesWithItsOwnEquality {}

extension EquatableView: ComparesWithItsOwnEquality {}

extension View where Self: Equatable {
    /// This view, compared with its own `==` to decide whether its body is
    /// evaluated again.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

extension View {
    /// Lays this view's geometry (position and size) out as one group, so an
    /// animation of its parent's geometry moves it as a whole (iOS 17).
    /// Layout is unchanged, and ScrollSim animates a view's frame as one
    /// piece already, so this changes nothing here.
    public func geometryGroup() -> some View { self }
}
