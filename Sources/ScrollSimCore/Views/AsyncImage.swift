import Foundation

/// Where an `AsyncImage` load stands.
///
/// ```swift
/// AsyncImage(url: url) { phase in
///     if let image = phase.image { image.resizable() }
///     else if phase.error != nil { Color.red }
///     else { ProgressView() }
/// }
/// ```
public enum AsyncImagePhase {
    /// Nothing loaded yet (or the URL is nil).
    case empty
    /// The image loaded.
    case success(Image)
    /// The load failed, with why.
    case failure(Error)

    /// The loaded image, or nil.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// Why the load failed, or nil.
    public var error: Error? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A view that loads an image from a URL and shows it.
///
/// The core reads no file and no network: the URL goes to the app's image
/// provider (`ImageProviding.imageName(for:)`; the SDL backend's reads
/// `file://` URLs of PNG files, a test's `FixedImages` shows the URLs
/// registered with it). The view is `.empty` on the frame it appears (or
/// its URL changes), and on the next frame `.success` with the image when
/// the provider knows the URL, `.failure` otherwise (`URLError` with
/// `.fileDoesNotExist` for a file URL, `.notConnectedToInternet` for any
/// other: there is no network). A nil URL stays `.empty`.
///
/// `AsyncImage(url:)` shows the image at its own size (pixels ÷ `scale`),
/// and until then a grey placeholder filling the space offered.
///
/// ```swift
/// AsyncImage(url: URL(string: "https://example.com/avatar.png")) { image in
///     image.resizable().scaledToFill()
/// } placeholder: {
///     Color.gray
/// }
/// .frame(width: 64, height: 64)
/// .clipShape(Circle())
/// ```
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: CGFloat
    let transaction: Transaction
    let content: (AsyncImagePhase) -> Content
    @State private var loaded: LoadedImage?
    @Environment(\.imageProvider) private var images
    @Environment(\.nextFrameQueue) private var nextFrame

    /// A load finished: for which URL, and how.
    struct LoadedImage {
        let url: URL
        let phase: AsyncImagePhase
    }

    /// Shows the load in phases: `content` gets `.empty`, then `.success` or
    /// `.failure`; the phase changes in `transaction` (an animation in it
    /// animates the change).
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        self.content = content
    }

    public var body: some View {
        let phase: AsyncImagePhase
        if let url, let loaded, loaded.url == url { phase = loaded.phase } else { phase = .empty }
        return content(phase)
            .onAppear { load() }
            .onChange(of: url) { load() }
    }

    private func load() {
        guard let url else { return }
        let phase: AsyncImagePhase
        if let name = images?.imageName(for: url) {
            var image = Image(name)
            image.pointScale = scale
            phase = .success(image)
        } else {
            phase = .failure(URLError(url.isFileURL ? .fileDoesNotExist : .notConnectedToInternet))
        }
        let result = LoadedImage(url: url, phase: phase)
        let transaction = transaction, loaded = $loaded
        let finish = { withTransaction(transaction) { loaded.wrappedValue = result } }
        // The load completes on the next frame: the frame it starts shows `.empty`.
        if let nextFrame { nextFrame.pending.append(finish) } else { finish() }
    }
}

extension AsyncImage where Content == _AsyncImageDefaultContent {
    /// The image at its own size once loaded (pixels ÷ `scale`); before
    /// that, and when the load fails, the grey placeholder filling the space offered.
    public init(url: URL?, scale: CGFloat = 1) {
        self.init(url: url, scale: scale) { _AsyncImageDefaultContent(phase: $0) }
    }
}

extension AsyncImage {
    /// The loaded image through `content`; `placeholder` until it loads (and when it fails).
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _AsyncImageContent<I, P> {
        self.init(url: url, scale: scale) { _AsyncImageContent(phase: $0, content: content, placeholder: placeholder) }
    }
}

/// `AsyncImage(url:)`'s content: the image, or the default placeholder.
public struct _AsyncImageDefaultContent: View {
    let phase: AsyncImagePhase
    @Environment(\.colorScheme) private var scheme

    public var body: some View {
        if let image = phase.image {
            image
        } else {
            ControlColors.secondarySystemFill(scheme)
        }
    }
}

/// `AsyncImage(url:content:placeholder:)`'s content.
public struct _AsyncImageContent<I: View, P: View>: View {
    let phase: AsyncImagePhase
    let content: (Image) -> I
    let placeholder: () -> P

    public var body: some View {
        if let image = phase.image {
            content(image)
        } else {
            placeholder()
        }
    }
}

/// Work handed to the next frame's update (`ViewGraph.update` runs it first).
@MainActor
final class NextFrameQueue {
    var pending: [() -> Void] = []
}

/// What the graph lends the views below its root: the system's URL
/// opener, the image provider and the next-frame queue. Compared by
/// identity, so the root's environment stays equal from update to update.
struct GraphServices: Equatable {
    var urls: SystemURLOpener?
    var images: ImageProviding?
    var nextFrame: NextFrameQueue?

    static func == (a: GraphServices, b: GraphServices) -> Bool {
        a.urls === b.urls && a.images === b.images && a.nextFrame === b.nextFrame
    }
}

private struct GraphServicesKey: EnvironmentKey {
    static var defaultValue: GraphServices { GraphServices() }
}

extension EnvironmentValues {
    /// The graph's services (set once at the root).
    var graphServices: GraphServices {
        get { self[GraphServicesKey.self] }
        set { self[GraphServicesKey.self] = newValue }
    }

    /// The app's queue of work for the next frame.
    var nextFrameQueue: NextFrameQueue? { graphServices.nextFrame }

    /// The app's image provider, for `AsyncImage`.
    var imageProvider: ImageProviding? { graphServices.images }
}
