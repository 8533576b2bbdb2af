import Foundation
import Testing
import ScrollSim

// Tab, carousel and sheet screens written the way app code writes them
// with SwiftUI; only the import differs. iPhone 14, fake measurer (16 pt
// lines at 17 pt, 8 pt a character, scaled with the font), 1×.

struct Post: Identifiable {
    let id: Int
    var title: String { "Post \(id)" }
}

struct FeedTab: View {
    let posts = (1...30).map(Post.init)
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 12) {
                ForEach(posts) { post in
                    Text(post.title)
                        .frame(maxWidth: .infinity, minHeight: 80)
                        .background(RoundedRectangle(cornerRadius: 12).fill(Color.secondarySystemBackground))
                }
            }
            .padding(.horizontal, 16)
        }
    }
}

struct SettingsTab: View {
    @State private var notifications = true
    var body: some View {
        NavigationStack {
            List {
                Section("General") {
                    Toggle("Notifications", isOn: $notifications)
                    Text("Storage").badge(2)
                }
            }
            .navigationTitle("Settings")
        }
    }
}

struct MainTabs: View {
    enum Tab: Hashable { case feed, search, settings }
    @State private var selection: Tab = .feed

    var body: some View {
        TabView(selection: $selection) {
            FeedTab()
                .tabItem { Label("Feed", systemImage: "house") }
                .tag(Tab.feed)
            NavigationStack {
                ContentUnavailableView.search
                    .navigationTitle("Search")
            }
            .tabItem { Label("Search", systemImage: "magnifyingglass") }
            .tag(Tab.search)
            SettingsTab()
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(Tab.settings)
                .badge(1)
        }
    }
}

struct OnboardingView: View {
    @State private var page = 0
    @State private var finished = false
    let titles = ["Welcome", "Sync", "Share"]

    var body: some View {
        VStack(spacing: 20) {
            TabView(selection: $page) {
                ForEach(titles.indices, id: \.self) { index in
                    VStack(spacing: 12) {
                        Image(systemName: "star")
                        Text(titles[index]).font(.title)
                    }
                    .tag(index)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))
            .frame(height: 400)

            Button(page == titles.count - 1 ? "Get Started" : "Next") {
                if page < titles.count - 1 { page += 1 } else { finished = true }
            }
            .buttonStyle(.borderedProminent)
        }
        .namedValue("page", Double(page))
        .namedValue("finished", Double(finished ? 1 : 0))
    }
}

struct Friend: Identifiable {
    let id: Int
    var name: String { "Contact \(id)" }
}

struct FriendDetail: View {
    let friend: Friend
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack(spacing: 16) {
            Text(friend.name).font(.title2)
            Button("Done") { dismiss() }
        }
        .presentationDetents([.medium, .large])
    }
}

struct ContactsView: View {
    @State private var contacts = (1...20).map(Friend.init)
    @State private var selected: Friend?
    @State private var confirmClear = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(contacts) { contact in
                    Button(contact.name) { selected = contact }
                }
            }
            .navigationTitle("Contacts")
            .sheet(item: $selected) { contact in
                FriendDetail(friend: contact)
            }
        }
        .alert("Clear all?", isPresented: $confirmClear) {
            Button("Clear", role: .destructive) { contacts.removeAll() }
            Button("Cancel", role: .cancel) {}
        }
    }
}

@MainActor
@Suite struct TypicalTabScreensTests {
    /// The bar is the last 49 pt of the safe area (761 ..< 810), its
    /// background down to 844. The feed's scroll view gets 47 + 83 as its
    /// insets; its cards start under the status bar, 80 tall, 12 apart.
    @Test func aThreeTabApp() throws {
        let app = try settledApp(MainTabs())
        #expect(app.scroll.inset.top == 47)
        #expect(app.scroll.inset.bottom == 83)
        #expect(textFrame(app, "Post 1") == CGRect(x: 195 - 24, y: 47 + 32, width: 48, height: 16))
        #expect(textFrame(app, "Post 2")?.minY == CGFloat(47 + 92 + 32))
        #expect(app.scroll.maxOffset.y == CGFloat(30 * 80 + 29 * 12) - 844 + 83)
        // Three 130 pt items; titles 10 pt lines at 796.
        #expect(textFrame(app, "Feed") == CGRect(x: 65 - 9.5, y: 796, width: 19, height: 10))
        #expect(textFrame(app, "Settings") == CGRect(x: 325 - 19, y: 796, width: 38, height: 10))

        // The search tab: its placeholder centred between the navigation
        // bar (47 + 96) and the tab bar (761).
        try app.tap(.text("Search"))
        try app.pumpAndSettle()
        let title = try #require(textFrame(app, "No Results"))
        let height: CGFloat = 48 + 8 + 21 + 8 + 15
        #expect(title.minY == 143 + (761 - 143 - height) / 2 + 56)

        // The settings tab: an inset-grouped list under the large title; the
        // row's badge "2" in grey at the card's trailing content inset.
        try app.tap(.text("Settings"))
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == -143)
        #expect(app.scroll.inset.bottom == 83)
        let storage = try #require(textFrame(app, "Storage"))
        let badge = app.app.graph.drawList().commands.compactMap { c -> CGPoint? in
            if case .text(let lines, let font, _) = c, font == .body, lines[0].text == "2" { return lines[0].origin }
            return nil
        }
        #expect(badge == [CGPoint(x: 390 - 16 - 20 - 8, y: storage.minY)])

        // Back to the feed, where it was.
        try app.tap(.text("Feed"))
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == -47)
    }

    /// The carousel is 400 tall and centred with the button (400 + 20 +
    /// 36): pages 390 wide; the dots' band is its last 26 pt.
    @Test func anOnboardingCarousel() throws {
        let app = try settledApp(OnboardingView())
        let total: CGFloat = 400 + 20 + 16 + 14
        let top = 47 + (763 - total) / 2
        #expect(app.scroll.viewportSize.width == 390)
        #expect(app.scroll.contentSize.width == CGFloat(3 * 390))
        let dots = app.app.graph.drawList().commands.compactMap { c -> CGRect? in
            if case .fillEllipse(let r, _) = c { return r }
            return nil
        }
        #expect(dots == [0, 1, 2].map { CGRect(x: 175.5 + CGFloat($0) * 16, y: top + 400 - 26 + 9.5, width: 7, height: 7) })
        try app.tap(.text("Next"))
        try app.pumpAndSettle()
        #expect(app.value("page") == 1)
        #expect(app.scroll.offset.x == 390)
        app.fling(from: CGPoint(x: 300, y: top + 200), to: CGPoint(x: 200, y: top + 200), speed: 1000)
        try app.pumpAndSettle()
        #expect(app.value("page") == 2)
        try app.tap(.text("Get Started"))
        try app.pumpAndSettle()
        #expect(app.value("finished") == 1)
    }

    /// A row opens a medium sheet (422 tall from 422); "Done" dismisses it.
    @Test func aListWithADetailSheet() throws {
        let app = try settledApp(ContactsView())
        try app.tap(.text("Contact 3"))
        try app.pumpAndSettle()
        let sheet = try #require(app.app.graph.inspect().first { $0.kind == "Presented" }?.frame)
        #expect(sheet == CGRect(x: 0, y: 422, width: 390, height: 422))
        // Centred above the home indicator: 21 + 16 + 16 = 53 tall in 388.
        let presented = try #require(app.app.graph.inspect().first { $0.kind == "Presented" })
        let title = try #require(presented.all.first { $0.text == "Contact 3" }?.frame)
        #expect(title.minY == 422 + CGFloat(388 - 53) / 2)
        try app.tap(.text("Done"))
        try app.pumpAndSettle()
        #expect(app.app.graph.inspect().first { $0.kind == "Presented" } == nil)
    }
}
