import Foundation
import Testing
import ScrollSim

/// Collects what a view's callbacks report, for the test to read.
@MainActor
final class Recorder<T> {
    var values: [T] = []
    func callAsFunction(_ value: T) { values.append(value) }
}

/// A window of `size` points without safe-area insets, on the 1× grid (whole-point offsets).
@MainActor
func scrollApp<V: View>(_ view: V, size: CGSize = CGSize(width: 390, height: 800)) -> TestApp {
    TestApp(view, measurer: fakeMeasurer(), size: size, safeAreaInsets: .zero)
}

extension TestApp {
    /// One 60 Hz frame.
    func frame() { pump(1.0 / 60) }

    /// Taps the text `label` (a button) and runs the frame that shows its effect.
    func press(_ label: String) throws {
        try tap(.text(label))
        frame()
    }

    /// A finger goes down at `start`, moves to each of `points` one frame
    /// apart, and, after `pause` more seconds without moving, lifts at the
    /// last point (no pause: it lifts in the frame of its last move, still moving).
    func gesture(from start: CGPoint, through points: [CGPoint], pause: Double = 0) {
        send(.pointerDown(start))
        for p in points {
            frame()
            send(.pointerMove(p))
        }
        if pause > 0 { pump(pause) }
        send(.pointerUp(points.last ?? start))
    }
}

/// `count` rows of `height` points, each the full width, identified by their
/// index, stacked without spacing and marked as the scroll target layout.
@MainActor
func rows(_ count: Int, height: CGFloat = 100) -> some View {
    VStack(spacing: 0) {
        ForEach(0..<count, id: \.self) { i in
            Color.gray.frame(height: height).frame(maxWidth: .infinity)
        }
    }
    .scrollTargetLayout()
}
