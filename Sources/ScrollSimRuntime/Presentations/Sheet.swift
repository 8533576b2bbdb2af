import ScrollSimCore
import ScrollSimPhysics

/// A view with a presentation attached (`.sheet`, `.fullScreenCover`,
/// `.alert`, `.confirmationDialog`): `content` as it is, and `presented`
/// over the window while `isPresented`.
struct _PresentationView<Content: View, Presented: View>: View {
    typealias Body = Never
    let content: Content
    let kind: PresentationKind
    let isPresented: Bool
    /// Sets the binding to false.
    let dismiss: () -> Void
    let onDismiss: (() -> Void)?
    let presented: () -> Presented
    /// For `.anchored`: where the box rests against the presenting view.
    var placement = AnchoredPlacement.below
}

/// The curves of a sheet's slide (Flutter's `CupertinoSheetRoute`:
/// `Curves.linearToEaseOut` in, `Curves.easeInToLinear` out).
enum PresentationCurves {
    static let present = TimingCurve(x1: 0.35, y1: 0.91, x2: 0.33, y2: 0.97)
    static let dismiss = TimingCurve(x1: 0.67, y1: 0.03, x2: 0.65, y2: 0.09)
}

extension _PresentationView: PrimitiveView {
    func makeNode(_ context: BuildContext) -> Node {
        let node = PresentationNode(graph: context.graph)
        node.presentCurve = { PresentationCurves.present.value(at: $0) }
        node.dismissCurve = { PresentationCurves.dismiss.value(at: $0) }
        configure(node, context)
        return node
    }

    func update(_ node: Node, _ context: BuildContext) -> Bool {
        guard let node = node.ifKind(PresentationNode.self), node.kind == kind else { return false }
        configure(node, context)
        return true
    }

    private func configure(_ node: PresentationNode, _ context: BuildContext) {
        node.kind = kind
        node.anchoredPlacement = placement
        if kind == .centered || kind == .anchored {
            node.duration = AlertMetrics.fadeDuration
            node.presentCurve = { PresentationCurves.fade.value(at: $0) }
            node.dismissCurve = node.presentCurve
        }
        node.fadeCurve = { PresentationCurves.fade.value(at: $0) }
        node.requestDismiss = dismiss
        node.onDismiss = onDismiss
        node.updateContent(content, context)
        node.update(presented: isPresented, content: presented, context)
    }
}

extension View {
    /// Presents `content` in a sheet while `isPresented` is true: it slides
    /// up from the bottom and rests at its smallest `presentationDetents`
    /// (`.large`, 10 pt below the top safe area, by default) over this view,
    /// dimmed. A drag down or a tap on the dimming dismisses it (setting
    /// `isPresented` to false), as does `dismiss()` from its environment;
    /// `onDismiss` runs once it has left.
    ///
    /// ```swift
    /// Button("Details") { showDetails = true }
    ///     .sheet(isPresented: $showDetails) { DetailView() }
    /// ```
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        presentation(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents a sheet for `item` while it is not nil, built from it.
    ///
    /// ```swift
    /// List(notes) { note in Button(note.title) { selected = note } }
    ///     .sheet(item: $selected) { note in NoteView(note: note) }
    /// ```
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presentation(.sheet, item: item, onDismiss: onDismiss, content: content)
    }

    /// Presents `content` over the whole window while `isPresented` is
    /// true: it slides up as a sheet does and covers everything, with the
    /// window's safe area; only `dismiss()` or the binding takes it away.
    ///
    /// ```swift
    /// .fullScreenCover(isPresented: $showPlayer) { PlayerView() }
    /// ```
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        presentation(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents a full screen cover for `item` while it is not nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presentation(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)
    }

    /// `content` presented as `kind` while `isPresented`.
    func presentation<Content: View>(_ kind: PresentationKind, isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
                                     content: @escaping () -> Content) -> some View {
        _PresentationView(content: self, kind: kind, isPresented: isPresented.wrappedValue,
                          dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss, presented: content)
    }

    /// `content` for `item` presented as `kind` while `item` is not nil.
    func presentation<Item, Content: View>(_ kind: PresentationKind, item: Binding<Item?>, onDismiss: (() -> Void)?,
                                           content: @escaping (Item) -> Content) -> some View {
        let value = item.wrappedValue
        return _PresentationView(content: self, kind: kind, isPresented: value != nil,
                                 dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss,
                                 presented: { value.map(content) })
    }
}
