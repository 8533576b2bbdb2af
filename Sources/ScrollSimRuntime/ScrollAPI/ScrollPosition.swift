import ScrollSimCore

/// Where a scroll view is scrolled, as a value: a view's id, an edge, a
/// point, or wherever the user left it (iOS 18). Bound with
/// `.scrollPosition($position)`; each `scrollTo` is a new request, even to
/// the same place, and runs (animated inside `withAnimation`) once the
/// scroll view has laid out. As the user scrolls, the position becomes
/// `isPositionedByUser` with the id of the top-most target view.
///
/// ```swift
/// @State private var position = ScrollPosition(idType: Item.ID.self)
/// ScrollView { LazyVStack { ForEach(items) { ItemView($0) } }.scrollTargetLayout() }
///     .scrollPosition($position)
/// Button("Top") { withAnimation { position.scrollTo(edge: .top) } }
/// ```
public struct ScrollPosition: Equatable, Sendable {
    enum Request: Equatable, Sendable {
        case automatic
        case edge(Edge)
        case point(CGPoint)
        case x(CGFloat)
        case y(CGFloat)
        case view(ViewID, UnitPoint?)
        case user
    }

    var request: Request
    /// Counts requests, so that scrolling twice to the same place scrolls twice.
    var seed = 0
    /// The type of the target views' ids, for reporting them after the user scrolls.
    private var idType: (any (Hashable & Sendable).Type)?
    private var userViewID: ViewID?

    /// A position the scroll view decides (its default anchor, else the top).
    ///
    /// ```swift
    /// ScrollPosition(idType: Int.self)
    /// ```
    public init(idType: (some Hashable & Sendable).Type = Never.self) {
        self.init(.automatic, idType)
    }

    /// A position at `edge`.
    ///
    /// ```swift
    /// ScrollPosition(edge: .bottom)
    /// ```
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {
        self.init(.edge(edge), idType)
    }

    /// A position with the content point `point` at the visible region's
    /// top-leading corner (clamped to the content).
    ///
    /// ```swift
    /// ScrollPosition(point: CGPoint(x: 0, y: 300))
    /// ```
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {
        self.init(.point(point), idType)
    }

    /// A position with the content point (`x`, `y`) at the visible region's top-leading corner.
    ///
    /// ```swift
    /// ScrollPosition(x: 0, y: 300)
    /// ```
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat, y: CGFloat) {
        self.init(.point(CGPoint(x: x, y: y)), idType)
    }

    /// A position with the content x `x` at the visible region's leading edge.
    ///
    /// ```swift
    /// ScrollPosition(x: 780)
    /// ```
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) {
        self.init(.x(x), idType)
    }

    /// A position with the content y `y` at the visible region's top edge.
    ///
    /// ```swift
    /// ScrollPosition(y: 700)
    /// ```
    public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) {
        self.init(.y(y), idType)
    }

    /// A position at the view identified by `id`, aligned by `anchor`.
    ///
    /// ```swift
    /// ScrollPosition(id: item.id, anchor: .center)
    /// ```
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        request = .view(ViewID(id), anchor)
        idType = type(of: id)
    }

    /// Scrolls to the view identified by `id` (a `ForEach` id or `.id(_:)`
    /// in the scroll target layout, or anywhere in the content), aligned
    /// by `anchor` in the visible region (nil: the least movement that
    /// shows it).
    ///
    /// ```swift
    /// position.scrollTo(id: 42, anchor: .top)
    /// ```
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        idType = type(of: id)
        set(.view(ViewID(id), anchor))
    }

    /// Scrolls to an edge of the content: `.top`/`.bottom` on the vertical
    /// axis, `.leading`/`.trailing` on the horizontal one.
    ///
    /// ```swift
    /// position.scrollTo(edge: .bottom)
    /// ```
    public mutating func scrollTo(edge: Edge) { set(.edge(edge)) }

    /// Scrolls so the content point `point` is at the visible region's
    /// top-leading corner, clamped so the scroll view stays within its content.
    ///
    /// ```swift
    /// position.scrollTo(point: CGPoint(x: 0, y: 500))
    /// ```
    public mutating func scrollTo(point: CGPoint) { set(.point(point)) }

    /// Scrolls to the content point (`x`, `y`), clamped to the content.
    ///
    /// ```swift
    /// position.scrollTo(x: 0, y: 10_000) // the bottom of shorter content
    /// ```
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { set(.point(CGPoint(x: x, y: y))) }

    /// Scrolls horizontally to the content x `x`, clamped; the vertical offset stays.
    ///
    /// ```swift
    /// position.scrollTo(x: 780)
    /// ```
    public mutating func scrollTo(x: CGFloat) { set(.x(x)) }

    /// Scrolls vertically to the content y `y`, clamped; the horizontal offset stays.
    ///
    /// ```swift
    /// position.scrollTo(y: 0)
    /// ```
    public mutating func scrollTo(y: CGFloat) { set(.y(y)) }

    /// The edge requested, if the position is one.
    public var edge: Edge? {
        if case .edge(let e) = request { return e }
        return nil
    }

    /// The point requested, if the position is one (nil for `scrollTo(x:)`
    /// or `scrollTo(y:)` alone, which leave the other axis unknown).
    public var point: CGPoint? {
        if case .point(let p) = request { return p }
        return nil
    }

    /// Whether the user scrolled since the last request. Setting it to
    /// true drops the requested edge or point.
    public var isPositionedByUser: Bool {
        get { request == .user }
        set {
            if newValue { request = .user } else if request == .user { request = .automatic }
        }
    }

    /// The id of the view the position refers to: the one requested, or
    /// after the user scrolled, the top-most target view's when its id is
    /// of the position's id type (nil without a scroll target layout).
    public var viewID: (any Hashable & Sendable)? {
        if case .view(let id, _) = request { return id.sendable }
        return request == .user ? userViewID?.sendable : nil
    }

    /// `viewID` as `type`, nil when it is of another type.
    ///
    /// ```swift
    /// position.viewID(type: Int.self)
    /// ```
    public func viewID<T: Hashable>(type: T.Type) -> T? { viewID as? T }

    private mutating func set(_ r: Request) {
        request = r
        seed &+= 1
    }

    /// A position with `request`, reporting ids of `idType` (none for `Never`).
    private init<T: Hashable & Sendable>(_ request: Request, _ idType: T.Type) {
        self.request = request
        self.idType = ObjectIdentifier(idType) == ObjectIdentifier(Never.self) ? nil : idType
    }

    /// Records that the user scrolled, with the top-most target's id; not a request.
    mutating func positionedByUser(viewID: AnyHashable?) {
        request = .user
        userViewID = viewID.flatMap { id in idType.flatMap { ViewID(casting: id, to: $0) } }
    }

    public static func == (a: ScrollPosition, b: ScrollPosition) -> Bool {
        a.request == b.request && a.seed == b.seed && a.userViewID == b.userViewID
    }
}

/// A view id, kept both as `AnyHashable` (to compare and to find the view)
/// and as the `Sendable` value it was made from (to hand back).
struct ViewID: Hashable, @unchecked Sendable {
    /// The id, for comparing and for finding the view; wraps `sendable`.
    let hashable: AnyHashable
    let sendable: any Hashable & Sendable

    init<T: Hashable & Sendable>(_ id: T) {
        hashable = AnyHashable(id)
        sendable = id
    }

    /// The id read from the view tree, when it is a `T`.
    init?<T: Hashable & Sendable>(casting id: AnyHashable, to type: T.Type) {
        guard let value = id.base as? T else { return nil }
        self.init(value)
    }

    static func == (a: ViewID, b: ViewID) -> Bool { a.hashable == b.hashable }
    func hash(into hasher: inout Hasher) { hasher.combine(hashable) }
}
