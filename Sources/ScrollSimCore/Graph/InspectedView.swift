/// A read-only snapshot of one laid-out view, for tests and tools: its kind,
/// its frame in window coordinates, its text, its children.
///
/// ```swift
/// let header = graph.inspect().first { $0.kind == "Text" && $0.text == "This is Top" }!
/// #expect(header.frame.height == 32)
/// ```
public struct InspectedView: CustomStringConvertible {
    /// "Text", "Rectangle", "HStack", "padding", "frame", a user view's type name…
    public let kind: String
    /// The frame in window points (scroll offsets applied).
    public let frame: CGRect
    /// The text of a `Text`.
    public let text: String?
    /// The lines a `Text` shows after wrapping and truncation.
    public let lines: [String]
    /// The children in painting order (structural nodes included).
    public let children: [InspectedView]

    /// This view and all its descendants, depth first.
    public var all: [InspectedView] {
        var result = [self]
        for c in children { result.append(contentsOf: c.all) }
        return result
    }

    /// The first view, depth first, that matches.
    public func first(where predicate: (InspectedView) -> Bool) -> InspectedView? {
        if predicate(self) { return self }
        for c in children {
            if let found = c.first(where: predicate) { return found }
        }
        return nil
    }

    /// Every view that matches, depth first.
    public func all(where predicate: (InspectedView) -> Bool) -> [InspectedView] {
        all.filter(predicate)
    }

    /// The first `Text` showing exactly `text`.
    public func text(_ text: String) -> InspectedView? {
        first { $0.kind == "Text" && $0.text == text }
    }

    public var description: String { dump(indent: 0) }

    private func dump(indent: Int) -> String {
        let f = frame
        var line = String(repeating: "  ", count: indent) + kind
        if let text { line += " \"\(text)\"" }
        line += " (\(Double(f.minX)), \(Double(f.minY)), \(Double(f.width)), \(Double(f.height)))"
        return ([line] + children.map { $0.dump(indent: indent + 1) }).joined(separator: "\n")
    }
}

extension ViewGraph {
    /// A snapshot of the laid-out tree (call `update()` first).
    public func inspect() -> InspectedView {
        root.inspected(translation: .zero)
    }
}

extension Node {
    /// `translation` maps the parent's space to the window.
    @MainActor
    func inspected(translation: CGPoint) -> InspectedView {
        let t = contentTranslation
        let inner = CGPoint(x: translation.x + localFrame.minX + t.x, y: translation.y + localFrame.minY + t.y)
        let lines = (self as? TextNode)?.placedLayout?.lines ?? []
        let kids = children.map { child in
            let d = displacement(ofChild: child)
            return child.inspected(translation: CGPoint(x: inner.x + d.x, y: inner.y + d.y))
        }
        var f = localFrame.offsetBy(dx: translation.x, dy: translation.y)
        if self is PassThroughNode, let first = kids.first {
            // Structural nodes have no frame of their own: report their content's.
            f = kids.dropFirst().reduce(first.frame) { $0.union($1.frame) }
        }
        return InspectedView(kind: kindName, frame: f, text: inspectText, lines: lines, children: kids)
    }
}
