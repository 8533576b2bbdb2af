import Foundation
import ScrollSimCore
import ScrollSimPhysics

/// The spinner of a pull-to-refresh control, drawn in the band between the
/// top of the visible region and the content's top edge. Its shape and
/// timing are those of Flutter's `CupertinoActivityIndicator` as its
/// Cupertino refresh control uses it (packages/flutter/lib/src/cupertino/
/// activity_indicator.dart and refresh.dart): 8 ticks, radius 14 pt, 16 pt
/// below the band's top, centred across; revealed tick by tick while
/// pulled (one tick per 12.5 pt of the 100 pt, alpha 147/255, fading in over
/// the first 35 % of the pull), turning once a second with alphas 47, 47,
/// 47, 47, 72, 97, 122, 147 (/255) while refreshing, shrinking with the
/// pull as it retracts.
@MainActor
enum RefreshIndicator {
    static let radius: CGFloat = 14
    static let topMargin: CGFloat = 16
    static let tickAlphas: [Double] = [47, 47, 47, 47, 72, 97, 122, 147].map { $0 / 255 }
    static let revealedAlpha: Double = 147.0 / 255
    /// The tick colour: #3C3C44 (Flutter's, "extracted from iOS 13.2").
    static let defaultColor = Color(rgb255: 0x3C, 0x3C, 0x44)
    /// The opacity while pulling: `easeInOut` over the first 35 % of the pull.
    static let fadeIn = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// One tick to draw: its centre line's two ends and the alpha.
    struct Tick: Equatable {
        var inner: CGPoint
        var outer: CGPoint
        var alpha: Double
    }

    /// What the spinner shows for `state` with the content at `offset`, the
    /// visible region's top at `visibleTop` (the top inset), in viewport
    /// coordinates of a viewport `width` wide, at `time` seconds. Returns
    /// the band it is clipped to and its ticks; nil when nothing shows.
    static func layout(state: RefreshState, offset: CGFloat, visibleTop: CGFloat, width: CGFloat,
                       time: Double) -> (band: CGRect, ticks: [Tick])? {
        guard state.mode != .inactive else { return nil }
        let contentTop = -offset
        let bandTop = min(visibleTop, contentTop - state.heldInset)
        let shownTop = max(visibleTop, bandTop)
        guard contentTop > shownTop else { return nil }
        let band = CGRect(x: 0, y: shownTop, width: width, height: contentTop - shownTop)
        let pulled = contentTop - bandTop
        let progress = min(1, max(0, pulled / state.triggerDistance))
        let centre = CGPoint(x: width / 2, y: bandTop + topMargin + radius)
        var ticks: [Tick] = []
        let count = tickAlphas.count
        switch state.mode {
        case .inactive:
            return nil
        case .drag:
            let opacity = fadeIn.value(at: Double(progress) / 0.35)
            for i in 0..<count where CGFloat(i) < CGFloat(count) * progress {
                ticks.append(tick(i, count, centre, radius, alpha: revealedAlpha * opacity))
            }
        case .armed, .refresh, .done:
            let r = state.mode == .done ? radius * progress : radius
            let turn = time.truncatingRemainder(dividingBy: 1)
            let active = Int((Double(count) * (turn < 0 ? turn + 1 : turn)).rounded(.down))
            for i in 0..<count {
                ticks.append(tick(i, count, centre, r, alpha: tickAlphas[((i - active) % count + count) % count]))
            }
        }
        return (band, ticks)
    }

    /// Tick `i` of `count`, clockwise from straight up: from a third of the radius to the radius.
    private static func tick(_ i: Int, _ count: Int, _ centre: CGPoint, _ r: CGFloat, alpha: Double) -> Tick {
        let angle = 2 * Double.pi * Double(i) / Double(count)
        let dx = CGFloat(sin(angle)), dy = CGFloat(-cos(angle))
        return Tick(inner: CGPoint(x: centre.x + dx * r / 3, y: centre.y + dy * r / 3),
                    outer: CGPoint(x: centre.x + dx * r, y: centre.y + dy * r), alpha: alpha)
    }

    /// Draws the ticks, each a row of overlapping dots `r / 5` wide (a
    /// capsule, as the draw list has no rotated shapes), clipped to the band;
    /// `origin` is the viewport's origin in the context's coordinates.
    static func draw(_ shown: (band: CGRect, ticks: [Tick]), color: Color, origin: CGPoint,
                     _ context: inout DrawContext) {
        let saved = context.pushClip(shown.band.offsetBy(dx: origin.x, dy: origin.y), cornerRadius: 0)
        for tick in shown.ticks {
            let length = hypot(tick.outer.x - tick.inner.x, tick.outer.y - tick.inner.y)
            let w = max(0.5, length * 3 / 10)  // r / 5 for a tick of length 2r / 3
            let color = color.opacity(color.opacity * tick.alpha)
            let run = max(0, length - w)
            let steps = max(1, Int((run / (w / 2)).rounded(.up)))
            for s in 0...steps {
                let f = CGFloat(s) / CGFloat(steps)
                let along = w / 2 + run * f
                let x = tick.inner.x + (tick.outer.x - tick.inner.x) * along / max(length, 1e-9)
                let y = tick.inner.y + (tick.outer.y - tick.inner.y) * along / max(length, 1e-9)
                let dot = CGRect(x: origin.x + x - w / 2, y: origin.y + y - w / 2, width: w, height: w)
                context.fill(dot, color, cornerRadius: w / 2)
            }
        }
        context.popClip(saved)
    }
}

/// Something that knows a refresh control's tint (a representable's UIScrollView).
@MainActor
protocol RefreshTintProviding: AnyObject {
    var refreshTint: Color? { get }
}

extension RepresentableState: RefreshTintProviding {
    var refreshTint: Color? { (view as? UIScrollView)?.refreshControl?.tintColor }
}

extension ControllerDriver {
    /// The refresh control's spinner, behind the content.
    func drawBehindContent(of node: ScrollContainerNode, viewport: CGRect, _ context: inout DrawContext) {
        guard let state = controller.refresh,
              let shown = RefreshIndicator.layout(state: state, offset: controller.contentOffset.y,
                                                  visibleTop: controller.contentInset.top,
                                                  width: viewport.width, time: node.time) else { return }
        let tint = (node.userObject as? RefreshTintProviding)?.refreshTint ?? nil
        RefreshIndicator.draw(shown, color: tint ?? RefreshIndicator.defaultColor, origin: viewport.origin, &context)
    }
}
