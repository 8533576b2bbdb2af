import Foundation
import ScrollSim
import Testing

// A corpus of fifteen everyday screens written the way app code writes them
// with SwiftUI (navigation, tabs, master–detail, chat, gestures, carousels,
// disclosure, search, grids, refresh, button styles, placeholders, filters,
// profile headers, context menus and reordering).

// MARK: - 1. NavigationStack with a typed path

private enum ShopRoute: Hashable {
    case category(String)
    case product(Int)
    case settings
}

private struct ShopRouterScreen: View {
    @State private var path: [ShopRoute] = []
    private let categories = ["Fruit", "Vegetables", "Dairy", "Bakery"]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Categories") {
                    ForEach(categories, id: \.self) { name in
                        NavigationLink(value: ShopRoute.category(name)) {
                            Label(name, systemImage: "folder")
                        }
                    }
                }
                Section {
                    Button("Today's deal") {
                        path.append(.product(42))
                    }
                }
            }
            .navigationTitle("Shop")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        path.append(.settings)
                    } label: {
                        Image(systemName: "gearshape")
                    }
                }
            }
            .navigationDestination(for: ShopRoute.self) { route in
                switch route {
                case .category(let name):
                    ShopCategoryView(name: name, path: $path)
                case .product(let id):
                    ShopProductView(id: id, path: $path)
                case .settings:
                    Text("Settings")
                        .navigationTitle("Settings")
                }
            }
        }
    }
}

private struct ShopCategoryView: View {
    let name: String
    @Binding var path: [ShopRoute]

    var body: some View {
        List(1...5, id: \.self) { index in
            Button("\(name) item \(index)") {
                path.append(.product(index))
            }
        }
        .navigationTitle(name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

private struct ShopProductView: View {
    let id: Int
    @Binding var path: [ShopRoute]

    var body: some View {
        VStack(spacing: 20) {
            Text("Product #\(id)")
                .font(.largeTitle.bold())
            Button("Back") {
                path.removeLast()
            }
            .buttonStyle(.bordered)
            Button("Back to shop") {
                path.removeAll()
            }
            .buttonStyle(.borderedProminent)
        }
        .navigationTitle("Product")
        .navigationBarTitleDisplayMode(.inline)
    }
}

// MARK: - 2. TabView with badges and a stack per tab

private enum MainTab: Hashable {
    case inbox, discover, profile
}

private struct MainTabsScreen: View {
    @State private var selection: MainTab = .inbox
    @State private var unread = 3

    var body: some View {
        TabView(selection: $selection) {
            NavigationStack {
                List(0..<unread, id: \.self) { index in
                    NavigationLink("Message \(index + 1)") {
                        Text("Message \(index + 1)")
                            .navigationTitle("Message")
                    }
                }
                .navigationTitle("Inbox")
                .toolbar {
                    Button("Read all") { unread = 0 }
                }
            }
            .tabItem {
                Label("Inbox", systemImage: "tray")
            }
            .badge(unread)
            .tag(MainTab.inbox)

            NavigationStack {
                ScrollView {
                    VStack(alignment: .leading, spacing: 12) {
                        ForEach(["Trending", "New", "Nearby"], id: \.self) { title in
                            NavigationLink(value: title) {
                                Text(title)
                                    .font(.headline)
                                    .frame(maxWidth: .infinity, alignment: .leading)
                                    .padding()
                                    .background(Color.blue.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
                            }
                        }
                    }
                    .padding()
                }
                .navigationTitle("Discover")
                .navigationDestination(for: String.self) { title in
                    Text(title).navigationTitle(title)
                }
            }
            .tabItem {
                Label("Discover", systemImage: "sparkles")
            }
            .badge("New")
            .tag(MainTab.discover)

            NavigationStack {
                Form {
                    Text("Signed in as Ada")
                    Button("Go to inbox") { selection = .inbox }
                }
                .navigationTitle("Profile")
            }
            .tabItem {
                Label("Profile", systemImage: "person.crop.circle")
            }
            .tag(MainTab.profile)
        }
    }
}

// MARK: - 3. Master list, detail, add sheet and delete confirmation

private struct Note: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var body: String
    var isPinned: Bool = false
}

@Observable
private final class NoteStore {
    var notes: [Note] = [
        Note(title: "Groceries", body: "Milk, eggs, bread"),
        Note(title: "Ideas", body: "A scroll simulator", isPinned: true),
        Note(title: "Travel", body: "Book the train"),
    ]

    func add(title: String, body: String, pinned: Bool) {
        notes.append(Note(title: title, body: body, isPinned: pinned))
    }

    func delete(_ note: Note) {
        notes.removeAll { $0.id == note.id }
    }
}

private struct NotesScreen: View {
    @State private var store = NoteStore()
    @State private var showingAdd = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.notes) { note in
                    NavigationLink(value: note) {
                        HStack {
                            Text(note.title)
                            Spacer()
                            if note.isPinned {
                                Image(systemName: "pin.fill")
                                    .foregroundStyle(.orange)
                            }
                        }
                    }
                }
                .onDelete { offsets in
                    store.notes.remove(atOffsets: offsets)
                }
            }
            .navigationTitle("Notes")
            .navigationDestination(for: Note.self) { note in
                NoteDetailView(note: note, store: store)
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        showingAdd = true
                    } label: {
                        Label("Add", systemImage: "plus")
                    }
                }
            }
            .sheet(isPresented: $showingAdd) {
                AddNoteSheet(store: store)
            }
        }
    }
}

private struct NoteDetailView: View {
    let note: Note
    let store: NoteStore
    @State private var confirmingDelete = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ScrollView {
            Text(note.body)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
        }
        .navigationTitle(note.title)
        .toolbar {
            ToolbarItem(placement: .destructiveAction) {
                Button(role: .destructive) {
                    confirmingDelete = true
                } label: {
                    Image(systemName: "trash")
                }
            }
        }
        .confirmationDialog("Delete this note?", isPresented: $confirmingDelete, titleVisibility: .visible) {
            Button("Delete", role: .destructive) {
                store.delete(note)
                dismiss()
            }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
    }
}

private struct AddNoteSheet: View {
    let store: NoteStore
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var text = ""
    @State private var pinned = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Note") {
                    TextField("Title", text: $title)
                    TextField("Body", text: $text, axis: .vertical)
                        .lineLimit(3...6)
                }
                Section {
                    Toggle("Pinned", isOn: $pinned)
                }
            }
            .navigationTitle("New Note")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        store.add(title: title, body: text, pinned: pinned)
                        dismiss()
                    }
                    .disabled(title.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
        .presentationDetents([.medium, .large])
    }
}

// MARK: - 4. Chat conversation

private struct ThreadMessage: Identifiable, Equatable {
    let id = UUID()
    let text: String
    let isMine: Bool
}

private struct ChatScreen: View {
    @State private var messages: [ThreadMessage] = [
        ThreadMessage(text: "Hey! Are we still on for tonight?", isMine: false),
        ThreadMessage(text: "Yes, 7pm at the usual place", isMine: true),
        ThreadMessage(text: "Great, see you there", isMine: false),
        ThreadMessage(text: "I'll bring the board games we talked about last week", isMine: true),
    ]
    @State private var draft = ""

    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 8) {
                        ForEach(messages) { message in
                            ThreadBubble(message: message)
                                .id(message.id)
                        }
                    }
                    .padding(.horizontal)
                    .padding(.top, 8)
                }
                .scrollDismissesKeyboard(.interactively)
                .onChange(of: messages.count) {
                    if let last = messages.last {
                        withAnimation {
                            proxy.scrollTo(last.id, anchor: .bottom)
                        }
                    }
                }
                .onAppear {
                    proxy.scrollTo(messages.last?.id, anchor: .bottom)
                }
            }
            .safeAreaInset(edge: .bottom) {
                HStack(spacing: 8) {
                    TextField("Message", text: $draft, axis: .vertical)
                        .lineLimit(1...4)
                        .padding(.horizontal, 12)
                        .padding(.vertical, 8)
                        .background(Color(.systemGray6), in: Capsule())
                    Button {
                        send()
                    } label: {
                        Image(systemName: "arrow.up.circle.fill")
                            .font(.system(size: 30))
                    }
                    .disabled(draft.isEmpty)
                }
                .padding(.horizontal)
                .padding(.vertical, 8)
                .background(.bar)
            }
            .navigationTitle("Sam")
            .navigationBarTitleDisplayMode(.inline)
        }
    }

    private func send() {
        messages.append(ThreadMessage(text: draft, isMine: true))
        draft = ""
    }
}

private struct ThreadBubble: View {
    let message: ThreadMessage

    var body: some View {
        HStack {
            if message.isMine { Spacer(minLength: 60) }
            Text(message.text)
                .padding(.horizontal, 14)
                .padding(.vertical, 10)
                .foregroundStyle(message.isMine ? .white : .primary)
                .background(message.isMine ? Color.blue : Color(.systemGray5))
                .clipShape(RoundedRectangle(cornerRadius: 18, style: .continuous))
            if !message.isMine { Spacer(minLength: 60) }
        }
    }
}

// MARK: - 5. Swipeable card stack

private struct Profile: Identifiable {
    let id: Int
    let name: String
    let age: Int
    let color: Color
}

private struct CardStackScreen: View {
    @State private var profiles: [Profile] = [
        Profile(id: 1, name: "Alex", age: 28, color: .pink),
        Profile(id: 2, name: "Jordan", age: 31, color: .purple),
        Profile(id: 3, name: "Taylor", age: 25, color: .orange),
    ]
    @State private var liked: [Int] = []

    var body: some View {
        VStack {
            ZStack {
                if profiles.isEmpty {
                    Text("No more profiles")
                        .foregroundStyle(.secondary)
                }
                ForEach(profiles) { profile in
                    SwipeCard(profile: profile) { didLike in
                        if didLike { liked.append(profile.id) }
                        profiles.removeAll { $0.id == profile.id }
                    }
                }
            }
            .frame(height: 480)
            .padding()

            HStack(spacing: 40) {
                Button {
                    if let top = profiles.last { profiles.removeAll { $0.id == top.id } }
                } label: {
                    Image(systemName: "xmark")
                        .font(.title)
                        .frame(width: 64, height: 64)
                        .background(Circle().fill(.white).shadow(radius: 4))
                }
                Button {
                    if let top = profiles.last {
                        liked.append(top.id)
                        profiles.removeAll { $0.id == top.id }
                    }
                } label: {
                    Image(systemName: "heart.fill")
                        .font(.title)
                        .foregroundStyle(.pink)
                        .frame(width: 64, height: 64)
                        .background(Circle().fill(.white).shadow(radius: 4))
                }
            }
        }
    }
}

private struct SwipeCard: View {
    let profile: Profile
    var onRemove: (Bool) -> Void
    @State private var offset: CGSize = .zero

    var body: some View {
        RoundedRectangle(cornerRadius: 20)
            .fill(profile.color.gradient)
            .overlay(alignment: .bottomLeading) {
                VStack(alignment: .leading) {
                    Text(profile.name)
                        .font(.largeTitle.bold())
                    Text("\(profile.age)")
                        .font(.title2)
                }
                .foregroundStyle(.white)
                .padding()
            }
            .offset(x: offset.width, y: offset.height * 0.4)
            .rotationEffect(.degrees(Double(offset.width / 20)))
            .gesture(
                DragGesture()
                    .onChanged { value in
                        offset = value.translation
                    }
                    .onEnded { value in
                        if abs(value.translation.width) > 100 {
                            onRemove(value.translation.width > 0)
                        } else {
                            withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) {
                                offset = .zero
                            }
                        }
                    }
            )
    }
}

// MARK: - 6. Snapping carousels

private struct TravelSpot: Identifiable {
    let id: Int
    let city: String
    let color: Color
}

private struct CarouselScreen: View {
    private let destinations: [TravelSpot] = [
        TravelSpot(id: 0, city: "Lisbon", color: .orange),
        TravelSpot(id: 1, city: "Kyoto", color: .red),
        TravelSpot(id: 2, city: "Oslo", color: .blue),
        TravelSpot(id: 3, city: "Lima", color: .green),
        TravelSpot(id: 4, city: "Cairo", color: .yellow),
    ]
    @State private var currentID: Int? = 0

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("Featured")
                    .font(.title2.bold())
                    .padding(.horizontal)

                ScrollView(.horizontal) {
                    LazyHStack(spacing: 12) {
                        ForEach(destinations) { destination in
                            RoundedRectangle(cornerRadius: 16)
                                .fill(destination.color.gradient)
                                .overlay {
                                    Text(destination.city)
                                        .font(.title.bold())
                                        .foregroundStyle(.white)
                                }
                                .containerRelativeFrame(.horizontal)
                                .frame(height: 200)
                                .scrollTransition { content, phase in
                                    content
                                        .scaleEffect(phase.isIdentity ? 1 : 0.9)
                                        .opacity(phase.isIdentity ? 1 : 0.6)
                                }
                        }
                    }
                    .scrollTargetLayout()
                }
                .contentMargins(.horizontal, 24, for: .scrollContent)
                .scrollTargetBehavior(.viewAligned)
                .scrollIndicators(.hidden)
                .scrollPosition(id: $currentID)

                HStack(spacing: 6) {
                    ForEach(destinations) { destination in
                        Circle()
                            .fill(destination.id == currentID ? Color.primary : Color.secondary.opacity(0.4))
                            .frame(width: 8, height: 8)
                    }
                }
                .frame(maxWidth: .infinity)

                Text("Pages")
                    .font(.title2.bold())
                    .padding(.horizontal)

                ScrollView(.horizontal) {
                    HStack(spacing: 0) {
                        ForEach(destinations) { destination in
                            Text(destination.city)
                                .font(.headline)
                                .frame(maxWidth: .infinity, maxHeight: .infinity)
                                .background(destination.color.opacity(0.3))
                                .containerRelativeFrame(.horizontal, count: 2, spacing: 0)
                        }
                    }
                }
                .frame(height: 120)
                .scrollTargetBehavior(.paging)
            }
        }
    }
}

// MARK: - 7. Collapsible FAQ

private struct FAQItem: Identifiable {
    let id = UUID()
    let question: String
    let answer: String
}

private struct FAQScreen: View {
    private let items = [
        FAQItem(question: "How do I reset my password?", answer: "Open Settings, tap Account, then Reset Password."),
        FAQItem(question: "Can I use the app offline?", answer: "Yes. Downloaded items are available without a connection."),
        FAQItem(question: "How do I cancel my subscription?", answer: "Subscriptions are managed in the App Store settings."),
    ]
    @State private var expandedID: UUID?
    @State private var showsContact = false

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 12) {
                    ForEach(items) { item in
                        VStack(alignment: .leading, spacing: 0) {
                            Button {
                                withAnimation(.easeInOut(duration: 0.25)) {
                                    expandedID = expandedID == item.id ? nil : item.id
                                }
                            } label: {
                                HStack {
                                    Text(item.question)
                                        .font(.headline)
                                        .multilineTextAlignment(.leading)
                                    Spacer()
                                    Image(systemName: "chevron.right")
                                        .rotationEffect(.degrees(expandedID == item.id ? 90 : 0))
                                }
                                .padding()
                                .contentShape(Rectangle())
                            }
                            .buttonStyle(.plain)

                            if expandedID == item.id {
                                Text(item.answer)
                                    .font(.subheadline)
                                    .foregroundStyle(.secondary)
                                    .padding([.horizontal, .bottom])
                                    .transition(.opacity.combined(with: .move(edge: .top)))
                            }
                        }
                        .background(Color(.secondarySystemBackground))
                        .clipShape(RoundedRectangle(cornerRadius: 12))
                    }

                    DisclosureGroup("Still need help?", isExpanded: $showsContact) {
                        VStack(alignment: .leading, spacing: 8) {
                            Label("support@example.com", systemImage: "envelope")
                            Label("+1 555 0100", systemImage: "phone")
                        }
                        .padding(.top, 8)
                    }
                    .padding()
                }
                .padding()
            }
            .navigationTitle("FAQ")
        }
    }
}

// MARK: - 8. Contacts with A–Z sections and search

private struct PhoneContact: Identifiable {
    let id = UUID()
    let name: String
    let phone: String
}

private struct PhoneContactsScreen: View {
    @State private var query = ""
    private let contacts: [PhoneContact] = [
        "Aaron Finch", "Abby Lee", "Ben Carter", "Bianca Ruiz", "Carla Gomez",
        "Dan Brown", "Eve Adams", "Frank Ocean", "Grace Hopper", "Zoe Kim",
    ].enumerated().map { PhoneContact(name: $0.element, phone: "555-01\($0.offset)") }

    private var filtered: [PhoneContact] {
        guard !query.isEmpty else { return contacts }
        return contacts.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    private var sections: [(letter: String, contacts: [PhoneContact])] {
        Dictionary(grouping: filtered) { String($0.name.prefix(1)) }
            .map { (letter: $0.key, contacts: $0.value.sorted { $0.name < $1.name }) }
            .sorted { $0.letter < $1.letter }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(sections, id: \.letter) { section in
                    Section(header: Text(section.letter)) {
                        ForEach(section.contacts) { contact in
                            HStack(spacing: 12) {
                                Text(String(contact.name.prefix(1)))
                                    .font(.headline)
                                    .foregroundStyle(.white)
                                    .frame(width: 36, height: 36)
                                    .background(Circle().fill(Color.gray))
                                VStack(alignment: .leading) {
                                    Text(contact.name)
                                    Text(contact.phone)
                                        .font(.caption)
                                        .foregroundStyle(.secondary)
                                }
                            }
                        }
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Contacts")
            .searchable(text: $query, prompt: "Search contacts")
            .overlay {
                if filtered.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
        }
    }
}

// MARK: - 9. Dashboard tiles in an adaptive grid

private struct Metric: Identifiable {
    let id = UUID()
    let title: String
    let value: String
    let icon: String
    let tint: Color
}

private struct HealthDashboardScreen: View {
    private let metrics = [
        Metric(title: "Steps", value: "8,432", icon: "figure.walk", tint: .green),
        Metric(title: "Calories", value: "512", icon: "flame.fill", tint: .orange),
        Metric(title: "Heart", value: "72", icon: "heart.fill", tint: .red),
        Metric(title: "Sleep", value: "7h 20m", icon: "bed.double.fill", tint: .indigo),
        Metric(title: "Water", value: "1.8 L", icon: "drop.fill", tint: .blue),
    ]
    private let columns = [GridItem(.adaptive(minimum: 150), spacing: 16)]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 16) {
                    ForEach(metrics) { metric in
                        VStack(alignment: .leading, spacing: 8) {
                            HStack {
                                Image(systemName: metric.icon)
                                    .foregroundStyle(metric.tint)
                                Spacer()
                                Text(metric.title)
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                            Text(metric.value)
                                .font(.system(.title, design: .rounded))
                                .bold()
                                .monospacedDigit()
                        }
                        .padding()
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16, style: .continuous))
                    }
                }
                .padding()
            }
            .navigationTitle("Today")
        }
    }
}

// MARK: - 10. Pull to refresh with a loading state

@MainActor @Observable
private final class ArticleFeed {
    var titles: [String] = []
    var isLoading = false
    var refreshCount = 0

    func load() async {
        isLoading = true
        defer { isLoading = false }
        try? await Task.sleep(nanoseconds: 1_000_000)
        refreshCount += 1
        titles = (1...6).map { "Article \($0) (update \(refreshCount))" }
    }
}

private struct RefreshableFeedScreen: View {
    @State private var feed = ArticleFeed()

    var body: some View {
        NavigationStack {
            List(feed.titles, id: \.self) { title in
                VStack(alignment: .leading, spacing: 4) {
                    Text(title)
                        .font(.headline)
                    Text("A short summary of the article.")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                .padding(.vertical, 4)
            }
            .overlay {
                if feed.isLoading && feed.titles.isEmpty {
                    ProgressView("Loading…")
                }
            }
            .refreshable {
                await feed.load()
            }
            .task {
                await feed.load()
            }
            .navigationTitle("News")
        }
    }
}

// MARK: - 11. Animated press button style

private struct PressableButtonStyle: ButtonStyle {
    var color: Color = .blue

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.horizontal, 24)
            .padding(.vertical, 14)
            .background(color, in: Capsule())
            .scaleEffect(configuration.isPressed ? 0.92 : 1)
            .opacity(configuration.isPressed ? 0.85 : 1)
            .animation(.spring(response: 0.3, dampingFraction: 0.6), value: configuration.isPressed)
    }
}

private struct AnimatedButtonScreen: View {
    @State private var count = 0
    @State private var isLiked = false

    var body: some View {
        VStack(spacing: 32) {
            Text("\(count)")
                .font(.system(size: 64, weight: .bold, design: .rounded))
                .contentTransition(.numericText())

            Button("Tap me") {
                withAnimation(.spring) {
                    count += 1
                }
            }
            .buttonStyle(PressableButtonStyle())

            Button {
                withAnimation(.spring(duration: 0.4, bounce: 0.5)) {
                    isLiked.toggle()
                }
            } label: {
                Image(systemName: isLiked ? "heart.fill" : "heart")
                    .font(.system(size: 44))
                    .foregroundStyle(isLiked ? .red : .gray)
                    .scaleEffect(isLiked ? 1.2 : 1)
            }
            .buttonStyle(.plain)
            .sensoryFeedback(.impact, trigger: isLiked)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

// MARK: - 12. Loading skeleton with a shimmer

private struct Shimmer: ViewModifier {
    @State private var phase: CGFloat = -1

    func body(content: Content) -> some View {
        content
            .overlay {
                GeometryReader { geometry in
                    LinearGradient(
                        colors: [.clear, .white.opacity(0.6), .clear],
                        startPoint: .leading,
                        endPoint: .trailing
                    )
                    .frame(width: geometry.size.width * 0.6)
                    .offset(x: phase * geometry.size.width)
                }
                .mask(content)
            }
            .onAppear {
                withAnimation(.linear(duration: 1.4).repeatForever(autoreverses: false)) {
                    phase = 1.4
                }
            }
    }
}

private extension View {
    func shimmering(active: Bool) -> some View {
        modifier(Shimmer()).opacity(active ? 1 : 1)
    }
}

private struct SkeletonScreen: View {
    @State private var isLoading = true
    private let posts = [
        ("Morning run", "5 km along the river before work."),
        ("New recipe", "Tried a lemon risotto tonight, it was great."),
        ("Weekend", "Hiking in the hills with friends."),
    ]

    var body: some View {
        List(posts, id: \.0) { post in
            HStack(alignment: .top, spacing: 12) {
                Circle()
                    .fill(Color.gray.opacity(0.3))
                    .frame(width: 44, height: 44)
                VStack(alignment: .leading, spacing: 6) {
                    Text(post.0)
                        .font(.headline)
                    Text(post.1)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            .padding(.vertical, 6)
            .redacted(reason: isLoading ? .placeholder : [])
            .shimmering(active: isLoading)
        }
        .listStyle(.plain)
        .task {
            try? await Task.sleep(nanoseconds: 1_000_000)
            isLoading = false
        }
    }
}

// MARK: - 13. Segmented filter over a list

private enum TaskFilter: String, CaseIterable, Identifiable {
    case all = "All"
    case open = "Open"
    case done = "Done"
    var id: Self { self }
}

private struct TodoItem: Identifiable {
    let id: Int
    let title: String
    var isDone: Bool
}

private struct FilteredTasksScreen: View {
    @State private var filter: TaskFilter = .all
    @State private var items = [
        TodoItem(id: 1, title: "Write report", isDone: false),
        TodoItem(id: 2, title: "Call the bank", isDone: true),
        TodoItem(id: 3, title: "Water plants", isDone: false),
        TodoItem(id: 4, title: "Book dentist", isDone: true),
        TodoItem(id: 5, title: "Plan trip", isDone: false),
    ]

    private var visible: [TodoItem] {
        switch filter {
        case .all: return items
        case .open: return items.filter { !$0.isDone }
        case .done: return items.filter(\.isDone)
        }
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                Picker("Filter", selection: $filter) {
                    ForEach(TaskFilter.allCases) { filter in
                        Text(filter.rawValue).tag(filter)
                    }
                }
                .pickerStyle(.segmented)
                .padding()

                ScrollView {
                    LazyVStack(spacing: 8) {
                        ForEach(visible) { item in
                            HStack {
                                Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                                    .foregroundStyle(item.isDone ? .green : .secondary)
                                Text(item.title)
                                    .strikethrough(item.isDone)
                                Spacer()
                            }
                            .padding()
                            .background(RoundedRectangle(cornerRadius: 10).fill(Color(.systemGray6)))
                            .transition(.move(edge: .leading).combined(with: .opacity))
                            .onTapGesture {
                                if let index = items.firstIndex(where: { $0.id == item.id }) {
                                    items[index].isDone.toggle()
                                }
                            }
                        }
                    }
                    .padding(.horizontal)
                    .animation(.easeInOut, value: filter)
                }
            }
            .navigationTitle("Tasks")
        }
    }
}

// MARK: - 14. Profile header with an overlapping avatar

private struct BannerProfileScreen: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ZStack(alignment: .bottomLeading) {
                    LinearGradient(colors: [.purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
                        .frame(height: 200)

                    Image(systemName: "person.crop.circle.fill")
                        .resizable()
                        .scaledToFill()
                        .foregroundStyle(.gray)
                        .frame(width: 100, height: 100)
                        .background(Color.white)
                        .clipShape(Circle())
                        .overlay(Circle().stroke(Color.white, lineWidth: 4))
                        .shadow(radius: 6)
                        .offset(x: 20, y: 50)
                }

                VStack(alignment: .leading, spacing: 4) {
                    Text("Ada Lovelace")
                        .font(.title.bold())
                    Text("@ada")
                        .foregroundStyle(.secondary)
                    Text("Writing the first programs since 1843.")
                        .padding(.top, 8)
                }
                .padding(.top, 60)
                .padding(.horizontal, 20)

                HStack {
                    ForEach([("Posts", 128), ("Followers", 2048), ("Following", 64)], id: \.0) { stat in
                        VStack {
                            Text("\(stat.1)")
                                .font(.headline)
                            Text(stat.0)
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                        .frame(maxWidth: .infinity)
                    }
                }
                .padding(.vertical, 20)

                Divider()
            }
        }
        .ignoresSafeArea(edges: .top)
    }
}

// MARK: - 15. Context menu and a reorderable list

private struct Playlist: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var isFavorite = false
}

private struct PlaylistsScreen: View {
    @State private var playlists = [
        Playlist(name: "Morning Mix"),
        Playlist(name: "Focus"),
        Playlist(name: "Workout"),
        Playlist(name: "Chill Evening"),
    ]
    @State private var renaming: Playlist?
    @State private var favorites: [String] = []

    var body: some View {
        NavigationStack {
            List {
                Section("Playlists") {
                    ForEach($playlists) { $playlist in
                        HStack {
                            Image(systemName: "music.note.list")
                            Text(playlist.name)
                            Spacer()
                            if playlist.isFavorite {
                                Image(systemName: "star.fill")
                                    .foregroundStyle(.yellow)
                            }
                        }
                        .draggable(playlist.name)
                        .contextMenu {
                            Button {
                                playlist.isFavorite.toggle()
                            } label: {
                                Label(playlist.isFavorite ? "Unfavorite" : "Favorite", systemImage: "star")
                            }
                            Button("Duplicate", systemImage: "plus.square.on.square") {
                                playlists.append(Playlist(name: playlist.name + " copy"))
                            }
                            Divider()
                            Button("Delete", systemImage: "trash", role: .destructive) {
                                playlists.removeAll { $0.id == playlist.id }
                            }
                        }
                    }
                    .onMove { source, destination in
                        playlists.move(fromOffsets: source, toOffset: destination)
                    }
                    .onDelete { offsets in
                        playlists.remove(atOffsets: offsets)
                    }
                }

                Section("Pinned") {
                    if favorites.isEmpty {
                        Text("Drop a playlist here")
                            .foregroundStyle(.secondary)
                    }
                    ForEach(favorites, id: \.self) { name in
                        Text(name)
                    }
                }
                .dropDestination(for: String.self) { names, _ in
                    favorites.append(contentsOf: names)
                    return true
                }
            }
            .navigationTitle("Library")
            .toolbar {
                EditButton()
            }
        }
    }
}

// MARK: - Tests

/// Holds a touch at `point` for 0.6 s (past a long press's 0.5 s), lifts
/// it and lets what it opened settle.
@MainActor
private func longPress(_ app: TestApp, _ point: CGPoint) throws {
    app.send(.pointerDown(point))
    app.pump(0.6)
    app.send(.pointerUp(point))
    try app.pumpAndSettle()
}

/// iPhone 14 (390 × 844, safe area 47 / 34), the fake measurer (8 pt a
/// character and 16 pt lines at 17 pt, both scaled with the font size;
/// frames rounded out to the 1× pixel grid), 1×.
@MainActor
@Suite struct TypicalCorpusNavigationScreensTests {
    func tapAndSettle(_ app: TestApp, _ text: String) throws {
        try app.tap(.text(text))
        try app.pumpAndSettle()
    }

    /// Large title: the list's content from 47 + 44 + 52 = 143; the grouped
    /// header 35 below it (178), footnote (13 pt: 16 × 13/17 → 13 tall;
    /// "CATEGORIES" 10 × 8 × 13/17 = 61.2 → 62 wide) at x 36. A value link
    /// pushes its destination, `path.append` pushes, `removeLast` pops one
    /// page and `removeAll` pops to the root.
    @Test func aTypedPathPushesAndPops() throws {
        let app = try settledApp(ShopRouterScreen())
        #expect(textFrame(app, "CATEGORIES") == CGRect(x: 36, y: 178, width: 62, height: 13))
        try tapAndSettle(app, "Fruit")
        #expect(textFrame(app, "Fruit item 1") != nil)
        #expect(textFrame(app, "CATEGORIES") == nil)
        // The pushed page is inline (−91): its first row 35 below the bar, the text centred in 44.
        #expect(textFrame(app, "Fruit item 1")?.minY == CGFloat(91 + 35 + 14))
        try tapAndSettle(app, "Fruit item 2")
        #expect(textFrame(app, "Product #2") != nil)
        try tapAndSettle(app, "Back")
        #expect(textFrame(app, "Fruit item 2") != nil)
        #expect(textFrame(app, "Product #2") == nil)
        try tapAndSettle(app, "Fruit item 3")
        try tapAndSettle(app, "Back to shop")
        #expect(textFrame(app, "CATEGORIES") != nil)
        try tapAndSettle(app, "Today's deal")
        #expect(textFrame(app, "Product #42") != nil)
    }

    /// Three items of 130 pt; the badge's capsule is 18 tall, its text 13 pt
    /// white with 5 pt each side ("3": 8 × 13/17 = 6.1 → 7 wide, so 18 wide
    /// at least). "Read all" clears the inbox badge; the Profile tab's
    /// button selects the inbox again through the binding.
    @Test func tabsWithBadgesAndAStackEach() throws {
        let app = try settledApp(MainTabsScreen())
        #expect(textFrame(app, "Message 3") != nil)
        #expect(app.isVisible(.text("3")))
        #expect(app.isVisible(.text("New")))
        try tapAndSettle(app, "Read all")
        #expect(!app.isVisible(.text("3")))
        #expect(textFrame(app, "Message 1") == nil)
        #expect(app.isVisible(.text("New")))
        try tapAndSettle(app, "Profile")
        #expect(textFrame(app, "Signed in as Ada") != nil)
        try tapAndSettle(app, "Go to inbox")
        #expect(textFrame(app, "Signed in as Ada") == nil)
        #expect(textFrame(app, "Inbox") != nil)
        // Discover's stack pushes its own page, and the tab keeps it: the
        // page inherits the large title (143) and centres its text between
        // the bar and the tab bar (761): (143 + 761) / 2 − 8.
        try tapAndSettle(app, "Discover")
        try tapAndSettle(app, "Trending")
        #expect(textFrame(app, "Trending")?.minY == CGFloat(444))
        try tapAndSettle(app, "Inbox")
        try tapAndSettle(app, "Discover")
        #expect(textFrame(app, "Trending")?.minY == CGFloat(444))
    }

    /// The bar's "Add" is a `Label` in a toolbar: its icon only, no title.
    /// The add sheet's Cancel and Save stay in the sheet's bar (medium
    /// detent: the sheet's top at 844 − 422 = 422), not the page's; Save
    /// adds the typed note. On the detail page, the trash asks for a
    /// confirmation whose Delete removes the note and pops.
    @Test func masterDetailWithAnAddSheetAndADeleteDialog() throws {
        let app = try settledApp(NotesScreen())
        #expect(textFrame(app, "Add") == nil)
        #expect(textFrame(app, "Edit") == CGRect(x: 16, y: 61, width: 32, height: 16))
        let add = try #require(frames(app, "Button").last { $0.maxY <= 91 && $0.minX > 195 })
        #expect(add.maxX == 374)
        app.tap(CGPoint(x: add.midX, y: add.midY))
        try app.pumpAndSettle()
        let save = try #require(textFrame(app, "Save"))
        let cancel = try #require(textFrame(app, "Cancel"))
        #expect(save.minY > 422 && cancel.minY > 422)
        #expect(save.maxX == 374 && cancel.minX == 16)
        // The page under keeps its large title and its own items.
        #expect(textFrame(app, "Edit") == CGRect(x: 16, y: 61, width: 32, height: 16))
        #expect(textFrame(app, "Groceries")?.minY == CGFloat(143 + 35 + 14))
        try app.tap(.text("Title"))
        app.type("Milk")
        try tapAndSettle(app, "Save")
        #expect(textFrame(app, "New Note") == nil)
        #expect(textFrame(app, "Milk") != nil)

        try tapAndSettle(app, "Ideas")
        #expect(textFrame(app, "A scroll simulator") != nil)
        let trash = try #require(frames(app, "Button").last { $0.maxY <= 91 && $0.minX > 195 })
        app.tap(CGPoint(x: trash.midX, y: trash.midY))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Delete this note?") != nil)
        try tapAndSettle(app, "Delete")
        #expect(textFrame(app, "A scroll simulator") == nil)
        #expect(textFrame(app, "Ideas") == nil)
        #expect(textFrame(app, "Groceries") != nil)
    }

    /// A bubble's row is an HStack of the padded text and a 60 pt minimum
    /// spacer, 8 apart: the spacer is served last, so the text is offered
    /// 358 − 8 − 60 = 290, less its 2 × 14 padding: 262, and "Great, see you
    /// there" (160) stays on one 16 pt line. Sending appends a bubble,
    /// trailing (16 + 14 from the edge), above the input bar.
    @Test func aChatScrollsToTheMessageItSends() throws {
        let app = try settledApp(ChatScreen())
        let first = try #require(textFrame(app, "Great, see you there"))
        // Theirs lead: 16 + 14.
        #expect(first == CGRect(x: 30, y: first.minY, width: 160, height: 16))
        try app.tap(.text("Message"))
        app.type("On my way")
        let send = try #require(frames(app, "Button").last)
        app.tap(CGPoint(x: send.midX, y: send.midY))
        try app.pumpAndSettle()
        let sent = try #require(textFrame(app, "On my way"))
        #expect(sent.maxX == CGFloat(390 - 16 - 14))
        #expect(sent.width == 72)
        let field = try #require(textFrame(app, "Message"))
        #expect(sent.maxY < field.minY)
    }

    /// The stack (480 + 2 × 16) and the buttons (64) 8 apart are centred in
    /// the safe area: (763 − 584) / 2 = 89.5, so the cards at 47 + 89.5 +
    /// 16 = 152.5, 16 … 374. A drag of less than 100 springs back; one past
    /// 100 removes the top card.
    @Test func aCardStackSwipesItsTopCard() throws {
        let app = try settledApp(CardStackScreen())
        let cards = frames(app, "RoundedRectangle")
        #expect(cards.count == 3)
        #expect(cards.allSatisfy { $0 == CGRect(x: 16, y: 152.5, width: 358, height: 480) })
        app.drag(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 255, y: 400))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Taylor")?.minX == 32)
        app.drag(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 375, y: 400))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Taylor") == nil)
        #expect(frames(app, "RoundedRectangle").count == 2)
        try app.tap(.text("Jordan"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Jordan") != nil)
    }

    /// "Featured" (title2 bold: 22 pt → 21 tall, 8 × 8 × 22/17 = 82.8 → 83)
    /// at the safe area's top, 16 in. The carousel 16 below (84): each card
    /// the scroll view's width less its 24 pt margins (342), 12 apart, from
    /// x 24. The five 8 pt dots 6 apart (64) are centred 16 below (300). A
    /// drag to the left rests on the next card (view aligned), whose id
    /// moves the filled dot. The paging row: two pages in 390, 195 each.
    @Test func snappingCarousels() throws {
        let app = try settledApp(CarouselScreen())
        #expect(textFrame(app, "Featured") == CGRect(x: 16, y: 47, width: 83, height: 21))
        let cards = frames(app, "RoundedRectangle")
        #expect(cards.prefix(2) == [CGRect(x: 24, y: 84, width: 342, height: 200), CGRect(x: 378, y: 84, width: 342, height: 200)])
        let dots = frames(app, "Circle")
        #expect(dots.count == 5)
        #expect(dots.first == CGRect(x: 163, y: 300, width: 8, height: 8))
        // "Pages" 16 below the dots (324), the pager 16 below it (361), 120 tall.
        #expect(textFrame(app, "Pages")?.minY == 324)
        let lisbon = app.app.graph.inspect().all { $0.kind == "Text" && $0.text == "Lisbon" }.map(\.frame)
        #expect(lisbon.count == 2)
        #expect(lisbon.last?.midX == CGFloat(195) / 2 && lisbon.last?.midY == CGFloat(361 + 60))
        app.drag(from: CGPoint(x: 300, y: 184), to: CGPoint(x: 200, y: 184))
        try app.pumpAndSettle()
        #expect(frames(app, "RoundedRectangle").first { $0.minX == 24 } == CGRect(x: 24, y: 84, width: 342, height: 200))
        #expect(textFrame(app, "Kyoto")?.midX == 195)
    }

    /// A card's question (headline) is padded 16 in a card 16 in; a tap
    /// shows the answer under it and a second tap hides it, one open at a
    /// time; the `DisclosureGroup` shows its content when tapped.
    @Test func aCollapsibleFAQ() throws {
        let app = try settledApp(FAQScreen())
        #expect(textFrame(app, "How do I reset my password?")?.origin == CGPoint(x: 32, y: 143 + 16 + 16))
        #expect(textFrame(app, "Yes. Downloaded items are available without a connection.") == nil)
        try tapAndSettle(app, "Can I use the app offline?")
        #expect(textFrame(app, "Yes. Downloaded items are available without a connection.") != nil)
        try tapAndSettle(app, "How do I reset my password?")
        #expect(textFrame(app, "Yes. Downloaded items are available without a connection.") == nil)
        #expect(textFrame(app, "Open Settings, tap Account, then Reset Password.") != nil)
        #expect(textFrame(app, "support@example.com") == nil)
        try tapAndSettle(app, "Still need help?")
        #expect(textFrame(app, "support@example.com") != nil)
    }

    /// A plain list under a large title and a search band: content from
    /// 47 + 44 + 52 + 52 = 195. Plain headers are 28 pt tall at least, the
    /// headline centred; each row is the 36 pt avatar + 2 × 11 = 58 tall,
    /// the name column (16 + 12 = 28: no gap between two texts) centred on
    /// the avatar, 4 down. Typing filters the
    /// sections; no match shows the search's unavailable view.
    @Test func contactsInSectionsWithSearch() throws {
        let app = try settledApp(PhoneContactsScreen())
        #expect(textFrame(app, "A") == CGRect(x: 16, y: 195 + 6, width: 8, height: 16))
        #expect(textFrame(app, "Aaron Finch")?.minY == CGFloat(195 + 28 + 11 + 4))
        #expect(textFrame(app, "B")?.minY == CGFloat(195 + 28 + 2 * 58 + 6))
        try app.tap(.text("Search contacts"))
        app.type("ruiz")
        try app.pumpAndSettle()
        #expect(textFrame(app, "Bianca Ruiz") != nil)
        #expect(textFrame(app, "Ben Carter") == nil)
        #expect(textFrame(app, "A") == nil)
        app.type("zz")
        try app.pumpAndSettle()
        #expect(textFrame(app, "Bianca Ruiz") == nil)
        #expect(textFrame(app, "No Results for \u{201C}ruizzz\u{201D}") != nil)
    }

    /// Adaptive columns of at least 150 in 358 with 16 spacing: two of
    /// (358 − 16) / 2 = 171. Each tile is padded 16: the symbol row (the
    /// 12 pt caption beside the body-size symbol placeholder, 11.98), 8,
    /// the rounded title number (28 pt → 27): 16 + 12 + 8 + 27 + 16 = 79.
    @Test func dashboardTilesInAnAdaptiveGrid() throws {
        let app = try settledApp(HealthDashboardScreen())
        let tile: CGFloat = 16 + 12 + 8 + 27 + 16
        // "8,432": 5 × 8 × 28/17 = 65.9 → 66 wide.
        #expect(textFrame(app, "8,432") == CGRect(x: 32, y: 159 + 16 + 12 + 8, width: 66, height: 27))
        #expect(textFrame(app, "512")?.origin == CGPoint(x: 16 + 171 + 16 + 16, y: 159 + 16 + 12 + 8))
        #expect(textFrame(app, "72")?.origin == CGPoint(x: 32, y: 159 + tile + 16 + 16 + 12 + 8))
        #expect(textFrame(app, "1.8 L")?.origin == CGPoint(x: 32, y: 159 + 2 * (tile + 16) + 16 + 12 + 8))
        // The caption ends at the tile's trailing padding: 16 + 171 − 16.
        #expect(textFrame(app, "Steps")?.maxX == CGFloat(171))
    }

    /// `.task` loads while the overlay's ProgressView shows; the rows
    /// replace it. Pulling down past the threshold refreshes once more.
    @Test func pullToRefreshAfterALoadingState() async throws {
        let app = TestApp(RefreshableFeedScreen(), measurer: fakeMeasurer())
        #expect(textFrame(app, "Loading…") != nil)
        try await app.pumpAndSettle()
        #expect(textFrame(app, "Loading…") == nil)
        #expect(textFrame(app, "Article 1 (update 1)") != nil)
        app.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 600), duration: 0.5)
        try await app.pumpAndSettle()
        #expect(textFrame(app, "Article 1 (update 2)") != nil)
        #expect(textFrame(app, "Article 1 (update 1)") == nil)
    }

    /// The style scales the label to 0.92 while pressed (on a spring) and
    /// back after; a tap counts. The heart plays its feedback per toggle.
    @Test func aPressedButtonStyleScales() throws {
        let app = try settledApp(AnimatedButtonScreen())
        let button = try #require(frames(app, "Button").first)
        // Headline "Tap me" (6 × 8 = 48 wide, 16 tall) padded 24 and 14.
        #expect(button.size == CGSize(width: 96, height: 44))
        let center = CGPoint(x: button.midX, y: button.midY)
        func scales() -> [CGSize] {
            app.app.graph.drawList().commands.compactMap { if case .beginTransform(let t) = $0 { return t.scale }; return nil }
        }
        #expect(!scales().contains { $0 != CGSize(width: 1, height: 1) })
        app.send(.pointerDown(center))
        try app.pumpAndSettle()
        // Settled while pressed: scaled 0.92 about the button's centre.
        let pressed = app.app.graph.drawList().commands.compactMap { if case .beginTransform(let t) = $0 { return t }; return nil }
        #expect(pressed.contains { $0.scale == CGSize(width: 0.92, height: 0.92) && $0.anchor == center })
        app.send(.pointerUp(center))
        try app.pumpAndSettle()
        #expect(!scales().contains { $0 == CGSize(width: 0.92, height: 0.92) })
        #expect(textFrame(app, "1") != nil)
        #expect(app.app.graph.sensoryFeedbackEvents.isEmpty)
        let heart = try #require(frames(app, "Button").last)
        app.tap(CGPoint(x: heart.midX, y: heart.midY))
        try app.pumpAndSettle()
        #expect(app.app.graph.sensoryFeedbackEvents.count == 1)
    }

    /// Redacted while loading: the rows' text is drawn as placeholders, not
    /// glyphs; once the task ends the text shows.
    @Test func aRedactedSkeletonWhileLoading() async throws {
        let app = TestApp(SkeletonScreen(), measurer: fakeMeasurer())
        #expect(!app.isVisible(.text("Morning run")))
        #expect(textFrame(app, "Morning run") == CGRect(x: 16 + 44 + 12, y: 47 + 6 + 11, width: 88, height: 16))
        await app.pump(0.5)
        #expect(app.isVisible(.text("Morning run")))
    }

    /// The segmented picker padded 16 under the large title (159, 32 tall);
    /// the rows 16 below (207), each padded 16 around a 16 pt line (48),
    /// 8 apart. "Done" keeps the two done rows, moved up.
    @Test func aSegmentedFilterOverAList() throws {
        let app = try settledApp(FilteredTasksScreen())
        let picker = try #require(frames(app, "Picker").first)
        #expect(picker == CGRect(x: 16, y: 159, width: 358, height: 32))
        #expect(textFrame(app, "Write report")?.minY == CGFloat(207 + 16))
        #expect(textFrame(app, "Call the bank")?.minY == CGFloat(207 + 48 + 8 + 16))
        try tapAndSettle(app, "Done")
        #expect(textFrame(app, "Write report") == nil)
        #expect(textFrame(app, "Call the bank")?.minY == CGFloat(207 + 16))
        #expect(textFrame(app, "Book dentist")?.minY == CGFloat(207 + 48 + 8 + 16))
        try tapAndSettle(app, "Call the bank")
        #expect(textFrame(app, "Call the bank") == nil)
    }

    /// The scroll view ignores the top safe area: the 200 pt banner from 0;
    /// the avatar at the ZStack's bottom leading corner (y 100) offset by
    /// (20, 50): 20 … 120, 150 … 250. The name 60 below the banner, 20 in.
    @Test func aProfileHeaderWithAnOverlappingAvatar() throws {
        let app = try settledApp(BannerProfileScreen())
        let banner = try #require(frames(app, "Rectangle").first)
        #expect(banner == CGRect(x: 0, y: 0, width: 390, height: 200))
        let avatar = try #require(frames(app, "Circle").first)
        #expect(avatar == CGRect(x: 20, y: 150, width: 100, height: 100))
        // Title bold (28 pt → 27 tall; 12 × 8 × 28/17 = 158.1 → 159 wide).
        #expect(textFrame(app, "Ada Lovelace") == CGRect(x: 20, y: 260, width: 159, height: 27))
        // Three stat columns of 130: "Followers" centred in the second.
        #expect(textFrame(app, "2048")?.midX == 195)
    }

    /// A long press (0.6 s, past the 0.5 s) opens the row's context menu:
    /// Duplicate adds a copy at the end, Delete removes the row and the one
    /// below takes its place; Edit turns edit mode on (its title "Done").
    @Test func aContextMenuAndAReorderableList() throws {
        let app = try settledApp(PlaylistsScreen())
        let focus = try #require(textFrame(app, "Focus"))
        let point = CGPoint(x: focus.midX, y: focus.midY)
        try longPress(app, point)
        try tapAndSettle(app, "Duplicate")
        #expect(textFrame(app, "Focus copy") != nil)
        try longPress(app, point)
        try tapAndSettle(app, "Delete")
        #expect(textFrame(app, "Focus") == nil)
        #expect(textFrame(app, "Workout")?.minY == focus.minY)
        try tapAndSettle(app, "Edit")
        #expect(textFrame(app, "Done") != nil)
    }
}

/// The API those screens needed, each on its own.
@MainActor
@Suite struct NavigationCorpusAPITests {
    /// `.destructiveAction` goes to the trailing group, ending 16 pt from
    /// the edge, beside `.confirmationAction` items (8 pt apart), centred in
    /// the 44 pt bar: "Delete" (48 × 16) at 374 − 48, 47 + 14.
    @Test func theDestructiveActionPlacementIsTrailing() throws {
        let app = try settledApp(NavigationStack {
            Text("Body")
                .toolbar {
                    ToolbarItem(placement: .destructiveAction) { Button("Delete") {} }
                }
                .navigationBarTitleDisplayMode(.inline)
        })
        #expect(textFrame(app, "Delete") == CGRect(x: 374 - 48, y: 61, width: 48, height: 16))
        let both = try settledApp(NavigationStack {
            Text("Body")
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
                    ToolbarItem(placement: .destructiveAction) { Button("Delete") {} }
                }
        })
        #expect(textFrame(both, "Delete")?.minX == CGFloat(374 - 48))
        #expect(textFrame(both, "Save")?.maxX == CGFloat(374 - 48 - 8))
    }

    /// A label in a bar item shows its icon only; the item's own
    /// `labelStyle` wins; outside the bar the label keeps its title.
    @Test func labelsInTheBarShowTheirIconOnly() throws {
        let app = try settledApp(NavigationStack {
            Label("Body label", systemImage: "star")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Label("Both", systemImage: "plus").labelStyle(.titleAndIcon) }
                    ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") {} }
                }
        })
        #expect(textFrame(app, "Add") == nil)
        #expect(textFrame(app, "Body label") != nil)
        // The leading item: the body-size symbol (11.98), 8, the title, from 16.
        let both = try #require(textFrame(app, "Both"))
        #expect(both.minY == 61 && abs(both.minX - (16 + 11.978 + 8)) < 0.01)
        let images = app.app.graph.inspect().all { $0.kind == "Image" }.map(\.frame)
        // The trailing item's icon ends 16 pt from the edge.
        #expect(images.contains { $0.maxX == 374 && $0.midY == 69 })
    }

    struct SheetKey: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    /// A sheet's preferences stay in the sheet: the presenting page keeps its
    /// large title (a list at −143: its first row's text at 143 + 35 + 14)
    /// and its items, the sheet's bar shows its own title and items, and a
    /// key the sheet writes does not reach the view under it.
    @Test func aSheetsPreferencesStayInTheSheet() throws {
        struct Screen: View {
            @State var shown = false
            @State var outer = 0
            var body: some View {
                NavigationStack {
                    List { Text("Row") ; Text("outer \(outer)") }
                        .navigationTitle("Home")
                        .toolbar { Button("Show") { shown = true } }
                        .sheet(isPresented: $shown) {
                            NavigationStack {
                                Text("Sheet body")
                                    .preference(key: SheetKey.self, value: 3)
                                    .navigationTitle("Sheet")
                                    .navigationBarTitleDisplayMode(.inline)
                                    .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Close") { shown = false } } }
                            }
                            .presentationDetents([.medium])
                        }
                }
                .onPreferenceChange(SheetKey.self) { outer = $0 }
            }
        }
        let app = try settledApp(Screen())
        try app.tap(.text("Show"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Row")?.minY == CGFloat(143 + 35 + 14))
        #expect(textFrame(app, "Show") == CGRect(x: 374 - 32, y: 61, width: 32, height: 16))
        // The sheet (medium: from 844 − 422) has its own bar: Close at 16, 422 + 14.
        #expect(textFrame(app, "Close") == CGRect(x: 16, y: 436, width: 40, height: 16))
        #expect(app.isVisible(.text("Sheet")) && app.isVisible(.text("Home")))
        #expect(textFrame(app, "outer 0") != nil)
    }

    /// `draggable` and `dropDestination` leave layout, drawing and touches
    /// as they were: the rows keep their frames and a context menu on a
    /// draggable row still opens on a long press.
    @Test func dragAndDropModifiersChangeNothing() throws {
        func screen(_ dnd: Bool) -> some View {
            List {
                Section("A") {
                    if dnd {
                        Text("One").draggable("One").contextMenu { Button("Copy") {} }
                    } else {
                        Text("One").contextMenu { Button("Copy") {} }
                    }
                }
                Section("B") { Text("Two") }
                    .dropDestination(for: String.self) { _, _ in dnd }
            }
        }
        let plain = try settledApp(screen(false)), with = try settledApp(screen(true))
        #expect(textFrame(with, "One") == textFrame(plain, "One"))
        #expect(textFrame(with, "Two") == textFrame(plain, "Two"))
        let one = try #require(textFrame(with, "One"))
        try longPress(with, CGPoint(x: one.midX, y: one.midY))
        #expect(textFrame(with, "Copy") != nil)
    }
}
