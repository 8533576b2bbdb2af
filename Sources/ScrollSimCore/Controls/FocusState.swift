/// Which view has the keyboard focus, as state a view owns: `Bool` for one
/// field (true while it is focused), an optional `Hashable` for several
/// (the value of the focused one, nil when none is). Tapping a field
/// focused with `.focused(_:)` sets it; setting it focuses the field (or,
/// to false or nil, takes the focus away).
///
/// ```swift
/// enum Field { case name, email }
/// @FocusState private var focus: Field?
/// TextField("Name", text: $name).focused($focus, equals: .name)
/// Button("Next") { focus = .email }
/// ```
@propertyWrapper
@MainActor
public struct FocusState<Value: Hashable> {
    let state: State<Value>
    /// The value meaning "not focused" (false or nil).
    let blank: Value

    /// A focus state for one view: false until it is focused.
    public init() where Value == Bool {
        state = State(wrappedValue: false)
        blank = false
    }

    /// A focus state for several views: nil until one is focused.
    public init<T: Hashable>() where Value == T? {
        state = State(wrappedValue: nil)
        blank = nil
    }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// What `.focused(_:)` takes: `$focus`.
    public var projectedValue: Binding {
        Binding(base: state.projectedValue, blank: blank)
    }

    /// A reference to a `FocusState`, passed to `.focused(_:)` or to a child view.
    @propertyWrapper
    @MainActor
    public struct Binding {
        let base: ScrollSimCore.Binding<Value>
        let blank: Value

        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }

        public var projectedValue: Binding { self }
    }
}

extension FocusState: StateLinking {
    func link(_ slots: inout [AnyStateStorage], _ index: Int, owner: CompositeNodeBase) {
        state.link(&slots, index, owner: owner)
    }
}

/// The focus a `.focused(_:)` modifier ties the text fields below to:
/// whether they are focused, and how a tap or Return changes it.
struct FocusLink {
    let isFocused: Bool
    let set: @MainActor (Bool) -> Void
}

struct FocusLinkKey: EnvironmentKey {
    static var defaultValue: FocusLink? { nil }
}

/// The actions `.onSubmit` added above a text field, innermost first.
struct SubmitActionsKey: EnvironmentKey {
    static var defaultValue: [() -> Void] { [] }
}

/// The actions `.onSubmit(of: .search)` added above a `searchable`, innermost first.
struct SearchSubmitActionsKey: EnvironmentKey {
    static var defaultValue: [() -> Void] { [] }
}

/// What submits: text fields (`.text`) or a search field (`.search`).
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The label of the keyboard's Return key. There is no on-screen keyboard
/// here: the label is accepted and not drawn.
public struct SubmitLabel: Sendable, Hashable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

extension View {
    /// Ties the focus of the text fields below to `condition`: true while
    /// one of them is focused. Tapping the field sets it to true, Return
    /// (submitting) to false; setting it focuses or unfocuses the field.
    ///
    /// ```swift
    /// TextField("Message", text: $draft).focused($isEditing)
    /// ```
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        let isFocused = condition.wrappedValue
        let link = FocusLink(isFocused: isFocused, set: { condition.wrappedValue = $0 })
        return modified(_EnvironmentModifier { $0[FocusLinkKey.self] = link })
    }

    /// Ties the focus of the text fields below to `binding` being `value`:
    /// tapping the field sets `binding` to `value`; Return sets it to nil
    /// (false) while it is still `value`.
    ///
    /// ```swift
    /// TextField("Email", text: $email).focused($focus, equals: .email)
    /// ```
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        let isFocused = binding.wrappedValue == value
        let link = FocusLink(isFocused: isFocused, set: { on in
            if on {
                binding.wrappedValue = value
            } else if binding.wrappedValue == value {
                binding.wrappedValue = binding.blank
            }
        })
        return modified(_EnvironmentModifier { $0[FocusLinkKey.self] = link })
    }

    /// Runs `action` when a text field below is submitted (Return in a
    /// single-line field; `.text`) or when the search field of a
    /// `searchable` below is (`.search`). Every `onSubmit` above the field
    /// runs, the innermost first.
    ///
    /// ```swift
    /// TextField("Name", text: $name).onSubmit { save() }
    /// List { … }.searchable(text: $query).onSubmit(of: .search) { runSearch() }
    /// ```
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modified(_EnvironmentModifier {
            if triggers.contains(.text) { $0[SubmitActionsKey.self].append(action) }
            if triggers.contains(.search) { $0[SearchSubmitActionsKey.self].append(action) }
        })
    }

    /// The label of the keyboard's Return key: accepted, nothing drawn (no on-screen keyboard).
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}
