extension ViewGraph {
    /// The front-most node with content at a window point.
    package func hitTest(_ point: CGPoint) -> Node? {
        TransformEffectNode.hitTestTime = currentTime
        // The topmost presentation takes every touch while it is shown, but
        // a pop-up opened inside it (a menu picker's card in a sheet) is
        // drawn over it and hit first.
        if let top = livePresentations.last {
            for popup in shownPopups.reversed() where popup.isAttached(to: top) {
                let g = popup.globalFrame.origin
                if let hit = popup.hitTestPopup(CGPoint(x: point.x - g.x, y: point.y - g.y)) { return hit }
            }
            if let hit = top.hitTestPresentation(point) { return hit }
        }
        let o = root.localFrame.origin
        for popup in shownPopups.reversed() {
            // (A window frame: the root's origin is in it.)
            let g = popup.globalFrame.origin
            if let hit = popup.hitTestPopup(CGPoint(x: point.x - g.x, y: point.y - g.y)) { return hit }
        }
        return root.hitTest(CGPoint(x: point.x - o.x, y: point.y - o.y))
    }

    /// The pointer targets at a window point, innermost first. A gesture
    /// modifier whose mask leaves out `.subviews` drops the buttons and
    /// gestures inside it.
    package func pointerTargets(at point: CGPoint) -> [PointerTarget] {
        var targets: [PointerTarget] = []
        var node = hitTest(point)
        while let n = node {
            if let g = n as? GestureNode, !g.mask.contains(.subviews) {
                targets.removeAll { $0.arbitration != .container }
            }
            if let t = n as? PointerTarget { targets.append(t) }
            // The views under a presented view get none of its touches.
            if n is PresentedHost { break }
            node = n.parent
        }
        return targets
    }

    /// The active targets in the order they may take the touch on a move:
    /// high-priority gestures (outermost first), targets that take moves
    /// first (a list row's swipe), gestures and buttons (innermost first),
    /// then scroll views (outermost first); the first to claim a move wins.
    /// Simultaneous gestures are left out: they see every move, apart.
    private func claimOrder(_ active: [PointerTarget]) -> [PointerTarget] {
        active.filter { $0.arbitration == .highPriorityGesture }
            + active.filter { $0.takesMovesFirst && $0.arbitration == .container }
            + active.reversed().filter { $0.arbitration == .gesture }
            + active.filter { !$0.takesMovesFirst && $0.arbitration == .container }
    }

    /// `claimer` takes the touch: the other targets are cancelled, but for
    /// the simultaneous gestures, which go on seeing it.
    package func claimPointer(by claimer: PointerTarget, time: Double) {
        guard activePointerTargets.contains(where: { $0 === claimer }) else { return }
        for t in activePointerTargets where t !== claimer && t.arbitration != .simultaneousGesture {
            t.pointerCancelled(time: time)
        }
        activePointerTargets.removeAll { $0 !== claimer && $0.arbitration != .simultaneousGesture }
    }

    /// Routes one input event to the views: pointer events to the targets
    /// under the pointer (buttons, taps, scroll views), wheel events to the
    /// innermost scroll view under the pointer, keys to the first that uses
    /// them. Returns true when a view used the event.
    @discardableResult
    public func handle(_ event: InputEvent, time: Double) -> Bool {
        TransformEffectNode.hitTestTime = time
        switch event {
        case .pointerDown(let p):
            cancelActivePointer(time: time)
            if isInStatusBar(p) {
                statusBarTouchIsActive = true
                return true
            }
            // A touch outside the pop-ups closes them and goes no further, as a menu's does.
            let popups = shownPopups
            if !popups.isEmpty, !popups.contains(where: { $0.popupContains(p) }) {
                for popup in popups { popup.dismiss() }
                return true
            }
            let targets = pointerTargets(at: p)
            var swallowInner = false
            var tracking: [PointerTarget] = []
            // Outer targets first, so a scroll view that stops its motion can cancel inner taps.
            for t in targets.reversed() {
                if swallowInner, t.arbitration != .container { continue }
                if t.pointerDown(at: p, time: time) { swallowInner = true }
                tracking.append(t)
            }
            activePointerTargets = tracking
            return !tracking.isEmpty
        case .pointerMove(let p):
            if statusBarTouchIsActive { return true }
            var claimer: PointerTarget?
            let active = activePointerTargets
            for t in claimOrder(active) where claimer == nil {
                if t.pointerMoved(to: p, time: time) == .claim { claimer = t }
            }
            for t in active where t.arbitration == .simultaneousGesture { _ = t.pointerMoved(to: p, time: time) }
            if let claimer { claimPointer(by: claimer, time: time) }
            return !activePointerTargets.isEmpty
        case .pointerUp(let p):
            if statusBarTouchIsActive {
                statusBarTouchIsActive = false
                if isInStatusBar(p) { statusBarTapped(time: time) }
                return true
            }
            // Gestures in precedence order; one that recognizes the touch
            // cancels the exclusive gestures after it.
            let targets = activePointerTargets
            activePointerTargets = []
            var recognized = false
            let order = claimOrder(targets).filter { $0.arbitration.isExclusiveGesture }
                + targets.filter { !$0.arbitration.isExclusiveGesture }
            for t in order {
                if recognized, t.arbitration.isExclusiveGesture {
                    t.pointerCancelled(time: time)
                } else if t.pointerUp(at: p, time: time), t.arbitration.isExclusiveGesture {
                    recognized = true
                }
            }
            return !targets.isEmpty
        case .twoFinger(let touch):
            return handleTwoFinger(touch, time: time)
        case .wheel(let dx, let dy, let p):
            for t in pointerTargets(at: p) where t.wheel(dx: dx, dy: dy, at: p, time: time) { return true }
            return false
        case .key(let key, let shift):
            if let field = focusedTextField, field.key(key) { return true }
            var targets: [PointerTarget] = []
            root.collectPointerTargets(into: &targets)
            for t in targets where t.key(key, shift: shift, time: time) { return true }
            return false
        case .text(let text):
            guard let field = focusedTextField else { return false }
            field.insert(text)
            return true
        case .resize(let size):
            self.size = size
            return true
        case .quit:
            return false
        }
    }

    /// A two-finger touch goes to the gestures under the fingers' midpoint
    /// only (scroll views and buttons take no part: a pinch in a scroll
    /// view does not scroll it). Among them the first to begin in the
    /// order a move is offered (high-priority outermost first, then the
    /// others innermost first) takes the touch and cancels the rest, but
    /// for the simultaneous gestures, which see every step.
    private func handleTwoFinger(_ touch: TwoFingerEvent, time: Double) -> Bool {
        if case .down(let p) = touch {
            cancelActivePointer(time: time)
            // Outer first, as the active pointer targets are kept.
            activeTwoFingerGestures = pointerTargets(at: p).reversed().compactMap { $0 as? GestureNode }
        }
        let active = activeTwoFingerGestures
        if case .up = touch { activeTwoFingerGestures = [] }
        var claimer: GestureNode?
        for case let g as GestureNode in claimOrder(active) where claimer == nil {
            if g.twoFinger(touch, time: time) == .claim { claimer = g }
        }
        for g in active where g.arbitration == .simultaneousGesture { _ = g.twoFinger(touch, time: time) }
        if let claimer {
            for g in active where g !== claimer && g.arbitration != .simultaneousGesture {
                g.pointerCancelled(time: time)
            }
            activeTwoFingerGestures.removeAll { $0 !== claimer && $0.arbitration != .simultaneousGesture }
        }
        return !active.isEmpty
    }

    /// Cancels a gesture in progress (for example when the window loses the pointer).
    public func cancelActivePointer(time: Double) {
        statusBarTouchIsActive = false
        let pinching = activeTwoFingerGestures
        activeTwoFingerGestures = []
        for g in pinching { g.pointerCancelled(time: time) }
        let targets = activePointerTargets
        activePointerTargets = []
        for t in targets { t.pointerCancelled(time: time) }
    }

    /// The focused text field, when it is still in the tree.
    private var focusedTextField: TextInputNode? {
        guard let field = focusedTextInput, field.isAttached(to: root) else { return nil }
        return field
    }

    /// True while a text field has the keyboard focus: typed keys are text
    /// for it (a window's letter shortcuts stand back).
    public var hasTextFocus: Bool { focusedTextField != nil }

    /// True while a pointer is down on some view.
    public var isPointerActive: Bool { !activePointerTargets.isEmpty }
}

extension Node {
    @MainActor
    func collectPointerTargets(into list: inout [PointerTarget]) {
        if let t = self as? PointerTarget { list.append(t) }
        for child in children { child.collectPointerTargets(into: &list) }
    }
}
