import ScrollSimCore
import ScrollSimPhysics

/// Connects a scroll container node to a `ScrollController`: layout changes,
/// input and time go in, the offset and indicators come out.
@MainActor
final class ControllerDriver: ScrollDriver {
    let controller: ScrollController
    /// What the scroll modifiers above the scroll view ask of it.
    let modifiers: ScrollModifierState

    init(controller: ScrollController) {
        self.controller = controller
        modifiers = ScrollModifierState(controller: controller)
    }

    var contentOffset: CGPoint { controller.contentOffset }
    var isDragging: Bool { controller.isDragging }

    func layoutChanged(viewport: CGSize, content: CGSize, inset: EdgeInsets, axes: Axis.Set, time: Double) {
        let before = modifiers.layoutWillChange()
        controller.isHorizontalScrollEnabled = axes.contains(.horizontal)
        controller.isVerticalScrollEnabled = axes.contains(.vertical)
        modifiers.applyBounce(axes: axes)
        controller.setViewportSize(viewport, time: time)
        controller.setContentSize(content, time: time)
        let insets = ScrollInsets(top: inset.top, left: inset.leading, bottom: inset.bottom, right: inset.trailing)
        if insets != controller.contentInset { controller.setContentInset(insets, time: time) }
        modifiers.layoutDidChange(before, time: time)
    }

    func touchDown(at point: CGPoint, time: Double) -> Bool {
        modifiers.userInput()
        defer { modifiers.report() }
        return controller.touchDown(at: point, time: time)
    }

    func touchMove(to point: CGPoint, time: Double) {
        controller.touchMove(to: point, time: time)
        modifiers.report()
    }

    func touchUp(at point: CGPoint, time: Double) {
        controller.touchUp(at: point, time: time)
        modifiers.report()
    }

    func cancelTouch(time: Double) {
        controller.cancelTouch(time: time)
        modifiers.report()
    }

    func wheel(dx: CGFloat, dy: CGFloat, time: Double) {
        modifiers.userInput()
        controller.wheel(dx: dx, dy: dy, time: time)
        modifiers.report()
    }

    func key(_ key: Key, shift: Bool, time: Double) -> Bool {
        let mapped: ScrollKey
        switch key {
        case .up: mapped = .up
        case .down: mapped = .down
        case .left: mapped = .left
        case .right: mapped = .right
        case .pageUp: mapped = .pageUp
        case .pageDown: mapped = .pageDown
        case .space: mapped = .space
        case .home: mapped = .home
        case .end: mapped = .end
        default: return false
        }
        modifiers.userInput()
        controller.key(mapped, shift: shift, time: time)
        modifiers.report()
        return true
    }

    func tick(_ time: Double) -> Bool {
        controller.tick(time)
        modifiers.report()
        return controller.needsFrames
    }

    func indicators(at time: Double) -> (rects: [CGRect], alpha: Double) {
        let shows = modifiers.showsIndicators
        let rects = [shows.vertical ? controller.verticalIndicatorFrame : nil,
                     shows.horizontal ? controller.horizontalIndicatorFrame : nil].compactMap { $0 }
        return (rects, Double(controller.indicatorAlpha(at: time)))
    }
}

extension ViewGraph {
    /// The scroll profile of the app hosting this graph (`uikit` when none).
    @MainActor
    var scrollProfile: ScrollProfile {
        (host as? ScrollProfileProviding)?.scrollProfile ?? .uikit
    }

    /// Device pixels per point, for snapping offsets.
    @MainActor
    var pixelScale: CGFloat { max(displayScale, 1) }
}

/// Something that tells scroll views which profile to animate with.
@MainActor
protocol ScrollProfileProviding: AnyObject {
    var scrollProfile: ScrollProfile { get }
}
