import Foundation
@testable import ScrollSimPhysics

/// Frame period used by the tests (60 Hz).
let frame = 1.0 / 60

func isClose(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
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
