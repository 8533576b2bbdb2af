import Testing
import ScrollSim

/// The content's top in the scroll view's named space, as a reader publishes it.
struct ContentMinYKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

/// The content's top in the window, as a reader publishes it.
struct ContentGlobalMinYKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

/// Every value the `onPreferenceChange` actions received, in order.
@MainActor
final class Received {
    var named: [CGFloat] = []
    var global: [CGFloat] = []
}

/// `count` rows of 40 pt, "Row 0"…, as a list screen has them.
struct FortyPointRows: View {
    let count: Int
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { i in
                Text("Row \(i)").frame(maxWidth: .infinity, minHeight: 40, maxHeight: 40)
            }
        }
    }
}

extension View {
    /// The offset reader the issue describes: a `GeometryReader` in the
    /// background publishing this view's minY in the space named "scroll" and
    /// in the window, with a label showing `shown` inside it.
    func offsetReader(showing shown: CGFloat) -> some View {
        background(GeometryReader { g in
            Text("minY \(Int(shown))")
                .preference(key: ContentMinYKey.self, value: g.frame(in: .named("scroll")).minY)
                .preference(key: ContentGlobalMinYKey.self, value: g.frame(in: .global).minY)
        })
    }
}

/// One frame as a test sees it: the scroll view's offset and what the reader's state holds.
struct ReaderFrame: Equatable {
    let offset: CGFloat
    let named: CGFloat
    let global: CGFloat
}

extension TestApp {
    /// Records every frame from now on (offset, and the values the scene
    /// publishes as `reader.named` and `reader.global`).
    func recordReaderFrames() -> () -> [ReaderFrame] {
        var frames: [ReaderFrame] = []
        onFrame = { [unowned self] _ in
            frames.append(ReaderFrame(offset: scroll.offset.y, named: value("reader.named"), global: value("reader.global")))
        }
        return { frames }
    }
}

/// `values` with runs of equal neighbours reduced to one.
func withoutRepeats(_ values: [CGFloat]) -> [CGFloat] {
    var out: [CGFloat] = []
    for v in values where out.last != v { out.append(v) }
    return out
}
