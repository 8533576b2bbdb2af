import Foundation

/// Where a pull-to-refresh control is in its cycle (Flutter's
/// `RefreshIndicatorMode`, the model of iOS's control this one follows).
///
/// ```swift
/// controller.refresh?.mode == .refresh
/// ```
public enum RefreshMode: String, Sendable, CaseIterable {
    /// Nothing pulled, or retracted after a refresh.
    case inactive
    /// Pulled less than the trigger distance (or pulled past it by a motion, not a finger).
    case drag
    /// Triggered; the content still shows more than the held extent.
    case armed
    /// Refreshing with the content at (or inside) the held extent.
    case refresh
    /// Ended; retracting. No new refresh until the pull is down to 10 % of the trigger distance.
    case done
}

/// The state of a pull-to-refresh control on a vertical scroll view, and
/// the rules that move it (Flutter's `CupertinoSliverRefreshControl`,
/// packages/flutter/lib/src/cupertino/refresh.dart; docs/scroll-reference.md,
/// "Pull to refresh").
///
/// The *pulled extent* is what the control can draw in: the held extent
/// while refreshing plus how far the content lies past the top of its
/// range, `held + max(0, verticalRange.min − offset.y)`. A finger that
/// pulls it to `triggerDistance` or more (`≥`) triggers a refresh; from
/// then until `end()` the scroll view's range starts `heldExtent` higher
/// (`heldInset`), so the content comes to rest that far below its usual top.
///
/// ```swift
/// var state = RefreshState()
/// state.update(pulled: 99, dragging: true)   // false: mode .drag
/// state.update(pulled: 100, dragging: true)  // true: triggered, mode .armed
/// state.heldInset                            // 60
/// ```
public struct RefreshState: Sendable, Equatable {
    /// Pull that triggers a refresh: 100 pt (Flutter's
    /// `_defaultRefreshTriggerPullDistance`; Apple publishes none).
    ///
    /// ```swift
    /// RefreshState.defaultTriggerDistance // 100
    /// ```
    public static let defaultTriggerDistance: CGFloat = 100
    /// Extent held above the content while refreshing: 60 pt (Flutter's
    /// `_defaultRefreshIndicatorExtent`; Apple publishes none).
    ///
    /// ```swift
    /// RefreshState.defaultHeldExtent // 60
    /// ```
    public static let defaultHeldExtent: CGFloat = 60
    /// After a refresh, a new one can trigger once the pulled extent is down
    /// to this fraction of the trigger distance: 0.1 (Flutter's
    /// `_inactiveResetOverscrollFraction`).
    ///
    /// ```swift
    /// RefreshState.inactiveResetFraction * RefreshState.defaultTriggerDistance // 10
    /// ```
    public static let inactiveResetFraction: CGFloat = 0.1

    /// The pull that triggers a refresh, in points (positive).
    public var triggerDistance: CGFloat
    /// The extent held while refreshing, in points (0 up to `triggerDistance`).
    public var heldExtent: CGFloat
    /// Where the control is in its cycle.
    public private(set) var mode: RefreshMode = .inactive

    /// A control at rest with the given distances.
    ///
    /// ```swift
    /// let state = RefreshState(triggerDistance: 100, heldExtent: 60)
    /// ```
    public init(triggerDistance: CGFloat = RefreshState.defaultTriggerDistance,
                heldExtent: CGFloat = RefreshState.defaultHeldExtent) {
        precondition(triggerDistance > 0 && triggerDistance.isFinite,
                     "RefreshState: triggerDistance must be a positive number, got \(triggerDistance)")
        precondition(heldExtent >= 0 && heldExtent <= triggerDistance,
                     "RefreshState: heldExtent must lie in 0...triggerDistance, got \(heldExtent)")
        self.triggerDistance = triggerDistance
        self.heldExtent = heldExtent
    }

    /// UIKit's `isRefreshing`: from the trigger (or `begin()`) until `end()`.
    ///
    /// ```swift
    /// state.isRefreshing // true in .armed and .refresh
    /// ```
    public var isRefreshing: Bool { mode == .armed || mode == .refresh }

    /// The extra top inset of the scroll view's range: `heldExtent` while refreshing, else 0.
    ///
    /// ```swift
    /// state.heldInset // 60 while refreshing
    /// ```
    public var heldInset: CGFloat { isRefreshing ? heldExtent : 0 }

    /// The pulled extent for an offset: `heldInset + max(0, rangeMin − offset)`,
    /// where `rangeMin` is the top of the range the offset is in (held extent included).
    ///
    /// ```swift
    /// state.pulledExtent(offset: -147, rangeMin: -47) // 100 when not refreshing
    /// ```
    public func pulledExtent(offset: CGFloat, rangeMin: CGFloat) -> CGFloat {
        heldInset + max(0, rangeMin - offset)
    }

    /// Moves the mode for a new pulled extent; returns true when this call
    /// triggered a refresh (then the mode is `.armed`). Only a finger
    /// (`dragging`) triggers: content carried past the distance by a fling
    /// or a bounce stays in `.drag`.
    ///
    /// ```swift
    /// if state.update(pulled: pulled, dragging: true) { startRefresh() }
    /// ```
    @discardableResult
    public mutating func update(pulled: CGFloat, dragging: Bool) -> Bool {
        switch mode {
        case .inactive, .drag:
            if pulled <= 0 {
                mode = .inactive
            } else if pulled < triggerDistance || !dragging {
                mode = .drag
            } else {
                mode = .armed
                return true
            }
        case .armed:
            if pulled <= heldExtent { mode = .refresh }
        case .refresh:
            break
        case .done:
            if pulled <= triggerDistance * Self.inactiveResetFraction { mode = .inactive }
        }
        return false
    }

    /// Starts refreshing without a pull (UIKit's `beginRefreshing()`); returns
    /// false when already refreshing.
    ///
    /// ```swift
    /// state.begin() // mode .refresh
    /// ```
    @discardableResult
    public mutating func begin() -> Bool {
        guard !isRefreshing else { return false }
        mode = .refresh
        return true
    }

    /// Ends refreshing (UIKit's `endRefreshing()`); returns false when not refreshing.
    ///
    /// ```swift
    /// state.end() // mode .done
    /// ```
    @discardableResult
    public mutating func end() -> Bool {
        guard isRefreshing else { return false }
        mode = .done
        return true
    }
}
