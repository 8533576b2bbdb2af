import ScrollSimCore

/// Where a popover's arrow points from (accepted: on an iPhone a popover is a sheet).
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

extension View {
    /// Presents `content` while `isPresented` is true. In a compact width
    /// (every iPhone in portrait) SwiftUI adapts a popover to a sheet, so it
    /// is presented exactly as `sheet(isPresented:)`; the anchor and arrow
    /// edge are accepted and not drawn.
    ///
    /// ```swift
    /// Button("Info") { showInfo = true }
    ///     .popover(isPresented: $showInfo) { InfoView() }
    /// ```
    public func popover<Content: View>(isPresented: Binding<Bool>,
                                       attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil,
                                       @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// Presents a popover for `item` while it is not nil: a sheet on an iPhone (see `popover(isPresented:)`).
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>,
                                                           attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        sheet(item: item, content: content)
    }
}
