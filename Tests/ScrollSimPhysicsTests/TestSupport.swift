import Foundation
import Testing
@testable import ScrollSimPhysics

/// Frame period used by the tests (60 Hz).
let frame = 1.0 / 60

func isClose(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Records a test issue, at the caller's line, for every invariant `controller`
/// breaks (`ScrollController.invariantViolations()`: the rules
/// `checkInvariants()` asserts), so that a broken state fails the test that
/// reached it instead of stopping the whole test process. Call it after each
/// step of a flow. The check exists in debug builds only; elsewhere this
/// does nothing.
func expectInvariants(_ controller: ScrollController, sourceLocation: SourceLocation = #_sourceLocation) {
    #if DEBUG
    for violation in controller.invariantViolations() {
        Issue.record(Comment(rawValue: violation), sourceLocation: sourceLocation)
    }
    #endif
}

/// Counts the controller's callbacks.
final class CallbackLog {
    var didScroll: [CGPoint] = []
    var didEndScrollingAnimation = 0
    var didEndDecelerating = 0

    init(_ controller: ScrollController) {
        controller.onDidScroll = { [unowned self] in self.didScroll.append($0) }
        controller.onDidEndScrollingAnimation = { [unowned self] in self.didEndScrollingAnimation += 1 }
        controller.onDidEndDecelerating = { [unowned self] in self.didEndDecelerating += 1 }
    }
}

/// Ticks at 60 Hz from `start` (exclusive) until `end` (inclusive); returns the offsets seen.
@discardableResult
func run(_ controller: ScrollController, from start: Double, to end: Double) -> [CGPoint] {
    var offsets: [CGPoint] = []
    var i = 1
    while true {
        let t = start + Double(i) * frame
        if t > end + 1e-12 { break }
        controller.tick(t)
        expectInvariants(controller)
        offsets.append(controller.contentOffset)
        i += 1
    }
    return offsets
}

/// Ticks at 60 Hz until nothing moves (or `limit` seconds pass); returns the time reached.
@discardableResult
func settle(_ controller: ScrollController, from start: Double, limit: Double = 10) -> Double {
    var t = start
    while (controller.phase != .idle) && t < start + limit {
        t += frame
        controller.tick(t)
        expectInvariants(controller)
    }
    return t
}

/// A 390 × 800 viewport over 390 × 3000 content.
func makeController(scale: CGFloat = 1, profile: ScrollProfile = .uikit,
                    contentHeight: CGFloat = 3000) -> ScrollController {
    ScrollController(viewportSize: CGSize(width: 390, height: 800),
                     contentSize: CGSize(width: 390, height: contentHeight),
                     scale: scale, profile: profile)
}
