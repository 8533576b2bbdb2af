import Foundation
import Testing
import ScrollSim

// Feeds, carousels, dashboards, chats, grids and profile headers written the
// way app code writes them with SwiftUI; only the import differs. iPhone 14
// (390 × 844, safe area 47 / 34), fake measurer (16 pt lines at 17 pt, 8 pt a
// character, both scaled with the font: 15 pt subheadline → 14.1 → 15 pt
// lines, 12 pt caption → 12, 22 pt title2 → 20.7 → 21, 28 pt title → 26.4 → 27,
// frames rounded out to the 1× pixel grid), 1×.

// MARK: - Models

struct FeedPost: Identifiable, Hashable {
    let id = UUID()
    var author: String
    var handle: String
    var text: String
    var imageURL: URL?
    var likes: Int
    var comments: Int
    var date: Date
    var isLiked = false
}

extension FeedPost {
    static let samples: [FeedPost] = (0..<20).map { i in
        FeedPost(author: "User \(i)", handle: "@user\(i)",
             text: "This is post number \(i). SwiftUI makes building interfaces so much fun!",
             imageURL: i % 2 == 0 ? URL(string: "https://picsum.photos/400/300?\(i)") : nil,
             likes: i * 13, comments: i * 2, date: Date().addingTimeInterval(-Double(i) * 3600))
    }
}

@MainActor @Observable
final class FeedModel {
    var posts: [FeedPost] = FeedPost.samples
    var isLoading = false

    func toggleLike(_ post: FeedPost) {
        guard let i = posts.firstIndex(where: { $0.id == post.id }) else { return }
        posts[i].isLiked.toggle()
        posts[i].likes += posts[i].isLiked ? 1 : -1
    }

    func refresh() async {
        isLoading = true
        try? await Task.sleep(for: .seconds(1))
        isLoading = false
    }
}

// MARK: - 1. Social feed

struct PostRow: View {
    let post: FeedPost
    var onLike: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 10) {
                Circle()
                    .fill(.blue.gradient)
                    .frame(width: 40, height: 40)
                    .overlay {
                        Text(String(post.author.prefix(1)))
                            .font(.headline)
                            .foregroundStyle(.white)
                    }
                VStack(alignment: .leading, spacing: 2) {
                    Text(post.author)
                        .font(.subheadline.weight(.semibold))
                    Text(post.handle)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Text(post.date, style: .relative)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
                Menu {
                    Button("Report", systemImage: "flag") {}
                    Button("Mute", systemImage: "speaker.slash") {}
                } label: {
                    Image(systemName: "ellipsis")
                        .imageScale(.large)
                        .padding(8)
                        .contentShape(Rectangle())
                }
            }
            Text(post.text)
                .font(.body)
                .fixedSize(horizontal: false, vertical: true)
            if let url = post.imageURL {
                AsyncImage(url: url) { image in
                    image
                        .resizable()
                        .scaledToFill()
                } placeholder: {
                    Rectangle()
                        .fill(.gray.opacity(0.2))
                        .overlay(ProgressView())
                }
                .frame(height: 200)
                .frame(maxWidth: .infinity)
                .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
            }
            HStack(spacing: 24) {
                Button(action: onLike) {
                    Label("\(post.likes)", systemImage: post.isLiked ? "heart.fill" : "heart")
                        .foregroundStyle(post.isLiked ? .red : .secondary)
                }
                Label("\(post.comments)", systemImage: "bubble.right")
                    .foregroundStyle(.secondary)
                Spacer()
                ShareLink(item: post.text) {
                    Image(systemName: "square.and.arrow.up")
                }
            }
            .font(.subheadline)
            .buttonStyle(.plain)
        }
        .padding()
    }
}

struct SocialFeedScreen: View {
    @State private var model = FeedModel()

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(model.posts) { post in
                        PostRow(post: post) {
                            model.toggleLike(post)
                        }
                        Divider()
                    }
                }
            }
            .refreshable {
                await model.refresh()
            }
            .navigationTitle("Feed")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "square.and.pencil")
                    }
                }
            }
        }
    }
}

// MARK: - 2. Stories carousel + feed header (Instagram-ish)

struct StoriesBar: View {
    let names = ["You", "anna", "ben", "chris", "dana", "eli", "fay", "gus"]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 14) {
                ForEach(names, id: \.self) { name in
                    VStack(spacing: 4) {
                        Circle()
                            .strokeBorder(
                                LinearGradient(colors: [.orange, .pink, .purple],
                                               startPoint: .topLeading, endPoint: .bottomTrailing),
                                lineWidth: 3)
                            .frame(width: 68, height: 68)
                            .overlay {
                                Circle()
                                    .fill(Color(.systemGray5))
                                    .padding(5)
                            }
                        Text(name)
                            .font(.caption)
                            .lineLimit(1)
                    }
                    .frame(width: 72)
                }
            }
            .padding(.horizontal)
        }
    }
}

struct StoriesFeedScreen: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                StoriesBar()
                    .padding(.vertical, 8)
                Divider()
                ForEach(0..<10) { i in
                    VStack(alignment: .leading) {
                        HStack {
                            Image(systemName: "person.crop.circle.fill")
                                .resizable()
                                .frame(width: 32, height: 32)
                                .foregroundStyle(.gray)
                            Text("photographer_\(i)")
                                .font(.footnote.bold())
                            Spacer()
                        }
                        .padding(.horizontal, 12)
                        Rectangle()
                            .fill(Color.gray.opacity(0.3))
                            .aspectRatio(1, contentMode: .fit)
                        HStack(spacing: 16) {
                            Image(systemName: "heart")
                            Image(systemName: "message")
                            Image(systemName: "paperplane")
                            Spacer()
                            Image(systemName: "bookmark")
                        }
                        .font(.title3)
                        .padding(.horizontal, 12)
                    }
                    .padding(.vertical, 8)
                }
            }
        }
        .scrollIndicators(.hidden)
    }
}

// MARK: - 3. Paging carousel with scrollTargetLayout

struct Featured: Identifiable {
    let id: Int
    let title: String
    let color: Color
}

struct PagingCarouselScreen: View {
    let items = (0..<6).map { Featured(id: $0, title: "Featured \($0)", color: [.red, .orange, .green, .blue, .purple, .pink][$0]) }
    @State private var currentID: Int? = 0

    var body: some View {
        VStack(spacing: 16) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(items) { item in
                        RoundedRectangle(cornerRadius: 20)
                            .fill(item.color.gradient)
                            .overlay(alignment: .bottomLeading) {
                                Text(item.title)
                                    .font(.title.bold())
                                    .foregroundStyle(.white)
                                    .padding()
                            }
                            .padding(.horizontal, 16)
                            .containerRelativeFrame(.horizontal)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $currentID)
            .scrollIndicators(.hidden)
            .frame(height: 220)

            HStack(spacing: 8) {
                ForEach(items) { item in
                    Circle()
                        .fill(item.id == currentID ? Color.primary : Color.secondary.opacity(0.4))
                        .frame(width: 8, height: 8)
                }
            }
            Spacer()
        }
    }
}

// MARK: - 4. Peeking card carousel (viewAligned, safeAreaPadding)

struct PeekingCarouselScreen: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    Text("Trending")
                        .font(.title2.bold())
                        .padding(.horizontal)
                    ScrollView(.horizontal) {
                        HStack(spacing: 12) {
                            ForEach(1...10, id: \.self) { i in
                                VStack(alignment: .leading, spacing: 8) {
                                    RoundedRectangle(cornerRadius: 16)
                                        .fill(Color.indigo.opacity(0.2))
                                        .frame(height: 160)
                                    Text("Card \(i)")
                                        .font(.headline)
                                    Text("Subtitle for card \(i)")
                                        .font(.subheadline)
                                        .foregroundStyle(.secondary)
                                }
                                .containerRelativeFrame(.horizontal, count: 5, span: 4, spacing: 12)
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollTargetBehavior(.viewAligned)
                    .safeAreaPadding(.horizontal, 16)
                    .scrollClipDisabled()
                    .scrollIndicators(.hidden)

                    Text("Recently viewed")
                        .font(.title2.bold())
                        .padding(.horizontal)
                    ScrollView(.horizontal, showsIndicators: false) {
                        LazyHStack(spacing: 12) {
                            ForEach(0..<20) { i in
                                RoundedRectangle(cornerRadius: 12)
                                    .fill(Color.teal.opacity(0.3))
                                    .frame(width: 100, height: 100)
                                    .overlay(Text("\(i)").font(.title))
                            }
                        }
                        .padding(.horizontal)
                    }
                }
                .padding(.vertical)
            }
            .navigationTitle("Discover")
        }
    }
}

// MARK: - 5. Dashboard cards

struct StatCard: View {
    let title: String
    let value: Double
    let systemImage: String
    let tint: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(systemName: systemImage)
                    .symbolRenderingMode(.hierarchical)
                    .foregroundStyle(tint)
                    .imageScale(.large)
                Spacer()
            }
            Text(value, format: .number)
                .font(.title.bold())
                .monospacedDigit()
            Text(title)
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background {
            RoundedRectangle(cornerRadius: 16, style: .continuous)
                .fill(Color(.secondarySystemBackground))
        }
    }
}

struct DashboardScreen: View {
    @State private var progress = 0.65

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 16) {
                    HStack(spacing: 16) {
                        StatCard(title: "Steps", value: 8432, systemImage: "figure.walk", tint: .green)
                        StatCard(title: "Calories", value: 512, systemImage: "flame.fill", tint: .orange)
                    }
                    HStack(spacing: 16) {
                        StatCard(title: "Distance (km)", value: 6.2, systemImage: "map", tint: .blue)
                        StatCard(title: "Heart rate", value: 72, systemImage: "heart.fill", tint: .red)
                    }
                    VStack(alignment: .leading, spacing: 12) {
                        Text("Weekly goal")
                            .font(.headline)
                        ProgressView(value: progress)
                            .tint(.green)
                        Text("\(progress * 100, specifier: "%.0f")% complete")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    .padding()
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))

                    GroupBox("Summary") {
                        Text("Last updated \(Date().formatted(date: .abbreviated, time: .shortened))")
                            .font(.footnote)
                            .frame(maxWidth: .infinity, alignment: .leading)
                    }
                }
                .padding()
            }
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Today")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Edit") {}
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("Add", systemImage: "plus") {}
                }
            }
        }
    }
}

// MARK: - 6. Chat screen

struct ChatLine: Identifiable, Equatable {
    let id = UUID()
    var text: String
    var isMine: Bool
    var date = Date()
}

struct ChatBubble: View {
    let message: ChatLine

    var body: some View {
        HStack {
            if message.isMine { Spacer(minLength: 60) }
            Text(message.text)
                .padding(.horizontal, 14)
                .padding(.vertical, 10)
                .foregroundStyle(message.isMine ? .white : .primary)
                .background(message.isMine ? Color.blue : Color(.systemGray5))
                .clipShape(RoundedRectangle(cornerRadius: 18, style: .continuous))
                .textSelection(.enabled)
                .contextMenu {
                    Button("Copy", systemImage: "doc.on.doc") {}
                    Button("Delete", systemImage: "trash", role: .destructive) {}
                }
            if !message.isMine { Spacer(minLength: 60) }
        }
    }
}

struct MessagesScreen: View {
    @State private var messages: [ChatLine] = (0..<30).map {
        ChatLine(text: $0 % 3 == 0 ? "A slightly longer message number \($0) that should wrap onto more than one line" : "Message \($0)", isMine: $0 % 2 == 0)
    }
    @State private var draft = ""
    @FocusState private var isFocused: Bool

    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 8) {
                        ForEach(messages) { message in
                            ChatBubble(message: message)
                                .id(message.id)
                        }
                    }
                    .padding(.horizontal)
                    .padding(.top, 8)
                }
                .defaultScrollAnchor(.bottom)
                .scrollDismissesKeyboard(.interactively)
                .onChange(of: messages) { _, newValue in
                    if let last = newValue.last {
                        withAnimation {
                            proxy.scrollTo(last.id, anchor: .bottom)
                        }
                    }
                }
                .safeAreaInset(edge: .bottom) {
                    HStack(alignment: .bottom, spacing: 8) {
                        TextField("Message", text: $draft, axis: .vertical)
                            .lineLimit(1...5)
                            .focused($isFocused)
                            .padding(.horizontal, 12)
                            .padding(.vertical, 8)
                            .background(Color(.systemGray6), in: Capsule())
                        Button {
                            send()
                        } label: {
                            Image(systemName: "arrow.up.circle.fill")
                                .font(.system(size: 32))
                        }
                        .disabled(draft.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
                    }
                    .padding(.horizontal)
                    .padding(.vertical, 8)
                    .background(.bar)
                }
            }
            .navigationTitle("Anna")
            .navigationBarTitleDisplayMode(.inline)
        }
    }

    func send() {
        messages.append(ChatLine(text: draft, isMine: true))
        draft = ""
    }
}

// MARK: - 7. Chat with typing simulation using Task { @MainActor in }

struct ChatAutoReplyScreen: View {
    @State private var messages: [ChatLine] = [ChatLine(text: "Hi!", isMine: false)]
    @State private var text = ""

    var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                VStack(alignment: .leading, spacing: 6) {
                    ForEach(messages) { m in
                        Text(m.text)
                            .padding(10)
                            .background(m.isMine ? Color.green.opacity(0.3) : Color.gray.opacity(0.2),
                                        in: RoundedRectangle(cornerRadius: 12))
                            .frame(maxWidth: .infinity, alignment: m.isMine ? .trailing : .leading)
                    }
                }
                .padding()
            }
            .defaultScrollAnchor(.bottom)
            Divider()
            HStack {
                TextField("Type a message…", text: $text)
                    .textFieldStyle(.roundedBorder)
                    .onSubmit(send)
                Button("Send", action: send)
                    .buttonStyle(.borderedProminent)
            }
            .padding()
        }
    }

    func send() {
        guard !text.isEmpty else { return }
        messages.append(ChatLine(text: text, isMine: true))
        text = ""
        Task { @MainActor in
            try? await Task.sleep(for: .milliseconds(800))
            messages.append(ChatLine(text: "Got it 👍", isMine: false))
        }
    }
}

// MARK: - 8. GalleryPhoto grid (adaptive)

struct GalleryPhoto: Identifiable {
    let id: Int
    var url: URL? { URL(string: "https://picsum.photos/id/\(id)/300/300") }
}

struct PhotosGridScreen: View {
    let photos = (1...60).map(GalleryPhoto.init)
    @State private var selected: GalleryPhoto?
    let columns = [GridItem(.adaptive(minimum: 100), spacing: 2)]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 2) {
                    ForEach(photos) { photo in
                        Color.gray.opacity(0.2)
                            .aspectRatio(1, contentMode: .fill)
                            .overlay {
                                AsyncImage(url: photo.url) { phase in
                                    switch phase {
                                    case .success(let image):
                                        image.resizable().scaledToFill()
                                    case .failure:
                                        Image(systemName: "photo")
                                            .foregroundStyle(.secondary)
                                    default:
                                        ProgressView()
                                    }
                                }
                            }
                            .clipped()
                            .contentShape(Rectangle())
                            .onTapGesture {
                                selected = photo
                            }
                    }
                }
            }
            .navigationTitle("Photos")
            .sheet(item: $selected) { photo in
                Text("Photo \(photo.id)")
                    .presentationDetents([.medium, .large])
            }
        }
    }
}

// MARK: - 9. ShopProduct grid (flexible columns)

struct ShopProduct: Identifiable {
    let id: Int
    let name: String
    let price: Double
    let isFavorite: Bool
}

struct ProductCard: View {
    let product: ShopProduct

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            RoundedRectangle(cornerRadius: 12)
                .fill(Color(.systemGray6))
                .aspectRatio(3/4, contentMode: .fit)
                .overlay(alignment: .topTrailing) {
                    Image(systemName: product.isFavorite ? "heart.fill" : "heart")
                        .foregroundStyle(.pink)
                        .padding(8)
                        .background(.ultraThinMaterial, in: Circle())
                        .padding(8)
                }
            Text(product.name)
                .font(.subheadline)
                .lineLimit(2)
            Text(product.price, format: .currency(code: "USD"))
                .font(.subheadline.bold())
        }
    }
}

struct ProductGridScreen: View {
    let products = (0..<24).map { ShopProduct(id: $0, name: "Product \($0)", price: Double($0) * 9.99 + 4.5, isFavorite: $0 % 4 == 0) }
    let columns = [
        GridItem(.flexible(), spacing: 16),
        GridItem(.flexible(), spacing: 16)
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 20) {
                    ForEach(products) { product in
                        NavigationLink(value: product.id) {
                            ProductCard(product: product)
                        }
                        .buttonStyle(.plain)
                    }
                }
                .padding(.horizontal)
            }
            .navigationTitle("Shop")
            .navigationDestination(for: Int.self) { id in
                Text("Product \(id)")
            }
        }
    }
}

// MARK: - 10. Grid with sections & pinned headers, and empty state

struct GalleryScreen: View {
    @State private var albums: [String: [Int]] = ["Recents": Array(0..<9), "Favorites": Array(0..<5)]
    @State private var isLoading = true

    var body: some View {
        NavigationStack {
            Group {
                if albums.isEmpty {
                    ContentUnavailableView("No Photos", systemImage: "photo.on.rectangle",
                                           description: Text("Photos you take will appear here."))
                } else {
                    ScrollView {
                        LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 4), count: 3),
                                  spacing: 4, pinnedViews: [.sectionHeaders]) {
                            ForEach(albums.keys.sorted(), id: \.self) { key in
                                Section {
                                    ForEach(albums[key] ?? [], id: \.self) { n in
                                        Rectangle()
                                            .fill(Color.mint.opacity(0.4))
                                            .aspectRatio(1, contentMode: .fit)
                                            .overlay(Text("\(n)"))
                                    }
                                } header: {
                                    Text(key)
                                        .font(.headline)
                                        .frame(maxWidth: .infinity, alignment: .leading)
                                        .padding(.horizontal)
                                        .padding(.vertical, 6)
                                        .background(.regularMaterial)
                                }
                            }
                        }
                        .redacted(reason: isLoading ? .placeholder : [])
                    }
                }
            }
            .navigationTitle("Gallery")
            .task {
                try? await Task.sleep(for: .seconds(1))
                isLoading = false
            }
        }
    }
}

// MARK: - 11. Profile header

struct ProfileHeaderScreen: View {
    @State private var selectedTab = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ZStack(alignment: .bottomLeading) {
                    LinearGradient(colors: [.purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
                        .frame(height: 180)
                    Circle()
                        .fill(.white)
                        .frame(width: 96, height: 96)
                        .overlay {
                            Image(systemName: "person.fill")
                                .resizable()
                                .scaledToFit()
                                .padding(20)
                                .foregroundStyle(.gray)
                        }
                        .overlay(Circle().stroke(.white, lineWidth: 4))
                        .offset(x: 16, y: 48)
                }
                .padding(.bottom, 48)

                VStack(alignment: .leading, spacing: 6) {
                    HStack {
                        VStack(alignment: .leading) {
                            Text("Jane Appleseed")
                                .font(.title2.bold())
                            Text("@jane")
                                .foregroundStyle(.secondary)
                        }
                        Spacer()
                        Button("Follow") {}
                            .buttonStyle(.borderedProminent)
                            .controlSize(.small)
                            .clipShape(Capsule())
                    }
                    Text("iOS developer. Coffee, cameras and SwiftUI.")
                        .font(.subheadline)
                    HStack(spacing: 20) {
                        Text("**1,024** Following")
                        Text("**12.3K** Followers")
                    }
                    .font(.subheadline)
                    .padding(.top, 4)
                }
                .padding(.horizontal)
                .frame(maxWidth: .infinity, alignment: .leading)

                Picker("Tab", selection: $selectedTab) {
                    Text("Posts").tag(0)
                    Text("Replies").tag(1)
                    Text("Likes").tag(2)
                }
                .pickerStyle(.segmented)
                .padding()

                ForEach(0..<8) { i in
                    HStack(alignment: .top) {
                        Image(systemName: "text.bubble")
                            .foregroundStyle(.tint)
                        Text("Post \(i): Lorem ipsum dolor sit amet, consectetur adipiscing elit.")
                            .privacySensitive()
                        Spacer(minLength: 0)
                    }
                    .padding(.horizontal)
                    .padding(.vertical, 10)
                }
            }
        }
        .ignoresSafeArea(edges: .top)
    }
}

// MARK: - 12. Settings-like profile with stats row and badges via TabView

struct ProfileStatsView: View {
    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "person.crop.circle.fill")
                .resizable()
                .frame(width: 100, height: 100)
                .foregroundStyle(.gray.opacity(0.6))
                .clipShape(Circle())
                .shadow(radius: 4)
            Text("John Doe")
                .font(.title.weight(.semibold))
            HStack {
                ForEach([("Posts", 128), ("Followers", 4200), ("Following", 180)], id: \.0) { item in
                    VStack {
                        Text(item.1, format: .number.notation(.compactName))
                            .font(.headline)
                        Text(item.0)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    .frame(maxWidth: .infinity)
                }
            }
            HStack {
                Button {
                } label: {
                    Text("Edit Profile")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.bordered)
                Button {
                } label: {
                    Image(systemName: "gearshape")
                }
                .buttonStyle(.bordered)
            }
            .padding(.horizontal)
        }
        .padding(.top)
    }
}

struct ProfileTabsScreen: View {
    var body: some View {
        TabView {
            NavigationStack {
                ScrollView {
                    ProfileStatsView()
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 110), spacing: 1)], spacing: 1) {
                        ForEach(0..<30, id: \.self) { _ in
                            Color.orange.opacity(0.3)
                                .aspectRatio(1, contentMode: .fit)
                        }
                    }
                }
                .navigationTitle("Profile")
                .navigationBarTitleDisplayMode(.inline)
            }
            .tabItem { Label("Profile", systemImage: "person") }
            .badge(3)

            Text("Inbox")
                .tabItem { Label("Inbox", systemImage: "tray") }
                .badge("New")
        }
    }
}

// MARK: - 13. Horizontal category chips + list of cards

struct CategoryChipsScreen: View {
    let categories = ["All", "Design", "Development", "Marketing", "Business", "Photography", "Music"]
    @State private var selected = "All"

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 8) {
                        ForEach(categories, id: \.self) { category in
                            Text(category)
                                .font(.subheadline.weight(.medium))
                                .padding(.horizontal, 14)
                                .padding(.vertical, 8)
                                .background(
                                    Capsule().fill(selected == category ? Color.accentColor : Color(.systemGray6))
                                )
                                .foregroundStyle(selected == category ? .white : .primary)
                                .onTapGesture {
                                    withAnimation(.snappy) { selected = category }
                                }
                        }
                    }
                    .padding(.horizontal)
                    .padding(.vertical, 8)
                }
                ScrollView {
                    LazyVStack(spacing: 12) {
                        ForEach(0..<15) { i in
                            HStack(spacing: 12) {
                                RoundedRectangle(cornerRadius: 10)
                                    .fill(Color.blue.opacity(0.15))
                                    .frame(width: 80, height: 80)
                                    .overlay(Image(systemName: "play.rectangle.fill").font(.title))
                                VStack(alignment: .leading, spacing: 4) {
                                    Text("Course \(i + 1)")
                                        .font(.headline)
                                    Text("\(selected) · \(i * 3 + 5) lessons")
                                        .font(.subheadline)
                                        .foregroundStyle(.secondary)
                                    Text(Double(i) * 0.1, format: .percent)
                                        .font(.caption)
                                }
                                Spacer()
                                Image(systemName: "chevron.right")
                                    .foregroundStyle(.tertiary)
                            }
                            .padding(12)
                            .background(.background, in: RoundedRectangle(cornerRadius: 14))
                            .shadow(color: .black.opacity(0.08), radius: 8, y: 4)
                        }
                    }
                    .padding()
                }
                .background(Color(.systemGroupedBackground))
            }
            .navigationTitle("Courses")
            .searchable(text: .constant(""))
        }
    }
}

// MARK: - 14. News cards with hero + horizontal section (Apple News-like)

struct Article: Identifiable {
    let id = UUID()
    let title: String
    let source: String
    let published: Date
}

struct NewsScreen: View {
    let articles = (0..<12).map { Article(title: "Headline number \($0) goes here and can be quite long", source: "Source \($0)", published: .now.addingTimeInterval(-Double($0) * 1800)) }
    @State private var isLoading = false

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    if let hero = articles.first {
                        ZStack(alignment: .bottomLeading) {
                            Rectangle()
                                .fill(Color.gray.opacity(0.4))
                                .frame(height: 260)
                            LinearGradient(colors: [.clear, .black.opacity(0.7)], startPoint: .center, endPoint: .bottom)
                            VStack(alignment: .leading, spacing: 4) {
                                Text(hero.source.uppercased())
                                    .font(.caption.bold())
                                    .foregroundStyle(.white.opacity(0.8))
                                Text(hero.title)
                                    .font(.title2.bold())
                                    .foregroundStyle(.white)
                                    .multilineTextAlignment(.leading)
                            }
                            .padding()
                        }
                        .clipShape(RoundedRectangle(cornerRadius: 16))
                        .padding(.horizontal)
                    }

                    Text("For You")
                        .font(.title3.bold())
                        .padding(.horizontal)

                    ForEach(articles.dropFirst()) { article in
                        HStack(alignment: .top, spacing: 12) {
                            VStack(alignment: .leading, spacing: 6) {
                                Text(article.source)
                                    .font(.caption.weight(.semibold))
                                    .foregroundStyle(.red)
                                Text(article.title)
                                    .font(.headline)
                                    .lineLimit(3)
                                Text(article.published.formatted(.relative(presentation: .named)))
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                            Spacer(minLength: 0)
                            RoundedRectangle(cornerRadius: 8)
                                .fill(Color.gray.opacity(0.3))
                                .frame(width: 90, height: 90)
                        }
                        .padding(.horizontal)
                        .redacted(reason: isLoading ? .placeholder : [])
                        Divider().padding(.leading)
                    }
                }
                .padding(.vertical)
            }
            .navigationTitle("News")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Button("Refresh") { isLoading = true }
                        Divider()
                        Button("Settings", systemImage: "gear") {}
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                }
            }
        }
    }
}

// MARK: - 15. Music albums: LazyHGrid rows + now-playing bar overlay

struct MusicHomeScreen: View {
    let rows = [GridItem(.fixed(60), spacing: 8), GridItem(.fixed(60), spacing: 8), GridItem(.fixed(60), spacing: 8)]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    Text("Top Picks")
                        .font(.title2.bold())
                        .padding(.horizontal)
                    ScrollView(.horizontal, showsIndicators: false) {
                        LazyHGrid(rows: rows, spacing: 12) {
                            ForEach(0..<24) { i in
                                HStack {
                                    RoundedRectangle(cornerRadius: 6)
                                        .fill(Color.pink.opacity(0.3))
                                        .frame(width: 60, height: 60)
                                    VStack(alignment: .leading) {
                                        Text("Song \(i)").font(.subheadline)
                                        Text("Artist").font(.caption).foregroundStyle(.secondary)
                                    }
                                    Spacer()
                                }
                                .frame(width: 280)
                            }
                        }
                        .padding(.horizontal)
                    }
                    Text("Albums")
                        .font(.title2.bold())
                        .padding(.horizontal)
                    LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 16) {
                        ForEach(0..<10) { i in
                            VStack(alignment: .leading) {
                                RoundedRectangle(cornerRadius: 8)
                                    .fill(Color.purple.opacity(0.25))
                                    .aspectRatio(1, contentMode: .fit)
                                Text("Album \(i)").font(.footnote)
                            }
                        }
                    }
                    .padding(.horizontal)
                }
            }
            .navigationTitle("Listen Now")
            .safeAreaInset(edge: .bottom) {
                HStack {
                    RoundedRectangle(cornerRadius: 4)
                        .fill(.gray)
                        .frame(width: 44, height: 44)
                    Text("Not Playing")
                    Spacer()
                    Image(systemName: "play.fill")
                    Image(systemName: "forward.fill")
                }
                .padding(.horizontal)
                .frame(height: 64)
                .background(.thinMaterial)
            }
        }
    }
}

// MARK: - Tests

@MainActor
@Suite struct TypicalCorpusFeedScreensTests {
    func app<V: View>(_ view: V) throws -> TestApp { try settledApp(view) }

    /// Large title: content from 47 + 44 + 52 = 143. The post is padded 16:
    /// the 40 pt avatar at 159; the name column (15 pt subheadline, 2, 12 pt
    /// caption = 29) centred on it, 159 + 5.5, at 16 + 40 + 10. The 70
    /// characters of the body wrap at 358 into two 16 pt lines, 10 below the
    /// avatar. The post is 16 + 40 + 10 + 32 + 10 + 200 (image) + 10 + 15
    /// (the action row, subheadline) + 16 = 349 tall: its divider at 492;
    /// the second post has no image: 16 + 40 + 10 + 32 + 10 + 15 + 16 = 139,
    /// its divider at 493 + 139 = 632.
    @Test func aSocialFeed() throws {
        let app = try app(SocialFeedScreen())
        #expect(textFrame(app, "User 0") == CGRect(x: 66, y: 164.5, width: 43, height: 15))
        #expect(textFrame(app, "@user0") == CGRect(x: 66, y: 181.5, width: 34, height: 12))
        let body = try #require(textFrame(app, "This is post number 0. SwiftUI makes building interfaces so much fun!"))
        #expect(body.origin == CGPoint(x: 16, y: 209) && body.height == 32)
        #expect(frames(app, "Divider").prefix(2) == [CGRect(x: 0, y: 492, width: 390, height: 1), CGRect(x: 0, y: 632, width: 390, height: 1)])
        #expect(textFrame(app, "User 1")?.minY == CGFloat(493 + 16) + 5.5)
    }

    /// No bar: the scroll view's content starts at the safe area's top, 47.
    /// The stories row is padded 8 (55); each story is 72 wide, 14 apart,
    /// from 16: the 68 pt ring, 4, the caption (12 pt) at 127, centred in
    /// its 72: "You" (3 × 8 × 12/17 = 16.9 → 17) at 16 + 27.5; "anna" at
    /// 102 + 24.5. The divider follows 8 below: 127 + 12 + 8 = 147.
    @Test func storiesOverAFeed() throws {
        let app = try app(StoriesFeedScreen())
        #expect(textFrame(app, "You") == CGRect(x: 43.5, y: 127, width: 17, height: 12))
        #expect(textFrame(app, "anna") == CGRect(x: 126.5, y: 127, width: 23, height: 12))
        #expect(frames(app, "Divider").first == CGRect(x: 0, y: 147, width: 390, height: 1))
        // The first post: padded 8 at 148, its 32 pt avatar row; the footnote
        // name (13 pt) centred on it at 156 + 9.5, after 12 + 32 + 8.
        #expect(textFrame(app, "photographer_0") == CGRect(x: 52, y: 165.5, width: 86, height: 13))
    }

    /// The pager is 220 tall at the top of the safe area; each page is the
    /// scroll view's width (containerRelativeFrame), the card 16 in on both
    /// sides (358 wide). The title (title 28 bold: 10 × 8 × 28/17 = 131.8 →
    /// 132 by 27) is padded 16 from the card's bottom leading corner. The
    /// six 8 pt dots, 8 apart (88), are centred 16 below: x 151, y 283.
    @Test func aPagingCarousel() throws {
        let app = try app(PagingCarouselScreen())
        #expect(textFrame(app, "Featured 0") == CGRect(x: 32, y: 267 - 16 - 27, width: 132, height: 27))
        #expect(textFrame(app, "Featured 1")?.minX == CGFloat(390 + 32))
        let cards = frames(app, "RoundedRectangle")
        #expect(cards.prefix(2) == [CGRect(x: 16, y: 47, width: 358, height: 220), CGRect(x: 406, y: 47, width: 358, height: 220)])
        let dots = frames(app, "Circle")
        #expect(dots.count == 6)
        #expect(dots.first == CGRect(x: 151, y: 283, width: 8, height: 8))
        #expect(dots.last == CGRect(x: 231, y: 283, width: 8, height: 8))
    }

    /// `safeAreaPadding(.horizontal, 16)` leaves a 358 pt container: four
    /// fifths of it less the gaps, (358 − 4 × 12) / 5 × 4 + 3 × 12 = 284 per
    /// card, the next one 12 after it, peeking. "Trending" (title2 bold, 21
    /// tall) is at 143 + 16; the carousel 24 below (204), its cards 160 +
    /// 8 above their title. The 100 pt squares below start 16 in, 12 apart.
    @Test func aPeekingCarousel() throws {
        let app = try app(PeekingCarouselScreen())
        #expect(textFrame(app, "Trending") == CGRect(x: 16, y: 159, width: 83, height: 21))
        #expect(textFrame(app, "Card 1") == CGRect(x: 16, y: 204 + 160 + 8, width: 48, height: 16))
        #expect(textFrame(app, "Card 2")?.minX == CGFloat(16 + 284 + 12))
        let squares = frames(app, "RoundedRectangle").filter { $0.height == 100 }
        #expect(squares.prefix(3).map(\.minX) == [16, 128, 240])
        // "Recently viewed" 24 below the 207 pt carousel (160 + 8 + 16 + 8 + 15), the squares 24 below it.
        #expect(squares.first?.minY == CGFloat(204 + 207 + 24 + 21 + 24))
    }

    /// Two cards a row, (358 − 16) / 2 = 171 wide, padded 16: the large
    /// symbol (17 pt cap height 1443/2048 × 17 × 1.29), 8, the number
    /// (title bold, 27), 8, the footnote title (13); so 16 + 15.45 + 8 + 27
    /// + 8 + 13 + 16 = 103.45 tall, the next row 16 below.
    @Test func aDashboardOfCards() throws {
        let app = try app(DashboardScreen())
        let symbol: CGFloat = 17 * 1443 / 2048 * 1.29
        let cardHeight = 16 + symbol + 8 + 27 + 8 + 13 + 16
        let cards = frames(app, "StatCard")
        #expect(cards.count == 4)
        #expect(abs(cards[0].height - cardHeight) < 1e-9)
        #expect(cards[0].origin == CGPoint(x: 16, y: 159) && cards[0].width == 171)
        #expect(cards[1].origin == CGPoint(x: 203, y: 159))
        #expect(abs(cards[2].minY - (159 + cardHeight + 16)) < 1e-9)
        let steps = try #require(textFrame(app, "8,432"))
        #expect(steps.minX == 32 && abs(steps.minY - (159 + 16 + symbol + 8)) < 1e-9)
        // The goal card: 16 below the second row, padded 16; the bar 12 below the headline.
        let goal = try #require(textFrame(app, "Weekly goal"))
        #expect(abs(goal.minY - (159 + 2 * cardHeight + 2 * 16 + 16)) < 1e-9)
        #expect(textFrame(app, "65% complete")?.minY == goal.minY + CGFloat(16 + 12 + 4 + 12))
        // The toolbar: "Edit" leading in the 44 pt bar, 16 in, centred at 47 + 14.
        #expect(textFrame(app, "Edit") == CGRect(x: 16, y: 61, width: 32, height: 16))
    }

    /// An inline bar (47 + 44 = 91). The input bar (a 16 pt field padded
    /// 8 in a capsule, padded 8: 48 tall) sits on the bottom safe area, 762
    /// … 810; the scroll view stops 8 above it (the inset's spacing), at
    /// 754, and `defaultScrollAnchor(.bottom)` rests the last bubble there:
    /// "Message 29" (padded 10) at 754 − 10 − 16, 16 + 14 in.
    @Test func aChatScrolledToItsLastMessage() throws {
        let app = try app(MessagesScreen())
        let scrollView = try #require(frames(app, "ScrollView").first)
        #expect(scrollView == CGRect(x: 0, y: 91, width: 390, height: 663))
        #expect(textFrame(app, "Message 29") == CGRect(x: 30, y: 728, width: 80, height: 16))
        // Mine trail: "Message 28" ends 16 + 14 before the trailing edge, 8 + 36 above.
        #expect(textFrame(app, "Message 28") == CGRect(x: 390 - 16 - 14 - 80, y: 728 - 8 - 36, width: 80, height: 16))
        #expect(textFrame(app, "Message")?.origin == CGPoint(x: 16 + 12, y: 762 + 8 + 8))
    }

    /// Two flexible columns of (358 − 16) / 2 = 171: the 3:4 tile 228 tall,
    /// 6, the name (15), 6, the price (15): 270 per card, rows 20 apart.
    @Test func aProductGrid() throws {
        let app = try app(ProductGridScreen())
        let cards = frames(app, "ProductCard")
        #expect(cards.prefix(3) == [CGRect(x: 16, y: 143, width: 171, height: 270),
                                     CGRect(x: 203, y: 143, width: 171, height: 270),
                                     CGRect(x: 16, y: 143 + 270 + 20, width: 171, height: 270)])
        #expect(textFrame(app, "Product 0") == CGRect(x: 16, y: 143 + 228 + 6, width: 64, height: 15))
        // The heart's circle (a padded symbol) is padded 8 more from the tile's top trailing corner (16 + 171 = 187).
        let heart = try #require(frames(app, "Circle").first)
        #expect(heart.maxX == CGFloat(187 - 8) && heart.minY == CGFloat(143 + 8))
    }

    /// Three flexible columns of (390 − 2 × 4) / 3 = 127.33, square. The
    /// header (headline 16 + 2 × 6 = 28) first, the cells 4 below (175);
    /// "Favorites" sorts before "Recents".
    @Test func aGridWithSectionHeaders() throws {
        let app = try app(GalleryScreen())
        #expect(textFrame(app, "Favorites") == CGRect(x: 16, y: 149, width: 72, height: 16))
        let side: CGFloat = (390 - 8) / 3
        let zero = try #require(textFrame(app, "0"))
        #expect(abs(zero.midX - side / 2) < 1e-9 && abs(zero.midY - (175 + side / 2)) < 1e-9)
        // Favorites has 5 cells: two rows; the next header 4 below them.
        #expect(abs((textFrame(app, "Recents")?.minY ?? 0) - (175 + 2 * side + 4 + 4 + 6)) < 1e-9)
    }

    /// Inline bar (91), padded 16: the 100 pt photo at 107, 16, "John Doe"
    /// (title semibold, 8 × 8 × 28/17 = 105.4 → 106 by 27) centred at 223.
    /// The stats row 16 below (266): each count (headline, 16) right on its
    /// 12 pt caption (no gap between two texts); the bordered button 16
    /// below the captions (310), its label 7 in. The grid follows 8 below
    /// the 30 pt button (348). The tab bar is 761 … 810, its items' titles at 796.
    @Test func aProfileInATabView() throws {
        let app = try app(ProfileTabsScreen())
        #expect(textFrame(app, "John Doe") == CGRect(x: 142, y: 223, width: 106, height: 27))
        #expect(textFrame(app, "128")?.minY == CGFloat(266))
        #expect(textFrame(app, "Posts")?.minY == CGFloat(266 + 16))
        // The stats (16 + 12) and 16 to the button, its label 7 in.
        #expect(textFrame(app, "Edit Profile")?.minY == CGFloat(266 + 28 + 16 + 7))
        // The 30 pt button (310) and 8 to the grid (no text on either edge).
        #expect(frames(app, "LazyVGrid").first?.minY == CGFloat(310 + 30 + 8))
        #expect(textFrame(app, "Profile")?.minY == CGFloat(796))
    }

    /// A `searchable` page whose scroll view starts under a row of chips:
    /// the bar rests at 44 + 52 + 52 = 148 below the status bar, the field
    /// (36 pt, 8 into its 52 pt band at 143) shows "Search" at 151 + 10, and
    /// the chips row starts at 195 (8 + 31 + 8 = 47 tall). The bar reads the
    /// scroll view under the chips as resting: it does not grow the large
    /// title over the chips.
    @Test func chipsOverAListUnderASearchField() throws {
        let app = try app(CategoryChipsScreen())
        #expect(app.value("navbar.height") == 148)
        #expect(textFrame(app, "Search") == CGRect(x: 47.5, y: 161, width: 48, height: 16))
        #expect(textFrame(app, "All") == CGRect(x: 30, y: 211, width: 22, height: 15))
        let scrollViews = frames(app, "ScrollView")
        #expect(scrollViews.prefix(2) == [CGRect(x: 0, y: 195, width: 390, height: 47), CGRect(x: 0, y: 242, width: 390, height: 568)])
        // The first card, padded 16 then 12: its 80 pt thumbnail, 12, the column centred. The stack offers the
        // column 334 − 80 − 11.98 (chevron) − 3 × 12 − 8 (the Spacer's minimum: it is served last), 198:
        // "All · 5 lessons" (15 × 8 × 15/17 = 105.9) keeps one line, so the column is 16 + 4 + 15 + 4 + 12 = 51.
        #expect(textFrame(app, "Course 1") == CGRect(x: 16 + 12 + 80 + 12, y: 242 + 16 + 12 + CGFloat(80 - 51) / 2, width: 64, height: 16))
    }

    /// `safeAreaInset(edge: .bottom)` over a large-title page: the 64 pt
    /// bar on the bottom safe area (746 … 810), the scroll view 8 above it
    /// (143 … 738). "Not Playing" centred in the bar after 16 + 44 + 8.
    /// The rows of the horizontal grid are 60 apart 8; the second column
    /// 280 + 12 after the first.
    @Test func aMusicHomeWithANowPlayingBar() throws {
        let app = try app(MusicHomeScreen())
        #expect(textFrame(app, "Not Playing") == CGRect(x: 68, y: 746 + 24, width: 88, height: 16))
        #expect(frames(app, "ScrollView").first == CGRect(x: 0, y: 143, width: 390, height: 595))
        // "Top Picks" (21) at 143; the grid 16 below (180); a row's texts (15 + 12, no gap between
        // two texts) centred in 60: 16.5.
        #expect(textFrame(app, "Song 0") == CGRect(x: 16 + 60 + 8, y: 180 + 16.5, width: 43, height: 15))
        #expect(textFrame(app, "Song 3")?.origin == CGPoint(x: 16 + 292 + 68, y: 196.5))
        #expect(textFrame(app, "Song 1")?.minY == 196.5 + CGFloat(68))
        // "Albums" 16 below the 196 pt grid; the album columns (358 − 8) / 2 = 175, square, then the
        // gap above the caption's footnote line (16 × 13 / 17: 4.473; a shape above text).
        #expect(textFrame(app, "Albums")?.minY == CGFloat(180 + 196 + 16))
        #expect(isClose(textFrame(app, "Album 0")?.minY ?? 0, 392 + 21 + 16 + 175 + TextGap.above(16 * 13 / 17)))
    }

    /// The hero (260 tall, 16 in) at 143 + 16; its caption and two-line
    /// title2 headline (12 + 4 + 42) padded 16 from its bottom; "For You"
    /// (title3 bold: 16 × 20/17 = 18.8 → 19) 20 below it.
    @Test func aNewsFeedWithAHero() throws {
        let app = try app(NewsScreen())
        #expect(frames(app, "ZStack").first == CGRect(x: 16, y: 159, width: 358, height: 260))
        #expect(textFrame(app, "SOURCE 0") == CGRect(x: 32, y: 419 - 16 - 42 - 4 - 12, width: 46, height: 12))
        #expect(textFrame(app, "For You") == CGRect(x: 16, y: 439, width: 66, height: 19))
        #expect(textFrame(app, "Source 1")?.minY == CGFloat(439 + 19 + 20))
    }
}

/// Everyday API the feed screens use.
@MainActor
@Suite struct FeedScreenAPITests {
    /// `Button(_:systemImage:action:)` is a `Label`: the symbol (11.98 pt at
    /// 17 pt), 8, the title; a tap runs the action; `.destructive` draws red.
    /// Two labels in a column are 8.553 apart: each row has both a symbol and
    /// a title on its edges, and the text's gap below (to the symbol under it)
    /// is the largest pairing.
    @Test func aButtonWithASystemImage() throws {
        final class Taps { var count = 0 }
        let taps = Taps()
        let app = TestApp(VStack {
            Button("Add", systemImage: "plus") { taps.count += 1 }
            Button("Delete", systemImage: "trash", role: .destructive) {}
        }, measurer: fakeMeasurer())
        let add = try #require(textFrame(app, "Add"))
        let symbol: CGFloat = 17 * 1443 / 2048
        // The column (16 + 8.553 + 16) centred in the safe area; the rows centred on their width.
        #expect(isClose(add.minY, 47 + (763 - (32 + TextGap.below())) / 2))
        #expect(abs(add.minX - ((390 - (symbol + 8 + 24)) / 2 + symbol + 8)) < 1e-9)
        try app.tap(.text("Add"))
        #expect(taps.count == 1)
        #expect(textColor(app, "Delete") == .red)
        #expect(textColor(app, "Add") == .blue)
    }

    /// `foregroundStyle(.tint)` is the tint set above, else the accent colour.
    @Test func theTintShapeStyle() throws {
        let app = TestApp(VStack {
            Text("Plain").foregroundStyle(.tint)
            Text("Green").foregroundStyle(.tint).tint(.green)
        }, measurer: fakeMeasurer())
        #expect(textColor(app, "Plain") == .accentColor)
        #expect(textColor(app, "Green") == .green)
    }

    /// Interpolations with `specifier:` (printf), `format:` and a date style.
    @Test func textInterpolations() throws {
        let sent = Date(timeIntervalSinceNow: -(2 * 3600 + 23 * 60 + 5))
        let app = TestApp(VStack {
            Text("\(0.655 * 100, specifier: "%.1f")% done")
            Text("\(42, format: .number.precision(.fractionLength(2))) items")
            Text("Sent \(sent, style: .relative) ago")
        }, measurer: fakeMeasurer())
        #expect(textFrame(app, "65.5% done") != nil)
        #expect(textFrame(app, "\(42.formatted(.number.precision(.fractionLength(2)))) items") != nil)
        #expect(textFrame(app, "Sent 2 hours, 23 minutes ago") != nil)
    }


    struct PhotoPicker: View {
        @State private var selected: Int?
        var body: some View {
            NavigationStack {
                VStack {
                    Button("Open 7") { selected = 7 }
                    Text(selected.map { "Selected \($0)" } ?? "None")
                }
                .navigationTitle("Photos")
                .navigationDestination(item: $selected) { id in
                    Text("Photo \(id)").navigationTitle("Detail")
                }
            }
        }
    }

    /// `navigationDestination(item:)` pushes the item's page while it is set;
    /// the back button pops it and sets the item to nil.
    @Test func anItemPushesItsPageAndTheBackButtonClearsIt() throws {
        let app = TestApp(PhotoPicker(), measurer: fakeMeasurer())
        try app.pumpAndSettle()
        #expect(app.textFrame("Photo 7") == nil)
        try app.tapAndSettle("Open 7")
        #expect(app.textFrame("Photo 7") != nil)
        try app.tapAndSettle("Photos")
        #expect(app.textFrame("Photo 7") == nil)
        #expect(app.textFrame("None") != nil)
    }

    /// `toolbarTitleDisplayMode(.inlineLarge)` and `.inline` keep the title
    /// in the 44 pt bar: a list rests at −(47 + 44); `.large` adds the 52 pt band.
    @Test(arguments: [(ToolbarTitleDisplayMode.inlineLarge, CGFloat(-91)), (.inline, -91), (.large, -143), (.automatic, -143)])
    func theToolbarTitleDisplayMode(mode: ToolbarTitleDisplayMode, rest: CGFloat) throws {
        let app = TestApp(NavigationStack {
            List(0..<40, id: \.self) { Text("Row \($0)") }
                .navigationTitle("Inbox")
                .toolbarTitleDisplayMode(mode)
        }, measurer: fakeMeasurer())
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == rest)
    }

    /// `symbolVariant`, two- and three-level `foregroundStyle` and `help`
    /// change no layout: the symbol is the body's 11.98 pt placeholder, the
    /// first style is the foreground colour, the variant reaches the environment.
    @Test func symbolVariantsLayeredStylesAndHelpAreAccepted() throws {
        struct Probe: View {
            @Environment(\.symbolVariants) var variants
            var body: some View { Text(variants.contains(.fill) ? "filled" : "plain") }
        }
        let app = TestApp(VStack(spacing: 0) {
            Image(systemName: "heart").symbolVariant(.circle.fill).help("Like")
            Probe().symbolVariant(.circle.fill)
            Text("Layered").foregroundStyle(.white, .blue)
            Text("Three").foregroundStyle(.red, .green, .blue)
        }, measurer: fakeMeasurer())
        let side: CGFloat = 17 * 1443 / 2048
        let heart = try app.find(.kind("Image")).frame
        #expect(abs(heart.height - side) < 1e-9 && abs(heart.width - side) < 1e-9)
        #expect(textFrame(app, "filled") != nil)
        #expect(textColor(app, "Layered") == .white)
        #expect(textColor(app, "Three") == .red)
    }

    /// The hierarchical levels of a colour: `.background.secondary` is
    /// `secondarySystemBackground`, the grouped background and the label
    /// colours step down their ladders, any other colour fades to 60 %, 30 %, 18 %.
    @Test func hierarchicalLevelsOfAColour() {
        let background: Color = .background
        #expect(background.secondary == .secondarySystemBackground)
        #expect(background.tertiary == .tertiarySystemBackground)
        #expect(Color.systemGroupedBackground.secondary == .secondarySystemGroupedBackground)
        #expect(Color.primary.secondary == Color.secondary)
        #expect(Color.primary.quaternary == Color.quaternary)
        #expect(Color.blue.secondary == Color.blue.opacity(0.6))
        #expect(Color.blue.quaternary == Color.blue.opacity(0.18))
    }

    /// `Text(AttributedString)` shows the characters; `monospaced()` sets the
    /// design; a `.keyboard` toolbar item and `scrollIndicatorsFlash` show nothing.
    @Test func attributedTextMonospacedKeyboardItemsAndFlashes() throws {
        let app = TestApp(NavigationStack {
            ScrollView {
                Text(AttributedString("Attributed words"))
                Text("let x = 1").monospaced()
            }
            .scrollIndicatorsFlash(onAppear: true)
            .navigationTitle("Code")
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Button("Done") {}
                }
            }
        }, measurer: fakeMeasurer())
        try app.pumpAndSettle()
        // Centred under the large title: 16 × 8 = 128 wide at 143.
        #expect(textFrame(app, "Attributed words") == CGRect(x: 131, y: 143, width: 128, height: 16))
        #expect(textFrame(app, "Done") == nil)
        let fonts = app.app.graph.drawList().commands.compactMap { c -> Font? in
            if case .text(let lines, let font, _) = c, lines.first?.text == "let x = 1" { return font }
            return nil
        }
        #expect(fonts.map(\.design) == [.monospaced])
    }
}

/// The colour the `Text` showing `string` is drawn in.
@MainActor
func textColor(_ app: TestApp, _ string: String) -> Color? {
    for c in app.app.graph.drawList().commands {
        if case .text(let lines, _, let color) = c, lines.first?.text == string { return color }
    }
    return nil
}
