/// One button a swipe on a list row uncovers: its label (a title, a
/// system symbol or both), its colour and what it does.
package struct SwipeAction {
    /// The label's text (nil when it shows only an image).
    let title: String?
    /// The label's symbol or image name (nil when it shows only text).
    let icon: String?
    /// Its button's role (`.destructive` colours it red).
    let role: ButtonRole?
    /// What `.tint` set on the button, nil when nothing did.
    let tint: Color?
    let action: () -> Void

    /// The button's fill: its tint, else red for a destructive role, else
    /// `systemGray`.
    var color: Color { tint ?? (role == .destructive ? .red : .gray) }

    /// What drawing the label shows: the symbol when it has one (whether or
    /// not it has a title too), else the title.
    var showsIcon: Bool { icon != nil }
}

/// The actions on one edge of a row, in the order written (the first is
/// the outermost, at the edge), and whether a full swipe performs the first.
package struct SwipeActionSet {
    var actions: [SwipeAction]
    var allowsFullSwipe: Bool
}

/// A row's swipe actions on each edge (nil: none there).
package struct RowSwipeActions {
    var leading: SwipeActionSet?
    var trailing: SwipeActionSet?

    subscript(edge: HorizontalEdge) -> SwipeActionSet? {
        get { edge == .leading ? leading : trailing }
        set { if edge == .leading { leading = newValue } else { trailing = newValue } }
    }

    /// `set` added after the actions already on `edge` (the modifier
    /// called again on a row: actions accumulate; the first call's
    /// `allowsFullSwipe` stays, as it governs the first action).
    mutating func append(_ set: SwipeActionSet, on edge: HorizontalEdge) {
        if var existing = self[edge] {
            existing.actions += set.actions
            self[edge] = existing
        } else {
            self[edge] = set
        }
    }
}

/// Carries a row's `swipeActions` up to the list row that holds it.
struct SwipeActionsKey: PreferenceKey {
    static var defaultValue: RowSwipeActions { RowSwipeActions() }
    static func reduce(value: inout RowSwipeActions, nextValue: () -> RowSwipeActions) {
        let next = nextValue()
        for edge in HorizontalEdge.allCases {
            if let set = next[edge] { value.append(set, on: edge) }
        }
    }
}

@MainActor let swipeActionsKey = PreferenceKeyInfo(SwipeActionsKey.self)

/// What `tint(_:)` set in this subtree (nil: nothing), apart from the
/// accent colour it also sets: a swipe action is grey unless tinted.
struct ExplicitTintKey: EnvironmentKey {
    static var defaultValue: Color? { nil }
}

extension View {
    /// Adds buttons a swipe on this list row uncovers from `edge`: a swipe
    /// to the left uncovers the trailing ones, to the right the leading
    /// ones, the first button at the edge and the others inward in order.
    /// With `allowsFullSwipe`, a swipe across most of the row performs the
    /// first. Each `Button` is one action: its label's symbol (or its
    /// title) in white on its `tint`, red for `role: .destructive`, else
    /// grey. Trailing actions replace the Delete that `onDelete` adds;
    /// calling the modifier again adds to the edge's actions.
    ///
    /// ```swift
    /// Text(mail.subject)
    ///     .swipeActions(edge: .trailing) {
    ///         Button(role: .destructive) { delete(mail) } label: { Label("Delete", systemImage: "trash") }
    ///         Button { flag(mail) } label: { Label("Flag", systemImage: "flag") }.tint(.orange)
    ///     }
    ///     .swipeActions(edge: .leading) { Button("Read") { markRead(mail) }.tint(.blue) }
    /// ```
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        var actions: [SwipeAction] = []
        collectSwipeActions(content(), EnvironmentValues(), into: &actions)
        let set = SwipeActionSet(actions: actions, allowsFullSwipe: allowsFullSwipe)
        return transformPreference(SwipeActionsKey.self) { $0.append(set, on: edge) }
    }
}

// MARK: Reading actions from views

/// Views whose value holds other views an action list reads without
/// building them: tuples, `ForEach`, `Group`, conditionals, type erasure,
/// built-in modifiers (their environment applies to what they wrap) and
/// `Label` (its title, then its icon).
@MainActor
protocol ComposedViewValue {
    /// Calls `visit` with each view this one holds and its environment, in order.
    func visitParts(_ environment: EnvironmentValues, _ visit: (any View, EnvironmentValues) -> Void)
}

/// Calls `visit` with each view `view` is made of, outside the views
/// listed by `ComposedViewValue`, in order, each with its environment.
@MainActor
func visitLeaves(_ view: any View, _ environment: EnvironmentValues, _ visit: (any View, EnvironmentValues) -> Void) {
    guard let composed = view as? any ComposedViewValue else { return visit(view, environment) }
    composed.visitParts(environment) { visitLeaves($0, $1, visit) }
}

extension TupleView: ComposedViewValue {
    func visitParts(_ environment: EnvironmentValues, _ visit: (any View, EnvironmentValues) -> Void) {
        visitElements { visit($0, environment) }
    }
}

extension ForEach: ComposedViewValue {
    func visitParts(_ environment: EnvironmentValues, _ visit: (any View, EnvironmentValues) -> Void) {
        for element in data { visit(content(element), environment) }
    }
}

extension Group: ComposedViewValue {
    func visitParts(_ environment: EnvironmentValues, _ visit: (any View, EnvironmentValues) -> Void) {
        visit(content, environment)
    }
}

extension Optional: ComposedViewValue where Wrapped: View {
    func visitParts(_ environment: EnvironmentValues, _ visit: (any View, EnvironmentValues) -> Void) {
        if let self { visit(self, environment) }
    }
}

extension _ConditionalContent: ComposedViewValue {
    func visitParts(_ environment: EnvironmentValues, _ visit: (any View, EnvironmentValues) -> Void) {
        switch storage {
        case .first(let v): visit(v, environment)
        case .second(let v): visit(v, environment)
        }
    }
}

extension EmptyView: ComposedViewValue {
    func visitParts(_ environment: EnvironmentValues, _ visit: (any View, EnvironmentValues) -> Void) {}
}

extension AnyView: ComposedViewValue {
    func visitParts(_ environment: EnvironmentValues, _ visit: (any View, EnvironmentValues) -> Void) {
        visit(box, environment)
    }
}

extension _ModifiedView: ComposedViewValue {
    func visitParts(_ environment: EnvironmentValues, _ visit: (any View, EnvironmentValues) -> Void) {
        visit(content, modifier.childEnvironment(environment))
    }
}

extension Label: ComposedViewValue {
    func visitParts(_ environment: EnvironmentValues, _ visit: (any View, EnvironmentValues) -> Void) {
        visit(title, environment)
        visit(icon, environment)
    }
}

/// A `Button` read as a swipe action.
@MainActor
protocol SwipeActionButton {
    func swipeAction(_ environment: EnvironmentValues) -> SwipeAction
}

extension Button: SwipeActionButton {
    func swipeAction(_ environment: EnvironmentValues) -> SwipeAction {
        var title: String?, icon: String?
        visitLeaves(label, environment) { part, _ in
            if let text = part as? Text, title == nil { title = text.content }
            if let image = part as? Image, icon == nil {
                switch image.source {
                case .system(let name), .named(let name): icon = name
                }
            }
        }
        return SwipeAction(title: title, icon: icon, role: role, tint: environment[ExplicitTintKey.self], action: action)
    }
}

/// Appends the buttons in `content` (its other views are ignored, as
/// SwiftUI ignores them) to `actions`, in order.
@MainActor
func collectSwipeActions(_ content: any View, _ environment: EnvironmentValues, into actions: inout [SwipeAction]) {
    visitLeaves(content, environment) { leaf, env in
        if let button = leaf as? any SwipeActionButton { actions.append(button.swipeAction(env)) }
    }
}

extension Node {
    /// The swipe actions this subtree's rows declared (`swipeActions`).
    var declaredSwipeActions: RowSwipeActions {
        preferenceValue(swipeActionsKey) as? RowSwipeActions ?? RowSwipeActions()
    }
}
