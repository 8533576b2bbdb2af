import Foundation
import Testing
import ScrollSim

// Screens written the way app code writes them with SwiftUI; only the
// import differs. iPhone 14, fake measurer (16 pt lines at 17 pt, 8 pt a
// character, scaled with the font), 1×.

struct SettingsView: View {
    @State private var username = "ada"
    let general = ["About", "Software Update", "Storage"]

    var body: some View {
        NavigationStack {
            List {
                Section(header: Text("Profile")) {
                    HStack {
                        Text("Username")
                        Spacer()
                        Text(username)
                            .foregroundStyle(.secondary)
                    }
                }
                Section(header: Text("General"), footer: Text("Updates install overnight.")) {
                    ForEach(general, id: \.self) { item in
                        HStack(spacing: 12) {
                            Image(systemName: "gear")
                            Text(item)
                        }
                    }
                }
                Section {
                    Text("Sign Out")
                        .foregroundColor(.red)
                }
            }
            .listStyle(InsetGroupedListStyle())
            .navigationTitle("Settings")
        }
    }
}

struct Email: Identifiable {
    let id = UUID()
    let sender: String
    let subject: String
}

struct EmailRow: View {
    let email: Email
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(email.sender)
                .font(.headline)
            Text(email.subject)
                .font(.subheadline)
                .foregroundColor(.secondary)
                .lineLimit(1)
        }
        .padding(.vertical, 4)
    }
}

struct InboxView: View {
    @State private var emails = (1...40).map { Email(sender: "Sender \($0)", subject: "Subject \($0)") }

    var body: some View {
        NavigationStack {
            List {
                ForEach(emails) { email in
                    EmailRow(email: email)
                }
                .onDelete(perform: delete)
            }
            .listStyle(PlainListStyle())
            .navigationTitle("Inbox")
        }
    }

    func delete(at offsets: IndexSet) {
        emails.remove(atOffsets: offsets)
    }
}

@MainActor
@Suite struct TypicalListScreensTests {
    func app<V: View>(_ view: V) throws -> TestApp { try settledApp(view) }

    /// Content starts at 143 under the large title. Section 0: 35 spacing,
    /// "PROFILE" (footnote: 13 pt line, 7 × 8 × 13/17 = 42.8 → 43 wide), 7
    /// pt, a 44 pt row. Section 1 the same, three rows, its footer 7 pt below.
    @Test func aSettingsScreen() throws {
        let app = try app(SettingsView())
        #expect(app.scroll.offset.y == -143)
        #expect(textFrame(app, "PROFILE") == CGRect(x: 36, y: 143 + 35, width: 43, height: 13))
        let row0: CGFloat = 143 + 35 + 13 + 7
        // "Username" at the content inset; "ada" pushed by the Spacer to the card's
        // trailing content inset, 390 − 16 − 20 = 354.
        #expect(textFrame(app, "Username") == CGRect(x: 36, y: row0 + 14, width: 64, height: 16))
        #expect(textFrame(app, "ada") == CGRect(x: 354 - 24, y: row0 + 14, width: 24, height: 16))
        let header1 = row0 + 44 + 35
        #expect(textFrame(app, "GENERAL") == CGRect(x: 36, y: header1, width: 43, height: 13))
        let rows1 = header1 + 13 + 7
        // The symbol (a 11.978 pt square at 17 pt) then 12 pt, then the text.
        let about = try #require(textFrame(app, "About"))
        #expect(about.minY == rows1 + 14)
        #expect(abs(about.minX - (36 + 11.978 + 12)) < 0.01)
        #expect(textFrame(app, "Storage")?.minY == rows1 + 88 + 14)
        #expect(textFrame(app, "Updates install overnight.")?.minY == rows1 + 132 + 7)
        let signOut = rows1 + 132 + 7 + 13 + 35
        #expect(textFrame(app, "Sign Out") == CGRect(x: 36, y: signOut + 14, width: 64, height: 16))
    }

    /// Each row: 4 pt padding, a 16 pt headline, 4 pt, a 15 pt subheadline
    /// line (16 × 15/17 = 14.1 → 15), 4 pt: 43, so 44 with the row's 11 + 11
    /// → 65 pt rows, from 143 under the large title.
    @Test func anInboxWithSwipeToDelete() throws {
        let app = try app(InboxView())
        #expect(app.scroll.offset.y == -143)
        let rowHeight: CGFloat = 11 + 4 + 16 + 4 + 15 + 4 + 11
        #expect(textFrame(app, "Sender 1") == CGRect(x: 16, y: 143 + 11 + 4, width: 64, height: 16))
        #expect(textFrame(app, "Sender 2")?.minY == 143 + rowHeight + 15)
        #expect(app.app.graph.deleteListRow(containing: "Sender 1"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Sender 1") == nil)
        #expect(textFrame(app, "Sender 2")?.minY == CGFloat(143 + 15))
        #expect(app.scroll.contentSize.height == 39 * rowHeight)
    }
}
