/// Up to three (proposal, size) pairs, replaced round-robin, stored inline
/// (97 bytes). Three, because a stack measures a child at zero, at infinity
/// and at its offer; the placing pass then asks for the offer again.
struct MeasurementCache {
    private var p0 = PackedProposal.none, s0 = CGSize.zero
    private var p1 = PackedProposal.none, s1 = CGSize.zero
    private var p2 = PackedProposal.none, s2 = CGSize.zero
    private var next: UInt8 = 0

    @inline(__always) func size(for proposal: ProposedViewSize) -> CGSize? {
        let p = PackedProposal(proposal)
        if p0 == p { return s0 }
        if p1 == p { return s1 }
        if p2 == p { return s2 }
        return nil
    }

    @inline(__always) mutating func insert(_ proposal: ProposedViewSize, _ size: CGSize) {
        let p = PackedProposal(proposal)
        switch next {
        case 0: p0 = p; s0 = size
        case 1: p1 = p; s1 = size
        default: p2 = p; s2 = size
        }
        next = next == 2 ? 0 : next + 1
    }
}

#if DEBUG
// For `GraphInvariants.swift` and its tests.
extension MeasurementCache {
    /// Calls `body` with each (proposal, size) pair held.
    func forEachEntry(_ body: (ProposedViewSize, CGSize) -> Void) {
        if p0 != .none { body(p0.proposal, s0) }
        if p1 != .none { body(p1.proposal, s1) }
        if p2 != .none { body(p2.proposal, s2) }
    }

    /// Replaces the size held for `proposal` (a test breaking the cache on
    /// purpose); false when none is held.
    mutating func replaceSize(for proposal: ProposedViewSize, with size: CGSize) -> Bool {
        let p = PackedProposal(proposal)
        if p0 == p { s0 = size } else if p1 == p { s1 = size } else if p2 == p { s2 = size } else { return false }
        return true
    }
}
#endif
