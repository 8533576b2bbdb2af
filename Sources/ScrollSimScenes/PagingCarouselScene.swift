import ScrollSim

/// A paging carousel: a horizontal `ScrollView` of full-width cards
/// (`containerRelativeFrame(.horizontal)`) with `.scrollTargetBehavior(.paging)`,
/// so a drag or flick settles on a page; `scrollPosition(id:)` reads the page
/// shown into the label below. Named values: `page` (0-based).
public struct PagingCarouselScene: View {
    public static let pageCount = 6
    @State private var page: Int? = 0

    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            Text("Featured").font(.title).frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal, 16)
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 0) {
                    ForEach(0..<Self.pageCount, id: \.self) { i in
                        RoundedRectangle(cornerRadius: 16)
                            .fill([Color.red, .orange, .yellow, .green, .blue, .indigo][i])
                            .overlay { Text("Page \(i + 1)").font(.title2).foregroundStyle(.white) }
                            .padding(.horizontal, 16)
                            .containerRelativeFrame(.horizontal)
                            .id(i)
                    }
                }
                .scrollTargetLayout()
            }
            // A LazyHStack takes the whole height offered, so the carousel gets a height of its own.
            .frame(height: 220)
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $page)
            Text("Page \((page ?? 0) + 1) of \(Self.pageCount)").foregroundStyle(.gray)
            Spacer()
        }
        .namedValue("page", Double(page ?? 0))
    }
}
