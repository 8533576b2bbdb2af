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
