import Foundation
import ScrollSim
import Testing

// Twelve screens written the way many SwiftUI answers and tutorials from the
// iOS 14 to 16 years still write them, with NavigationView, bar titles and
// items set by the older modifiers, Alert and ActionSheet values, observable
// objects with @Published properties and PreviewProvider structs: a news
// feed that refreshes, a carousel of cards in a paged TabView, a settings
// form, a searchable contact list in letter sections, a master-detail pair,
// an adaptive product grid, a chat that scrolls to its last message, a
// profile card with an overlapping avatar, an expanding FAQ, an editable todo
// list, a draggable card that springs back and an onboarding pager; only the
// import differs.

// MARK: - 1. News feed

private struct ClsArticle: Identifiable {
    let id = UUID()
    let title: String
    let source: String
    let imageURL: URL?
    let minutesAgo: Int
}

private class ClsNewsViewModel: ObservableObject {
    @Published var articles: [ClsArticle] = []
    @Published var isLoading = false

    init() {
        articles = ClsNewsViewModel.sample
    }

    static let sample: [ClsArticle] = [
        ClsArticle(title: "City council approves new bike lanes", source: "Metro Daily", imageURL: URL(string: "https://example.com/bikes.jpg"), minutesAgo: 5),
        ClsArticle(title: "Local bakery wins national award", source: "Food Weekly", imageURL: URL(string: "https://example.com/bread.jpg"), minutesAgo: 32),
        ClsArticle(title: "Storm expected this weekend", source: "Weather Now", imageURL: URL(string: "https://example.com/storm.jpg"), minutesAgo: 75),
        ClsArticle(title: "High school team heads to finals", source: "Sports Desk", imageURL: nil, minutesAgo: 140),
    ]

    @MainActor
    func refresh() async {
        isLoading = true
        try? await Task.sleep(nanoseconds: 500_000_000)
        articles.insert(ClsArticle(title: "Breaking: museum reopens", source: "Metro Daily", imageURL: nil, minutesAgo: 0), at: 0)
        isLoading = false
    }
}

private struct ClsArticleRow: View {
    let article: ClsArticle

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            AsyncImage(url: article.imageURL) { image in
                image
                    .resizable()
                    .aspectRatio(contentMode: .fill)
            } placeholder: {
                ZStack {
                    Color.gray.opacity(0.2)
                    ProgressView()
                }
            }
            .frame(width: 80, height: 80)
            .cornerRadius(8)
            .clipped()

            VStack(alignment: .leading, spacing: 4) {
                Text(article.title)
                    .font(.headline)
                    .lineLimit(2)
                Text(article.source)
                    .font(.subheadline)
                    .foregroundColor(.secondary)
                Text(article.minutesAgo == 0 ? "Just now" : "\(article.minutesAgo) min ago")
                    .font(.caption)
                    .foregroundColor(.gray)
            }
        }
        .padding(.vertical, 4)
    }
}

private struct ClsNewsFeedView: View {
    @StateObject private var viewModel = ClsNewsViewModel()

    var body: some View {
        NavigationView {
            List(viewModel.articles) { article in
                ClsArticleRow(article: article)
            }
            .listStyle(PlainListStyle())
            .refreshable {
                await viewModel.refresh()
            }
            .navigationBarTitle("Top Stories")
        }
    }
}

private struct ClsNewsFeedView_Previews: PreviewProvider {
    static var previews: some View {
        ClsNewsFeedView()
    }
}

// MARK: - 2. Card carousel

private struct ClsCard: Identifiable {
    let id: Int
    let title: String
    let subtitle: String
    let color: Color
}

private struct ClsCarouselView: View {
    @State private var selection = 0

    let cards = [
        ClsCard(id: 0, title: "Explore", subtitle: "Find places near you", color: .blue),
        ClsCard(id: 1, title: "Save", subtitle: "Keep your favourites", color: .orange),
        ClsCard(id: 2, title: "Share", subtitle: "Send lists to friends", color: .purple),
    ]

    var body: some View {
        VStack(spacing: 20) {
            Text("Featured")
                .font(.largeTitle)
                .fontWeight(.bold)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal)

            TabView(selection: $selection) {
                ForEach(cards) { card in
                    VStack(alignment: .leading, spacing: 8) {
                        Spacer()
                        Text(card.title)
                            .font(.title)
                            .bold()
                            .foregroundColor(.white)
                        Text(card.subtitle)
                            .foregroundColor(.white.opacity(0.8))
                    }
                    .padding()
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
                    .background(card.color)
                    .cornerRadius(20)
                    .padding(.horizontal, 24)
                    .tag(card.id)
                }
            }
            .tabViewStyle(PageTabViewStyle())
            .indexViewStyle(PageIndexViewStyle(backgroundDisplayMode: .always))
            .frame(height: 300)

            Text("Card \(selection + 1) of \(cards.count)")
                .foregroundColor(.secondary)

            Spacer()
        }
    }
}

private struct ClsCarouselView_Previews: PreviewProvider {
    static var previews: some View {
        ClsCarouselView()
    }
}

// MARK: - 3. Settings form

private class ClsSettingsStore: ObservableObject {
    @Published var notificationsEnabled = true
    @Published var soundEnabled = false
    @Published var theme = 0
    @Published var fontSize = 14
}

private struct ClsSettingsView: View {
    @ObservedObject var settings: ClsSettingsStore
    @State private var showingResetAlert = false

    let themes = ["System", "Light", "Dark"]

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Notifications"), footer: Text("You can change this later in the Settings app.")) {
                    Toggle(isOn: $settings.notificationsEnabled) {
                        Text("Enable notifications")
                    }
                    Toggle("Sounds", isOn: $settings.soundEnabled)
                        .disabled(!settings.notificationsEnabled)
                }

                Section(header: Text("Appearance")) {
                    Picker(selection: $settings.theme, label: Text("Theme")) {
                        ForEach(0..<themes.count) { index in
                            Text(self.themes[index]).tag(index)
                        }
                    }
                    Stepper(value: $settings.fontSize, in: 10...24) {
                        Text("Font size: \(settings.fontSize)")
                    }
                }

                Section {
                    Button(action: {
                        self.showingResetAlert = true
                    }) {
                        Text("Reset settings")
                            .foregroundColor(.red)
                    }
                }
            }
            .navigationBarTitle("Settings", displayMode: .inline)
            .alert(isPresented: $showingResetAlert) {
                Alert(
                    title: Text("Reset settings?"),
                    message: Text("This cannot be undone."),
                    primaryButton: .destructive(Text("Reset")) {
                        settings.notificationsEnabled = true
                        settings.soundEnabled = false
                        settings.theme = 0
                        settings.fontSize = 14
                    },
                    secondaryButton: .cancel()
                )
            }
        }
    }
}

private struct ClsSettingsView_Previews: PreviewProvider {
    static var previews: some View {
        ClsSettingsView(settings: ClsSettingsStore())
    }
}

// MARK: - 4. Contacts

private struct ClsContact: Identifiable, Hashable {
    let id = UUID()
    let firstName: String
    let lastName: String
    let phone: String

    var fullName: String { "\(firstName) \(lastName)" }
}

private struct ClsContactsView: View {
    @State private var searchText = ""

    let contacts: [ClsContact] = [
        ClsContact(firstName: "Anna", lastName: "Adams", phone: "555-0101"),
        ClsContact(firstName: "Aaron", lastName: "Allen", phone: "555-0102"),
        ClsContact(firstName: "Ben", lastName: "Brown", phone: "555-0103"),
        ClsContact(firstName: "Carla", lastName: "Cruz", phone: "555-0104"),
        ClsContact(firstName: "Chris", lastName: "Cole", phone: "555-0105"),
        ClsContact(firstName: "Dana", lastName: "Diaz", phone: "555-0106"),
        ClsContact(firstName: "Evan", lastName: "Ellis", phone: "555-0107"),
    ]

    var filteredContacts: [ClsContact] {
        if searchText.isEmpty {
            return contacts
        } else {
            return contacts.filter { $0.fullName.lowercased().contains(searchText.lowercased()) }
        }
    }

    var groupedContacts: [String: [ClsContact]] {
        Dictionary(grouping: filteredContacts) { String($0.firstName.prefix(1)) }
    }

    var sectionTitles: [String] {
        groupedContacts.keys.sorted()
    }

    var body: some View {
        NavigationView {
            List {
                ForEach(sectionTitles, id: \.self) { letter in
                    Section(header: Text(letter)) {
                        ForEach(groupedContacts[letter]!.sorted { $0.firstName < $1.firstName }) { contact in
                            HStack {
                                Image(systemName: "person.crop.circle.fill")
                                    .font(.title2)
                                    .foregroundColor(.blue)
                                VStack(alignment: .leading) {
                                    Text(contact.fullName)
                                    Text(contact.phone)
                                        .font(.caption)
                                        .foregroundColor(.secondary)
                                }
                            }
                        }
                    }
                }
            }
            .listStyle(InsetGroupedListStyle())
            .searchable(text: $searchText, prompt: "Search contacts")
            .navigationBarTitle("Contacts")
        }
    }
}

private struct ClsContactsView_Previews: PreviewProvider {
    static var previews: some View {
        ClsContactsView()
    }
}

// MARK: - 5. Master-detail

private struct ClsBook: Identifiable {
    let id = UUID()
    let title: String
    let author: String
    let year: Int
    let summary: String
}

private let clsBooks = [
    ClsBook(title: "The Silent River", author: "Maria Lopez", year: 2015, summary: "A family returns to the valley where they grew up and discovers what the river kept."),
    ClsBook(title: "Night Trains", author: "Peter Hall", year: 2009, summary: "Short stories set on sleeper trains across Europe."),
    ClsBook(title: "Glass Garden", author: "Yuki Tanaka", year: 2021, summary: "A botanist builds a greenhouse on the roof of a city tower."),
]

private struct ClsBookDetailView: View {
    let book: ClsBook

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Rectangle()
                    .fill(Color.blue.opacity(0.3))
                    .frame(height: 200)
                    .overlay(
                        Image(systemName: "book.closed")
                            .font(.system(size: 60))
                            .foregroundColor(.white)
                    )

                VStack(alignment: .leading, spacing: 8) {
                    Text(book.title)
                        .font(.title)
                        .fontWeight(.bold)
                    Text("by \(book.author)")
                        .font(.headline)
                        .foregroundColor(.secondary)
                    Text("Published \(String(book.year))")
                        .font(.subheadline)
                    Divider()
                    Text(book.summary)
                        .font(.body)
                }
                .padding(.horizontal)
            }
        }
        .navigationBarTitle(book.title, displayMode: .inline)
    }
}

private struct ClsBookListView: View {
    var body: some View {
        NavigationView {
            List(clsBooks) { book in
                NavigationLink(destination: ClsBookDetailView(book: book)) {
                    VStack(alignment: .leading) {
                        Text(book.title)
                            .font(.headline)
                        Text(book.author)
                            .font(.subheadline)
                            .foregroundColor(.gray)
                    }
                }
            }
            .navigationBarTitle("Books")
        }
    }
}

private struct ClsBookListView_Previews: PreviewProvider {
    static var previews: some View {
        ClsBookListView()
    }
}

// MARK: - 6. Product grid

private struct ClsProduct: Identifiable {
    let id: Int
    let name: String
    let price: Double
    let symbol: String
}

private struct ClsProductGridView: View {
    let products = (1...6).map { i in
        ClsProduct(id: i, name: "Item \(i)", price: Double(i) * 9.99, symbol: ["bag", "cart", "gift", "tag", "star", "heart"][i - 1])
    }

    let columns = [GridItem(.adaptive(minimum: 150))]

    var body: some View {
        NavigationView {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 16) {
                    ForEach(products) { product in
                        VStack(spacing: 8) {
                            Image(systemName: product.symbol)
                                .resizable()
                                .scaledToFit()
                                .frame(height: 60)
                                .foregroundColor(.accentColor)
                                .padding(.top)
                            Text(product.name)
                                .font(.headline)
                            Text(String(format: "$%.2f", product.price))
                                .font(.subheadline)
                                .foregroundColor(.secondary)
                                .padding(.bottom)
                        }
                        .frame(maxWidth: .infinity)
                        .background(Color(.systemBackground))
                        .cornerRadius(12)
                        .shadow(color: Color.black.opacity(0.1), radius: 5, x: 0, y: 2)
                    }
                }
                .padding()
            }
            .background(Color(.systemGroupedBackground).edgesIgnoringSafeArea(.all))
            .navigationBarTitle("Shop")
            .navigationBarItems(trailing:
                Button(action: {}) {
                    Image(systemName: "cart")
                }
            )
        }
    }
}

private struct ClsProductGridView_Previews: PreviewProvider {
    static var previews: some View {
        ClsProductGridView()
    }
}

// MARK: - 7. Chat

private struct ClsMessage: Identifiable, Equatable {
    let id = UUID()
    let text: String
    let isMe: Bool
}

private struct ClsChatView: View {
    @State private var messages: [ClsMessage] = (0..<20).map { i in
        ClsMessage(text: "Message number \(i)", isMe: i % 2 == 0)
    }
    @State private var newMessage = ""

    var body: some View {
        VStack(spacing: 0) {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 8) {
                        ForEach(messages) { message in
                            HStack {
                                if message.isMe { Spacer() }
                                Text(message.text)
                                    .padding(10)
                                    .foregroundColor(message.isMe ? .white : .primary)
                                    .background(message.isMe ? Color.blue : Color(.systemGray5))
                                    .cornerRadius(16)
                                if !message.isMe { Spacer() }
                            }
                            .padding(.horizontal)
                            .id(message.id)
                        }
                    }
                    .padding(.vertical)
                }
                .onAppear {
                    if let last = messages.last {
                        proxy.scrollTo(last.id, anchor: .bottom)
                    }
                }
                .onChange(of: messages.count) { _ in
                    withAnimation {
                        proxy.scrollTo(messages.last?.id, anchor: .bottom)
                    }
                }
            }

            Divider()

            HStack {
                TextField("Message", text: $newMessage)
                    .textFieldStyle(RoundedBorderTextFieldStyle())
                Button("Send") {
                    sendMessage()
                }
                .disabled(newMessage.trimmingCharacters(in: .whitespaces).isEmpty)
            }
            .padding()
        }
        .navigationBarTitle("Chat", displayMode: .inline)
    }

    func sendMessage() {
        messages.append(ClsMessage(text: newMessage, isMe: true))
        newMessage = ""
    }
}

private struct ClsChatView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            ClsChatView()
        }
    }
}

// MARK: - 8. Profile card

private struct ClsProfileCardView: View {
    var body: some View {
        ZStack {
            Color(.systemGray6).edgesIgnoringSafeArea(.all)

            VStack(spacing: 0) {
                Rectangle()
                    .fill(LinearGradient(gradient: Gradient(colors: [.blue, .purple]), startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(height: 120)

                VStack(spacing: 6) {
                    Text("Jane Appleseed")
                        .font(.title2)
                        .fontWeight(.semibold)
                    Text("iOS Developer")
                        .foregroundColor(.secondary)
                    HStack(spacing: 32) {
                        VStack {
                            Text("128").font(.headline)
                            Text("Posts").font(.caption).foregroundColor(.secondary)
                        }
                        VStack {
                            Text("2.4k").font(.headline)
                            Text("Followers").font(.caption).foregroundColor(.secondary)
                        }
                        VStack {
                            Text("310").font(.headline)
                            Text("Following").font(.caption).foregroundColor(.secondary)
                        }
                    }
                    .padding(.top, 8)
                }
                .padding(.top, 60)
                .padding(.bottom, 24)
                .frame(maxWidth: .infinity)
                .background(Color.white)
            }
            .cornerRadius(16)
            .overlay(
                Image(systemName: "person.fill")
                    .resizable()
                    .scaledToFit()
                    .padding(20)
                    .frame(width: 100, height: 100)
                    .foregroundColor(.white)
                    .background(Color.gray)
                    .clipShape(Circle())
                    .overlay(Circle().stroke(Color.white, lineWidth: 4))
                    .shadow(radius: 6)
                    .offset(y: 70),
                alignment: .top
            )
            .shadow(color: Color.black.opacity(0.15), radius: 10, x: 0, y: 5)
            .padding(24)
        }
    }
}

private struct ClsProfileCardView_Previews: PreviewProvider {
    static var previews: some View {
        ClsProfileCardView()
    }
}

// MARK: - 9. FAQ

private struct ClsFAQItem: Identifiable {
    let id = UUID()
    let question: String
    let answer: String
}

private struct ClsFAQRow: View {
    let item: ClsFAQItem
    @Binding var expandedID: UUID?

    var isExpanded: Bool { expandedID == item.id }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(item.question)
                    .font(.headline)
                Spacer()
                Image(systemName: "chevron.right")
                    .rotationEffect(.degrees(isExpanded ? 90 : 0))
                    .foregroundColor(.gray)
            }
            .contentShape(Rectangle())
            .onTapGesture {
                withAnimation(.easeInOut) {
                    expandedID = isExpanded ? nil : item.id
                }
            }

            if isExpanded {
                Text(item.answer)
                    .font(.body)
                    .foregroundColor(.secondary)
                    .transition(.opacity)
            }
        }
        .padding(.vertical, 6)
    }
}

private struct ClsFAQView: View {
    @State private var expandedID: UUID?

    let items = [
        ClsFAQItem(question: "How do I reset my password?", answer: "Tap Forgot Password on the sign-in screen and follow the email."),
        ClsFAQItem(question: "Can I use the app offline?", answer: "Yes, saved items are available without a connection."),
        ClsFAQItem(question: "How do I contact support?", answer: "Write to support@example.com."),
    ]

    var body: some View {
        NavigationView {
            List {
                ForEach(items) { item in
                    ClsFAQRow(item: item, expandedID: $expandedID)
                }
            }
            .listStyle(InsetGroupedListStyle())
            .navigationBarTitle("FAQ")
        }
    }
}

private struct ClsFAQView_Previews: PreviewProvider {
    static var previews: some View {
        ClsFAQView()
    }
}

// MARK: - 10. Todo list

private struct ClsTodo: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
}

private class ClsTodoStore: ObservableObject {
    @Published var todos: [ClsTodo] = [
        ClsTodo(title: "Buy milk"),
        ClsTodo(title: "Walk the dog", isDone: true),
        ClsTodo(title: "Call mom"),
        ClsTodo(title: "Pay rent"),
    ]
}

private struct ClsTodoListView: View {
    @StateObject var store = ClsTodoStore()
    @State private var showingAdd = false
    @State private var newTitle = ""

    var body: some View {
        NavigationView {
            List {
                ForEach(store.todos.indices, id: \.self) { index in
                    HStack {
                        Image(systemName: store.todos[index].isDone ? "checkmark.circle.fill" : "circle")
                            .foregroundColor(store.todos[index].isDone ? .green : .gray)
                            .onTapGesture {
                                store.todos[index].isDone.toggle()
                            }
                        Text(store.todos[index].title)
                            .strikethrough(store.todos[index].isDone)
                    }
                }
                .onDelete(perform: delete)
                .onMove(perform: move)
            }
            .navigationBarTitle("Todos")
            .navigationBarItems(leading: EditButton(), trailing: Button(action: {
                showingAdd = true
            }) {
                Image(systemName: "plus")
            })
            .sheet(isPresented: $showingAdd) {
                NavigationView {
                    Form {
                        TextField("Title", text: $newTitle)
                    }
                    .navigationBarTitle("New Todo", displayMode: .inline)
                    .navigationBarItems(
                        leading: Button("Cancel") { showingAdd = false },
                        trailing: Button("Add") {
                            store.todos.append(ClsTodo(title: newTitle))
                            newTitle = ""
                            showingAdd = false
                        }
                    )
                }
            }
        }
    }

    func delete(at offsets: IndexSet) {
        store.todos.remove(atOffsets: offsets)
    }

    func move(from source: IndexSet, to destination: Int) {
        store.todos.move(fromOffsets: source, toOffset: destination)
    }
}

private struct ClsTodoListView_Previews: PreviewProvider {
    static var previews: some View {
        ClsTodoListView()
    }
}

// MARK: - 11. Draggable card

private struct ClsDraggableCardView: View {
    @State private var offset = CGSize.zero
    @State private var isPressed = false
    @State private var dragCount = 0

    var body: some View {
        GeometryReader { geometry in
            VStack {
                Text("Drags: \(dragCount)")
                    .font(.headline)
                    .padding(.top, 40)

                Spacer()

                RoundedRectangle(cornerRadius: 25, style: .continuous)
                    .fill(isPressed ? Color.red : Color.blue)
                    .frame(width: geometry.size.width * 0.7, height: geometry.size.width * 0.7 * 1.4)
                    .overlay(
                        Text("Drag me")
                            .font(.title)
                            .foregroundColor(.white)
                    )
                    .shadow(radius: 10)
                    .scaleEffect(isPressed ? 0.95 : 1)
                    .offset(x: offset.width, y: offset.height)
                    .rotationEffect(.degrees(Double(offset.width / 20)))
                    .gesture(
                        DragGesture()
                            .onChanged { gesture in
                                offset = gesture.translation
                            }
                            .onEnded { _ in
                                withAnimation(.spring(response: 0.5, dampingFraction: 0.6, blendDuration: 0)) {
                                    offset = .zero
                                }
                                dragCount += 1
                            }
                    )
                    .onLongPressGesture(minimumDuration: 0.5, pressing: { pressing in
                        withAnimation(.easeInOut(duration: 0.2)) {
                            isPressed = pressing
                        }
                    }, perform: {
                        withAnimation(.spring()) {
                            offset = .zero
                            dragCount = 0
                        }
                    })

                Spacer()
            }
            .frame(width: geometry.size.width)
        }
    }
}

private struct ClsDraggableCardView_Previews: PreviewProvider {
    static var previews: some View {
        ClsDraggableCardView()
    }
}

// MARK: - 12. Onboarding

private struct ClsOnboardingPage {
    let image: String
    let title: String
    let description: String
}

private struct ClsPageIndicator: View {
    let count: Int
    let current: Int

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { index in
                Capsule()
                    .fill(index == current ? Color.accentColor : Color.gray.opacity(0.4))
                    .frame(width: index == current ? 24 : 8, height: 8)
                    .animation(.easeInOut, value: current)
            }
        }
    }
}

private struct ClsOnboardingView: View {
    @State private var currentPage = 0
    @State private var finished = false

    let pages = [
        ClsOnboardingPage(image: "sparkles", title: "Welcome", description: "Discover a simpler way to plan your day."),
        ClsOnboardingPage(image: "bell.badge", title: "Stay on track", description: "Get reminders exactly when you need them."),
        ClsOnboardingPage(image: "lock.shield", title: "Private by design", description: "Your data stays on your device."),
    ]

    var body: some View {
        VStack {
            HStack {
                Spacer()
                if currentPage < pages.count - 1 {
                    Button("Skip") {
                        currentPage = pages.count - 1
                    }
                    .foregroundColor(.gray)
                }
            }
            .padding()
            .frame(height: 60)

            TabView(selection: $currentPage) {
                ForEach(0..<pages.count) { index in
                    VStack(spacing: 20) {
                        Image(systemName: pages[index].image)
                            .font(.system(size: 80))
                            .foregroundColor(.accentColor)
                        Text(pages[index].title)
                            .font(.title)
                            .fontWeight(.bold)
                        Text(pages[index].description)
                            .multilineTextAlignment(.center)
                            .foregroundColor(.secondary)
                            .padding(.horizontal, 40)
                    }
                    .tag(index)
                }
            }
            .tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))

            ClsPageIndicator(count: pages.count, current: currentPage)
                .padding(.bottom, 24)

            Button(action: {
                if currentPage < pages.count - 1 {
                    withAnimation {
                        currentPage += 1
                    }
                } else {
                    finished = true
                }
            }) {
                Text(currentPage < pages.count - 1 ? "Next" : "Get started")
                    .font(.headline)
                    .foregroundColor(.white)
                    .frame(maxWidth: .infinity)
                    .padding()
                    .background(Color.accentColor)
                    .cornerRadius(12)
            }
            .padding(.horizontal, 24)
            .padding(.bottom, 32)
        }
        .actionSheet(isPresented: $finished) {
            ActionSheet(title: Text("All set!"), message: Text("Do you want to enable notifications?"), buttons: [
                .default(Text("Enable")),
                .cancel(Text("Not now")),
            ])
        }
    }
}

private struct ClsOnboardingView_Previews: PreviewProvider {
    static var previews: some View {
        ClsOnboardingView()
    }
}

@MainActor
@Suite struct TypicalCorpusClassicScreensTests {
    func tapAndSettle(_ app: TestApp, _ text: String) throws {
        try app.tap(.text(text))
        try app.pumpAndSettle()
    }

    /// A plain list under the large title (content from 143): rows of the
    /// 80 pt image padded 4 (88 + 2 × 11 = 110); the text column 12 pt
    /// after the image, its headline wrapped to the 266 pt left ("City
    /// council approves new bike" on the first of two lines), the source
    /// (subheadline, 15 tall) and the age (caption, 12) 4 pt apart. The
    /// placeholder's spinner is centred on the image. Pulled down past the
    /// threshold and let go, the list refreshes: the new story takes the
    /// first row (one line; "Just now" in caption, 8 × 8 × 12 / 17 → 46)
    /// and the others move down a row.
    @Test func aNewsFeedWithAsyncImages() async throws {
        let app = TestApp(ClsNewsFeedView(), measurer: fakeMeasurer())
        try await app.pumpAndSettle()
        #expect(textFrame(app, "City council approves new bike lanes") == CGRect(x: 108, y: 158, width: 240, height: 32))
        #expect(textFrame(app, "Metro Daily") == CGRect(x: 108, y: 194, width: 78, height: 15))
        #expect(textFrame(app, "5 min ago") == CGRect(x: 108, y: 213, width: 51, height: 12))
        #expect(frames(app, "ProgressView") == [0, 1, 2, 3].map { CGRect(x: 46, y: 188 + CGFloat($0) * 110, width: 20, height: 20) })
        let rows: [CGFloat] = [268, 378, 488]
        #expect(["Local bakery wins national award", "Storm expected this weekend", "High school team heads to finals"].map { textFrame(app, $0)?.minY } == rows)
        app.send(.pointerDown(CGPoint(x: 195, y: 300)))
        for i in 1...20 {
            await app.pump(1.0 / 60)
            app.send(.pointerMove(CGPoint(x: 195, y: 300 + 15 * CGFloat(i))))
        }
        await app.pump(0.3)
        app.send(.pointerUp(CGPoint(x: 195, y: 600)))
        let start = Date()
        while textFrame(app, "Just now") == nil && Date().timeIntervalSince(start) < 5 {
            await app.pump(1.0 / 60)
            try await Task.sleep(for: .milliseconds(10))
        }
        try await app.pumpAndSettle()
        #expect(textFrame(app, "Breaking: museum reopens") == CGRect(x: 108, y: 158, width: 192, height: 16))
        #expect(textFrame(app, "Just now") == CGRect(x: 108, y: 158 + 16 + 4 + 15 + 4, width: 46, height: 12))
        #expect(textFrame(app, "City council approves new bike lanes")?.minY == 268)
    }

    /// The title (largeTitle: 128 × 32) at the safe area's top; the 300 pt
    /// pager 20 below (99), each card 24 pt in (342 wide), its text at the
    /// bottom inside 16 pt of padding; the caption 20 below the pager,
    /// centred. A swipe to the left shows the second card and updates the
    /// selection.
    @Test func aPagedCarouselOfCards() throws {
        let app = try settledApp(ClsCarouselView())
        #expect(textFrame(app, "Featured") == CGRect(x: 16, y: 47, width: 128, height: 32))
        #expect(frames(app, "Rectangle").first == CGRect(x: 24, y: 99, width: 342, height: 300))
        #expect(textFrame(app, "Find places near you") == CGRect(x: 40, y: 399 - 16 - 16, width: 160, height: 16))
        #expect(textFrame(app, "Explore") == CGRect(x: 40, y: 367 - 8 - 27, width: 93, height: 27))
        #expect(textFrame(app, "Card 1 of 3") == CGRect(x: 151, y: 419, width: 88, height: 16))
        app.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 60, y: 200))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Card 2 of 3") != nil)
        #expect(textFrame(app, "Keep your favourites") == CGRect(x: 40, y: 367, width: 160, height: 16))
    }

    /// Inline bar (content from 91): the header 35 below, rows from 146
    /// (switch rows 53 tall), the footer 7 below the section, the next
    /// header 35 below that; the stepper row 54; the button's section 35
    /// after it. "+" raises the font size; the alert's "Reset" sets it back.
    @Test func aSettingsFormWithAnAlert() throws {
        let app = try settledApp(ClsSettingsView(settings: ClsSettingsStore()))
        #expect(textFrame(app, "NOTIFICATIONS") == CGRect(x: 36, y: 126, width: 80, height: 13))
        #expect(frames(app, "Switch") == [CGRect(x: 303, y: 157, width: 51, height: 31), CGRect(x: 303, y: 210, width: 51, height: 31)])
        #expect(textFrame(app, "You can change this later in the Settings app.") == CGRect(x: 36, y: 259, width: 282, height: 13))
        #expect(textFrame(app, "APPEARANCE")?.minY == 307)
        #expect(textFrame(app, "Theme") == CGRect(x: 36, y: 341, width: 40, height: 16))
        #expect(frame(app, "Stepper") == CGRect(x: 36, y: 382, width: 318, height: 32))
        #expect(textFrame(app, "Reset settings") == CGRect(x: 36, y: 474, width: 112, height: 16))
        try tapAndSettle(app, "+")
        #expect(textFrame(app, "Font size: 15") != nil)
        try tapAndSettle(app, "Reset settings")
        let height: CGFloat = 71 + 0.5 + 45
        #expect(app.app.graph.inspect().first { $0.kind == "Presented" }?.frame == CGRect(x: 60, y: (844 - height) / 2, width: 270, height: height))
        #expect(textFrame(app, "Cancel")?.midX == 60 + 67.5)
        try app.tap(.text("Reset"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Font size: 14") != nil)
        #expect(textFrame(app, "Cancel") == nil)
    }

    /// Large title and search band (content from 195): letter headers 35
    /// below each section's top, rows of name and phone (16 + 12 + 22 = 50:
    /// no gap between two texts) with the 15.5 pt symbol (title2) centred
    /// on the 28 pt column and the text 8 after it. Typing
    /// "ca" keeps Carla Cruz alone, under C.
    @Test func aSearchableContactListInSections() throws {
        let app = try settledApp(ClsContactsView())
        let icon = symbol(22)
        #expect(textFrame(app, "A") == CGRect(x: 36, y: 230, width: 7, height: 13))
        #expect(same(textFrame(app, "Aaron Allen"), CGRect(x: 36 + icon + 8, y: 261, width: 88, height: 16)))
        // Anna's phone: the second row, right under her name.
        #expect(same(textFrame(app, "555-0101"), CGRect(x: 36 + icon + 8, y: 261 + 50 + 16, width: 46, height: 12)))
        #expect(same(frames(app, "Image", "person.crop.circle.fill").first, CGRect(x: 36, y: 261 + (28 - icon) / 2, width: icon, height: icon)))
        let b: CGFloat = 250 + 2 * 50 + 35
        #expect(textFrame(app, "B")?.minY == b)
        let field = try #require(frame(app, "TextField"))
        app.tap(CGPoint(x: field.midX, y: field.midY))
        try app.pumpAndSettle()
        app.type("ca")
        try app.pumpAndSettle()
        #expect(textFrame(app, "Carla Cruz") != nil)
        #expect(textFrame(app, "Aaron Allen") == nil)
        #expect(textFrame(app, "Chris Cole") == nil)
        #expect(textFrame(app, "A") == nil)
    }

    /// Rows of headline and subheadline (16 + 15 + 22 = 53: no gap between
    /// two texts) from 178
    /// with chevrons; a row pushes the detail: the 200 pt header under the
    /// inline bar (91), the padded column 16 below it: the title (title
    /// bold), "by …" 8 below, the year 8 below that.
    @Test func aMasterDetailOfBooks() throws {
        let app = try settledApp(ClsBookListView())
        #expect(textFrame(app, "The Silent River") == CGRect(x: 36, y: 189, width: 128, height: 16))
        #expect(textFrame(app, "Peter Hall") == CGRect(x: 36, y: 189 + 53 + 16, width: 71, height: 15))
        #expect(frames(app, "Image", "chevron.forward").count == 3)
        try tapAndSettle(app, "Night Trains")
        #expect(frames(app, "Rectangle").last == CGRect(x: 0, y: 91, width: 390, height: 200))
        let title = try #require(frames(app, "Text", "Night Trains").last)
        #expect(title == CGRect(x: 16, y: 307, width: 159, height: 27))
        #expect(textFrame(app, "by Peter Hall") == CGRect(x: 16, y: 342, width: 104, height: 16))
        #expect(textFrame(app, "Published 2009")?.minY == 366)
    }

    /// Two adaptive columns of 175 (358 − 8, halved) from the padded top
    /// (159); a card is the 60 pt image padded 16 on top, 8, the name, 8,
    /// the price padded 16 below: 139 tall, rows 16 apart. The cart at the
    /// bar's trailing edge.
    @Test func anAdaptiveProductGrid() throws {
        let app = try settledApp(ClsProductGridView())
        let cards = frames(app, "Rectangle").filter { $0.height == 139 }
        #expect(cards == [CGRect(x: 16, y: 159, width: 175, height: 139), CGRect(x: 199, y: 159, width: 175, height: 139),
                          CGRect(x: 16, y: 314, width: 175, height: 139), CGRect(x: 199, y: 314, width: 175, height: 139),
                          CGRect(x: 16, y: 469, width: 175, height: 139), CGRect(x: 199, y: 469, width: 175, height: 139)])
        #expect(frame(app, "Image", "bag") == CGRect(x: 73.5, y: 175, width: 60, height: 60))
        #expect(textFrame(app, "Item 2") == CGRect(x: 262.5, y: 243, width: 48, height: 16))
        #expect(textFrame(app, "$19.98") == CGRect(x: 265, y: 267, width: 43, height: 15))
        #expect(same(frames(app, "Image", "cart").last, CGRect(x: 374 - symbol(17), y: 69 - symbol(17) / 2, width: symbol(17), height: symbol(17))))
    }

    /// Bubbles (36 tall, 8 apart) in a stack padded 16 (904 tall): scrolled
    /// on appear so the last one ends at the scroll view's bottom (the
    /// padded field row: 810 − 16 − 34 = 760, the divider's point above).
    /// Sending appends a bubble after it.
    @Test func aChatThatScrollsToTheLastMessage() throws {
        let app = try settledApp(NavigationView { ClsChatView() })
        #expect(textFrame(app, "Message number 19") == CGRect(x: 26, y: 743 - 26, width: 136, height: 16))
        let first: CGFloat = 91 + 16 + 10 - 236
        #expect(textFrame(app, "Message number 0")?.minY == first)
        #expect(frame(app, "TextField") == CGRect(x: 16, y: 760, width: 318, height: 34))
        #expect(textFrame(app, "Send") == CGRect(x: 342, y: 769, width: 32, height: 16))
        let field = try #require(frame(app, "TextField"))
        app.tap(CGPoint(x: field.midX, y: field.midY))
        app.type("Hello")
        try app.pumpAndSettle()
        try tapAndSettle(app, "Send")
        // `messages.last?.id` is a `UUID?`: as an `AnyHashable` it is not
        // equal to the `UUID` the bubble's `.id` holds, so (as in SwiftUI)
        // nothing scrolls and the new bubble sits below the visible part.
        #expect(textFrame(app, "Hello") == CGRect(x: 374 - 10 - 40, y: 743 + 8 + 10, width: 40, height: 16))
        #expect(textFrame(app, "Message number 19")?.minY == 717)
        #expect(app.app.graph.warnings.contains { $0.contains("no view has the id") })
    }

    /// The padded card (120 + 169: each stat's number sits right on its
    /// caption, no gap between two texts) centred in the safe area (284); the
    /// avatar's 100 pt circle 70 below the card's top, centred; the name
    /// (title2 semibold, 145 × 21) 60 below the header; the stats row
    /// (spacing 32, 195 wide) centred.
    @Test func aProfileCardWithAnOverlappingAvatar() throws {
        let app = try settledApp(ClsProfileCardView())
        // 47 + (763 − (289 + 2 × 24)) / 2 + 24.
        #expect(frames(app, "Rectangle").dropFirst().first == CGRect(x: 24, y: 284, width: 342, height: 120))
        #expect(frame(app, "Circle") == CGRect(x: 145, y: 354, width: 100, height: 100))
        #expect(frame(app, "Image", "person.fill") == CGRect(x: 165, y: 374, width: 60, height: 60))
        #expect(textFrame(app, "Jane Appleseed") == CGRect(x: 122.5, y: 464, width: 145, height: 21))
        #expect(textFrame(app, "iOS Developer") == CGRect(x: 143, y: 491, width: 104, height: 16))
        // 491 + 16 + 6 + 8 to the numbers, their 16 to the captions.
        #expect(textFrame(app, "Posts") == CGRect(x: 97.5, y: 537, width: 29, height: 12))
        #expect(textFrame(app, "Following") == CGRect(x: 241.5, y: 537, width: 51, height: 12))
    }

    /// Question rows padded 6 (16 + 12 + 22 = 50) from 178, the chevron at
    /// the trailing inset. A tap opens the answer (two lines, 8 below):
    /// that row becomes 90 and the next moves down 40. "a" does not fit on
    /// the first line (40 × 8 = 320 > 318): it is 38 × 8 = 304 wide.
    @Test func anExpandingFAQ() throws {
        let app = try settledApp(ClsFAQView())
        #expect(textFrame(app, "How do I reset my password?") == CGRect(x: 36, y: 195, width: 216, height: 16))
        #expect(same(frames(app, "Image", "chevron.right").first, CGRect(x: 354 - symbol(17), y: 195 + (16 - symbol(17)) / 2, width: symbol(17), height: symbol(17))))
        #expect(textFrame(app, "How do I contact support?")?.minY == 295)
        try tapAndSettle(app, "Can I use the app offline?")
        #expect(textFrame(app, "Yes, saved items are available without a connection.") == CGRect(x: 36, y: 269, width: 304, height: 32))
        #expect(textFrame(app, "How do I contact support?")?.minY == 335)
        try tapAndSettle(app, "Can I use the app offline?")
        #expect(textFrame(app, "Yes, saved items are available without a connection.") == nil)
    }

    /// 44 pt rows from 178, the symbol then the title 8 after it; Edit at
    /// the leading edge of the bar, the plus at the trailing one. A tap on
    /// a circle marks the todo done; Edit becomes Done; the plus presents
    /// the add sheet, whose Add appends a row.
    @Test func anEditableTodoList() throws {
        let app = try settledApp(ClsTodoListView())
        let icon = symbol(17)
        #expect(same(textFrame(app, "Buy milk"), CGRect(x: 36 + icon + 8, y: 192, width: 64, height: 16)))
        let payRent: CGFloat = 192 + 3 * 44
        #expect(textFrame(app, "Pay rent")?.minY == payRent)
        #expect(textFrame(app, "Edit") == CGRect(x: 16, y: 61, width: 32, height: 16))
        let circle = try #require(frames(app, "Image", "circle").first)
        app.tap(CGPoint(x: circle.midX, y: circle.midY))
        try app.pumpAndSettle()
        #expect(frames(app, "Image", "checkmark.circle.fill").count == 2)
        try tapAndSettle(app, "Edit")
        #expect(textFrame(app, "Done") != nil)
        try tapAndSettle(app, "Done")
        let plus = try #require(frame(app, "Image", "plus"))
        app.tap(CGPoint(x: plus.midX, y: plus.midY))
        try app.pumpAndSettle()
        let field = try #require(frame(app, "TextField"))
        app.tap(CGPoint(x: field.midX, y: field.midY))
        app.type("Read")
        try app.pumpAndSettle()
        try tapAndSettle(app, "Add")
        let read: CGFloat = 192 + 4 * 44
        #expect(textFrame(app, "Read")?.minY == read)
    }

    /// The reader's 390 × 763: the count 40 below the top; the card 70 %
    /// of the width (273 × 382.2) between the spacers (no gaps beside
    /// them): 47 + 56 + (763 − 56 − 382.2) / 2. A drag moves it with the
    /// finger; released, it springs back and the count goes up; a long
    /// press resets the count.
    @Test func aDraggableCardThatSpringsBack() throws {
        let app = try settledApp(ClsDraggableCardView())
        let rest = CGRect(x: 58.5, y: 265.4, width: 273, height: 382.2)
        #expect(textFrame(app, "Drags: 0") == CGRect(x: 163, y: 87, width: 64, height: 16))
        #expect(same(frame(app, "RoundedRectangle"), rest))
        app.send(.pointerDown(CGPoint(x: 195, y: 456)))
        for step in 1...10 { app.send(.pointerMove(CGPoint(x: 195, y: 456 + CGFloat(step) * 10))); app.pump(1.0 / 60) }
        app.pump(0.5)
        #expect(same(frame(app, "RoundedRectangle"), rest.offsetBy(dx: 0, dy: 100)))
        app.send(.pointerUp(CGPoint(x: 195, y: 556)))
        try app.pumpAndSettle()
        #expect(same(frame(app, "RoundedRectangle"), rest))
        #expect(textFrame(app, "Drags: 1") != nil)
        app.send(.pointerDown(CGPoint(x: 195, y: 456)))
        app.pump(0.6)
        app.send(.pointerUp(CGPoint(x: 195, y: 456)))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Drags: 0") != nil)
    }

    /// The Skip row (48 tall in a 60 pt frame) at the top, the button (16 +
    /// 32) 32 above the bottom safe area (730), the indicator (24 + 2 × 8 +
    /// 2 × 8 = 56 wide) 24 + 8 above it, the pager between: its page
    /// (56.4 + 20 + 27 + 20 + 32) centred in 115 … 682. Next moves to the
    /// second page; Skip to the last, where "Get started" opens the sheet.
    @Test func anOnboardingPager() throws {
        let app = try settledApp(ClsOnboardingView())
        #expect(textFrame(app, "Skip") == CGRect(x: 342, y: 69, width: 32, height: 16))
        #expect(frames(app, "Capsule") == [CGRect(x: 167, y: 690, width: 24, height: 8), CGRect(x: 199, y: 690, width: 8, height: 8),
                                           CGRect(x: 215, y: 690, width: 8, height: 8)])
        #expect(textFrame(app, "Next") == CGRect(x: 179, y: 746, width: 32, height: 16))
        let page: CGFloat = symbol(80) + 20 + 27 + 20 + 32
        let top: CGFloat = (115 + 682) / 2 - page / 2
        #expect(same(textFrame(app, "Welcome"), CGRect(x: 148.5, y: top + symbol(80) + 20, width: 93, height: 27)))
        try tapAndSettle(app, "Next")
        #expect(same(textFrame(app, "Stay on track"), CGRect(x: 109, y: top + symbol(80) + 20, width: 172, height: 27)))
        #expect(frames(app, "Capsule").map(\.width) == [8, 24, 8])
        try tapAndSettle(app, "Skip")
        #expect(textFrame(app, "Skip") == nil)
        try tapAndSettle(app, "Get started")
        #expect(textFrame(app, "All set!") != nil)
        #expect(textFrame(app, "Not now") != nil)
    }
}
