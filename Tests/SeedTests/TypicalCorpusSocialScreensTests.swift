import Foundation
import ScrollSim
import Testing

// Fifteen social and messaging screens, written the way app code is written.

// MARK: - Shared helpers

private struct SocUser: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var handle: String
    var color: Color
    var isOnline = false

    var initials: String {
        name.split(separator: " ").compactMap(\.first).prefix(2).map(String.init).joined()
    }
}

extension SocUser {
    static let samples: [SocUser] = [
        SocUser(name: "Ava Chen", handle: "@ava", color: .pink, isOnline: true),
        SocUser(name: "Ben Ortiz", handle: "@benny", color: .orange),
        SocUser(name: "Chloe Park", handle: "@chloe", color: .purple, isOnline: true),
        SocUser(name: "Dev Patel", handle: "@dev", color: .blue),
        SocUser(name: "Ella Moss", handle: "@ellam", color: .green, isOnline: true),
        SocUser(name: "Finn Walsh", handle: "@finn", color: .teal),
        SocUser(name: "Gia Rossi", handle: "@gia", color: .red),
        SocUser(name: "Hugo Brandt", handle: "@hugo", color: .indigo),
    ]
}

private struct SocAvatar: View {
    let user: SocUser
    var size: CGFloat = 44

    var body: some View {
        Circle()
            .fill(user.color.gradient)
            .frame(width: size, height: size)
            .overlay {
                Text(user.initials)
                    .font(.system(size: size * 0.4, weight: .semibold))
                    .foregroundStyle(.white)
            }
    }
}

private extension View {
    func socCard(padding: CGFloat = 16) -> some View {
        self
            .padding(padding)
            .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    }
}

// MARK: - 1. Chat thread

private struct SocMessage: Identifiable, Equatable {
    let id = UUID()
    var text: String
    var isMine: Bool
    var sent: Date
}

@Observable
private final class SocChatModel {
    var messages: [SocMessage] = (0..<24).map { (i: Int) -> SocMessage in
        let long: Bool = i % 3 == 0
        return SocMessage(
            text: long ? "Message \(i) is a bit longer so that it wraps onto a second line in the bubble" : "Message \(i)",
            isMine: i % 2 == 1,
            sent: Date(timeIntervalSince1970: 1_700_000_000 + Double(i) * 60)
        )
    }
    var draft = ""

    func send() {
        let trimmed = draft.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return }
        messages.append(SocMessage(text: trimmed, isMine: true, sent: .now))
        draft = ""
    }
}

private struct SocBubble: View {
    let message: SocMessage

    var body: some View {
        HStack {
            if message.isMine { Spacer(minLength: 60) }
            VStack(alignment: message.isMine ? .trailing : .leading, spacing: 4) {
                Text(message.text)
                    .padding(.horizontal, 14)
                    .padding(.vertical, 10)
                    .foregroundStyle(message.isMine ? Color.white : Color.primary)
                    .background(
                        message.isMine ? Color.blue : Color(.systemGray5),
                        in: RoundedRectangle(cornerRadius: 18, style: .continuous)
                    )
                Text(message.sent, style: .time)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: 280, alignment: message.isMine ? .trailing : .leading)
            if !message.isMine { Spacer(minLength: 60) }
        }
    }
}

private struct SocChatScreen: View {
    @State private var model = SocChatModel()
    @FocusState private var inputFocused: Bool

    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 8) {
                        ForEach(model.messages) { message in
                            SocBubble(message: message)
                                .id(message.id)
                        }
                    }
                    .padding(.horizontal, 12)
                    .padding(.vertical, 8)
                }
                .defaultScrollAnchor(.bottom)
                .scrollDismissesKeyboard(.interactively)
                .onChange(of: model.messages.count) {
                    if let last = model.messages.last {
                        withAnimation {
                            proxy.scrollTo(last.id, anchor: .bottom)
                        }
                    }
                }
                .safeAreaInset(edge: .bottom) {
                    HStack(alignment: .bottom, spacing: 8) {
                        TextField("Message", text: $model.draft, axis: .vertical)
                            .lineLimit(1...5)
                            .focused($inputFocused)
                            .padding(.horizontal, 12)
                            .padding(.vertical, 8)
                            .background(Color(.systemGray6), in: Capsule())
                        Button(action: model.send) {
                            Image(systemName: "arrow.up.circle.fill")
                                .font(.system(size: 32))
                        }
                        .disabled(model.draft.isEmpty)
                    }
                    .padding(.horizontal)
                    .padding(.vertical, 8)
                    .background(.bar)
                }
            }
            .navigationTitle("Ava Chen")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "video")
                    }
                }
            }
        }
    }
}

// MARK: - 2. Conversation list

private struct SocConversation: Identifiable {
    let id = UUID()
    var user: SocUser
    var lastMessage: String
    var time: String
    var unread: Int
    var isPinned = false
    var isMuted = false
}

private final class SocInboxStore: ObservableObject {
    @Published var conversations: [SocConversation] = SocUser.samples.enumerated().map { i, user in
        SocConversation(
            user: user,
            lastMessage: i % 2 == 0 ? "See you tomorrow!" : "Haha that's hilarious 😂 did you see the rest of it?",
            time: "\(9 + i % 3):\(10 + i * 4) AM",
            unread: i % 3 == 0 ? i + 1 : 0,
            isPinned: i == 0
        )
    }

    func delete(_ conversation: SocConversation) {
        conversations.removeAll { $0.id == conversation.id }
    }

    func toggleMute(_ conversation: SocConversation) {
        if let i = conversations.firstIndex(where: { $0.id == conversation.id }) {
            conversations[i].isMuted.toggle()
        }
    }

    func markRead(_ conversation: SocConversation) {
        if let i = conversations.firstIndex(where: { $0.id == conversation.id }) {
            conversations[i].unread = 0
        }
    }
}

private struct SocUnreadBadge: View {
    let count: Int

    var body: some View {
        Text(count > 99 ? "99+" : "\(count)")
            .font(.caption2.bold())
            .monospacedDigit()
            .foregroundStyle(.white)
            .padding(.horizontal, 6)
            .frame(minWidth: 20, minHeight: 20)
            .background(Color.blue, in: Capsule())
    }
}

private struct SocConversationRow: View {
    let conversation: SocConversation

    var body: some View {
        HStack(spacing: 12) {
            SocAvatar(user: conversation.user, size: 52)
                .overlay(alignment: .bottomTrailing) {
                    if conversation.user.isOnline {
                        Circle()
                            .fill(.green)
                            .frame(width: 14, height: 14)
                            .overlay(Circle().stroke(Color(.systemBackground), lineWidth: 2))
                    }
                }
            VStack(alignment: .leading, spacing: 3) {
                HStack {
                    Text(conversation.user.name)
                        .font(.headline)
                    if conversation.isMuted {
                        Image(systemName: "bell.slash.fill")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Text(conversation.time)
                        .font(.caption)
                        .foregroundStyle(conversation.unread > 0 ? Color.blue : Color.secondary)
                }
                HStack(alignment: .top) {
                    Text(conversation.lastMessage)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .lineLimit(2)
                    Spacer()
                    if conversation.unread > 0 {
                        SocUnreadBadge(count: conversation.unread)
                    }
                }
            }
        }
        .padding(.vertical, 4)
    }
}

private struct SocConversationListScreen: View {
    @StateObject private var store = SocInboxStore()
    @State private var query = ""

    private var filtered: [SocConversation] {
        guard !query.isEmpty else { return store.conversations }
        return store.conversations.filter {
            $0.user.name.localizedCaseInsensitiveContains(query) || $0.lastMessage.localizedCaseInsensitiveContains(query)
        }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(filtered) { conversation in
                    NavigationLink {
                        Text("Chat with \(conversation.user.name)")
                    } label: {
                        SocConversationRow(conversation: conversation)
                    }
                    .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                        Button(role: .destructive) {
                            store.delete(conversation)
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                        Button {
                            store.toggleMute(conversation)
                        } label: {
                            Label(conversation.isMuted ? "Unmute" : "Mute", systemImage: "bell.slash")
                        }
                        .tint(.indigo)
                    }
                    .swipeActions(edge: .leading) {
                        Button {
                            store.markRead(conversation)
                        } label: {
                            Label("Read", systemImage: "envelope.open")
                        }
                        .tint(.blue)
                    }
                }
            }
            .listStyle(.plain)
            .searchable(text: $query, prompt: "Search")
            .navigationTitle("Chats")
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

// MARK: - 3. Stories carousel

private struct SocStory: Identifiable {
    let id = UUID()
    let user: SocUser
    var seen: Bool
}

private struct SocStoryRing: View {
    let story: SocStory

    var body: some View {
        VStack(spacing: 6) {
            SocAvatar(user: story.user, size: 64)
                .padding(4)
                .overlay {
                    Circle()
                        .strokeBorder(
                            story.seen
                                ? AnyShapeStyle(Color.gray.opacity(0.4))
                                : AnyShapeStyle(LinearGradient(colors: [.yellow, .orange, .pink, .purple], startPoint: .bottomLeading, endPoint: .topTrailing)),
                            lineWidth: 3
                        )
                }
            Text(story.user.name.components(separatedBy: " ").first ?? "")
                .font(.caption)
                .lineLimit(1)
                .frame(width: 72)
        }
    }
}

private struct SocStoriesScreen: View {
    @State private var stories: [SocStory] = SocUser.samples.enumerated().map { i, user in
        SocStory(user: user, seen: i > 4)
    }
    @State private var selected: SocStory?

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack(spacing: 12) {
                            VStack(spacing: 6) {
                                Circle()
                                    .fill(Color(.systemGray5))
                                    .frame(width: 72, height: 72)
                                    .overlay(alignment: .bottomTrailing) {
                                        Image(systemName: "plus.circle.fill")
                                            .font(.title2)
                                            .foregroundStyle(.white, .blue)
                                    }
                                Text("Your story")
                                    .font(.caption)
                            }
                            ForEach(stories) { story in
                                SocStoryRing(story: story)
                                    .onTapGesture { selected = story }
                            }
                        }
                        .padding(.horizontal)
                        .padding(.vertical, 8)
                    }
                    Divider()
                    ForEach(0..<10) { i in
                        RoundedRectangle(cornerRadius: 12)
                            .fill(Color(.secondarySystemBackground))
                            .frame(height: 220)
                            .overlay(Text("Post \(i)").foregroundStyle(.secondary))
                            .padding(.horizontal)
                            .padding(.top, 12)
                    }
                }
            }
            .navigationTitle("Home")
            .navigationBarTitleDisplayMode(.inline)
            .fullScreenCover(item: $selected) { story in
                ZStack(alignment: .topTrailing) {
                    story.user.color.ignoresSafeArea()
                    Button {
                        selected = nil
                    } label: {
                        Image(systemName: "xmark")
                            .font(.title2)
                            .foregroundStyle(.white)
                            .padding()
                    }
                }
            }
        }
    }
}

extension SocStory: Hashable {
    static func == (lhs: SocStory, rhs: SocStory) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

// MARK: - 4. Profile header with a photo grid

private struct SocStat: View {
    let value: Int
    let label: String

    var body: some View {
        VStack(spacing: 2) {
            Text(value, format: .number.notation(.compactName))
                .font(.headline)
            Text(label)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

private struct SocProfileScreen: View {
    let user = SocUser.samples[2]
    @State private var isFollowing = false
    private let columns = Array(repeating: GridItem(.flexible(), spacing: 2), count: 3)

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    HStack(spacing: 20) {
                        SocAvatar(user: user, size: 86)
                        HStack {
                            SocStat(value: 128, label: "Posts")
                            SocStat(value: 12_400, label: "Followers")
                            SocStat(value: 310, label: "Following")
                        }
                    }
                    VStack(alignment: .leading, spacing: 2) {
                        Text(user.name)
                            .font(.subheadline.bold())
                        Text("Photographer · Coffee · Seoul ☕️")
                            .font(.subheadline)
                        Link("chloepark.photo", destination: URL(string: "https://example.com")!)
                            .font(.subheadline)
                    }
                    HStack(spacing: 8) {
                        Button(isFollowing ? "Following" : "Follow") {
                            withAnimation(.snappy) { isFollowing.toggle() }
                        }
                        .buttonStyle(.borderedProminent)
                        .tint(isFollowing ? .gray : .blue)
                        .frame(maxWidth: .infinity)
                        Button("Message") {}
                            .buttonStyle(.bordered)
                            .frame(maxWidth: .infinity)
                    }
                    .controlSize(.small)
                }
                .padding(.horizontal)

                LazyVGrid(columns: columns, spacing: 2) {
                    ForEach(0..<30, id: \.self) { i in
                        Rectangle()
                            .fill(Color(hue: Double(i) / 30, saturation: 0.5, brightness: 0.9))
                            .aspectRatio(1, contentMode: .fill)
                            .overlay(alignment: .topTrailing) {
                                if i % 7 == 0 {
                                    Image(systemName: "square.fill.on.square.fill")
                                        .font(.caption)
                                        .foregroundStyle(.white)
                                        .padding(6)
                                }
                            }
                    }
                }
                .padding(.top, 16)
            }
            .navigationTitle(user.handle)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "bell")
                    }
                    Button {
                    } label: {
                        Image(systemName: "ellipsis")
                    }
                }
            }
        }
    }
}

// MARK: - 5. Comments sheet

private struct SocComment: Identifiable {
    let id = UUID()
    var author: SocUser
    var text: String
    var likes: Int
    var minutesAgo: Int
    var isLiked = false
}

private struct SocCommentRow: View {
    @Binding var comment: SocComment

    var body: some View {
        HStack(alignment: .top, spacing: 10) {
            SocAvatar(user: comment.author, size: 32)
            VStack(alignment: .leading, spacing: 4) {
                HStack(spacing: 6) {
                    Text(comment.author.handle)
                        .font(.footnote.weight(.semibold))
                    Text("\(comment.minutesAgo)m")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                Text(comment.text)
                    .font(.subheadline)
                Button("Reply") {}
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.secondary)
            }
            Spacer()
            VStack(spacing: 2) {
                Button {
                    comment.isLiked.toggle()
                    comment.likes += comment.isLiked ? 1 : -1
                } label: {
                    Image(systemName: comment.isLiked ? "heart.fill" : "heart")
                        .foregroundStyle(comment.isLiked ? Color.red : Color.secondary)
                }
                .buttonStyle(.plain)
                Text("\(comment.likes)")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

private struct SocCommentsSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var comments: [SocComment] = SocUser.samples.enumerated().map { i, user in
        SocComment(author: user, text: i % 2 == 0 ? "Love this! 🔥" : "Where was this taken? The light is unreal.", likes: i * 3, minutesAgo: i * 7 + 1)
    }
    @State private var newComment = ""

    var body: some View {
        NavigationStack {
            List {
                ForEach($comments) { $comment in
                    SocCommentRow(comment: $comment)
                        .listRowSeparator(.hidden)
                }
            }
            .listStyle(.plain)
            .navigationTitle("Comments")
            .navigationBarTitleDisplayMode(.inline)
            .safeAreaInset(edge: .bottom) {
                HStack {
                    SocAvatar(user: SocUser.samples[0], size: 32)
                    TextField("Add a comment…", text: $newComment)
                        .textFieldStyle(.roundedBorder)
                    Button("Post") {
                        comments.insert(SocComment(author: SocUser.samples[0], text: newComment, likes: 0, minutesAgo: 0), at: 0)
                        newComment = ""
                    }
                    .disabled(newComment.isEmpty)
                }
                .padding()
                .background(.regularMaterial)
            }
        }
    }
}

private struct SocPostWithCommentsScreen: View {
    @State private var showComments = false

    var body: some View {
        VStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 20)
                .fill(.orange.gradient)
                .frame(height: 360)
            HStack(spacing: 20) {
                Label("2.1k", systemImage: "heart")
                Button {
                    showComments = true
                } label: {
                    Label("148", systemImage: "bubble.right")
                }
                Label("Share", systemImage: "paperplane")
                Spacer()
            }
            .labelStyle(.titleAndIcon)
            Spacer()
        }
        .padding()
        .sheet(isPresented: $showComments) {
            SocCommentsSheet()
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
                .presentationCornerRadius(24)
        }
    }
}

// MARK: - 6. Notifications grouped by day

private enum SocNotificationKind {
    case like, follow, comment, mention

    var symbol: String {
        switch self {
        case .like: "heart.fill"
        case .follow: "person.fill.badge.plus"
        case .comment: "bubble.left.fill"
        case .mention: "at"
        }
    }

    var tint: Color {
        switch self {
        case .like: .red
        case .follow: .blue
        case .comment: .green
        case .mention: .orange
        }
    }
}

private struct SocNotification: Identifiable {
    let id = UUID()
    var kind: SocNotificationKind
    var user: SocUser
    var message: String
    var day: String
    var isNew: Bool
}

private struct SocNotificationRow: View {
    let item: SocNotification

    var body: some View {
        HStack(spacing: 12) {
            SocAvatar(user: item.user, size: 40)
                .overlay(alignment: .bottomTrailing) {
                    Image(systemName: item.kind.symbol)
                        .font(.system(size: 10, weight: .bold))
                        .foregroundStyle(.white)
                        .frame(width: 18, height: 18)
                        .background(item.kind.tint, in: Circle())
                        .offset(x: 4, y: 4)
                }
            (Text(item.user.name).bold() + Text(" ") + Text(item.message))
                .font(.subheadline)
                .lineLimit(2)
            Spacer(minLength: 0)
            if item.kind == .follow {
                Button("Follow back") {}
                    .buttonStyle(.borderedProminent)
                    .controlSize(.mini)
            }
        }
        .padding(.horizontal)
        .padding(.vertical, 10)
        .background(item.isNew ? Color.blue.opacity(0.06) : .clear)
    }
}

private struct SocNotificationsScreen: View {
    private let days = ["Today", "Yesterday", "This Week", "Earlier"]
    private let items: [SocNotification] = (0..<20).map { i in
        let kinds: [SocNotificationKind] = [.like, .follow, .comment, .mention]
        let messages = ["liked your photo.", "started following you.", "commented: \"So good!\"", "mentioned you in a comment."]
        return SocNotification(
            kind: kinds[i % 4],
            user: SocUser.samples[i % SocUser.samples.count],
            message: messages[i % 4],
            day: ["Today", "Yesterday", "This Week", "Earlier"][min(i / 5, 3)],
            isNew: i < 3
        )
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders]) {
                    ForEach(days, id: \.self) { day in
                        Section {
                            ForEach(items.filter { $0.day == day }) { item in
                                SocNotificationRow(item: item)
                                Divider().padding(.leading, 68)
                            }
                        } header: {
                            Text(day)
                                .font(.headline)
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .padding(.horizontal)
                                .padding(.vertical, 8)
                                .background(.background)
                        }
                    }
                }
            }
            .navigationTitle("Activity")
        }
    }
}

// MARK: - 7. Post composer

private struct SocComposerScreen: View {
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""
    @State private var audience = "Everyone"
    @FocusState private var focused: Bool
    private let limit = 280

    private var remaining: Int { limit - text.count }

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                HStack(alignment: .top, spacing: 12) {
                    SocAvatar(user: SocUser.samples[0], size: 40)
                    VStack(alignment: .leading, spacing: 8) {
                        Menu {
                            Picker("Audience", selection: $audience) {
                                Text("Everyone").tag("Everyone")
                                Text("Close friends").tag("Close friends")
                            }
                        } label: {
                            HStack(spacing: 4) {
                                Text(audience)
                                Image(systemName: "chevron.down")
                                    .font(.caption)
                            }
                            .font(.footnote.weight(.semibold))
                            .padding(.horizontal, 10)
                            .padding(.vertical, 4)
                            .overlay(Capsule().stroke(.blue))
                        }
                        ZStack(alignment: .topLeading) {
                            if text.isEmpty {
                                Text("What's happening?")
                                    .foregroundStyle(.tertiary)
                                    .padding(.top, 8)
                                    .padding(.leading, 5)
                            }
                            TextEditor(text: $text)
                                .focused($focused)
                                .scrollContentBackground(.hidden)
                                .frame(minHeight: 160)
                        }
                    }
                }
                Spacer()
            }
            .padding()
            .safeAreaInset(edge: .bottom) {
                VStack(spacing: 0) {
                    Divider()
                    HStack(spacing: 20) {
                        Button { } label: { Image(systemName: "photo.on.rectangle") }
                        Button { } label: { Image(systemName: "camera") }
                        Button { } label: { Image(systemName: "chart.bar.xaxis") }
                        Button { } label: { Image(systemName: "location") }
                        Spacer()
                        ZStack {
                            Circle()
                                .stroke(Color(.systemGray5), lineWidth: 3)
                            Circle()
                                .trim(from: 0, to: min(Double(text.count) / Double(limit), 1))
                                .stroke(remaining < 20 ? Color.orange : Color.blue, style: StrokeStyle(lineWidth: 3, lineCap: .round))
                                .rotationEffect(.degrees(-90))
                        }
                        .frame(width: 24, height: 24)
                        Text("\(remaining)")
                            .font(.footnote.monospacedDigit())
                            .foregroundStyle(remaining < 0 ? Color.red : Color.secondary)
                    }
                    .font(.title3)
                    .padding(.horizontal)
                    .padding(.vertical, 10)
                }
                .background(.bar)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Post") { dismiss() }
                        .buttonStyle(.borderedProminent)
                        .buttonBorderShape(.capsule)
                        .disabled(text.isEmpty || remaining < 0)
                }
            }
            .onAppear { focused = true }
        }
    }
}

// MARK: - 8. Reactions picker over a message

private enum SocReaction: String, CaseIterable, Identifiable {
    case heart = "❤️", laugh = "😂", wow = "😮", sad = "😢", angry = "😡", thumbs = "👍"
    var id: String { rawValue }
}

private struct SocReactionButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.system(size: 28))
            .scaleEffect(configuration.isPressed ? 1.4 : 1)
            .animation(.spring(response: 0.25, dampingFraction: 0.5), value: configuration.isPressed)
    }
}

private struct SocReactionBar: View {
    var onPick: (SocReaction) -> Void

    var body: some View {
        HStack(spacing: 8) {
            ForEach(SocReaction.allCases) { reaction in
                Button(reaction.rawValue) { onPick(reaction) }
                    .buttonStyle(SocReactionButtonStyle())
            }
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 6)
        .background(.regularMaterial, in: Capsule())
        .shadow(color: .black.opacity(0.15), radius: 10, y: 4)
    }
}

private struct SocReactableMessage: View {
    let text: String
    @Binding var reaction: SocReaction?
    @Binding var activeID: Int?
    let id: Int

    var body: some View {
        Text(text)
            .padding(12)
            .background(Color(.systemGray5), in: RoundedRectangle(cornerRadius: 18))
            .overlay(alignment: .bottomTrailing) {
                if let reaction {
                    Text(reaction.rawValue)
                        .font(.caption)
                        .padding(4)
                        .background(Circle().fill(Color(.systemBackground)))
                        .offset(x: 8, y: 12)
                        .transition(.scale)
                }
            }
            .overlay(alignment: .topLeading) {
                if activeID == id {
                    SocReactionBar { picked in
                        withAnimation(.spring) {
                            reaction = reaction == picked ? nil : picked
                            activeID = nil
                        }
                    }
                    .fixedSize()
                    .offset(y: -56)
                    .transition(.scale(scale: 0.5, anchor: .bottomLeading).combined(with: .opacity))
                    .zIndex(1)
                }
            }
            .scaleEffect(activeID == id ? 1.05 : 1)
            .onLongPressGesture(minimumDuration: 0.3) {
                let generator = UIImpactFeedbackGenerator(style: .medium)
                generator.impactOccurred()
                withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) {
                    activeID = id
                }
            }
    }
}

private struct SocReactionsScreen: View {
    @State private var reactions: [Int: SocReaction] = [:]
    @State private var activeID: Int?
    private let texts = ["Are we still on for tonight?", "Yes! 7pm at the usual place", "Perfect, I'll bring the board games 🎲", "Don't forget the snacks"]

    var body: some View {
        ZStack {
            if activeID != nil {
                Color.black.opacity(0.2)
                    .ignoresSafeArea()
                    .onTapGesture {
                        withAnimation { activeID = nil }
                    }
            }
            VStack(alignment: .leading, spacing: 28) {
                ForEach(texts.indices, id: \.self) { i in
                    SocReactableMessage(
                        text: texts[i],
                        reaction: Binding(get: { reactions[i] }, set: { reactions[i] = $0 }),
                        activeID: $activeID,
                        id: i
                    )
                    .zIndex(activeID == i ? 1 : 0)
                }
                Spacer()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal)
            .padding(.top, 80)
        }
    }
}

// MARK: - 9. Vertical paging video feed

private struct SocClip: Identifiable {
    let id: Int
    var author: SocUser
    var caption: String
    var likes: Int
    var color: Color
}

private struct SocSideButton: View {
    let systemImage: String
    let label: String
    var action: () -> Void = {}

    var body: some View {
        Button(action: action) {
            VStack(spacing: 4) {
                Image(systemName: systemImage)
                    .font(.system(size: 30))
                Text(label)
                    .font(.caption.bold())
            }
            .foregroundStyle(.white)
            .shadow(radius: 2)
        }
    }
}

private struct SocClipPage: View {
    let clip: SocClip
    @State private var liked = false

    var body: some View {
        ZStack(alignment: .bottom) {
            LinearGradient(colors: [clip.color, clip.color.opacity(0.6), .black], startPoint: .top, endPoint: .bottom)
            HStack(alignment: .bottom) {
                VStack(alignment: .leading, spacing: 8) {
                    Text(clip.author.handle)
                        .font(.headline)
                    Text(clip.caption)
                        .font(.subheadline)
                        .lineLimit(2)
                }
                .foregroundStyle(.white)
                Spacer()
                VStack(spacing: 22) {
                    SocSideButton(systemImage: liked ? "heart.fill" : "heart", label: "\(clip.likes + (liked ? 1 : 0))") {
                        liked.toggle()
                    }
                    SocSideButton(systemImage: "bubble.right.fill", label: "312")
                    SocSideButton(systemImage: "arrowshape.turn.up.right.fill", label: "Share")
                }
            }
            .padding(.horizontal)
            .padding(.bottom, 60)
        }
    }
}

private struct SocVideoFeedScreen: View {
    private let clips: [SocClip] = (0..<10).map { i in
        SocClip(id: i, author: SocUser.samples[i % SocUser.samples.count], caption: "Clip number \(i) #fyp #swiftui", likes: 1000 + i * 37, color: [.purple, .blue, .teal, .pink, .orange][i % 5])
    }
    @State private var currentID: Int?

    var body: some View {
        ScrollView(.vertical) {
            LazyVStack(spacing: 0) {
                ForEach(clips) { clip in
                    SocClipPage(clip: clip)
                        .containerRelativeFrame([.horizontal, .vertical])
                        .id(clip.id)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $currentID)
        .scrollIndicators(.hidden)
        .ignoresSafeArea()
        .background(.black)
        .overlay(alignment: .top) {
            HStack(spacing: 24) {
                Text("Following").foregroundStyle(.white.opacity(0.6))
                Text("For You").foregroundStyle(.white).bold()
            }
            .font(.headline)
            .padding(.top, 8)
        }
    }
}

// MARK: - 10. Group info

private struct SocGroupMember: Identifiable {
    let id = UUID()
    var user: SocUser
    var isAdmin: Bool
}

@Observable
private final class SocGroupModel {
    var name = "Weekend Hikers 🥾"
    var members: [SocGroupMember] = SocUser.samples.prefix(6).enumerated().map { i, user in
        SocGroupMember(user: user, isAdmin: i == 0)
    }
    var muted = false
    var showAlert = false
}

private struct SocGroupInfoScreen: View {
    @State private var model = SocGroupModel()

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    VStack(spacing: 8) {
                        Circle()
                            .fill(.green.gradient)
                            .frame(width: 90, height: 90)
                            .overlay(Text("🥾").font(.largeTitle))
                        Text(model.name)
                            .font(.title2.bold())
                        Text("Group · \(model.members.count) members")
                            .foregroundStyle(.secondary)
                    }
                    .frame(maxWidth: .infinity)
                    .listRowBackground(Color.clear)
                }

                Section {
                    Toggle("Mute notifications", isOn: $model.muted)
                    NavigationLink("Media, links and docs") {
                        Text("Media")
                    }
                    LabeledContent("Disappearing messages", value: "Off")
                }

                Section("\(model.members.count) members") {
                    Button {
                    } label: {
                        Label("Add members", systemImage: "person.badge.plus")
                    }
                    ForEach(model.members) { member in
                        HStack {
                            SocAvatar(user: member.user, size: 36)
                            VStack(alignment: .leading) {
                                Text(member.user.name)
                                Text(member.user.handle)
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                            Spacer()
                            if member.isAdmin {
                                Text("Admin")
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                        }
                    }
                    .onDelete { model.members.remove(atOffsets: $0) }
                }

                Section {
                    Button("Exit group", role: .destructive) {
                        model.showAlert = true
                    }
                    Button(role: .destructive) {
                    } label: {
                        Label("Report group", systemImage: "hand.thumbsdown")
                    }
                }
            }
            .navigationTitle("Group Info")
            .navigationBarTitleDisplayMode(.inline)
            .alert("Exit \"\(model.name)\"?", isPresented: $model.showAlert) {
                Button("Exit", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("You won't receive messages from this group anymore.")
            }
        }
    }
}

// MARK: - 11. Follow suggestions carousel

private struct SocSuggestionCard: View {
    let user: SocUser
    @Binding var followed: Bool
    var onDismiss: () -> Void

    var body: some View {
        VStack(spacing: 10) {
            SocAvatar(user: user, size: 72)
            Text(user.name)
                .font(.subheadline.weight(.semibold))
                .lineLimit(1)
            Text("Followed by \(user.handle) + 3")
                .font(.caption)
                .foregroundStyle(.secondary)
                .lineLimit(1)
            Button {
                followed.toggle()
            } label: {
                Text(followed ? "Following" : "Follow")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .tint(followed ? .gray : .blue)
        }
        .padding(.top, 8)
        .socCard(padding: 12)
        .overlay(alignment: .topTrailing) {
            Button(action: onDismiss) {
                Image(systemName: "xmark")
                    .font(.caption.bold())
                    .foregroundStyle(.secondary)
                    .padding(8)
            }
        }
    }
}

private struct SocSuggestionsScreen: View {
    @State private var users = Array(SocUser.samples.dropFirst())
    @State private var followed: Set<UUID> = []

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    HStack {
                        Text("Suggested for you")
                            .font(.headline)
                        Spacer()
                        Button("See all") {}
                            .font(.subheadline)
                    }
                    .padding(.horizontal)

                    ScrollView(.horizontal) {
                        LazyHStack(spacing: 12) {
                            ForEach(users) { user in
                                SocSuggestionCard(
                                    user: user,
                                    followed: Binding(
                                        get: { followed.contains(user.id) },
                                        set: { if $0 { followed.insert(user.id) } else { followed.remove(user.id) } }
                                    ),
                                    onDismiss: {
                                        withAnimation { users.removeAll { $0.id == user.id } }
                                    }
                                )
                                .frame(width: 160)
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollTargetBehavior(.viewAligned)
                    .contentMargins(.horizontal, 16, for: .scrollContent)
                    .scrollIndicators(.hidden)
                }
                .padding(.vertical)
            }
            .navigationTitle("Discover")
        }
    }
}

// MARK: - 12. Onboarding pages

private struct SocOnboardingPage: Identifiable {
    let id = UUID()
    let symbol: String
    let title: String
    let subtitle: String
}

private struct SocPrimaryButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .frame(maxWidth: .infinity)
            .frame(height: 52)
            .background(
                RoundedRectangle(cornerRadius: 14, style: .continuous)
                    .fill(isEnabled ? Color.accentColor : Color.gray)
            )
            .opacity(configuration.isPressed ? 0.8 : 1)
            .scaleEffect(configuration.isPressed ? 0.98 : 1)
    }
}

private struct SocOnboardingScreen: View {
    private let pages = [
        SocOnboardingPage(symbol: "bubble.left.and.bubble.right.fill", title: "Chat with friends", subtitle: "Fast, private messaging with the people you care about."),
        SocOnboardingPage(symbol: "camera.fill", title: "Share moments", subtitle: "Post photos and stories that disappear after 24 hours."),
        SocOnboardingPage(symbol: "person.3.fill", title: "Find your people", subtitle: "Join groups around the things you love."),
    ]
    @State private var index = 0
    @AppStorage("socHasOnboarded") private var hasOnboarded = false

    var body: some View {
        VStack(spacing: 24) {
            HStack {
                Spacer()
                Button("Skip") { hasOnboarded = true }
                    .foregroundStyle(.secondary)
            }
            .padding(.horizontal)

            TabView(selection: $index) {
                ForEach(pages.indices, id: \.self) { i in
                    VStack(spacing: 20) {
                        Image(systemName: pages[i].symbol)
                            .font(.system(size: 80))
                            .foregroundStyle(.tint)
                            .frame(height: 120)
                        Text(pages[i].title)
                            .font(.title.bold())
                        Text(pages[i].subtitle)
                            .font(.body)
                            .foregroundStyle(.secondary)
                            .multilineTextAlignment(.center)
                            .padding(.horizontal, 32)
                    }
                    .tag(i)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .never))

            HStack(spacing: 8) {
                ForEach(pages.indices, id: \.self) { i in
                    Capsule()
                        .fill(i == index ? Color.accentColor : Color(.systemGray4))
                        .frame(width: i == index ? 24 : 8, height: 8)
                }
            }
            .animation(.easeInOut, value: index)

            Button(index == pages.count - 1 ? "Get Started" : "Continue") {
                if index < pages.count - 1 {
                    withAnimation { index += 1 }
                } else {
                    hasOnboarded = true
                }
            }
            .buttonStyle(SocPrimaryButtonStyle())
            .padding(.horizontal, 24)
            .padding(.bottom, 8)
        }
    }
}

// MARK: - 13. Poll card

private struct SocPollOption: Identifiable {
    let id = UUID()
    var title: String
    var votes: Int
}

private struct SocPollCard: View {
    @State private var options = [
        SocPollOption(title: "Tacos 🌮", votes: 42),
        SocPollOption(title: "Pizza 🍕", votes: 35),
        SocPollOption(title: "Sushi 🍣", votes: 18),
        SocPollOption(title: "Salad 🥗", votes: 5),
    ]
    @State private var votedID: UUID?
    @State private var revealed = false

    private var total: Int { options.map(\.votes).reduce(0, +) }

    private func fraction(_ option: SocPollOption) -> Double {
        total == 0 ? 0 : Double(option.votes) / Double(total)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 8) {
                SocAvatar(user: SocUser.samples[1], size: 28)
                Text("Ben Ortiz").font(.subheadline.bold())
                Text("· 2h").font(.subheadline).foregroundStyle(.secondary)
            }
            Text("Friday team lunch — what are we getting?")
                .font(.headline)

            ForEach(options) { option in
                Button {
                    guard votedID == nil else { return }
                    if let i = options.firstIndex(where: { $0.id == option.id }) {
                        options[i].votes += 1
                    }
                    votedID = option.id
                    withAnimation(.easeOut(duration: 0.6)) { revealed = true }
                } label: {
                    ZStack(alignment: .leading) {
                        GeometryReader { proxy in
                            RoundedRectangle(cornerRadius: 8)
                                .fill(option.id == votedID ? Color.blue.opacity(0.3) : Color(.systemGray5))
                                .frame(width: revealed ? proxy.size.width * fraction(option) : 0)
                        }
                        HStack {
                            Text(option.title)
                                .fontWeight(option.id == votedID ? .semibold : .regular)
                            if option.id == votedID {
                                Image(systemName: "checkmark.circle.fill")
                                    .foregroundStyle(.blue)
                            }
                            Spacer()
                            if revealed {
                                Text(fraction(option), format: .percent.precision(.fractionLength(0)))
                                    .monospacedDigit()
                                    .transition(.opacity)
                            }
                        }
                        .padding(.horizontal, 12)
                    }
                    .frame(height: 40)
                    .overlay(
                        RoundedRectangle(cornerRadius: 8)
                            .stroke(Color(.systemGray4), lineWidth: revealed ? 0 : 1)
                    )
                    .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
            }

            Text("\(total) votes · \(revealed ? "Final results" : "1 day left")")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .socCard()
    }
}

private struct SocPollScreen: View {
    var body: some View {
        ScrollView {
            SocPollCard()
                .padding()
        }
        .background(Color(.systemGroupedBackground))
    }
}

// MARK: - 14. Friend search

private final class SocFriendSearchModel: ObservableObject {
    @Published var query = ""
    @Published var requested: Set<UUID> = []
    let everyone = SocUser.samples

    var results: [SocUser] {
        let q = query.trimmingCharacters(in: .whitespaces)
        guard !q.isEmpty else { return everyone }
        return everyone.filter { $0.name.localizedCaseInsensitiveContains(q) || $0.handle.localizedCaseInsensitiveContains(q) }
    }
}

private struct SocFollowButtonStyle: ButtonStyle {
    var isActive: Bool

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.subheadline.weight(.semibold))
            .padding(.horizontal, 14)
            .padding(.vertical, 6)
            .foregroundStyle(isActive ? Color.primary : Color.white)
            .background(isActive ? Color(.systemGray5) : Color.blue, in: Capsule())
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

private struct SocFriendSearchScreen: View {
    @StateObject private var model = SocFriendSearchModel()

    var body: some View {
        NavigationStack {
            Group {
                if model.results.isEmpty {
                    ContentUnavailableView.search(text: model.query)
                } else {
                    List(model.results) { user in
                        HStack(spacing: 12) {
                            SocAvatar(user: user, size: 44)
                            VStack(alignment: .leading) {
                                Text(user.name).font(.body.weight(.medium))
                                Text(user.handle).font(.subheadline).foregroundStyle(.secondary)
                            }
                            Spacer()
                            let isRequested = model.requested.contains(user.id)
                            Button(isRequested ? "Requested" : "Add") {
                                if isRequested {
                                    model.requested.remove(user.id)
                                } else {
                                    model.requested.insert(user.id)
                                }
                            }
                            .buttonStyle(SocFollowButtonStyle(isActive: isRequested))
                        }
                    }
                    .listStyle(.plain)
                }
            }
            .navigationTitle("Add Friends")
            .searchable(text: $model.query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Name or username")
            .autocorrectionDisabled()
            .textInputAutocapitalization(.never)
        }
    }
}

// MARK: - 15. Event invite

private enum SocRSVP: String, CaseIterable {
    case going = "Going"
    case maybe = "Maybe"
    case declined = "Can't go"

    var symbol: String {
        switch self {
        case .going: "checkmark.circle.fill"
        case .maybe: "questionmark.circle.fill"
        case .declined: "xmark.circle.fill"
        }
    }
}

private struct SocRSVPModifier: ViewModifier {
    let selected: Bool
    let tint: Color

    func body(content: Content) -> some View {
        content
            .font(.subheadline.weight(.semibold))
            .frame(maxWidth: .infinity)
            .padding(.vertical, 10)
            .foregroundStyle(selected ? .white : tint)
            .background(selected ? tint : tint.opacity(0.12), in: RoundedRectangle(cornerRadius: 10))
    }
}

private extension View {
    func rsvpStyle(selected: Bool, tint: Color = .blue) -> some View {
        modifier(SocRSVPModifier(selected: selected, tint: tint))
    }
}

private struct SocEventInviteCard: View {
    let title = "Rooftop Birthday 🎉"
    let host = SocUser.samples[4]
    let date = Date(timeIntervalSince1970: 1_767_300_000)
    @State private var rsvp: SocRSVP?

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            AsyncImage(url: URL(string: "https://picsum.photos/800/400")) { phase in
                switch phase {
                case .success(let image):
                    image
                        .resizable()
                        .scaledToFill()
                case .failure:
                    Color.gray.overlay(Image(systemName: "photo").foregroundStyle(.white))
                default:
                    ZStack {
                        Color(.systemGray5)
                        ProgressView()
                    }
                }
            }
            .frame(height: 160)
            .clipped()

            VStack(alignment: .leading, spacing: 10) {
                Text(date, format: .dateTime.weekday(.wide).month().day().hour().minute())
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.red)
                    .textCase(.uppercase)
                Text(title)
                    .font(.title3.bold())
                Label("The Roof, 21 Main St", systemImage: "mappin.and.ellipse")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                HStack(spacing: -8) {
                    ForEach(SocUser.samples.prefix(4)) { user in
                        SocAvatar(user: user, size: 28)
                            .overlay(Circle().stroke(Color(.systemBackground), lineWidth: 2))
                    }
                    Text("+12 going")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .padding(.leading, 16)
                }
                HStack(spacing: 8) {
                    ForEach(SocRSVP.allCases, id: \.self) { option in
                        Button {
                            withAnimation(.bouncy) {
                                rsvp = rsvp == option ? nil : option
                            }
                        } label: {
                            Label(option.rawValue, systemImage: option.symbol)
                                .labelStyle(.titleOnly)
                                .rsvpStyle(selected: rsvp == option, tint: option == .declined ? .red : .blue)
                        }
                        .buttonStyle(.plain)
                    }
                }
                .padding(.top, 4)
                if let rsvp {
                    Text("You responded \(rsvp.rawValue.lowercased()). \(host.name) will be notified.")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                        .transition(.move(edge: .top).combined(with: .opacity))
                }
            }
            .padding(16)
        }
        .background(Color(.secondarySystemGroupedBackground))
        .clipShape(RoundedRectangle(cornerRadius: 20, style: .continuous))
        .shadow(color: .black.opacity(0.08), radius: 12, y: 6)
    }
}

private struct SocEventInviteScreen: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                SocEventInviteCard()
                    .padding()
            }
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Invites")
        }
    }
}

// MARK: - Tests

/// iPhone 14 (390 × 844, safe area 47 / 34), fake measurer (8 pt a character
/// and 16 pt lines at 17 pt, both scaled with the font: 15 pt subheadline →
/// 15 pt lines, 12 pt caption → 12, 11 pt caption2 → 11), 1×. An inline bar
/// ends at 47 + 44 = 91, a large-title bar at 143, with a search field at 195.
/// A symbol is a square of the font's cap height (size × 1443 / 2048).
@MainActor
@Suite struct TypicalCorpusSocialScreensTests {
    func app<V: View>(_ view: V) throws -> TestApp { try settledApp(view) }

    /// Whether `a` is within a thousandth of a point of `b`.
    func near(_ a: CGFloat?, _ b: CGFloat) -> Bool { a.map { abs($0 - b) < 0.001 } ?? false }

    /// The input bar (a 16 pt field padded 8 in a capsule, padded 8: 48
    /// tall) sits on the bottom safe area, 762 … 810; the scroll view stops
    /// 8 above it, at 754, and rests on its last bubble: the timestamp (11)
    /// above the 8 pt content padding, 4 above it the bubble (16 + 20), 12 in
    /// from the trailing edge for mine ("Message 23", 80 + 28 wide). Sending
    /// a typed message scrolls to it: "Hi" (16 wide) in the last bubble.
    @Test func aChatRestsOnItsLastMessageAboveTheInputBar() throws {
        let app = try app(SocChatScreen())
        #expect(frame(app, "ScrollView") == CGRect(x: 0, y: 91, width: 390, height: 663))
        #expect(frame(app, "Capsule") == CGRect(x: 16, y: 770, width: 390 - 32 - 8 - symbol(32), height: 32))
        #expect(textFrame(app, "Message 23") == CGRect(x: 390 - 12 - 14 - 80, y: 754 - 8 - 11 - 4 - 10 - 16, width: 80, height: 16))
        try app.tap(.text("Message"))
        app.type("Hi")
        _ = try app.pumpAndSettle()
        #expect(textFrame(app, "Hi")?.origin == CGPoint(x: 28, y: 778))
        let send = try #require(frame(app, "Image", "arrow.up.circle.fill"))
        app.tap(CGPoint(x: send.midX, y: send.midY))
        _ = try app.pumpAndSettle()
        // The new bubble was not built when the animated scrollTo started:
        // it ends where the lazy stack's estimate (the mean row measured so
        // far) put it, so within the difference between that mean and its
        // own 36 + 4 + 11 pt of its resting place, and in full view above
        // the input bar.
        let sent = try #require(textFrame(app, "Hi"))
        #expect(sent.minX == 390 - 12 - 14 - 16 && sent.size == CGSize(width: 16, height: 16))
        let resting: CGFloat = 754 - 8 - 11 - 4 - 10 - 16
        #expect(abs(sent.minY - resting) <= 16 && sent.maxY + 10 + 4 + 11 <= 754)
        #expect(textFrame(app, "Message")?.minY == 778)
    }

    /// Plain rows from 195 (under the search field): 52 pt avatars padded 4
    /// in rows 11 + 60 + 11 = 82 tall. The name (16) and the message line
    /// (15, 3 below) are centred on the avatar: 210 + (52 − 39) / 2; the
    /// unread badge (a 20 pt capsule, the minimum for "1") tops the message
    /// line; the online dot sits in the avatar's bottom-trailing corner.
    @Test func aConversationListWithBadgesAndOnlineDots() throws {
        let app = try app(SocConversationListScreen())
        #expect(frames(app, "ListRow").first == CGRect(x: 0, y: 195, width: 390, height: 82))
        #expect(frames(app, "Circle").prefix(2) == [CGRect(x: 16, y: 210, width: 52, height: 52),
                                                   CGRect(x: 54, y: 248, width: 14, height: 14)])
        #expect(textFrame(app, "Ava Chen")?.origin == CGPoint(x: 80, y: 216.5))
        #expect(textFrame(app, "See you tomorrow!")?.origin == CGPoint(x: 80, y: 235.5))
        let badge = try #require(frames(app, "Capsule").first)
        #expect(badge.size == CGSize(width: 20, height: 20) && badge.minY == 235.5)
        #expect(near(frames(app, "ListRow")[1].minY, 195 + 82))
    }

    /// The strip is 8 + 72 + 6 + 12 + 8 = 106 tall under the inline bar; the
    /// rings (64 pt avatars padded 4) follow "Your story" 12 apart, and the
    /// first post starts under the 1 pt divider, 12 down. A tap on a ring
    /// covers the screen with its story.
    @Test func storiesInAStripAboveTheFeed() throws {
        let app = try app(SocStoriesScreen())
        #expect(frames(app, "ScrollView")[1] == CGRect(x: 0, y: 91, width: 390, height: 106))
        let rings = frames(app, "Circle").filter { $0.width == 72 }
        #expect(rings.prefix(3).map(\.minX) == [CGFloat(16), 100, 184])
        #expect(frames(app, "RoundedRectangle").first == CGRect(x: 16, y: 91 + 106 + 1 + 12, width: 358, height: 220))
        app.tap(CGPoint(x: rings[1].midX, y: rings[1].midY))
        _ = try app.pumpAndSettle()
        #expect(frame(app, "Image", "xmark") != nil)
    }

    /// The 86 pt avatar under the inline bar; the stats share 358 − 86 − 20
    /// = 252 less 2 × 8 in thirds (78.67), "128" (24 wide) centred in the
    /// first, their 30 pt column centred on the avatar (91 + 28). Follow
    /// turns into Following.
    @Test func aProfileHeaderWithStats() throws {
        let app = try app(SocProfileScreen())
        #expect(same(frames(app, "Circle").first, CGRect(x: 16, y: 91, width: 86, height: 86)))
        let posts = try #require(textFrame(app, "128"))
        #expect(abs(posts.minX - (16 + 86 + 20 + 236.0 / 6 - 12)) < 0.001 && posts.minY == 119)
        #expect(near(textFrame(app, "Posts")?.minY, 119 + 16 + 2))
        try app.tap(.text("Follow"))
        _ = try app.pumpAndSettle()
        #expect(textFrame(app, "Following") != nil && textFrame(app, "Follow") == nil)
    }

    /// The comments sheet opens at its medium detent; a comment typed in
    /// the bar and posted goes first, where the first comment's text was
    /// (32 pt avatar, 10 apart: x 58; under its 13 pt handle line, 4 apart).
    @Test func aCommentsSheetAtItsMediumDetent() throws {
        let app = try app(SocPostWithCommentsScreen())
        #expect(textFrame(app, "Comments") == nil)
        try app.tap(.text("148"))
        _ = try app.pumpAndSettle()
        let first = try #require(textFrame(app, "@ava"))
        try app.tap(.text("Add a comment…"))
        app.type("Nice")
        try app.tap(.text("Post"))
        _ = try app.pumpAndSettle()
        #expect(textFrame(app, "Nice")?.origin == CGPoint(x: 58, y: first.minY + 13 + 4))
    }

    /// "Today" is 8 into its 32 pt header under the large title (151). Four
    /// notches (212 pt) on the title has collapsed and the header, still in
    /// its section, sticks under the 44 pt bar: its text at 91 + 8.
    @Test func activityByDayWithPinnedHeaders() throws {
        let app = try app(SocNotificationsScreen())
        #expect(textFrame(app, "Today") == CGRect(x: 16, y: 151, width: 40, height: 16))
        app.wheel(-4)
        _ = try app.pumpAndSettle()
        #expect(near(app.scroll.offset.y, -143 + 212))
        #expect(textFrame(app, "Today")?.minY == 99)
    }

    /// No title, so the empty large-title band stays: the avatar at 143 +
    /// 16. Typed text counts down from 280.
    @Test func aComposerCountsDownWhatIsTyped() throws {
        let app = try app(SocComposerScreen())
        #expect(frames(app, "Circle").first == CGRect(x: 16, y: 159, width: 40, height: 40))
        #expect(textFrame(app, "280") != nil)
        try app.tap(.text("What's happening?"))
        app.type("Hello")
        _ = try app.pumpAndSettle()
        #expect(textFrame(app, "275") != nil && textFrame(app, "What's happening?") == nil)
    }

    /// Bubbles (16 + 24 tall) from 47 + 80, 28 apart. A long press on the
    /// second pops the reactions bar 56 above it and plays a medium impact.
    @Test func aLongPressPopsTheReactionsBar() throws {
        let app = try app(SocReactionsScreen())
        #expect(frames(app, "RoundedRectangle").prefix(2).map(\.minY) == [CGFloat(127), 195])
        let target = try #require(textFrame(app, "Yes! 7pm at the usual place"))
        app.send(.pointerDown(CGPoint(x: target.midX, y: target.midY)))
        app.pump(0.5)
        app.send(.pointerUp(CGPoint(x: target.midX, y: target.midY)))
        _ = try app.pumpAndSettle()
        #expect(textFrame(app, "😂") != nil)
        #expect(app.app.graph.sensoryFeedbackEvents.map(\.feedback) == [.impact(weight: .medium, intensity: 1)])
    }

    /// Full-screen pages (the scroll view ignores the safe area): the
    /// caption (one 15 pt line: the spacer beside its column is served
    /// last, so the column is offered all the row but the side buttons) and
    /// the handle (16, 8 above) end 60 above the bottom. A drag up pages to
    /// the next clip, one screen down.
    @Test func aPagingVideoFeed() throws {
        let app = try app(SocVideoFeedScreen())
        #expect(frame(app, "ScrollView") == CGRect(x: 0, y: 0, width: 390, height: 844))
        let handleY: CGFloat = 844 - 60 - 15 - 8 - 16
        #expect(near(textFrame(app, "@ava")?.minY, handleY))
        #expect(textFrame(app, "Clip number 0 #fyp #swiftui")?.height == 15)
        app.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300))
        _ = try app.pumpAndSettle()
        #expect(near(app.scroll.offset.y, 844))
        #expect(near(textFrame(app, "@benny")?.minY, handleY))
    }

    /// The header row is clear, its 90 pt circle centred; "Exit group" asks first.
    @Test func groupInfoWithADestructiveExit() throws {
        let app = try app(SocGroupInfoScreen())
        #expect(near(frames(app, "Circle").first?.minX, (390 - 90) / 2))
        #expect(near(frame(app, "Toggle")?.width, 390 - 2 * 36))
        app.wheel(-10)
        _ = try app.pumpAndSettle()
        try app.tap(.text("Exit group"))
        _ = try app.pumpAndSettle()
        #expect(textFrame(app, "You won't receive messages from this group anymore.") != nil)
    }

    /// 160 pt cards 12 apart from the 16 pt content margin, 191 tall (12 +
    /// 8 + 72 + 15 + 12 + 30 + 3 × 10 + 12); dismissing the first brings the
    /// next to the margin.
    @Test func suggestionCardsInAViewAlignedCarousel() throws {
        let app = try app(SocSuggestionsScreen())
        let cards = frames(app, "RoundedRectangle").filter { $0.width == 160 }
        #expect(cards.prefix(2) == [CGRect(x: 16, y: 187, width: 160, height: 191), CGRect(x: 188, y: 187, width: 160, height: 191)])
        let close = frames(app, "Image", "xmark")[0]
        app.tap(CGPoint(x: close.midX, y: close.midY))
        _ = try app.pumpAndSettle()
        #expect(textFrame(app, "Ben Ortiz") == nil)
        #expect(near(textFrame(app, "Chloe Park")?.midX, 16 + 80))
    }

    /// The 52 pt button ends 8 above the safe area's bottom; the dots (24 +
    /// 8 + 8 and 8 apart: 56) centred 24 above it. Continue moves the wide dot.
    @Test func onboardingPagesWithACustomIndicator() throws {
        let app = try app(SocOnboardingScreen())
        #expect(frames(app, "RoundedRectangle").last == CGRect(x: 24, y: 810 - 8 - 52, width: 342, height: 52))
        #expect(frames(app, "Capsule").map(\.minX) == [167, 199, 215])
        try app.tap(.text("Continue"))
        _ = try app.pumpAndSettle()
        #expect(frames(app, "Capsule").map(\.width) == [8, 24, 8])
        #expect(frames(app, "Capsule").map(\.minX) == [167, 183, 215])
    }

    /// Options are 40 pt rows 12 apart in the 326 pt wide card; voting
    /// reveals bars as wide as each option's share: Pizza 36 of 101.
    @Test func aPollRevealsItsBarsOnAVote() throws {
        let app = try app(SocPollScreen())
        #expect(textFrame(app, "36%") == nil)
        try app.tap(.text("Pizza 🍕"))
        _ = try app.pumpAndSettle()
        #expect(textFrame(app, "36%") != nil)
        let bars = frames(app, "RoundedRectangle").filter { $0.height == 40 && $0.width < 326 }
        #expect(bars.count == 4)
        #expect(abs(bars[1].width - 326 * 36 / 101) < 0.001)
        #expect(abs(bars[0].width - 326 * 42 / 101) < 0.001)
    }

    /// Rows of 44 pt avatars (66 tall) under the always-shown search field;
    /// a query that matches no one shows the search's unavailable view.
    @Test func friendSearchShowsNoResults() throws {
        let app = try app(SocFriendSearchScreen())
        #expect(frames(app, "ListRow").first == CGRect(x: 0, y: 195, width: 390, height: 66))
        try app.tap(.text("Name or username"))
        app.type("zzz")
        _ = try app.pumpAndSettle()
        #expect(frames(app, "ListRow").isEmpty)
        #expect(textFrame(app, "No Results for \u{201C}zzz\u{201D}") != nil)
    }

    /// The 160 pt image area tops the card: a spinner on the first frame,
    /// then (no network) the failure's photo symbol centred in the 358 pt
    /// wide card. Choosing Going says so under the buttons.
    @Test func anEventInviteWithRSVPButtons() throws {
        let app = TestApp(SocEventInviteScreen(), measurer: fakeMeasurer())
        #expect(frame(app, "ProgressView") != nil)
        _ = try app.pumpAndSettle()
        #expect(frame(app, "ProgressView") == nil)
        #expect(near(frame(app, "Image", "photo")?.midX, 195))
        try app.tap(.text("Going"))
        _ = try app.pumpAndSettle()
        #expect(textFrame(app, "You responded going. Ella Moss will be notified.") != nil)
    }
}

