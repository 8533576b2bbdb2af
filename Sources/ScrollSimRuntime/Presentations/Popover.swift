import ScrollSimCore

/// Where a popover's arrow points from (accepted: the bubble points at the view's bounds).
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

extension View {
    /// Presents `content` while `isPresented` is true. In a compact width
    /// (every iPhone in portrait) SwiftUI adapts a popover to a sheet, so it
    /// is presented exactly as `sheet(isPresented:)`, unless the content asks
    /// for `presentationCompactAdaptation(.popover)`: then it is a bubble by
    /// this view, its arrow pointing at it (`PopoverMetrics`). The anchor
    /// and arrow edge are accepted; the bubble goes below the view, above
    /// it when there is no room.
    ///
    /// ```swift
    /// Button("Info") { showInfo = true }
    ///     .popover(isPresented: $showInfo) { InfoView() }
    /// ```
    public func popover<Content: View>(isPresented: Binding<Bool>,
                                       attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil,
                                       @ViewBuilder content: @escaping () -> Content) -> some View {
        presentation(.popover, isPresented: isPresented, onDismiss: nil, content: content)
    }

    /// Presents a popover for `item` while it is not nil: a sheet on an iPhone (see `popover(isPresented:)`).
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>,
                                                           attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presentation(.popover, item: item, onDismiss: nil, content: content)
    }
}
