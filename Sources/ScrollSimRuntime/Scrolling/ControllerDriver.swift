import ScrollSimCore
import ScrollSimPhysics

/// Connects a scroll container node to a `ScrollController`: layout changes,
/// input and time go in, the offset and indicators come out.
@MainActor
final class ControllerDriver: ScrollDriver {
    let controller: ScrollController
    /// What the scroll modifiers above the scroll view ask of it.
    let modifiers: ScrollModifierState

    /// False for UIKit's scroll view, whose bounce flags are the user's.
    var appliesSwiftUIBounce = true
    /// Called after the content insets changed (UIKit's `adjustedContentInsetDidChange`).
    var insetDidChange: (() -> Void)?

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
        if appliesSwiftUIBounce { modifiers.applyBounce(axes: axes) }
        controller.setViewportSize(viewport, time: time)
        controller.setContentSize(content, time: time)
        let insets = ScrollInsets(top: inset.top, left: inset.leading, bottom: inset.bottom, right: inset.trailing)
        // Content resting at its leading edge stays there (a new scroll view starts at -inset, as UIKit's does).
        if insets != controller.contentInset {
            controller.setContentInset(insets, keepingLeadingEdge: true, time: time)
            insetDidChange?()
        }
        modifiers.layoutDidChange(before, time: time)
    }

    func alwaysBounces(_ axis: Axis) -> Bool {
        axis == .vertical ? controller.alwaysBounceVertical : controller.alwaysBounceHorizontal
    }

    func scrollVertically(by dy: CGFloat, time: Double) -> CGFloat {
        controller.tick(time)
        let from = controller.contentOffset
        let y = controller.verticalRange.clamp(from.y + dy)
        guard y != from.y else { return 0 }
        controller.setContentOffset(CGPoint(x: from.x, y: y), animated: false, at: time)
        modifiers.report()
        return controller.contentOffset.y - from.y
    }

    /// Asked before the status-bar gesture scrolls (UIKit's `scrollViewShouldScrollToTop`); nil means yes.
    var shouldScrollToTop: (() -> Bool)?

    func scrollToTop(time: Double) -> Bool {
        controller.tick(time)
        let top = controller.verticalRange.min
        // Already there: nothing happens, and the delegate is not asked (Apple's rule).
        if controller.contentOffset.y == top && !controller.needsFrames { return false }
        guard shouldScrollToTop?() ?? true else { return false }
        modifiers.userInput()
        defer { modifiers.report() }
        return controller.scrollToTop(at: time)
    }

    /// The indicators' insets, when they differ from the content's (SwiftUI's indicator margins).
    private var indicatorInset: EdgeInsets?

    func indicatorInsetChanged(_ inset: EdgeInsets) { indicatorInset = inset }

    var touchSlop: CGFloat { ScrollController.touchSlop }

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
        var rects: [CGRect] = []
        if shows.vertical, let knob = controller.verticalIndicatorFrame {
            rects.append(indicatorInset.map { self.knob(vertical: true, inside: $0) } ?? knob)
        }
        if shows.horizontal, let knob = controller.horizontalIndicatorFrame {
            rects.append(indicatorInset.map { self.knob(vertical: false, inside: $0) } ?? knob)
        }
        return (rects, Double(controller.indicatorAlpha(at: time)))
    }

    /// A knob on a track `inset` from the viewport's edges; its length still
    /// shows the visible share of the content (inside the content insets).
    private func knob(vertical: Bool, inside inset: EdgeInsets) -> CGRect {
        let viewport = controller.viewportSize, content = controller.contentInset
        let length = vertical ? viewport.height : viewport.width
        let visible = max(0, length - (vertical ? content.top + content.bottom : content.left + content.right))
        let lead = vertical ? inset.top : inset.leading
        let track = max(0, length - lead - (vertical ? inset.bottom : inset.trailing))
        let knob = ScrollIndicator.knob(offset: vertical ? controller.contentOffset.y : controller.contentOffset.x,
                                        range: vertical ? controller.verticalRange : controller.horizontalRange,
                                        viewportLength: visible, trackLength: track)
        let t = ScrollIndicator.thickness
        return vertical
            ? CGRect(x: viewport.width - inset.trailing - t, y: lead + knob.origin, width: t, height: knob.length)
            : CGRect(x: lead + knob.origin, y: viewport.height - inset.bottom - t, width: knob.length, height: t)
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
