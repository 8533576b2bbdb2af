import ScrollSim

/// Pinned section headers over a long lazy list: a `LazyVStack` with
/// `pinnedViews: [.sectionHeaders]` of 26 sections ("A" to "Z") of 12 rows
/// each. The current section's header stays at the top of the visible region
/// and is pushed up by the next one. Pulling the list down 100 pt past its
/// top refreshes it (`.refreshable`): the refresh takes 1.5 s of the app's
/// clock, virtual in replays.
public struct PinnedSectionsScene: View {
    /// How long a refresh takes, in seconds of the app's clock.
    public static let refreshDuration = 1.5

    public static let rowHeight: CGFloat = 44
    public static let headerHeight: CGFloat = 28
    public static let rowsPerSection = 12
    static let letters = (0..<26).map { String(UnicodeScalar(UInt8(65 + $0))) }

    public init() {}

    public var body: some View {
        ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(Self.letters, id: \.self) { letter in
                    Section {
                        ForEach(0..<Self.rowsPerSection, id: \.self) { i in
                            Text("\(letter) contact \(i + 1)")
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .padding(.horizontal, 16)
                                .frame(height: Self.rowHeight)
                        }
                    } header: {
                        Text(letter)
                            .font(.headline)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding(.horizontal, 16)
                            .frame(height: Self.headerHeight)
                            .background(Color(white: 0.93))
                    }
                }
            }
        }
        .refreshable { await FrameClock.current?.sleep(for: Self.refreshDuration) }
    }
}
