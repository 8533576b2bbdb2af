import Testing
import ScrollSim

// Screens written the way app code writes them with SwiftUI (only the import
// differs), laid out with the fixed-advance measurer (8 pt a character, 16 pt
// a 17 pt line, scaled with the font size and rounded up to whole points).

struct Contact: Identifiable {
    let name: String
    var id: String { name }
}

struct ContactGroup: Identifiable {
    let letter: String
    let contacts: [Contact]
    var id: String { letter }
}

/// Six letters of five contacts each.
let contactGroups: [ContactGroup] = ["A", "B", "C", "D", "E", "F"].map { letter in
    ContactGroup(letter: letter, contacts: (1...5).map { Contact(name: "\(letter)name \($0)") })
}

struct ContactRow: View {
    let contact: Contact
    var body: some View {
        HStack {
            Circle().fill(.gray).frame(width: 40, height: 40)
            VStack(alignment: .leading) {
                Text(contact.name)
                Text("mobile").font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
    }
}

/// A contacts list: letters as sticky headers over the rows.
struct ContactsScreen: View {
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(contactGroups) { group in
                    Section {
                        ForEach(group.contacts) { contact in
                            ContactRow(contact: contact)
                        }
                    } header: {
                        Text(group.letter)
                            .font(.headline)
                            .padding(.horizontal)
                            .padding(.vertical, 6)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .background(Color.white)
                    }
                }
            }
        }
    }
}

struct Card: Identifiable {
    let id: Int
    var title: String { "Card \(id)" }
}

/// A shelf of cards that scrolls sideways under a title.
struct ShelfScreen: View {
    let cards = (0..<50).map(Card.init)
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Featured").font(.title2).padding(.horizontal)
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 12) {
                    ForEach(cards) { card in
                        Text(card.title)
                            .frame(width: 140, height: 100)
                            .background(RoundedRectangle(cornerRadius: 12).fill(.blue))
                    }
                }
                .padding(.horizontal)
            }
            .frame(height: 120)
            Spacer()
        }
    }
}

/// A settings page: grouped rows in plain stacks, with section titles and notes.
struct SettingsScreen: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                Section {
                    Text("Wi-Fi").padding()
                    Text("Bluetooth").padding()
                } header: {
                    Text("CONNECTIONS").font(.footnote).padding(.horizontal)
                } footer: {
                    Text("Turn off to save battery.").font(.footnote).padding(.horizontal)
                }
                Section("About") {
                    Text("Version 1.0").padding()
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

@MainActor
@Suite struct TypicalLazyScreensTests {
    @Test func contactsListWithStickyLetters() throws {
        let app = TestApp(ContactsScreen(), measurer: fakeMeasurer(), safeAreaInsets: .zero)
        app.pump(1.0 / 60)
        // Header: a 16 pt headline line plus 6 + 6 = 28. Row: the circle (40) is taller than
        // name (16) + caption (16 × 12/17 = 11.29, rounded up to 12) = 28 (no gap between two
        // texts), plus 8 + 8: 56. The name and caption are centred in the row's 40: the name
        // 8 + 6 below the row's top, after 16 of padding, the circle and 8 of spacing: x = 64.
        let nameTop: CGFloat = 28 + 8 + 6, nameLeft: CGFloat = 16 + 40 + 8
        #expect(app.app.graph.frame(ofText: "A")?.minY == 6)
        #expect(app.app.graph.frame(ofText: "Aname 1")?.minY == nameTop)
        #expect(app.app.graph.frame(ofText: "Aname 1")?.minX == nameLeft)
        // A section is 28 + 5 × 56 = 308; six are 1848 (exact once every row has been
        // measured: at the end; before, the rows not built count at the mean length).
        app.key(.end)
        try app.pumpAndSettle()
        #expect(app.scroll.contentSize.height == 1848)

        // Scrolled 400: section B spans 308 ..< 616, its header is pinned at
        // max(308, min(400, 616 − 28)) = 400, the top of the window; its text 6 lower.
        app.app.scrollController!.setContentOffset(CGPoint(x: 0, y: 400), animated: false, at: app.time)
        app.pump(1.0 / 60)
        #expect(app.app.graph.frame(ofText: "B")?.minY == 6)
        #expect(app.app.graph.frame(ofText: "B")?.minX == 16)
        // Header A is at max(0, min(400, 280)) − 400 = −120, its text at −114.
        let headerA: CGFloat = -120 + 6
        #expect(app.app.graph.frame(ofText: "A")?.minY == headerA)
        // Row "Bname 2" starts at 308 + 28 + 56 = 392, window −8; its name 8 + 6 lower, under the header.
        let bName2: CGFloat = 392 - 400 + 8 + 6
        #expect(app.app.graph.frame(ofText: "Bname 2")?.minY == bName2)
    }

    @Test func shelfOfCardsScrollsSideways() {
        let app = TestApp(ShelfScreen(), measurer: fakeMeasurer(), safeAreaInsets: .zero)
        app.pump(1.0 / 60)
        // Title: title2 (22 pt) line 16 × 22/17 = 20.71, rounded up to 21. The shelf starts
        // 12 lower, at 33; it is 120 tall and the 100 pt cards are centred in it: y = 43.
        // Cards start after 16 pt of padding, every 140 + 12 = 152 pt.
        let cards = app.app.graph.inspect().all { $0.kind == "RoundedRectangle" }.map(\.frame)
        #expect(cards.first == CGRect(x: 16, y: 43, width: 140, height: 100))
        #expect(cards.dropFirst().first == CGRect(x: 168, y: 43, width: 140, height: 100))
        // 50 cards: 50 × 140 + 49 × 12 + 2 × 16 = 7620 wide; only those near the viewport exist:
        // starting before 390 + 390 = 780 (cards 0…5, the sixth at 776).
        #expect(app.scroll.contentSize.width == 7620)
        #expect(cards.count == 6)
    }

    @Test func settingsSectionsInAPlainStack() {
        let graph = host(SettingsScreen(), measurer: fakeMeasurer())
        // footnote (13 pt): 16 × 13/17 = 12.24, rounded up to 13. In order from the top:
        // CONNECTIONS (13), Wi-Fi (16 + 32), Bluetooth (48), the note (13), About (16), Version (48).
        let tops: [(String, CGFloat)] = [("CONNECTIONS", 0), ("Wi-Fi", 13 + 16), ("Bluetooth", 13 + 48 + 16),
                                         ("Turn off to save battery.", 13 + 96), ("About", 13 + 96 + 13),
                                         ("Version 1.0", 13 + 96 + 13 + 16 + 16)]
        for (text, top) in tops {
            #expect(graph.frame(ofText: text)?.minY == top, "\(text)")
        }
        #expect(graph.frame(ofText: "About")?.minX == 0)
        #expect(graph.frame(ofText: "CONNECTIONS")?.minX == 16)
    }
}
