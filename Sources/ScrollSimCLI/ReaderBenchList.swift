import ScrollSim

/// The content's top in the scroll view's named space.
struct BenchOffsetKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

/// The bench list under a collapsing header, written as app code writes it:
/// a `GeometryReader` behind the rows publishes their minY in the scroll
/// view's named space, `onPreferenceChange` copies it into `@State`, and the
/// header above the scroll view is `max(44, 300 + minY)` tall.
struct ReaderBenchList: View {
    let rows: [BenchRow]
    @State private var minY: CGFloat = 0

    var body: some View {
        VStack(spacing: 0) {
            Rectangle().frame(height: max(44, 300 + minY))
            ScrollView {
                BenchRows(rows: rows)
                    .background(GeometryReader { proxy in
                        Color.clear.preference(key: BenchOffsetKey.self, value: proxy.frame(in: .named("scroll")).minY)
                    })
            }
            .coordinateSpace(name: "scroll")
            .onPreferenceChange(BenchOffsetKey.self) { minY = $0 }
        }
    }
}
