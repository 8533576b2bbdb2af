import Foundation
import Testing
import ScrollSim

// Screens written the way app code writes them with SwiftUI; only the
// import differs. iPhone 14, fake measurer (16 pt lines at 17 pt, 8 pt a
// character, scaled with the font), 1×.

struct Activity: Identifiable {
    let id: Int
    let name: String
    let action: String
    let age: String
}

/// An activity feed: the name in bold through markdown, the age in the
/// secondary colour, one paragraph that wraps as a whole.
struct ActivityFeedView: View {
    let items = [
        Activity(id: 1, name: "Alice", action: "liked your photo", age: "2h"),
        Activity(id: 2, name: "Bob", action: "commented on your post and asked whether the photos from the trip are online yet", age: "5h"),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(items) { item in
                HStack(alignment: .top, spacing: 12) {
                    Circle()
                        .fill(.gray)
                        .frame(width: 40, height: 40)
                    Text("**\(item.name)** \(item.action)") + Text(" · \(item.age)").foregroundColor(.secondary)
                }
            }
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// An order summary: a bold title-sized amount after a plain label, a
/// struck-out old price in markdown, a rating with an inline symbol.
struct OrderSummaryView: View {
    let total = "$12.00"

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Order summary")
                .font(.headline)
            Text("Total: ") + Text(total).font(.title).bold()
            Text("Was ~~$15.00~~, now **20% off**")
                .foregroundColor(.secondary)
            (Text(Image(systemName: "star.fill")) + Text(" 4.5"))
                .foregroundColor(.orange)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@MainActor
@Suite struct TypicalTextScreensTests {
    /// The runs drawn for lines showing `texts`, in order: text, x, font, colour.
    func pieces(_ app: TestApp, _ texts: Set<String>) -> [(String, CGFloat, Font, Color)] {
        var out: [(String, CGFloat, Font, Color)] = []
        for case let .text(lines, font, color) in app.app.graph.drawList().commands {
            for l in lines where texts.contains(l.text) { out.append((l.text, l.origin.x, font, color)) }
        }
        return out
    }

    /// The column starts at the safe area's top (47) plus 16 padding; the
    /// text at 16 + 40 + 12 = 68 and 390 − 16 − 68 = 306 wide (38 characters).
    /// Alice's row is one line of 27 characters: "Alice" bold, the rest
    /// regular, " · 2h" secondary. Bob's wraps as one paragraph to 3 lines
    /// (36, 36 and 15 characters), below Alice's 40 pt circle and 12 pt.
    @Test func anActivityFeed() throws {
        let app = try settledApp(ActivityFeedView())
        #expect(textFrame(app, "Alice liked your photo · 2h") == CGRect(x: 68, y: 63, width: 216, height: 16))
        let bob = "Bob commented on your post and asked whether the photos from the trip are online yet · 5h"
        #expect(textFrame(app, bob) == CGRect(x: 68, y: 63 + 40 + 12, width: 288, height: 48))
        let alice = pieces(app, ["Alice", " liked your photo", " · 2h"])
        #expect(alice.map(\.0) == ["Alice", " liked your photo", " · 2h"])
        let xs: [CGFloat] = [68, 68 + 40, 68 + 40 + 136]
        #expect(alice.map(\.1) == xs)
        #expect(alice.map(\.2.weight) == [.bold, .regular, .regular])
        #expect(alice.map(\.3) == [Color.primary, Color.primary, Color.secondary])
    }

    /// Title (28 pt) makes "$12.00" 6 × 8 × 28/17 = 79.06 wide and its line
    /// 16 × 28/17 = 26.35 tall: the total line is 56 + 79.06 → 136 × 27 (whole
    /// points). The star is 1443/2048 × 17 = 11.98 wide, then " 4.5".
    @Test func anOrderSummary() throws {
        let app = try settledApp(OrderSummaryView())
        #expect(textFrame(app, "Order summary") == CGRect(x: 16, y: 63, width: 104, height: 16))
        #expect(textFrame(app, "Total: $12.00") == CGRect(x: 16, y: 63 + 16 + 8, width: 136, height: 27))
        #expect(textFrame(app, "Was $15.00, now 20% off") == CGRect(x: 16, y: 87 + 27 + 8, width: 184, height: 16))
        #expect(textFrame(app, " 4.5") == CGRect(x: 16, y: 122 + 16 + 8, width: 44, height: 16))
        let total = pieces(app, ["Total: ", "$12.00"])
        #expect(total.map(\.2) == [Font(size: 17), Font(size: 28, weight: .bold)])
        let was = pieces(app, ["Was ", "$15.00", ", now ", "20% off"])
        #expect(was.map(\.3) == Array(repeating: Color.secondary, count: 4))
        #expect(was.map(\.2.weight) == [.regular, .regular, .regular, .bold])
    }
}
