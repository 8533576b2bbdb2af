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

struct Mail: Identifiable {
    let id: Int
    var isUnread = true
    var isFlagged = false
}

/// A mailbox with Apple's swipe actions: Read/Unread from the leading
/// edge, Delete and Flag from the trailing edge.
struct SwipeInboxView: View {
    @State private var messages = (1...30).map { Mail(id: $0) }

    var body: some View {
        NavigationStack {
            List {
                ForEach(messages) { message in
                    HStack {
                        if message.isUnread {
                            Circle().fill(.blue).frame(width: 10, height: 10)
                        }
                        Text("Message \(message.id)")
                        Spacer()
                        if message.isFlagged {
                            Image(systemName: "flag.fill").foregroundStyle(.orange)
                        }
                    }
                    .swipeActions(edge: .leading) {
                        Button { toggleUnread(message) } label: {
                            if message.isUnread {
                                Label("Read", systemImage: "envelope.open")
                            } else {
                                Label("Unread", systemImage: "envelope.badge")
                            }
                        }
                        .tint(.blue)
                    }
                    .swipeActions(edge: .trailing) {
                        Button(role: .destructive) { delete(message) } label: {
                            Label("Delete", systemImage: "trash")
                        }
                        Button { flag(message) } label: {
                            Label("Flag", systemImage: "flag")
                        }
                        .tint(.orange)
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Inbox")
        }
    }

    func toggleUnread(_ message: Mail) {
        if let i = messages.firstIndex(where: { $0.id == message.id }) { messages[i].isUnread.toggle() }
    }

    func flag(_ message: Mail) {
        if let i = messages.firstIndex(where: { $0.id == message.id }) { messages[i].isFlagged.toggle() }
    }

    func delete(_ message: Mail) {
        messages.removeAll { $0.id == message.id }
    }
}

/// A shopping list: inset-grouped, swipe to delete from `onDelete`, and a
/// leading Done that cannot be performed by a full swipe.
struct ShoppingListView: View {
    @State private var items = ["Apples", "Bread", "Coffee", "Eggs"]
    @State private var done: Set<String> = []

    var body: some View {
        NavigationStack {
            List {
                ForEach(items, id: \.self) { item in
                    Text(done.contains(item) ? "\(item) ✓" : item)
                        .swipeActions(edge: .leading, allowsFullSwipe: false) {
                            Button("Done") { done.insert(item) }
                                .tint(.green)
                        }
                }
                .onDelete { items.remove(atOffsets: $0) }
            }
            .navigationTitle("Shopping")
        }
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

    /// Rows are 44 pt from 143 under the large title; an unread message's
    /// text follows its 10 pt dot and 8 pt of spacing (x 34). A swipe
    /// right rests open on Read (a symbol: 74 pt, blue, at the leading
    /// edge); a tap on it marks the message read (the dot goes) and closes
    /// the row. A full swipe left deletes message 2 (Delete is first); on
    /// message 3 a tap on Flag (the second button, 242 ..< 316) flags it:
    /// the orange flag symbol at the trailing inset, 374 − 11.98.
    @Test func aMailboxWithSwipeActions() throws {
        let app = try app(SwipeInboxView())
        #expect(app.scroll.offset.y == -143)
        #expect(textFrame(app, "Message 1") == CGRect(x: 34, y: 143 + 14, width: 72, height: 16))
        try app.swipe(from: CGPoint(x: 100, y: 165), to: CGPoint(x: 200, y: 165))
        #expect(textFrame(app, "Message 1")?.minX == CGFloat(34 + 74))
        let blue = app.app.graph.drawList().commands.contains {
            if case .fillRect(CGRect(x: 0, y: 143, width: 74, height: 44), .blue) = $0 { return true }
            return false
        }
        #expect(blue)
        try app.tapAndSettle(CGPoint(x: 37, y: 165))
        #expect(textFrame(app, "Message 1") == CGRect(x: 16, y: 143 + 14, width: 72, height: 16))

        try app.swipe(from: CGPoint(x: 370, y: 209), to: CGPoint(x: 120, y: 209))
        #expect(textFrame(app, "Message 2") == nil)
        #expect(textFrame(app, "Message 3") == CGRect(x: 34, y: 143 + 44 + 14, width: 72, height: 16))

        try app.swipe(from: CGPoint(x: 300, y: 209), to: CGPoint(x: 150, y: 209))
        #expect(textFrame(app, "Message 3")?.minX == CGFloat(34 - 148))
        try app.tapAndSettle(CGPoint(x: 279, y: 209))
        #expect(textFrame(app, "Message 3")?.minX == 34)
        let flag = app.app.graph.inspect().all { $0.kind == "Image" }.first
        let side = SymbolMetrics.side(for: .body)
        #expect(flag?.frame == CGRect(x: 374 - side, y: 143 + 44 + 22 - side / 2, width: side, height: side))
    }

    /// Inset-grouped: the card is inset 16 pt, so the buttons are inside it:
    /// onDelete's Delete (48 + 32 = 80 pt) over 294 ..< 374, Done (74 pt,
    /// green) over 16 ..< 90. Done's long swipe only opens the row; its
    /// button marks the item.
    @Test func aShoppingListWithDeleteAndDone() throws {
        let app = try app(ShoppingListView())
        let apples = try #require(textFrame(app, "Apples"))
        #expect(apples.minX == 36)
        let row = apples.minY - 14
        try app.swipe(from: CGPoint(x: 300, y: row + 22), to: CGPoint(x: 150, y: row + 22))
        #expect(textFrame(app, "Apples")?.minX == CGFloat(36 - 80))
        let commands = app.app.graph.drawList().commands
        let red = commands.contains {
            if case .fillRect(CGRect(x: 294, y: row, width: 80, height: 44), .red) = $0 { return true }
            return false
        }
        #expect(red)
        try app.tapAndSettle(CGPoint(x: 334, y: row + 22))
        #expect(textFrame(app, "Apples") == nil)
        #expect(textFrame(app, "Bread")?.minY == row + 14)

        try app.swipe(from: CGPoint(x: 40, y: row + 22), to: CGPoint(x: 340, y: row + 22))
        #expect(textFrame(app, "Bread")?.minX == CGFloat(36 + 74))
        let green = app.app.graph.drawList().commands.contains {
            if case .fillRect(CGRect(x: 16, y: row, width: 74, height: 44), .green) = $0 { return true }
            return false
        }
        #expect(green)
        try app.tapAndSettle(CGPoint(x: 53, y: row + 22))
        #expect(textFrame(app, "Bread ✓")?.minX == 36)
    }
}
