import Foundation

extension View {
    /// Offers `payload` to drag and drop. iOS starts a drag session after a
    /// long press and lets the view be dropped on a `dropDestination`;
    /// ScrollSim has no drag session: the view is laid out, drawn and takes
    /// touches exactly as without the modifier (its own gestures and a
    /// `.contextMenu` keep working), and the payload is never built.
    ///
    /// ```swift
    /// Text(playlist.name).draggable(playlist.name)
    /// ```
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }

    /// `draggable(_:)` with a custom drag preview: the preview is never shown here.
    public func draggable<T: Transferable, Preview: View>(_ payload: @autoclosure @escaping () -> T,
                                                          @ViewBuilder preview: () -> Preview) -> some View { self }

    /// Accepts items of `payloadType` dropped on this view: iOS calls `action`
    /// with the items and the drop point and `isTargeted` while a drag
    /// hovers. ScrollSim has no drag session, so neither is ever called; the
    /// view is laid out and drawn as without the modifier.
    ///
    /// ```swift
    /// Section("Pinned") { … }
    ///     .dropDestination(for: String.self) { names, _ in pinned += names; return true }
    /// ```
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View { self }
}
