import ScrollSimCore
import ScrollSimPhysics

/// Connects a scroll container node to a `ScrollController`: layout changes,
/// input and time go in, the offset and indicators come out.
@MainActor
final class ControllerDriver: ScrollDriver {
    let controller: ScrollController

    init(controller: ScrollController) {
        self.controller = controller
    }

    var contentOffset: CGPoint { controller.contentOffset }
    var isDragging: Bool { controller.isDragging }

    func layoutChanged(viewport: CGSize, content: CGSize, inset: EdgeInsets, axes: Axis.Set, time: Double) {
        controller.isHorizontalScrollEnabled = axes.contains(.horizontal)
        controller.isVerticalScrollEnabled = axes.contains(.vertical)
        controller.alwaysBounceVertical = axes.contains(.vertical)
        controller.setViewportSize(viewport, time: time)
        controller.setContentSize(content, time: time)
        let insets = ScrollInsets(top: inset.top, left: inset.leading, bottom: inset.bottom, right: inset.trailing)
        // Content resting at its leading edge stays there (a new scroll view starts at -inset, as UIKit's does).
        if insets != controller.contentInset { controller.setContentInset(insets, keepingLeadingEdge: true, time: time) }
    }

    /// The indicators' insets, when they differ from the content's (SwiftUI's indicator margins).
    private var indicatorInset: EdgeInsets?

    func indicatorInsetChanged(_ inset: EdgeInsets) { indicatorInset = inset }

    func touchDown(at point: CGPoint, time: Double) -> Bool { controller.touchDown(at: point, time: time) }
    func touchMove(to point: CGPoint, time: Double) { controller.touchMove(to: point, time: time) }
    func touchUp(at point: CGPoint, time: Double) { controller.touchUp(at: point, time: time) }
    func cancelTouch(time: Double) { controller.cancelTouch(time: time) }
    func wheel(dx: CGFloat, dy: CGFloat, time: Double) { controller.wheel(dx: dx, dy: dy, time: time) }

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
        controller.key(mapped, shift: shift, time: time)
        return true
    }

    func tick(_ time: Double) -> Bool {
        controller.tick(time)
        return controller.needsFrames
    }

    func indicators(at time: Double) -> (rects: [CGRect], alpha: Double) {
        var rects: [CGRect] = []
        if let knob = controller.verticalIndicatorFrame { rects.append(indicatorInset.map { verticalKnob(inside: $0) } ?? knob) }
        if let knob = controller.horizontalIndicatorFrame { rects.append(indicatorInset.map { horizontalKnob(inside: $0) } ?? knob) }
        return (rects, Double(controller.indicatorAlpha(at: time)))
    }

    /// The vertical knob on a track `inset` from the viewport's edges; its
    /// length still shows the visible share of the content (inside the content insets).
    private func verticalKnob(inside inset: EdgeInsets) -> CGRect {
        let viewport = controller.viewportSize, content = controller.contentInset
        let visible = max(0, viewport.height - content.top - content.bottom)
        let track = max(0, viewport.height - inset.top - inset.bottom)
        let knob = ScrollIndicator.knob(offset: controller.contentOffset.y, range: controller.verticalRange,
                                        viewportLength: visible, trackLength: track)
        return CGRect(x: viewport.width - inset.trailing - ScrollIndicator.thickness, y: inset.top + knob.origin,
                      width: ScrollIndicator.thickness, height: knob.length)
    }

    /// The horizontal knob on a track `inset` from the viewport's edges.
    private func horizontalKnob(inside inset: EdgeInsets) -> CGRect {
        let viewport = controller.viewportSize, content = controller.contentInset
        let visible = max(0, viewport.width - content.left - content.right)
        let track = max(0, viewport.width - inset.leading - inset.trailing)
        let knob = ScrollIndicator.knob(offset: controller.contentOffset.x, range: controller.horizontalRange,
                                        viewportLength: visible, trackLength: track)
        return CGRect(x: inset.leading + knob.origin, y: viewport.height - inset.bottom - ScrollIndicator.thickness,
                      width: knob.length, height: ScrollIndicator.thickness)
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
