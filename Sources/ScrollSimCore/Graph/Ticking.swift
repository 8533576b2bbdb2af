/// A node that moves over time (a scroll view): the frame loop ticks it
/// before each update.
@MainActor
package protocol Ticking: AnyObject {
    /// Advances to `time`; returns true while it still needs frames.
    func tick(_ time: Double) -> Bool
}

/// A weak reference to a ticking node.
@MainActor
struct WeakTicker {
    weak var node: (any Ticking)?
}

extension ViewGraph {
    /// Registers a node to be ticked every frame while it lives.
    package func register(ticker: any Ticking) {
        tickers.append(WeakTicker(node: ticker))
    }

    /// Ticks every live node and advances the views' animations (which then
    /// request frames); returns true when any still needs frames.
    package func tickAll(_ time: Double) -> Bool {
        var needs = false
        tickers.removeAll { $0.node == nil }
        for t in tickers {
            guard let node = t.node else { continue }
            if let n = node as? Node, !n.isAttached(to: root) { continue }
            if node.tick(time) { needs = true }
        }
        if tickAnimations(time) {
            needs = true
            requestFrames()
        }
        return needs
    }

    /// The live ticking nodes that are in the tree, in registration order.
    package var liveTickers: [any Ticking] {
        tickers.compactMap { $0.node }.filter { ($0 as? Node)?.isAttached(to: root) ?? true }
    }
}
