import ScrollSim

/// A long list under a large-title navigation bar, as a mail or settings
/// screen writes it: on an iPhone 14 it rests at offset −143 (status bar
/// 47, bar 44, large title 52); the title shrinks with the list and is
/// inline from −91, where the bar's background appears. A tap on the status
/// bar scrolls back to −143. A tap on a message pushes it (an inline-titled
/// page whose list rests at −91); its back button, "Inbox", pops back to the
/// list where it was. Named values for tools: `inset.top`, `inset.bottom`,
/// `navbar.height`, `navbar.large`, `navbar.background`.
public struct NavigationScene: View {
    public static let rowCount = 100
    @State private var path: [Int] = []

    public init() {}

    public var body: some View {
        NavigationStack(path: $path) {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<Self.rowCount, id: \.self) { i in
                        VStack(alignment: .leading, spacing: 0) {
                            Text("Message \(i + 1)")
                                .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                                .padding(.horizontal, 16)
                            Rectangle().fill(Color(white: 0.85)).frame(height: 0.5).padding(.leading, 16)
                        }
                        .contentShape(Rectangle())
                        .onTapGesture { path.append(i + 1) }
                    }
                }
            }
            .navigationTitle("Inbox")
            .navigationDestination(for: Int.self) { n in
                ScrollView {
                    VStack(alignment: .leading, spacing: 12) {
                        Text("From: sender \(n)").font(.headline)
                        Text("The body of message \(n).")
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(16)
                }
                .navigationTitle("Message \(n)")
                .navigationBarTitleDisplayMode(.inline)
            }
        }
    }
}
