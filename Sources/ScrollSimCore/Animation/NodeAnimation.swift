/// What an animated property of a node does: from where, to where, since
/// when, with which animation. Properties are vectors of doubles (a frame
/// is x, y, width, height; a colour red, green, blue, opacity).
package struct AnimationTrack {
    package var animation: Animation
    package var start: Double
    package var from: [Double]
    package var to: [Double]
    package var velocity: [Double]
    var completion: AnimationCompletion?

    /// The values and velocities at `time`, and whether every component has ended.
    package func sample(at time: Double) -> (value: [Double], velocity: [Double], finished: Bool) {
        var values = to, velocities = velocity
        var finished = true
        for i in to.indices {
            let s = animation.sample(elapsed: time - start, from: from[i], to: to[i], velocity: velocity[i])
            values[i] = s.value
            velocities[i] = s.velocity
            if !s.isFinished { finished = false }
        }
        return (values, velocities, finished)
    }
}

/// The animated properties of a node.
package enum AnimatedProperty: Hashable {
    /// The frame from layout (x, y, width, height in the parent's space).
    case frame
    case offset
    case opacity
    /// Scale (x, y) and rotation (radians).
    case transform
    case color
    /// An inserted view's transition progress (0 → 1).
    case transition
    /// A matched view's frame in window points (x, y, width, height).
    case matchedFrame
    /// How far a list row is drawn from its place while rows are reordered (y).
    case listReorder

    /// True for the properties that change where the node draws (its visual bounds).
    var movesDrawing: Bool { self == .frame || self == .transform || self == .transition || self == .matchedFrame }
}

/// A removed child still drawn while its removal transition runs (progress 1 → 0).
package struct RemovedChild {
    let node: Node
    let transition: AnyTransition
    var track: AnimationTrack
}

/// A node's running animations.
package final class NodeAnimationState {
    var tracks: [AnimatedProperty: AnimationTrack] = [:]
    /// The transition of a view inserted with animation, run by the `.transition` track.
    var insertion: AnyTransition?
    /// Removed children drawn until their transitions end, in the order removed.
    var removed: [RemovedChild] = []
    var isEmpty: Bool { tracks.isEmpty && removed.isEmpty }
}

@MainActor
struct WeakAnimatedNode {
    weak var node: Node?
}

/// The animation of frame changes during one layout, set by the graph
/// while it lays out a pass that applies an animated change.
@MainActor
package struct LayoutAnimationContext {
    let transaction: Transaction
    let time: Double
    let pass: Int
    unowned(unsafe) let graph: ViewGraph

    /// `node` was placed at `to` after `from`: animated with the transaction
    /// in effect at the node (the pass's, changed by the animation and
    /// transaction modifiers above it that apply in this pass).
    func frameChanged(_ node: Node, from: CGRect, to: CGRect) {
        var scopes: [AnimationScopeNode] = []
        var n: Node? = node
        while let c = n {
            if let s = c as? AnimationScopeNode, s.appliesInPass(pass) { scopes.append(s) }
            n = c.parent
        }
        var t = transaction
        for s in scopes.reversed() { s.transform(&t) }
        let old = [Double(from.minX), Double(from.minY), Double(from.width), Double(from.height)]
        let new = [Double(to.minX), Double(to.minY), Double(to.width), Double(to.height)]
        if let animation = t.animation {
            node.animate(.frame, from: old, to: new, animation: animation, completion: t.completion, time: time, graph: graph)
        } else {
            node.stopAnimating(.frame, graph: graph)
        }
    }
}

extension Node {
    /// The running animations of nodes that have any (see `hasAnimationState`).
    static var animationStates: [ObjectIdentifier: NodeAnimationState] = [:]
    /// Set while the graph lays out a pass whose frame changes animate.
    /// (Unchecked: every placement reads it, and only the main actor uses it.)
    @exclusivity(unchecked) package static var layoutAnimation: LayoutAnimationContext?

    var animationState: NodeAnimationState? {
        hasAnimationState ? Node.animationStates[ObjectIdentifier(self)] : nil
    }

    private func makeAnimationState(_ graph: ViewGraph) -> NodeAnimationState {
        if let s = animationState { return s }
        let s = NodeAnimationState()
        Node.animationStates[ObjectIdentifier(self)] = s
        hasAnimationState = true
        graph.animatedNodes.append(WeakAnimatedNode(node: self))
        return s
    }

    /// Animates `property` from `old` (its value before the change) to
    /// `new`. A running animation of it is interrupted: the new one starts
    /// where it is drawn now, and a spring keeps its velocity.
    package func animate(_ property: AnimatedProperty, from old: [Double], to new: [Double], animation: Animation,
                         completion: AnimationCompletion? = nil, time: Double, graph: ViewGraph) {
        var from = old
        var velocity = [Double](repeating: 0, count: new.count)
        if let running = animationState?.tracks[property], running.to.count == new.count {
            let s = running.sample(at: time)
            from = s.value
            if animation.isSpring { velocity = s.velocity }
            finish(running.completion, graph)
        }
        if from == new && velocity.allSatisfy({ $0 == 0 }) {
            stopAnimating(property, graph: graph)
            return
        }
        let state = makeAnimationState(graph)
        completion?.pending += 1
        state.tracks[property] = AnimationTrack(animation: animation, start: time, from: from, to: new, velocity: velocity,
                                                completion: completion)
        if property.movesDrawing { invalidateVisualBounds() }
        graph.requestFrames()
    }

    /// Ends the animation of `property`: it is drawn at its value at once.
    package func stopAnimating(_ property: AnimatedProperty, graph: ViewGraph) {
        guard let state = animationState, let track = state.tracks.removeValue(forKey: property) else { return }
        if property.movesDrawing && property != .transition { invalidateVisualBounds() }
        finish(track.completion, graph)
    }

    /// `property` as drawn at `time`: `model` moved by how far the running
    /// animation still is from its target (so a node placed again while it
    /// animates keeps its motion relative to its new place).
    package func presented(_ property: AnimatedProperty, model: [Double], at time: Double) -> [Double] {
        guard let track = animationState?.tracks[property], track.to.count == model.count else { return model }
        let s = track.sample(at: time)
        if s.finished { return model }
        var v = model
        for i in v.indices { v[i] += s.value[i] - track.to[i] }
        return v
    }

    /// True while `property` animates.
    package func isAnimating(_ property: AnimatedProperty) -> Bool { animationState?.tracks[property] != nil }

    /// The size this node is drawn at, at `time` (its frame's, or the animated one).
    package func presentedSize(at time: Double) -> CGSize {
        guard hasAnimationState else { return localFrame.size }
        let f = presented(.frame, model: [Double(localFrame.minX), Double(localFrame.minY),
                                          Double(localFrame.width), Double(localFrame.height)], at: time)
        return CGSize(width: max(0, f[2]), height: max(0, f[3]))
    }

    /// Its own space as drawn at `time`.
    package func presentedBounds(at time: Double) -> CGRect { CGRect(origin: .zero, size: presentedSize(at: time)) }

    /// Starts `transition`'s insertion of this node.
    func beginInsertion(_ transition: AnyTransition, animation: Animation, completion: AnimationCompletion?, time: Double, graph: ViewGraph) {
        let state = makeAnimationState(graph)
        state.insertion = transition
        completion?.pending += 1
        state.tracks[.transition] = AnimationTrack(animation: animation, start: time, from: [0], to: [1], velocity: [0],
                                                   completion: completion)
        invalidateVisualBounds()
        graph.requestFrames()
    }

    /// Keeps `child`, just removed from this node, drawn while `transition`'s removal runs.
    func keepRemoved(_ child: Node, _ transition: AnyTransition, animation: Animation, completion: AnimationCompletion?,
                     time: Double, graph: ViewGraph) {
        let state = makeAnimationState(graph)
        // A child removed while it was being inserted leaves from where its insertion is.
        var start = 1.0, velocity = 0.0
        if let t = child.animationState?.tracks[.transition] {
            let s = t.sample(at: time)
            if !s.finished { start = s.value[0]; velocity = animation.isSpring ? s.velocity[0] : 0 }
        }
        completion?.pending += 1
        state.removed.append(RemovedChild(node: child, transition: transition,
                                          track: AnimationTrack(animation: animation, start: time, from: [start], to: [0],
                                                                velocity: [velocity], completion: completion)))
        invalidateVisualBounds()
        graph.requestFrames()
    }

    private func finish(_ completion: AnimationCompletion?, _ graph: ViewGraph) {
        guard let c = completion else { return }
        c.pending -= 1
        if c.pending <= 0 && !c.didRun { graph.finishedCompletions.append(c) }
    }

    /// Drops the animations that have ended at `time`; true while some still run.
    func tickAnimations(_ time: Double, _ graph: ViewGraph) -> Bool {
        guard let state = animationState else { return false }
        for (property, track) in state.tracks where track.sample(at: time).finished {
            state.tracks[property] = nil
            if property == .transition { state.insertion = nil }
            if property.movesDrawing { invalidateVisualBounds() }
            finish(track.completion, graph)
        }
        let before = state.removed.count
        state.removed.removeAll { r in
            guard r.track.sample(at: time).finished else { return false }
            finish(r.track.completion, graph)
            return true
        }
        if state.removed.count != before { invalidateVisualBounds() }
        if state.isEmpty {
            withExtendedLifetime(Node.animationStates.removeValue(forKey: ObjectIdentifier(self))) {}
            hasAnimationState = false
            return false
        }
        return true
    }

    /// The visual bounds of the removed children still drawn and of this
    /// node's animated frame, in its own space.
    func animatedVisualBounds() -> CGRect {
        guard let state = animationState else { return .null }
        var r = CGRect.null
        for removed in state.removed {
            let b = removed.node.visualBounds()
            if !b.isNull { r = r.union(b) }
        }
        return r
    }

    /// `placed` (this node's visual bounds where layout put it) grown to
    /// cover where its animations can draw it: from its old frame to its
    /// new one with half that distance again for a spring's overshoot, and
    /// its own size around for an insertion transition.
    func inFlightVisualBounds(_ placed: CGRect) -> CGRect {
        guard let state = animationState else { return placed }
        var r = placed
        if let track = state.tracks[.frame], track.from.count == 4 {
            let dx = CGFloat(track.from[0] - track.to[0]), dy = CGFloat(track.from[1] - track.to[1])
            let old = CGRect(x: track.from[0], y: track.from[1], width: max(0, track.from[2]), height: max(0, track.from[3]))
            r = r.union(placed.offsetBy(dx: dx, dy: dy)).union(old)
            let grow = max(abs(dx), abs(dy), abs(CGFloat(track.from[2] - track.to[2])), abs(CGFloat(track.from[3] - track.to[3])))
            r = r.insetBy(dx: -grow / 2, dy: -grow / 2)
        }
        if state.insertion != nil {
            r = r.insetBy(dx: -localFrame.width, dy: -localFrame.height)
        }
        return r
    }

    /// Draws `child` at its animated frame, with its insertion transition.
    func drawAnimatedChild(_ child: Node, _ context: inout DrawContext) {
        let f = child.localFrame
        let p = child.presented(.frame, model: [Double(f.minX), Double(f.minY), Double(f.width), Double(f.height)], at: context.time)
        var effect = TransitionEffect()
        if let state = child.animationState, let transition = state.insertion, let track = state.tracks[.transition] {
            let s = track.sample(at: context.time)
            effect = transition.effect(progress: s.finished ? 1 : s.value[0], size: child.presentedSize(at: context.time), isInsertion: true)
        }
        drawWithEffect(child, at: CGPoint(x: p[0], y: p[1]), effect, &context)
    }

    /// Draws the removed children still in their transitions.
    func drawRemovedChildren(_ context: inout DrawContext) {
        guard let state = animationState else { return }
        for removed in state.removed {
            let s = removed.track.sample(at: context.time)
            let effect = removed.transition.effect(progress: s.finished ? 0 : s.value[0],
                                                   size: removed.node.presentedSize(at: context.time), isInsertion: false)
            drawWithEffect(removed.node, at: removed.node.localFrame.origin, effect, &context)
        }
    }

    private func drawWithEffect(_ node: Node, at origin: CGPoint, _ effect: TransitionEffect, _ context: inout DrawContext) {
        guard effect.opacity > 0 else { return }
        let savedTranslation = context.translation, savedOpacity = context.opacity
        context.translation.x += origin.x + effect.offset.width
        context.translation.y += origin.y + effect.offset.height
        context.opacity *= min(1, effect.opacity)
        if effect.scale != CGSize(width: 1, height: 1) {
            let size = node.presentedSize(at: context.time)
            let anchor = CGPoint(x: context.translation.x + effect.anchor.x * size.width,
                                 y: context.translation.y + effect.anchor.y * size.height)
            context.drawTransformed(DrawTransform(anchor: anchor, scale: effect.scale, rotation: 0)) { node.draw(&$0) }
        } else {
            node.draw(&context)
        }
        context.translation = savedTranslation
        context.opacity = savedOpacity
    }
}

extension ViewGraph {
    /// Advances the animations of the tree to `time`; true while some still run.
    func tickAnimations(_ time: Double) -> Bool {
        guard !animatedNodes.isEmpty else { return false }
        var running = false
        animatedNodes.removeAll { entry in
            guard let node = entry.node else { return true }
            if node.tickAnimations(time, self) {
                running = true
                return false
            }
            return true
        }
        // A node can be listed twice (its state dropped and made again); once is
        // enough. One can also be gone by now: a removed child still animating
        // its own properties is freed when its parent's removal ends.
        var seen = Set<ObjectIdentifier>()
        animatedNodes.removeAll { entry in
            guard let node = entry.node else { return true }
            return !seen.insert(ObjectIdentifier(node)).inserted
        }
        runFinishedCompletions()
        return running
    }

    /// Runs the completions whose animations have all ended, and those of
    /// this pass's transactions that started none.
    func runFinishedCompletions() {
        var ready = finishedCompletions
        finishedCompletions.removeAll()
        for c in updateCompletions where c.pending <= 0 { ready.append(c) }
        updateCompletions.removeAll()
        for c in ready where !c.didRun {
            c.didRun = true
            c.action()
        }
    }
}
