/// What SwiftUI's `ScrollView` does that UIKit's `UIScrollView` does not:
///
/// - it takes the proposal on the axes it scrolls and sizes to its content
///   (plus margins) across them (the SwiftUI Field Guide, "Scroll View": "a
///   vertical scroll view accepts the proposed height unconditionally, it
///   only becomes as wide as the width of its contents");
/// - on the axes it scrolls it extends its viewport over the safe area its
///   frame can reach (`SafeAreaResolver`) and insets its content by that much
///   plus the content margins, so at rest the content sits where the frame
///   is and once scrolled it shows under the status bar and the home
///   indicator (the Field Guide: "a scroll view will not clip to the safe
///   area, but draws its content behind any insets … it insets its content");
/// - across them its content is laid out inside the content margins;
/// - its scroll indicators keep the indicator margins from the edges;
/// - `scrollClipDisabled()` turns its clipping off.
package struct SwiftUIScrollLayout: Equatable {
    /// `contentMargins(…, for: .scrollContent)` and `.automatic`, in points.
    package var contentMargins: EdgeInsets
    /// `contentMargins(…, for: .scrollIndicators)` and `.automatic`, in points.
    package var indicatorMargins: EdgeInsets
    /// False under `scrollClipDisabled()`.
    package var clipsContent: Bool
    /// Where content shorter than the visible region sits in it on an axis
    /// it scrolls (`defaultScrollAnchor`'s alignment role): at
    /// `anchor · (visible − content)` from its start; nil: at its start.
    package var contentAlignment: UnitPoint?

    package init(contentMargins: EdgeInsets = .zero, indicatorMargins: EdgeInsets = .zero, clipsContent: Bool = true,
                 contentAlignment: UnitPoint? = nil) {
        self.contentMargins = contentMargins
        self.indicatorMargins = indicatorMargins
        self.clipsContent = clipsContent
        self.contentAlignment = contentAlignment
    }
}

extension SwiftUIScrollLayout {
    /// The layout the environment asks for: its content margins (negative
    /// and non-finite lengths read as 0) and clipping.
    package init(environment: EnvironmentValues) {
        func clean(_ i: EdgeInsets) -> EdgeInsets {
            func c(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }
            return EdgeInsets(top: c(i.top), leading: c(i.leading), bottom: c(i.bottom), trailing: c(i.trailing))
        }
        self.init(contentMargins: clean(environment.contentMargins.forContent),
                  indicatorMargins: clean(environment.contentMargins.forIndicators),
                  clipsContent: environment.scrollClipsContent)
    }
}
