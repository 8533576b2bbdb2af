// Modifiers for the system's chrome and behaviours that change nothing
// laid out or drawn here. Each is accepted so app code compiles unchanged;
// what it would do on iOS is said on each.

extension View {
    /// Sets the visibility of a bar's background (`.visible` keeps the
    /// navigation bar's background even at rest). Accepted: the bar shows
    /// its background once content lies under it, whatever this says.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// Sets the colour of a bar's background. Accepted: bars keep their
    /// system background here.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }

    /// Sets the colour scheme of a bar's content. Accepted: bar content is
    /// drawn in the window's scheme.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }

    /// Hides the status bar. On an iPhone with a notch or Dynamic Island the
    /// safe area stays as it is (Apple: the safe area does not change with
    /// the status bar there), so layout is unchanged; the status bar is
    /// still drawn.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// Sets whether the home indicator and similar overlays show. Accepted;
    /// ScrollSim draws none.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }

    /// Sets the corner radius of the sheet this view is the content of.
    /// Accepted: sheets keep the system radius here.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }

    /// Sets the background of the sheet this view is the content of.
    /// Accepted: sheets keep the system background here.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }

    /// Runs `action` when the pointer enters (true) or leaves (false) this
    /// view. Touches have no hover: on the iPhone this never runs, and
    /// ScrollSim, modelling the iPhone, never calls it either.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

    /// Marks this view as holding private data; it is redacted only where
    /// the system hides private data (a locked screen's widget), which
    /// never happens here, so it draws as it is.
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }

    /// Flashes the scroll indicators when the scroll view appears (iOS shows
    /// them for a moment); ScrollSim shows indicators only while scrolling, so
    /// nothing is shown and layout is unchanged.
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }

    /// The same when `value` changes (see `scrollIndicatorsFlash(onAppear:)`).
    public func scrollIndicatorsFlash<V: Equatable>(trigger value: V) -> some View { self }

    /// A tooltip shown when a pointer hovers (macOS, iPadOS with a pointer);
    /// an iPhone has no pointer, so nothing is shown and layout is unchanged.
    public func help<S: StringProtocol>(_ text: S) -> some View { self }

    /// The same with a `Text` (see `help(_:)`).
    public func help(_ text: Text) -> some View { self }
}
