import ScrollSimCore

/// What the scroll modifiers above a scroll view ask of it, carried down the
/// environment. The first group applies to every scroll view below the
/// modifier (SwiftUI's environment-style scroll modifiers); the second only
/// to the first scroll view below it, which removes it from its content's
/// environment, as SwiftUI's "first scroll view in the hierarchy" modifiers do.
struct ScrollConfiguration {
    // Every scroll view below.
    var targetBehavior: (any ScrollTargetBehavior)?
    var verticalIndicators = ScrollIndicatorVisibility.automatic
    var horizontalIndicators = ScrollIndicatorVisibility.automatic
    var isDisabled = false
    var verticalBounce = ScrollBounceBehavior.automatic
    var horizontalBounce = ScrollBounceBehavior.automatic

    // The first scroll view below only.
    /// `defaultScrollAnchor`'s point for each of its roles (nil: none set).
    var initialAnchor: UnitPoint?
    var sizeChangesAnchor: UnitPoint?
    var alignmentAnchor: UnitPoint?
    var positionID: ScrollPositionIDBinding?
    var position: ScrollPositionBinding?
    var geometryObservers: [ScrollGeometryObserver] = []
    var phaseObservers: [(ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void] = []

    /// The configuration a scroll view passes to its content: the first group only.
    var inherited: ScrollConfiguration {
        var c = self
        c.initialAnchor = nil
        c.sizeChangesAnchor = nil
        c.alignmentAnchor = nil
        c.positionID = nil
        c.position = nil
        c.geometryObservers = []
        c.phaseObservers = []
        return c
    }

    /// True when `inherited` is this configuration: nothing here is for this scroll view alone.
    var isInherited: Bool {
        initialAnchor == nil && sizeChangesAnchor == nil && alignmentAnchor == nil && positionID == nil && position == nil && geometryObservers.isEmpty && phaseObservers.isEmpty
    }

    /// Whether anything wants to hear about the scroll view's geometry, phase or position.
    var hasObservers: Bool {
        positionID != nil || position != nil || !geometryObservers.isEmpty || !phaseObservers.isEmpty
    }
}

/// `scrollPosition(id:anchor:)`'s binding, its id type erased.
struct ScrollPositionIDBinding {
    let anchor: UnitPoint?
    let get: () -> AnyHashable?
    /// Writes an id read from the view tree; ids of another type are dropped.
    let set: (AnyHashable?) -> Void
}

/// `scrollPosition(_:anchor:)`'s binding.
struct ScrollPositionBinding {
    let binding: Binding<ScrollPosition>
    let anchor: UnitPoint?
}

/// One `onScrollGeometryChange(for:of:action:)`: `update` computes the
/// watched value from a geometry and, when it differs from the one kept in
/// `last`, keeps the new one and runs the action with both (the first value
/// is kept without running it).
struct ScrollGeometryObserver {
    let update: (ScrollGeometry, inout Any?) -> Void
}

private struct ScrollConfigurationKey: EnvironmentKey {
    static var defaultValue: ScrollConfiguration { ScrollConfiguration() }
}

extension EnvironmentValues {
    /// The scroll modifiers' requests for the scroll views below.
    var scrollConfiguration: ScrollConfiguration {
        get { self[ScrollConfigurationKey.self] }
        set { self[ScrollConfigurationKey.self] = newValue }
    }
}
