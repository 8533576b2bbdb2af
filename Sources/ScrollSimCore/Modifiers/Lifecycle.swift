/// The node of `.onAppear`, `.onDisappear`, `.onChange` and `.task`: it
/// passes its content through unchanged and tells the graph when its view
/// is shown and when it stops being shown (docs/lifecycle.md).
///
/// A view is shown while its node is in the tree and, inside a lazy stack,
/// while the row holding it meets the stack's visible part. The graph
/// checks this after each update's layout (`ViewGraph.dispatchLifecycle`)
/// and on frames where a lazy stack's visible rows changed.
package final class LifecycleNode: SingleChildNode {
    /// Run when the view starts being shown.
    var appear: ((LifecycleNode) -> Void)?
    /// Run when the view stops being shown.
    var disappear: ((LifecycleNode) -> Void)?
    /// Compares the watched value with the last one and, when it changed,
    /// returns the action to run (nil: nothing changed or nothing watched).
    var change: ValueWatch?
    /// True between the appear and the disappear actions.
    package internal(set) var isShown = false
    /// What a modifier keeps between updates (the running task of `.task`).
    package var attachment: AnyObject?
    /// The graph the node was made in.
    package private(set) weak var graph: ViewGraph?

    init(graph: ViewGraph) {
        self.graph = graph
        super.init()
        graph.registerLifecycle(self)
    }

    package override var kindName: String { "lifecycle" }
}

/// A watched value and the action for its changes.
struct ValueWatch {
    /// The value the node saw last (as given to the last action).
    var last: Any
    /// Takes the new value; returns the action to run when it differs from
    /// `last` (and then stores it as `last`).
    let take: (inout Any, LifecycleNode) -> (() -> Void)?
    /// Whether the action also runs when the view appears, with the value as both old and new.
    let initial: Bool
    let runInitial: (Any, LifecycleNode) -> Void
}

struct _LifecycleModifier: NodeModifier {
    let appear: ((LifecycleNode) -> Void)?
    let disappear: ((LifecycleNode) -> Void)?
    let change: ValueWatch?

    func makeNode(_ context: BuildContext) -> LifecycleNode { LifecycleNode(graph: context.graph) }

    func configure(_ node: LifecycleNode, _ context: BuildContext) {
        node.appear = appear
        node.disappear = disappear
        guard let change else {
            node.change = nil
            return
        }
        guard let previous = node.change, node.isShown else {
            // Not shown yet: the value is the one the view appears with.
            node.change = change
            return
        }
        // The new closure (it captures the new state) against the last value seen.
        var last = previous.last
        let action = change.take(&last, node)
        node.change = ValueWatch(last: last, take: change.take, initial: change.initial, runInitial: change.runInitial)
        if let action { node.graph?.enqueueLifecycleAction(action) }
    }
}

extension View {
    /// Runs `action` when this view starts being shown: after the update
    /// that put it in the tree (or, in a lazy stack, scrolled its row into
    /// the visible part), in the order the views were made, parents before
    /// their content (docs/lifecycle.md).
    ///
    /// ```swift
    /// Text("Hi").onAppear { log.append("shown") }
    /// ```
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modified(_LifecycleModifier(appear: action.map { a in { _ in a() } }, disappear: nil, change: nil))
    }

    /// Runs `action` when this view stops being shown: after the update
    /// that took it out of the tree (or scrolled its lazy row out of the
    /// visible part), before the actions of views that appeared in the same update.
    ///
    /// ```swift
    /// Text("Hi").onDisappear { log.append("gone") }
    /// ```
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modified(_LifecycleModifier(appear: nil, disappear: action.map { a in { _ in a() } }, change: nil))
    }

    /// Runs `action` with the old and new value when `value` differs from
    /// the one this view was last updated with. The comparison is made when
    /// the view's parent evaluates its body again; the action runs after
    /// that update is laid out, before the appear and disappear actions of
    /// the same update. With `initial`, it also runs when the view appears,
    /// with the value as both old and new.
    ///
    /// ```swift
    /// Text("\(count)").onChange(of: count) { old, new in log.append("\(old)→\(new)") }
    /// ```
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        let watch = ValueWatch(
            last: value,
            take: { last, _ in
                let old = last as! V
                guard old != value else { return nil }
                last = value
                return { action(old, value) }
            },
            initial: initial,
            runInitial: { v, _ in action(v as! V, v as! V) })
        return modified(_LifecycleModifier(appear: nil, disappear: nil, change: watch))
    }

    /// `onChange(of:initial:_:)` with an action that takes the new value
    /// only (the form before iOS 17, which code still writes as
    /// `.onChange(of: phase) { newPhase in … }`); it never runs on appear.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        onChange(of: value, initial: false) { _, new in action(new) }
    }

    /// `onChange(of:initial:_:)` with an action that takes no values.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping () -> Void) -> some View {
        onChange(of: value, initial: initial) { _, _ in action() }
    }

    /// Lifecycle hooks for modifiers built on this one (`.task`): `appear`
    /// and `disappear` as for `onAppear`/`onDisappear`, and `change` when
    /// `value` changes while the view is shown; each gets the node, whose
    /// `attachment` keeps what the modifier needs between them.
    package func lifecycle<V: Equatable>(value: V,
                                         appear: @escaping (LifecycleNode) -> Void,
                                         disappear: @escaping (LifecycleNode) -> Void,
                                         change: @escaping (LifecycleNode) -> Void) -> some View {
        let watch = ValueWatch(
            last: value,
            take: { last, node in
                guard (last as! V) != value else { return nil }
                last = value
                return { change(node) }
            },
            initial: false,
            runInitial: { _, _ in })
        return modified(_LifecycleModifier(appear: appear, disappear: disappear, change: watch))
    }
}

extension ViewGraph {
    /// Takes a lifecycle node into the checks after each update.
    func registerLifecycle(_ node: LifecycleNode) {
        lifecycleNodes.append(node)
    }

    /// Takes back into the checks the lifecycle nodes under `node` that were
    /// let go while it was out of the tree (a tab view's tab shown again),
    /// so their views appear once more.
    package func retakeLifecycleNodes(under node: Node) {
        var known = Set(lifecycleNodes.map(ObjectIdentifier.init))
        var found = false
        func walk(_ n: Node) {
            if let l = n as? LifecycleNode, known.insert(ObjectIdentifier(l)).inserted {
                lifecycleNodes.append(l)
                found = true
            }
            for c in n.children { walk(c) }
        }
        walk(node)
        if found { lifecycleCheckNeeded = true }
    }

    /// Queues an action to run after this update's layout, in order.
    func enqueueLifecycleAction(_ action: @escaping () -> Void) {
        lifecycleActions.append(action)
    }

    /// Finds the lifecycle nodes that started or stopped being shown since
    /// the last check and runs, in this order: the queued change actions,
    /// the disappear actions, then the appear actions (each in the order the
    /// nodes were made). Nodes out of the tree are let go. Returns true
    /// when it ran anything.
    @discardableResult
    func dispatchLifecycle() -> Bool {
        lifecycleCheckNeeded = false
        guard !lifecycleNodes.isEmpty || !lifecycleActions.isEmpty else { return false }
        var actions = lifecycleActions
        lifecycleActions = []
        var appeared: [() -> Void] = []
        var kept: [LifecycleNode] = []
        kept.reserveCapacity(lifecycleNodes.count)
        for node in lifecycleNodes {
            let (attached, shown) = node.lifecycleState(under: root)
            if shown != node.isShown {
                node.isShown = shown
                if shown {
                    if let appear = node.appear { appeared.append { appear(node) } }
                    if let watch = node.change, watch.initial {
                        let value = watch.last
                        appeared.append { watch.runInitial(value, node) }
                    }
                } else if let disappear = node.disappear {
                    actions.append { disappear(node) }
                }
            }
            if attached { kept.append(node) }
        }
        lifecycleNodes = kept
        actions += appeared
        for action in actions { action() }
        return !actions.isEmpty
    }
}

extension Node {
    /// Whether this node is in the tree under `root` (its parent chain
    /// reaches it, and a lazy stack on the way still holds the row), and
    /// whether it is shown (also inside each lazy stack's visible part).
    @MainActor
    func lifecycleState(under root: Node) -> (attached: Bool, shown: Bool) {
        var shown = true
        var node: Node = self
        while let parent = node.parent {
            var state: LazyStackNode.RowState?
            if let lazy = parent as? LazyStackNode {
                state = lazy.rowState(node)
            } else if let grid = parent as? LazyGridNode {
                state = grid.rowState(node)
            }
            switch state {
            case .released?: return (false, false)
            case .hidden?: shown = false
            case .visible?, nil: break
            }
            node = parent
        }
        return node === root ? (true, shown) : (false, false)
    }
}

// MARK: - onGeometryChange

extension View {
    /// Calls `action` with `transform` of this view's geometry when the view
    /// first appears and whenever that value changes: when layout moves or
    /// resizes the view, and as a scroll view moves it (the proxy reads the
    /// view's frames when asked, as a `GeometryReader` behind the view does).
    ///
    /// ```swift
    /// content.onGeometryChange(for: CGFloat.self) { $0.frame(in: .global).minY } action: { minY = $0 }
    /// ```
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ newValue: T) -> Void) -> some View {
        onGeometryChange(for: type, of: transform) { _, new in action(new) }
    }

    /// `onGeometryChange(for:of:action:)` with an action that takes the old
    /// and the new value (the same value twice on the first call).
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        background(GeometryReader { proxy in
            Color.clear.onChange(of: transform(proxy), initial: true, action)
        })
    }
}
