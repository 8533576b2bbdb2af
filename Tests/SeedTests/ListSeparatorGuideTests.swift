import Foundation
import Testing
import ScrollSim

/// `alignmentGuide(.listRowSeparatorLeading)` and `Trailing` set where a
/// list row's separator starts and ends, in the row content's space, within
/// the row's card. iPhone 14 `insetGrouped`: cards 16 ..< 374, content 36 ..< 354.
@MainActor
@Suite struct ListSeparatorGuideTests {
    struct Row: View {
        let name: String
        var body: some View {
            HStack {
                Image(systemName: "star")
                Text(name)
                Spacer()
            }
        }
    }

    struct Screen: View {
        var body: some View {
            List {
                Section {
                    // Under the first text by default.
                    Row(name: "Default")
                    Row(name: "Text")
                }
                Section {
                    // From the content's leading edge, ending 20 pt before its trailing one.
                    Row(name: "Content")
                        .alignmentGuide(.listRowSeparatorLeading) { d in d[.leading] }
                        .alignmentGuide(.listRowSeparatorTrailing) { d in d[.trailing] - 20 }
                    Row(name: "Edge")
                        // Past the card: held at the card's edge.
                        .alignmentGuide(.listRowSeparatorLeading) { _ in -100 }
                    Row(name: "Last")
                }
            }
        }
    }

    @Test func theGuidesMoveTheSeparator() throws {
        let app = try settledApp(Screen())
        let textX = try #require(textFrame(app, "Default")).minX
        #expect(textX > 36)
        let separators = listSeparators(app)
        #expect(separators.count == 3)
        let rowY = { (text: String) in textFrame(app, text)!.midY }
        func separator(under text: String) -> CGRect? {
            separators.first { $0.minY > rowY(text) && $0.minY < rowY(text) + 30 }
        }
        #expect(separator(under: "Default").map { [$0.minX, $0.maxX] } == [textX, 374])
        #expect(separator(under: "Content").map { [$0.minX, $0.maxX] } == [36, 334])
        #expect(separator(under: "Edge").map { [$0.minX, $0.maxX] } == [16, 374])
    }

    /// A segmented control draws its own segments (`UISegmentedControl`): the
    /// separator under its row starts at the content's leading edge, not
    /// under the first segment's title.
    @Test func aSegmentedRowsSeparatorStartsAtTheContent() throws {
        struct Order: View {
            @State var size = "M"
            var body: some View {
                Form {
                    Picker("Size", selection: $size) {
                        ForEach(["S", "M", "L"], id: \.self) { Text($0) }
                    }
                    .pickerStyle(.segmented)
                    Text("Guests")
                }
            }
        }
        let app = try settledApp(Order())
        #expect(try #require(textFrame(app, "S")).minX > 36)
        #expect(listSeparators(app).map(\.minX) == [36])
    }
}
