import ScrollSimCore

/// Whether scroll indicators show.
///
/// ```swift
/// ScrollView { rows }.scrollIndicators(.hidden)
/// ```
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, visible, hidden, never }
    let kind: Kind
    /// The platform's choice: on iOS the indicators show while scrolling and fade after.
    public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
    /// Shown by the platform's rules (on iOS, as `automatic`).
    public static let visible = ScrollIndicatorVisibility(kind: .visible)
    /// Hidden.
    public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(kind: .never)

    var shows: Bool { kind == .automatic || kind == .visible }
}

/// Whether a scroll view bounces at the ends of its content.
///
/// ```swift
/// ScrollView { shortContent }.scrollBounceBehavior(.basedOnSize)
/// ```
public struct ScrollBounceBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, always, basedOnSize }
    let kind: Kind
    /// ScrollSim's defaults: a vertical scroll view always bounces, a
    /// horizontal one only when its content is longer than it.
    public static let automatic = ScrollBounceBehavior(kind: .automatic)
    /// A finger can pull the content past its ends even when it fits.
    public static let always = ScrollBounceBehavior(kind: .always)
    /// The content bounces only when it is longer than the scroll view.
    public static let basedOnSize = ScrollBounceBehavior(kind: .basedOnSize)
}

/// One use a scroll view makes of its default anchor (`defaultScrollAnchor(_:for:)`).
///
/// ```swift
/// ScrollView { messages }.defaultScrollAnchor(.bottom, for: .initialOffset)
/// ```
public struct ScrollAnchorRole: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case initialOffset, sizeChanges, alignment }
    let kind: Kind
    /// Where the scroll view is scrolled to when it first appears.
    public static let initialOffset = ScrollAnchorRole(kind: .initialOffset)
    /// Which point of the content stays in place when the content or the scroll view changes size at rest.
    public static let sizeChanges = ScrollAnchorRole(kind: .sizeChanges)
    /// Where content shorter than the scroll view's visible region sits in it.
    public static let alignment = ScrollAnchorRole(kind: .alignment)
}

extension EnvironmentValues {
    /// Whether the scroll views in this environment let fingers, the wheel
    /// and keys scroll them (`scrollDisabled(_:)` sets it to false).
    ///
    /// ```swift
    /// content.environment(\.isScrollEnabled, false)
    /// ```
    public var isScrollEnabled: Bool {
        get { !scrollConfiguration.isDisabled }
        set { scrollConfiguration.isDisabled = !newValue }
    }
}

extension View {
    /// Sets where the scroll views below come to rest after a gesture:
    /// `.paging`, `.viewAligned` or a behavior of your own.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { cards }.scrollTargetBehavior(.paging)
    /// ```
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        transformEnvironment(\.scrollConfiguration) { $0.targetBehavior = behavior }
    }

    /// Binds the id of the first scroll view's top-most (leading-most)
    /// target view, or with `anchor` of the target at that point of the
    /// visible region. The binding is written as the user scrolls (finger,
    /// wheel, keys, and the motion after them); setting it scrolls the view
    /// with that id to the top (or to `anchor`), animated inside `withAnimation`.
    ///
    /// ```swift
    /// @State private var topID: Int?
    /// ScrollView { LazyVStack { ForEach(0..<100) { Row($0) } }.scrollTargetLayout() }
    ///     .scrollPosition(id: $topID)
    /// ```
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        let binding = ScrollPositionIDBinding(anchor: anchor,
                                              get: {
                                                  guard let value = id.wrappedValue else { return nil }
                                                  return AnyHashable(value)
                                              },
                                              set: { value in
                                                  guard let value else { id.wrappedValue = nil; return }
                                                  if let typed = value.base as? ID { id.wrappedValue = typed }
                                              })
        return transformEnvironment(\.scrollConfiguration) { $0.positionID = binding }
    }

    /// Binds a `ScrollPosition` to the first scroll view below: its
    /// requests scroll it, and the user's scrolling updates it.
    ///
    /// ```swift
    /// ScrollView { rows }.scrollPosition($position)
    /// ```
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        transformEnvironment(\.scrollConfiguration) { $0.position = ScrollPositionBinding(binding: position, anchor: anchor) }
    }

    /// Shows or hides the scroll indicators of the scroll views below on `axes`.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { cards }.scrollIndicators(.hidden)
    /// ```
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility,
                                 axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        transformEnvironment(\.scrollConfiguration) { c in
            if axes.contains(.vertical) { c.verticalIndicators = visibility }
            if axes.contains(.horizontal) { c.horizontalIndicators = visibility }
        }
    }

    /// Stops fingers, the wheel and keys from scrolling the scroll views
    /// below (they reach what encloses them instead); programmatic scrolls
    /// still move them. A `false` inside a disabled region does not enable.
    ///
    /// ```swift
    /// ScrollView { form }.scrollDisabled(isEditing)
    /// ```
    public func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.scrollConfiguration) { $0.isDisabled = $0.isDisabled || disabled }
    }

    /// Sets whether the scroll views below bounce on `axes` when their content fits.
    ///
    /// ```swift
    /// ScrollView { shortList }.scrollBounceBehavior(.basedOnSize)
    /// ```
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        transformEnvironment(\.scrollConfiguration) { c in
            if axes.contains(.vertical) { c.verticalBounce = behavior }
            if axes.contains(.horizontal) { c.horizontalBounce = behavior }
        }
    }

    /// Where the first scroll view below starts (`.bottom`: at the end of
    /// its content), which point of its content it keeps in place when its
    /// content or its own size changes while at rest, and where it puts
    /// content shorter than its visible region (`.bottom`: against its
    /// bottom): all three roles of `ScrollAnchorRole`.
    ///
    /// ```swift
    /// ScrollView { messages }.defaultScrollAnchor(.bottom)
    /// ```
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        transformEnvironment(\.scrollConfiguration) { c in
            c.initialAnchor = anchor
            c.sizeChangesAnchor = anchor
            c.alignmentAnchor = anchor
        }
    }

    /// Sets the first scroll view's anchor for one role only, leaving the
    /// others as the modifiers outside this one set them.
    ///
    /// ```swift
    /// ScrollView { steps }
    ///     .defaultScrollAnchor(.center, for: .alignment)   // centred while it fits, from the top once it does not
    /// ```
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        transformEnvironment(\.scrollConfiguration) { c in
            switch role.kind {
            case .initialOffset: c.initialAnchor = anchor
            case .sizeChanges: c.sizeChangesAnchor = anchor
            case .alignment: c.alignmentAnchor = anchor
            }
        }
    }

    /// Runs `action(old, new)` each time the value `transform` computes
    /// from the first scroll view's geometry changes: every frame the
    /// offset moves (rubber band and animations included), and when the
    /// content or the scroll view changes size. The first value is taken
    /// without running the action.
    ///
    /// ```swift
    /// ScrollView { rows }
    ///     .onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 0 } action: { _, scrolled in
    ///         showsDivider = scrolled
    ///     }
    /// ```
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        let observer = ScrollGeometryObserver { geometry, last in
            let value = transform(geometry)
            guard let old = last as? T else {
                last = value
                return
            }
            guard old != value else { return }
            last = value
            action(old, value)
        }
        return transformEnvironment(\.scrollConfiguration) { $0.geometryObservers.append(observer) }
    }

    /// Runs `action(old, new)` when the first scroll view's `ScrollPhase` changes.
    ///
    /// ```swift
    /// ScrollView { rows }.onScrollPhaseChange { _, new in isScrolling = new.isScrolling }
    /// ```
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        transformEnvironment(\.scrollConfiguration) { $0.phaseObservers.append { old, new, _ in action(old, new) } }
    }

    /// Runs `action(old, new, context)` when the first scroll view's
    /// `ScrollPhase` changes; `context` has its geometry and velocity then.
    ///
    /// ```swift
    /// ScrollView { rows }.onScrollPhaseChange { _, new, context in
    ///     if new == .idle { settledOffset = context.geometry.contentOffset.y }
    /// }
    /// ```
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase,
                                                         _ context: ScrollPhaseChangeContext) -> Void) -> some View {
        transformEnvironment(\.scrollConfiguration) { $0.phaseObservers.append(action) }
    }
}
