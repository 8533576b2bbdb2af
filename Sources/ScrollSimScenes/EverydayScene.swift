import ScrollSim

/// Everyday SwiftUI screens as apps write them, one per sample (Tab cycles):
/// 0, a settings list (`List` in the inset-grouped style with `Section`s,
/// `Toggle`s, `Label`s and a destructive button, under a large title);
/// 1, a photo feed (`LazyVStack` of cards with a resizable image clipped to
/// a rounded rectangle, an avatar, a caption and a like button whose count is
/// `@State`); 2, a photo grid (`LazyVGrid` of adaptive columns at least 100
/// pt wide, square cells, a pinned month header per `Section`); 3, a
/// shopping list with an Edit button (`onDelete` and `onMove`: in edit
/// mode the rows show delete controls and grips that move them). The
/// images are `Assets/Images/feed-*.png`.
public struct EverydayScene: View {
    /// The screens, in sample order.
    public nonisolated static let sampleNames = ["settings", "feed", "grid", "list"]

    let sample: Int

    /// Shows screen `sample` (0 ..< `sampleNames.count`; others show the first).
    public init(sample: Int) { self.sample = sample }

    public var body: some View {
        switch sample {
        case 1: EverydayFeedScreen()
        case 2: EverydayGridScreen()
        case 3: EverydayShoppingScreen()
        default: EverydaySettingsScreen()
        }
    }
}

/// A settings screen: profile row, switches, a general section and sign out.
struct EverydaySettingsScreen: View {
    @State private var bluetooth = false
    @State private var wifi = true
    @State private var notifications = true
    @State private var darkMode = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack(spacing: 12) {
                        Circle()
                            .fill(LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                            .frame(width: 56, height: 56)
                            .overlay(Text("AL").font(.title2).bold().foregroundStyle(.white))
                        VStack(alignment: .leading, spacing: 2) {
                            Text("Ada Lovelace").font(.title3)
                            Text("Apple Account, iCloud and more")
                                .font(.footnote)
                                .foregroundStyle(.secondary)
                        }
                    }
                    .padding(.vertical, 4)
                }
                Section {
                    Toggle(isOn: $bluetooth) {
                        Label("Bluetooth", systemImage: "antenna.radiowaves.left.and.right")
                    }
                    Toggle(isOn: $wifi) {
                        Label("Wi-Fi", systemImage: "wifi")
                    }
                    Toggle(isOn: $notifications) {
                        Label("Notifications", systemImage: "bell")
                    }
                }
                Section(header: Text("General"), footer: Text("Dark mode follows the system when off.")) {
                    Toggle("Dark Mode", isOn: $darkMode)
                    HStack {
                        Text("Storage")
                        Spacer()
                        Text("41 GB used").foregroundStyle(.secondary)
                    }
                    HStack {
                        Text("Version")
                        Spacer()
                        Text("18.2").foregroundStyle(.secondary)
                    }
                }
                Section {
                    Button("Sign Out", role: .destructive) {}
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Settings")
        }
    }
}

/// One post of the feed.
struct EverydayPost: Identifiable {
    let id: Int
    let author: String
    let time: String
    let photo: String
    let caption: String
    let likes: Int
}

/// A photo feed: cards of an author line, a photo and a caption with a like button.
struct EverydayFeedScreen: View {
    static let photos = ["feed-mountains", "feed-sunset", "feed-forest"]
    static let authors = ["Ada", "Grace", "Alan", "Edsger", "Barbara"]
    static let captions = [
        "Morning light over the ridge.",
        "The last of the sun, from the pier.",
        "A walk among the pines after the rain.",
    ]
    static let posts: [EverydayPost] = (0..<30).map { i in
        EverydayPost(id: i, author: authors[i % authors.count], time: "\(i + 1)h",
                     photo: photos[i % photos.count], caption: captions[i % captions.count],
                     likes: 12 + (i * 37) % 90)
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 24) {
                    ForEach(Self.posts) { post in
                        EverydayPostCard(post: post)
                    }
                }
                .padding(.horizontal, 16)
                .padding(.vertical, 8)
            }
            .navigationTitle("Feed")
        }
    }
}

/// A post card; the like button toggles a local count.
struct EverydayPostCard: View {
    let post: EverydayPost
    @State private var liked = false

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 10) {
                Circle()
                    .fill(.orange)
                    .frame(width: 36, height: 36)
                    .overlay(Text(String(post.author.prefix(1))).font(.headline).foregroundStyle(.white))
                VStack(alignment: .leading, spacing: 0) {
                    Text(post.author).font(.headline)
                    Text(post.time).font(.caption).foregroundStyle(.secondary)
                }
                Spacer()
            }
            Image(post.photo)
                .resizable()
                .scaledToFill()
                .frame(height: 200)
                .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
            HStack {
                Button {
                    liked.toggle()
                } label: {
                    Label("\(post.likes + (liked ? 1 : 0))", systemImage: liked ? "heart.fill" : "heart")
                }
                .buttonStyle(.plain)
                .foregroundStyle(liked ? .red : .primary)
                Spacer()
            }
            Text(post.caption)
                .font(.subheadline)
        }
    }
}

/// A photo library: square cells in adaptive columns (at least 100 pt: three
/// on an iPhone 14), 2 pt apart, under pinned month headers.
struct EverydayGridScreen: View {
    static let months = ["November", "October", "September", "August"]
    let columns = [GridItem(.adaptive(minimum: 100), spacing: 2)]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 2, pinnedViews: [.sectionHeaders]) {
                    ForEach(Array(Self.months.enumerated()), id: \.offset) { m, month in
                        Section {
                            ForEach(0..<(9 + 3 * m), id: \.self) { i in
                                Color.clear
                                    .aspectRatio(1, contentMode: .fit)
                                    .overlay(
                                        Image(EverydayFeedScreen.photos[(i + m) % EverydayFeedScreen.photos.count])
                                            .resizable()
                                            .scaledToFill()
                                    )
                                    .clipped()
                            }
                        } header: {
                            Text(month)
                                .font(.headline)
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .padding(.horizontal, 16)
                                .padding(.vertical, 8)
                                .background(.regularMaterial)
                        }
                    }
                }
            }
            .navigationTitle("Photos")
        }
    }
}

/// A shopping list the user reorders and prunes in edit mode. It publishes
/// where "Milk" is (`milk.index`) and how many moves were made (`moves`).
struct EverydayShoppingScreen: View {
    @State private var items = ["Milk", "Eggs", "Bread", "Apples", "Coffee", "Rice", "Tomatoes", "Cheese"]
    @State private var moves = 0

    var body: some View {
        NavigationStack {
            List {
                ForEach(items, id: \.self) { item in
                    Text(item)
                }
                .onDelete { items.remove(atOffsets: $0) }
                .onMove { source, destination in
                    items.move(fromOffsets: source, toOffset: destination)
                    moves += 1
                }
            }
            .navigationTitle("Shopping")
            .toolbar { EditButton() }
        }
        .namedValue("milk.index", Double(items.firstIndex(of: "Milk") ?? -1))
        .namedValue("moves", Double(moves))
    }
}
