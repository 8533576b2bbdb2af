import ScrollSim

/// A collapsing header driven by an offset reader, as apps write it: a
/// `GeometryReader` behind the scrolled content publishes its `minY` in the
/// scroll view's named coordinate space, `onPreferenceChange` stores it, and
/// the header above the scroll view is `max(minHeight, maxHeight + minY)` tall:
/// 120 pt at rest, shrinking point for point as the list scrolls up until it
/// is 44 pt, and stretching while the list is pulled down past its top.
///
/// Named values for scripts: `reader.minY` (the reader's minY in "scroll")
/// and `collapse.height` (the header's height).
public struct CollapsingHeaderScene: View {
    public static let maxHeight: CGFloat = 120
    public static let minHeight: CGFloat = 44
    @State private var minY: CGFloat = 0

    public init() {}

    private var headerHeight: CGFloat { max(Self.minHeight, Self.maxHeight + minY) }

    public var body: some View {
        VStack(spacing: 0) {
            ZStack(alignment: .bottomLeading) {
                Color.indigo
                Text("Inbox")
                    .font(headerHeight > 80 ? .largeTitle : .headline)
                    .foregroundStyle(.white)
                    .padding(16)
            }
            .frame(height: headerHeight)
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<40, id: \.self) { i in
                        HStack {
                            Text("Message \(i + 1)")
                            Spacer()
                            Text("\(9 + i * 7 / 60):\(String(format: "%02d", (i * 7) % 60))")
                                .foregroundStyle(.gray)
                        }
                        .padding(.horizontal, 16)
                        .frame(height: 56)
                        .background(i % 2 == 0 ? Color.white : Color(white: 0.96))
                    }
                }
                .background(GeometryReader { g in
                    Color.clear.preference(key: ScrollMinYKey.self, value: g.frame(in: .named("scroll")).minY)
                })
            }
            .coordinateSpace(name: "scroll")
            .onPreferenceChange(ScrollMinYKey.self) { minY = $0 }
        }
        .namedValue("reader.minY", minY)
        .namedValue("collapse.height", headerHeight)
    }
}

/// The scrolled content's top in the scroll view's coordinate space.
public struct ScrollMinYKey: PreferenceKey {
    public static var defaultValue: CGFloat = 0
    public static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}
