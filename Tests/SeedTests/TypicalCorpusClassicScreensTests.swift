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

@Suite struct TypicalCorpusClassicScreensTests {}
