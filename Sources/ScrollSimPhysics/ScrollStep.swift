import Foundation

/// Turns mouse-wheel notches and key presses into the offset they scroll to,
/// with ScrollSim's step sizes (`ScrollController.wheelStep`, `arrowStep`,
/// `pageFraction`). Pure functions of their arguments; offsets in points.
enum ScrollStep {
    /// Where `dx`, `dy` wheel notches (SDL's signs: positive `dy` toward
    /// the top, positive `dx` toward the right) move `offset`: 53 pt a
    /// notch on each axis in `axes`, clamped to the ranges, not snapped.
    /// Axes not in `axes` keep `offset`'s coordinate.
    static func wheelTarget(dx: CGFloat, dy: CGFloat, from offset: CGPoint, geometry: ScrollGeometry,
                            axes: (x: Bool, y: Bool)) -> CGPoint {
        var target = offset
        if axes.x { target.x = geometry.horizontalRange.clamp(target.x + ScrollController.wheelStep * dx) }
        if axes.y { target.y = geometry.verticalRange.clamp(target.y - ScrollController.wheelStep * dy) }
        return target
    }

    /// Where `key` moves an offset whose scroll is heading for `base`:
    /// arrows 40 pt, pages 90 % of the viewport height inside the insets,
    /// Home and End to the vertical range's ends. Axes not in `axes` keep
    /// `base`'s coordinate. The result is clamped to the ranges and snapped
    /// to the device-pixel grid.
    static func keyTarget(_ key: ScrollKey, shift: Bool, from base: CGPoint, geometry: ScrollGeometry,
                          axes: (x: Bool, y: Bool)) -> CGPoint {
        let visible = max(0, geometry.viewportSize.height - geometry.contentInset.top - geometry.contentInset.bottom)
        let page = ScrollController.pageFraction * visible
        var target = base
        switch key {
        case .up: target.y -= ScrollController.arrowStep
        case .down: target.y += ScrollController.arrowStep
        case .left: target.x -= ScrollController.arrowStep
        case .right: target.x += ScrollController.arrowStep
        case .pageUp: target.y -= page
        case .pageDown: target.y += page
        case .space: target.y += shift ? -page : page
        case .home: target.y = geometry.verticalRange.min
        case .end: target.y = geometry.verticalRange.max
        }
        if !axes.x { target.x = base.x }
        if !axes.y { target.y = base.y }
        return geometry.snapped(geometry.clamped(target))
    }
}
