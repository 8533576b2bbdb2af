import ScrollSim

/// One post in the feed.
public struct Post: Identifiable, Sendable {
    public let id: Int
    public let author: String
    public let text: String

    public init(id: Int, author: String, text: String) {
        self.id = id
        self.author = author
        self.text = text
    }

    /// Twenty posts with fixed texts, so screenshots do not change between runs.
    public static let samples: [Post] = (1...20).map { i in
        let authors = ["Mina", "Jae", "Sofia", "Tom"]
        let texts = ["First light over the harbour.", "Trying the new noodle place on 5th.",
                     "Finished the long run: 21 km!", "Rain all day, reading all day."]
        return Post(id: i, author: authors[(i - 1) % authors.count], text: texts[(i - 1) % texts.count])
    }
}

/// A feed screen as an app writes it: a header with the user's name and a
/// Follow button, then a lazy list of posts, each with a Like button. It
/// publishes `likes` (the likes given on this screen) and `following`
/// (1 when following, else 0) for replay scripts and tests.
public struct FeedView: View {
    let posts: [Post]
    @State private var likes = 0
    @State private var following = false

    public init(posts: [Post] = Post.samples) {
        self.posts = posts
    }

    public var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                FeedHeader(following: following) { following.toggle() }
                ForEach(posts) { post in
                    PostRow(post: post) { likes += 1 }
                    Divider()
                }
            }
        }
        .namedValue("likes", Double(likes))
        .namedValue("following", following ? 1.0 : 0.0)
    }
}

/// The header: a title, who the feed belongs to and a Follow / Following button.
struct FeedHeader: View {
    let following: Bool
    let toggle: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Feed").font(.largeTitle).bold()
            HStack {
                Text("Posts from people you follow").foregroundStyle(.secondary)
                Spacer()
                Button(following ? "Following" : "Follow", action: toggle)
                    .buttonStyle(.borderedProminent)
            }
        }
        .padding()
        .background(Color.secondarySystemBackground)
    }
}

/// One post: author, text and a Like button.
struct PostRow: View {
    let post: Post
    let like: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(post.author).font(.headline)
            Text(post.text)
            Button("Like #\(post.id)", action: like)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
