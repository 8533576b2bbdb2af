import Foundation
import ScrollSim
import Testing

// Fifteen everyday productivity and media screens, written the way app code is written.

// MARK: - 1. To-do list

private enum PrdPriority: String, CaseIterable, Identifiable {
    case low, normal, high
    var id: Self { self }

    var tint: Color {
        switch self {
        case .low: .gray
        case .normal: .blue
        case .high: .red
        }
    }
}

private struct PrdTodo: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var isDone: Bool = false
    var priority: PrdPriority = .normal
}

private struct PrdTodoScreen: View {
    @State private var todos: [PrdTodo] = [
        PrdTodo(title: "Buy milk"),
        PrdTodo(title: "Call the plumber", priority: .high),
        PrdTodo(title: "Book flights"),
        PrdTodo(title: "Renew passport", isDone: true),
        PrdTodo(title: "Water plants", isDone: true, priority: .low),
    ]
    @State private var showingAdd = false

    private var open: [PrdTodo] { todos.filter { !$0.isDone } }
    private var done: [PrdTodo] { todos.filter(\.isDone) }

    var body: some View {
        NavigationStack {
            List {
                Section("To Do") {
                    ForEach(open) { todo in
                        PrdTodoRow(todo: todo) { toggle(todo) }
                    }
                    .onMove(perform: moveOpen)
                    .onDelete { offsets in delete(offsets, from: open) }
                }
                if !done.isEmpty {
                    Section {
                        ForEach(done) { todo in
                            PrdTodoRow(todo: todo) { toggle(todo) }
                        }
                        .onDelete { offsets in delete(offsets, from: done) }
                    } header: {
                        Text("Completed (\(done.count))")
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Tasks")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        showingAdd = true
                    } label: {
                        Label("Add", systemImage: "plus")
                    }
                }
            }
            .sheet(isPresented: $showingAdd) {
                PrdAddTodoSheet { title, priority in
                    todos.insert(PrdTodo(title: title, priority: priority), at: 0)
                }
            }
        }
    }

    private func toggle(_ todo: PrdTodo) {
        guard let index = todos.firstIndex(where: { $0.id == todo.id }) else { return }
        withAnimation {
            todos[index].isDone.toggle()
        }
    }

    private func moveOpen(from source: IndexSet, to destination: Int) {
        var reordered = open
        reordered.move(fromOffsets: source, toOffset: destination)
        todos = reordered + done
    }

    private func delete(_ offsets: IndexSet, from subset: [PrdTodo]) {
        let ids = offsets.map { subset[$0].id }
        todos.removeAll { ids.contains($0.id) }
    }
}

private struct PrdTodoRow: View {
    let todo: PrdTodo
    let onToggle: () -> Void

    var body: some View {
        HStack(spacing: 12) {
            Button(action: onToggle) {
                Image(systemName: todo.isDone ? "checkmark.circle.fill" : "circle")
                    .font(.title2)
                    .foregroundStyle(todo.isDone ? Color.green : Color.secondary)
            }
            .buttonStyle(.plain)

            VStack(alignment: .leading, spacing: 2) {
                Text(todo.title)
                    .strikethrough(todo.isDone)
                    .foregroundStyle(todo.isDone ? .secondary : .primary)
                if todo.priority == .high && !todo.isDone {
                    Text("High priority")
                        .font(.caption)
                        .foregroundStyle(.red)
                }
            }
            Spacer()
            Circle()
                .fill(todo.priority.tint)
                .frame(width: 8, height: 8)
        }
        .contentShape(Rectangle())
    }
}

private struct PrdAddTodoSheet: View {
    var onSave: (String, PrdPriority) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var priority: PrdPriority = .normal
    @FocusState private var titleFocused: Bool

    private var trimmed: String { title.trimmingCharacters(in: .whitespaces) }

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                    .focused($titleFocused)
                Picker("Priority", selection: $priority) {
                    ForEach(PrdPriority.allCases) { priority in
                        Text(priority.rawValue.capitalized).tag(priority)
                    }
                }
            }
            .navigationTitle("New Task")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        onSave(trimmed, priority)
                        dismiss()
                    }
                    .disabled(trimmed.isEmpty)
                }
            }
            .onAppear { titleFocused = true }
        }
        .presentationDetents([.medium])
    }
}

// MARK: - 2. Contacts

private struct PrdContact: Identifiable, Hashable {
    let id = UUID()
    let firstName: String
    let lastName: String
    let phone: String
    let email: String

    var fullName: String { "\(firstName) \(lastName)" }
    var initials: String { "\(firstName.prefix(1))\(lastName.prefix(1))" }
}

private let prdContacts: [PrdContact] = [
    PrdContact(firstName: "Ada", lastName: "Lovelace", phone: "+44 20 7946 0018", email: "ada@example.com"),
    PrdContact(firstName: "Alan", lastName: "Turing", phone: "+44 20 7946 0042", email: "alan@example.com"),
    PrdContact(firstName: "Grace", lastName: "Hopper", phone: "+1 202 555 0143", email: "grace@example.com"),
    PrdContact(firstName: "Edsger", lastName: "Dijkstra", phone: "+31 20 555 0101", email: "ewd@example.com"),
    PrdContact(firstName: "Barbara", lastName: "Liskov", phone: "+1 617 555 0199", email: "liskov@example.com"),
    PrdContact(firstName: "Donald", lastName: "Knuth", phone: "+1 650 555 0112", email: "knuth@example.com"),
    PrdContact(firstName: "Margaret", lastName: "Hamilton", phone: "+1 617 555 0170", email: "mh@example.com"),
    PrdContact(firstName: "Ken", lastName: "Thompson", phone: "+1 908 555 0133", email: "ken@example.com"),
    PrdContact(firstName: "Dennis", lastName: "Ritchie", phone: "+1 908 555 0134", email: "dmr@example.com"),
    PrdContact(firstName: "John", lastName: "Backus", phone: "+1 212 555 0150", email: "backus@example.com"),
    PrdContact(firstName: "Frances", lastName: "Allen", phone: "+1 914 555 0161", email: "fran@example.com"),
    PrdContact(firstName: "Tony", lastName: "Hoare", phone: "+44 1865 555 017", email: "hoare@example.com"),
]

private struct PrdContactsScreen: View {
    @State private var query = ""

    private var filtered: [PrdContact] {
        guard !query.isEmpty else { return prdContacts }
        return prdContacts.filter { $0.fullName.localizedCaseInsensitiveContains(query) }
    }

    private var sections: [(letter: String, contacts: [PrdContact])] {
        let grouped = Dictionary(grouping: filtered) { String($0.lastName.prefix(1)).uppercased() }
        return grouped.keys.sorted().map { key in
            (key, grouped[key]!.sorted { $0.lastName < $1.lastName })
        }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(sections, id: \.letter) { section in
                    Section(section.letter) {
                        ForEach(section.contacts) { contact in
                            NavigationLink(value: contact) {
                                PrdContactRow(contact: contact)
                            }
                        }
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Contacts")
            .searchable(text: $query, prompt: "Search")
            .navigationDestination(for: PrdContact.self) { contact in
                PrdContactDetail(contact: contact)
            }
            .overlay {
                if sections.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
        }
    }
}

private struct PrdAvatar: View {
    let initials: String
    var size: CGFloat = 36

    var body: some View {
        Text(initials)
            .font(.system(size: size * 0.4, weight: .semibold, design: .rounded))
            .foregroundStyle(.white)
            .frame(width: size, height: size)
            .background(Circle().fill(Color.gray.gradient))
    }
}

private struct PrdContactRow: View {
    let contact: PrdContact

    var body: some View {
        HStack(spacing: 12) {
            PrdAvatar(initials: contact.initials)
            Text(contact.firstName) + Text(" ") + Text(contact.lastName).bold()
        }
    }
}

private struct PrdContactDetail: View {
    let contact: PrdContact

    var body: some View {
        List {
            Section {
                VStack(spacing: 8) {
                    PrdAvatar(initials: contact.initials, size: 96)
                    Text(contact.fullName)
                        .font(.title.bold())
                    HStack(spacing: 12) {
                        ForEach(["message.fill", "phone.fill", "video.fill", "envelope.fill"], id: \.self) { icon in
                            Image(systemName: icon)
                                .frame(width: 56, height: 44)
                                .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 10))
                        }
                    }
                }
                .frame(maxWidth: .infinity)
                .listRowBackground(Color.clear)
            }
            Section {
                LabeledContent("mobile", value: contact.phone)
                LabeledContent("email", value: contact.email)
            }
        }
        .navigationBarTitleDisplayMode(.inline)
    }
}

// MARK: - 3. Music player

private struct PrdTrack {
    let title: String
    let artist: String
    let duration: TimeInterval
}

private func prdTimeString(_ interval: TimeInterval) -> String {
    let seconds = Int(interval.rounded())
    return String(format: "%d:%02d", seconds / 60, seconds % 60)
}

private struct PrdPlayerScreen: View {
    let track = PrdTrack(title: "Midnight City", artist: "M83", duration: 243)
    @State private var elapsed: TimeInterval = 61
    @State private var isPlaying = false
    @State private var volume: Double = 0.6
    @State private var isScrubbing = false

    var body: some View {
        VStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 16)
                .fill(LinearGradient(colors: [.purple, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing))
                .aspectRatio(1, contentMode: .fit)
                .overlay {
                    Image(systemName: "music.note")
                        .font(.system(size: 80))
                        .foregroundStyle(.white.opacity(0.8))
                }
                .shadow(radius: isPlaying ? 20 : 6)
                .scaleEffect(isPlaying ? 1 : 0.85)
                .animation(.spring(response: 0.4, dampingFraction: 0.7), value: isPlaying)
                .padding(.horizontal, 8)

            HStack {
                VStack(alignment: .leading, spacing: 4) {
                    Text(track.title)
                        .font(.title2.weight(.bold))
                    Text(track.artist)
                        .font(.title3)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Button {
                } label: {
                    Image(systemName: "ellipsis.circle.fill")
                        .font(.title)
                        .foregroundStyle(.secondary)
                }
            }

            VStack(spacing: 6) {
                Slider(value: $elapsed, in: 0...track.duration, onEditingChanged: { editing in
                    isScrubbing = editing
                })
                HStack {
                    Text(prdTimeString(elapsed))
                    Spacer()
                    Text("-" + prdTimeString(track.duration - elapsed))
                }
                .font(.caption.monospacedDigit())
                .foregroundStyle(isScrubbing ? .primary : .secondary)
            }

            HStack(spacing: 48) {
                Button {
                    elapsed = 0
                } label: {
                    Image(systemName: "backward.fill")
                }
                Button {
                    isPlaying.toggle()
                } label: {
                    Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                        .font(.system(size: 44))
                        .contentTransition(.symbolEffect(.replace))
                        .frame(width: 56, height: 56)
                }
                Button {
                    elapsed = min(track.duration, elapsed + 15)
                } label: {
                    Image(systemName: "forward.fill")
                }
            }
            .font(.largeTitle)
            .foregroundStyle(.primary)

            HStack(spacing: 12) {
                Image(systemName: "speaker.fill")
                Slider(value: $volume)
                Image(systemName: "speaker.wave.3.fill")
            }
            .font(.footnote)
            .foregroundStyle(.secondary)

            Spacer(minLength: 0)
        }
        .padding(24)
        .background(Color(.systemBackground))
    }
}

// MARK: - 4. Weather

private struct PrdHour: Identifiable {
    let id: Int
    let label: String
    let symbol: String
    let temperature: Int
}

private struct PrdDay: Identifiable {
    let id: Int
    let name: String
    let symbol: String
    let low: Int
    let high: Int
}

private struct PrdWeatherScreen: View {
    let hours: [PrdHour] = (0..<12).map { i in
        PrdHour(id: i,
                label: i == 0 ? "Now" : "\((9 + i) % 24)",
                symbol: i < 6 ? "sun.max.fill" : "cloud.sun.fill",
                temperature: 18 + (i < 6 ? i : 11 - i))
    }
    let days: [PrdDay] = [
        PrdDay(id: 0, name: "Today", symbol: "sun.max.fill", low: 12, high: 24),
        PrdDay(id: 1, name: "Tue", symbol: "cloud.sun.fill", low: 13, high: 22),
        PrdDay(id: 2, name: "Wed", symbol: "cloud.rain.fill", low: 10, high: 17),
        PrdDay(id: 3, name: "Thu", symbol: "cloud.bolt.rain.fill", low: 9, high: 15),
        PrdDay(id: 4, name: "Fri", symbol: "cloud.fill", low: 11, high: 19),
        PrdDay(id: 5, name: "Sat", symbol: "sun.max.fill", low: 14, high: 26),
        PrdDay(id: 6, name: "Sun", symbol: "sun.max.fill", low: 15, high: 28),
        PrdDay(id: 7, name: "Mon", symbol: "cloud.sun.fill", low: 14, high: 25),
        PrdDay(id: 8, name: "Tue", symbol: "cloud.drizzle.fill", low: 12, high: 20),
        PrdDay(id: 9, name: "Wed", symbol: "sun.max.fill", low: 13, high: 23),
    ]

    private var weekLow: Int { days.map(\.low).min() ?? 0 }
    private var weekHigh: Int { days.map(\.high).max() ?? 0 }

    var body: some View {
        List {
            Section {
                VStack(spacing: 2) {
                    Text("Cupertino")
                        .font(.largeTitle)
                    Text("21°")
                        .font(.system(size: 96, weight: .thin))
                    Text("Mostly Sunny")
                        .font(.title3)
                    Text("H:24°  L:12°")
                        .font(.title3)
                }
                .frame(maxWidth: .infinity)
                .listRowBackground(Color.clear)
            }

            Section {
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 22) {
                        ForEach(hours) { hour in
                            VStack(spacing: 10) {
                                Text(hour.label)
                                    .font(.footnote.weight(.semibold))
                                Image(systemName: hour.symbol)
                                    .symbolRenderingMode(.multicolor)
                                    .font(.title3)
                                    .frame(height: 28)
                                Text("\(hour.temperature)°")
                                    .font(.title3)
                            }
                        }
                    }
                    .padding(.vertical, 4)
                }
            } header: {
                Label("Hourly Forecast", systemImage: "clock")
            }
            .listRowBackground(Color.white.opacity(0.15))

            Section {
                ForEach(days) { day in
                    HStack(spacing: 12) {
                        Text(day.name)
                            .frame(width: 56, alignment: .leading)
                        Image(systemName: day.symbol)
                            .symbolRenderingMode(.multicolor)
                            .frame(width: 30)
                        Text("\(day.low)°")
                            .foregroundStyle(.secondary)
                            .frame(width: 36, alignment: .trailing)
                        PrdRangeBar(low: day.low, high: day.high, weekLow: weekLow, weekHigh: weekHigh)
                        Text("\(day.high)°")
                            .frame(width: 36, alignment: .trailing)
                    }
                    .font(.body.weight(.medium))
                }
            } header: {
                Label("10-Day Forecast", systemImage: "calendar")
            }
            .listRowBackground(Color.white.opacity(0.15))
        }
        .scrollContentBackground(.hidden)
        .background(
            LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
        )
        .foregroundStyle(.white)
    }
}

private struct PrdRangeBar: View {
    let low: Int
    let high: Int
    let weekLow: Int
    let weekHigh: Int

    var body: some View {
        GeometryReader { proxy in
            let span = CGFloat(max(weekHigh - weekLow, 1))
            let start = CGFloat(low - weekLow) / span * proxy.size.width
            let width = CGFloat(high - low) / span * proxy.size.width
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(.white.opacity(0.2))
                Capsule()
                    .fill(LinearGradient(colors: [.green, .yellow, .orange], startPoint: .leading, endPoint: .trailing))
                    .frame(width: width)
                    .offset(x: start)
            }
        }
        .frame(height: 4)
    }
}

// MARK: - 5. Kanban board

private struct PrdCard: Identifiable {
    let id = UUID()
    let title: String
    let tags: [String]
    let assignee: String
}

private struct PrdColumn: Identifiable {
    let id: String
    let color: Color
    var cards: [PrdCard]
}

private func prdTagColor(_ tag: String) -> Color {
    switch tag {
    case "bug": .red
    case "design": .purple
    case "backend": .orange
    default: .blue
    }
}

private struct PrdKanbanScreen: View {
    @State private var columns: [PrdColumn] = [
        PrdColumn(id: "Backlog", color: .gray, cards: [
            PrdCard(title: "Offline mode for drafts", tags: ["feature"], assignee: "AL"),
            PrdCard(title: "Crash when rotating on the share sheet", tags: ["bug"], assignee: "GH"),
            PrdCard(title: "Dark mode icons", tags: ["design"], assignee: "MH"),
        ]),
        PrdColumn(id: "In Progress", color: .blue, cards: [
            PrdCard(title: "Sync conflicts UI", tags: ["design", "feature"], assignee: "BL"),
            PrdCard(title: "Rate limiting", tags: ["backend"], assignee: "KT"),
        ]),
        PrdColumn(id: "Review", color: .orange, cards: [
            PrdCard(title: "Migrate to the new API", tags: ["backend"], assignee: "DR"),
        ]),
        PrdColumn(id: "Done", color: .green, cards: [
            PrdCard(title: "Onboarding copy", tags: ["design"], assignee: "FA"),
            PrdCard(title: "Fix badge count", tags: ["bug"], assignee: "AT"),
        ]),
    ]

    var body: some View {
        NavigationStack {
            ScrollView(.horizontal) {
                LazyHStack(alignment: .top, spacing: 12) {
                    ForEach(columns) { column in
                        PrdColumnView(column: column)
                    }
                }
                .padding()
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Sprint 14")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

private struct PrdColumnView: View {
    let column: PrdColumn

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Circle()
                    .fill(column.color)
                    .frame(width: 10, height: 10)
                Text(column.id)
                    .font(.headline)
                Spacer()
                Text("\(column.cards.count)")
                    .font(.caption.bold())
                    .padding(.horizontal, 8)
                    .padding(.vertical, 2)
                    .background(Capsule().fill(Color.secondary.opacity(0.2)))
            }
            ForEach(column.cards) { card in
                PrdCardView(card: card)
            }
        }
        .padding(12)
        .frame(width: 280)
        .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 14))
    }
}

private struct PrdCardView: View {
    let card: PrdCard

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(card.title)
                .font(.subheadline.weight(.medium))
                .lineLimit(2)
            HStack(spacing: 4) {
                ForEach(card.tags, id: \.self) { tag in
                    Text(tag)
                        .font(.caption2.weight(.semibold))
                        .padding(.horizontal, 6)
                        .padding(.vertical, 2)
                        .background(prdTagColor(tag).opacity(0.15), in: Capsule())
                        .foregroundStyle(prdTagColor(tag))
                }
                Spacer()
                Text(card.assignee)
                    .font(.caption2.bold())
                    .frame(width: 22, height: 22)
                    .background(Circle().fill(.blue.opacity(0.2)))
            }
        }
        .padding(10)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.background, in: RoundedRectangle(cornerRadius: 10))
        .shadow(color: .black.opacity(0.06), radius: 2, y: 1)
    }
}

// MARK: - 6. Mail inbox

private struct PrdMail: Identifiable {
    let id = UUID()
    let sender: String
    let subject: String
    let preview: String
    let date: Date
    var isUnread: Bool
    var isFlagged = false
}

private enum PrdMailFilter: String, CaseIterable, Identifiable {
    case all = "All Mail"
    case unread = "Unread"
    case flagged = "Flagged"
    var id: Self { self }
}

private struct PrdInboxScreen: View {
    @State private var mails: [PrdMail] = [
        PrdMail(sender: "GitHub", subject: "[scrollsim] New pull request", preview: "A new pull request was opened against main with 3 commits and 12 changed files.", date: .now.addingTimeInterval(-600), isUnread: true),
        PrdMail(sender: "Mum", subject: "Sunday lunch", preview: "Are you coming on Sunday? Dad is making his famous roast, bring the kids.", date: .now.addingTimeInterval(-3_600), isUnread: true, isFlagged: true),
        PrdMail(sender: "Airline", subject: "Your boarding pass", preview: "Flight BA 287 to San Francisco departs at 11:40. Gate opens 45 minutes before.", date: .now.addingTimeInterval(-7_200), isUnread: false),
        PrdMail(sender: "Newsletter", subject: "This week in Swift", preview: "Macros, ownership, and a deep dive into the new Observation framework.", date: .now.addingTimeInterval(-86_400), isUnread: false),
        PrdMail(sender: "Bank", subject: "Statement available", preview: "Your monthly statement is ready to view in the app.", date: .now.addingTimeInterval(-172_800), isUnread: true),
    ]
    @State private var filter: PrdMailFilter = .all

    private var visible: [PrdMail] {
        switch filter {
        case .all: mails
        case .unread: mails.filter(\.isUnread)
        case .flagged: mails.filter(\.isFlagged)
        }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(visible) { mail in
                    PrdMailRow(mail: mail)
                        .swipeActions(edge: .leading) {
                            Button {
                                update(mail) { $0.isUnread.toggle() }
                            } label: {
                                Label(mail.isUnread ? "Read" : "Unread",
                                      systemImage: mail.isUnread ? "envelope.open" : "envelope.badge")
                            }
                            .tint(.blue)
                        }
                        .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                            Button(role: .destructive) {
                                mails.removeAll { $0.id == mail.id }
                            } label: {
                                Label("Trash", systemImage: "trash")
                            }
                            Button {
                                update(mail) { $0.isFlagged.toggle() }
                            } label: {
                                Label("Flag", systemImage: "flag")
                            }
                            .tint(.orange)
                        }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Picker("Filter", selection: $filter) {
                            ForEach(PrdMailFilter.allCases) { filter in
                                Text(filter.rawValue).tag(filter)
                            }
                        }
                    } label: {
                        Image(systemName: filter == .all
                              ? "line.3.horizontal.decrease.circle"
                              : "line.3.horizontal.decrease.circle.fill")
                    }
                }
                ToolbarItem(placement: .status) {
                    Text("\(mails.filter(\.isUnread).count) Unread")
                        .font(.caption)
                }
            }
        }
    }

    private func update(_ mail: PrdMail, _ change: (inout PrdMail) -> Void) {
        guard let index = mails.firstIndex(where: { $0.id == mail.id }) else { return }
        change(&mails[index])
    }
}

private struct PrdMailRow: View {
    let mail: PrdMail

    var body: some View {
        HStack(alignment: .top, spacing: 8) {
            Circle()
                .fill(mail.isUnread ? Color.blue : Color.clear)
                .frame(width: 10, height: 10)
                .padding(.top, 5)
            VStack(alignment: .leading, spacing: 2) {
                HStack(alignment: .firstTextBaseline) {
                    Text(mail.sender)
                        .font(.headline)
                        .lineLimit(1)
                    if mail.isFlagged {
                        Image(systemName: "flag.fill")
                            .font(.caption)
                            .foregroundStyle(.orange)
                    }
                    Spacer()
                    Text(mail.date, style: .relative)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                    Image(systemName: "chevron.right")
                        .font(.caption)
                        .foregroundStyle(.tertiary)
                }
                Text(mail.subject)
                    .font(.subheadline)
                    .lineLimit(1)
                Text(mail.preview)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
            }
        }
        .padding(.vertical, 4)
    }
}

// MARK: - 7. Calendar agenda

private struct PrdEvent: Identifiable {
    let id = UUID()
    let title: String
    let start: Date
    let minutes: Int
    let color: Color
    var location: String? = nil

    static func samples(relativeTo now: Date) -> [PrdEvent] {
        let today = Calendar.current.startOfDay(for: now)
        return [
            PrdEvent(title: "Stand-up", start: today.addingTimeInterval(9 * 3_600), minutes: 15, color: .blue, location: "Zoom"),
            PrdEvent(title: "Design review", start: today.addingTimeInterval(11 * 3_600), minutes: 60, color: .purple, location: "Room 4"),
            PrdEvent(title: "Lunch with Sam", start: today.addingTimeInterval(12.5 * 3_600), minutes: 45, color: .orange),
            PrdEvent(title: "Dentist", start: today.addingTimeInterval(86_400 + 15 * 3_600), minutes: 30, color: .red, location: "High Street"),
        ]
    }
}

private struct PrdAgendaScreen: View {
    @State private var selectedDate = Calendar.current.startOfDay(for: .now)
    @State private var events: [PrdEvent] = PrdEvent.samples(relativeTo: .now)

    private var dayEvents: [PrdEvent] {
        events
            .filter { Calendar.current.isDate($0.start, inSameDayAs: selectedDate) }
            .sorted { $0.start < $1.start }
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    DatePicker("Date", selection: $selectedDate, displayedComponents: .date)
                        .datePickerStyle(.graphical)
                }
                Section(selectedDate.formatted(.dateTime.weekday(.wide).month().day())) {
                    if dayEvents.isEmpty {
                        ContentUnavailableView("No Events",
                                               systemImage: "calendar.badge.exclamationmark",
                                               description: Text("Nothing is scheduled for this day."))
                    } else {
                        ForEach(dayEvents) { event in
                            PrdEventRow(event: event)
                        }
                        .onDelete { offsets in
                            let ids = offsets.map { dayEvents[$0].id }
                            events.removeAll { ids.contains($0.id) }
                        }
                    }
                }
            }
            .navigationTitle("Agenda")
            .toolbar {
                Button("Today") {
                    selectedDate = Calendar.current.startOfDay(for: .now)
                }
            }
        }
    }
}

private struct PrdEventRow: View {
    let event: PrdEvent

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 2)
                .fill(event.color)
                .frame(width: 4)
            VStack(alignment: .leading, spacing: 4) {
                Text(event.title)
                    .font(.body.weight(.medium))
                Text(event.start, style: .time) + Text(" · \(event.minutes) min")
                if let location = event.location {
                    Label(location, systemImage: "mappin.and.ellipse")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            .font(.subheadline)
        }
        .padding(.vertical, 2)
    }
}

// MARK: - 8. Stocks watchlist

private struct PrdStock: Identifiable {
    let id: String
    let name: String
    let price: Double
    let change: Double
    let history: [Double]

    var percent: Double { change / (price - change) }
}

private enum PrdStockSort: String, CaseIterable, Identifiable {
    case symbol = "Symbol"
    case change = "Change"
    case price = "Price"
    var id: Self { self }
}

private struct PrdSparkline: Shape {
    let values: [Double]

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard values.count > 1, let lo = values.min(), let hi = values.max() else { return path }
        let span = max(hi - lo, 0.0001)
        for (index, value) in values.enumerated() {
            let x = rect.minX + rect.width * CGFloat(index) / CGFloat(values.count - 1)
            let y = rect.maxY - rect.height * CGFloat((value - lo) / span)
            if index == 0 {
                path.move(to: CGPoint(x: x, y: y))
            } else {
                path.addLine(to: CGPoint(x: x, y: y))
            }
        }
        return path
    }
}

private struct PrdWatchlistScreen: View {
    @State private var sort: PrdStockSort = .symbol
    @State private var showPercent = true

    let stocks: [PrdStock] = [
        PrdStock(id: "AAPL", name: "Apple Inc.", price: 189.84, change: 2.31, history: [182, 184, 183, 186, 185, 188, 189.84]),
        PrdStock(id: "MSFT", name: "Microsoft Corporation", price: 415.5, change: -3.2, history: [421, 420, 418, 419, 417, 416, 415.5]),
        PrdStock(id: "GOOGL", name: "Alphabet Inc.", price: 141.8, change: 0.95, history: [139, 140, 141, 140.5, 141, 141.2, 141.8]),
        PrdStock(id: "TSLA", name: "Tesla, Inc.", price: 177.29, change: -8.6, history: [190, 188, 186, 183, 181, 179, 177.29]),
        PrdStock(id: "AMZN", name: "Amazon.com, Inc.", price: 178.15, change: 1.05, history: [175, 176, 177, 176.5, 177.5, 178, 178.15]),
    ]

    private var sorted: [PrdStock] {
        switch sort {
        case .symbol: stocks.sorted { $0.id < $1.id }
        case .change: stocks.sorted { $0.percent > $1.percent }
        case .price: stocks.sorted { $0.price > $1.price }
        }
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(sorted) { stock in
                        PrdStockRow(stock: stock, showPercent: showPercent) {
                            showPercent.toggle()
                        }
                    }
                } header: {
                    Picker("Sort by", selection: $sort) {
                        ForEach(PrdStockSort.allCases) { option in
                            Text(option.rawValue).tag(option)
                        }
                    }
                    .pickerStyle(.segmented)
                    .textCase(nil)
                    .padding(.bottom, 8)
                }
            }
            .listStyle(.plain)
            .navigationTitle("Stocks")
        }
    }
}

private struct PrdStockRow: View {
    let stock: PrdStock
    let showPercent: Bool
    let onTapPill: () -> Void

    private var isUp: Bool { stock.change >= 0 }

    private var pillText: String {
        let sign = isUp ? "+" : ""
        return showPercent
            ? sign + String(format: "%.2f%%", stock.percent * 100)
            : sign + String(format: "%.2f", stock.change)
    }

    var body: some View {
        HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 2) {
                Text(stock.id)
                    .font(.headline)
                Text(stock.name)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
            .frame(maxWidth: .infinity, alignment: .leading)

            PrdSparkline(values: stock.history)
                .stroke(isUp ? Color.green : Color.red,
                        style: StrokeStyle(lineWidth: 1.5, lineCap: .round, lineJoin: .round))
                .frame(width: 64, height: 28)

            VStack(alignment: .trailing, spacing: 4) {
                Text(stock.price, format: .number.precision(.fractionLength(2)))
                    .font(.body.monospacedDigit())
                Button(action: onTapPill) {
                    Text(pillText)
                        .font(.subheadline.weight(.semibold).monospacedDigit())
                        .foregroundStyle(.white)
                        .frame(minWidth: 72, alignment: .trailing)
                        .padding(.horizontal, 8)
                        .padding(.vertical, 4)
                        .background(RoundedRectangle(cornerRadius: 6).fill(isUp ? Color.green : Color.red))
                }
                .buttonStyle(.plain)
            }
        }
        .padding(.vertical, 4)
    }
}

// MARK: - 9. Recipe detail

private struct PrdIngredient: Identifiable {
    let id = UUID()
    let name: String
    let amount: String
}

private struct PrdRecipeScreen: View {
    let title = "Lemon Ricotta Pancakes"
    let ingredients: [PrdIngredient] = [
        PrdIngredient(name: "Ricotta", amount: "250 g"),
        PrdIngredient(name: "Eggs", amount: "3"),
        PrdIngredient(name: "Flour", amount: "120 g"),
        PrdIngredient(name: "Lemon zest", amount: "1 lemon"),
        PrdIngredient(name: "Milk", amount: "150 ml"),
    ]
    let steps: [String] = [
        "Whisk the ricotta, egg yolks, milk and lemon zest until smooth.",
        "Fold in the flour, then the egg whites beaten to soft peaks.",
        "Cook spoonfuls in a buttered pan over medium heat, two minutes a side.",
        "Serve warm with berries and maple syrup.",
    ]
    @State private var checked: Set<UUID> = []
    private let headerHeight: CGFloat = 300

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                GeometryReader { proxy in
                    let minY = proxy.frame(in: .global).minY
                    LinearGradient(colors: [.orange, .yellow], startPoint: .top, endPoint: .bottom)
                        .overlay(
                            Image(systemName: "fork.knife")
                                .font(.system(size: 64))
                                .foregroundStyle(.white)
                        )
                        .frame(width: proxy.size.width, height: headerHeight + max(0, minY))
                        .offset(y: -max(0, minY))
                }
                .frame(height: headerHeight)

                VStack(alignment: .leading, spacing: 20) {
                    Text(title)
                        .font(.largeTitle.bold())
                    HStack(spacing: 16) {
                        Label("25 min", systemImage: "clock")
                        Label("4 servings", systemImage: "person.2")
                        Label("Easy", systemImage: "chart.bar")
                    }
                    .font(.subheadline)
                    .foregroundStyle(.secondary)

                    Text("Ingredients")
                        .font(.title2.bold())
                    VStack(spacing: 0) {
                        ForEach(ingredients) { ingredient in
                            let isChecked = checked.contains(ingredient.id)
                            Button {
                                if isChecked {
                                    checked.remove(ingredient.id)
                                } else {
                                    checked.insert(ingredient.id)
                                }
                            } label: {
                                HStack {
                                    Image(systemName: isChecked ? "checkmark.circle.fill" : "circle")
                                        .foregroundStyle(isChecked ? Color.green : Color.secondary)
                                    Text(ingredient.name)
                                        .strikethrough(isChecked)
                                    Spacer()
                                    Text(ingredient.amount)
                                        .foregroundStyle(.secondary)
                                }
                                .padding(.vertical, 10)
                                .contentShape(Rectangle())
                            }
                            .buttonStyle(.plain)
                            Divider()
                        }
                    }

                    Text("Steps")
                        .font(.title2.bold())
                    ForEach(Array(steps.enumerated()), id: \.offset) { index, step in
                        HStack(alignment: .top, spacing: 12) {
                            Text("\(index + 1)")
                                .font(.headline)
                                .foregroundStyle(.white)
                                .frame(width: 28, height: 28)
                                .background(Circle().fill(.orange))
                            Text(step)
                                .fixedSize(horizontal: false, vertical: true)
                        }
                    }
                }
                .padding(20)
            }
        }
        .ignoresSafeArea(edges: .top)
    }
}

// MARK: - 10. File browser

private struct PrdFileItem: Identifiable, Hashable {
    let id = UUID()
    let name: String
    var bytes: Int64 = 0
    var children: [PrdFileItem]? = nil

    var isFolder: Bool { children != nil }

    var icon: String {
        if isFolder { return "folder.fill" }
        if name.hasSuffix(".pdf") { return "doc.richtext" }
        if name.hasSuffix(".jpg") || name.hasSuffix(".png") { return "photo" }
        return "doc"
    }

    var totalBytes: Int64 {
        children?.reduce(0) { $0 + $1.totalBytes } ?? bytes
    }
}

private let prdFileRoot = PrdFileItem(name: "iCloud Drive", children: [
    PrdFileItem(name: "Documents", children: [
        PrdFileItem(name: "Invoice-2024-03.pdf", bytes: 184_320),
        PrdFileItem(name: "Notes.txt", bytes: 2_048),
        PrdFileItem(name: "Contracts", children: [
            PrdFileItem(name: "Lease.pdf", bytes: 1_250_000),
        ]),
    ]),
    PrdFileItem(name: "Photos", children: [
        PrdFileItem(name: "Beach.jpg", bytes: 3_400_000),
        PrdFileItem(name: "Mountains.jpg", bytes: 4_100_000),
    ]),
    PrdFileItem(name: "Resume.pdf", bytes: 98_304),
    PrdFileItem(name: "Screenshot.png", bytes: 512_000),
])

private struct PrdFilesScreen: View {
    var body: some View {
        NavigationStack {
            PrdFolderView(folder: prdFileRoot)
                .navigationDestination(for: PrdFileItem.self) { item in
                    PrdFolderView(folder: item)
                }
        }
    }
}

private struct PrdFolderView: View {
    let folder: PrdFileItem
    @State private var showGrid = false
    private let columns = [GridItem(.adaptive(minimum: 96), spacing: 16)]

    var body: some View {
        Group {
            if showGrid {
                ScrollView {
                    LazyVGrid(columns: columns, spacing: 20) {
                        ForEach(folder.children ?? []) { item in
                            link(for: item) {
                                PrdFileCell(item: item)
                            }
                        }
                    }
                    .padding()
                }
            } else {
                List(folder.children ?? []) { item in
                    link(for: item) {
                        PrdFileRow(item: item)
                    }
                }
                .listStyle(.plain)
            }
        }
        .navigationTitle(folder.name)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button {
                    withAnimation { showGrid.toggle() }
                } label: {
                    Image(systemName: showGrid ? "list.bullet" : "square.grid.2x2")
                }
            }
        }
    }

    @ViewBuilder
    private func link<Content: View>(for item: PrdFileItem, @ViewBuilder content: () -> Content) -> some View {
        if item.isFolder {
            NavigationLink(value: item) {
                content()
            }
        } else {
            content()
        }
    }
}

private struct PrdFileRow: View {
    let item: PrdFileItem

    var body: some View {
        Label {
            VStack(alignment: .leading, spacing: 2) {
                Text(item.name)
                Text(ByteCountFormatter.string(fromByteCount: item.totalBytes, countStyle: .file))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        } icon: {
            Image(systemName: item.icon)
                .foregroundStyle(item.isFolder ? .blue : .gray)
        }
    }
}

private struct PrdFileCell: View {
    let item: PrdFileItem

    var body: some View {
        VStack(spacing: 6) {
            Image(systemName: item.icon)
                .font(.system(size: 44))
                .foregroundStyle(item.isFolder ? Color.blue : Color.gray)
                .frame(height: 56)
            Text(item.name)
                .font(.caption)
                .lineLimit(2)
                .multilineTextAlignment(.center)
            Text(item.totalBytes.formatted(.byteCount(style: .file)))
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

// MARK: - 11. Fitness rings

private struct PrdRing: Identifiable {
    let id: String
    let progress: Double
    let color: Color
}

private struct PrdRingsScreen: View {
    @State private var animate = false

    let rings = [
        PrdRing(id: "Move", progress: 0.72, color: .red),
        PrdRing(id: "Exercise", progress: 0.45, color: .green),
        PrdRing(id: "Stand", progress: 0.9, color: .cyan),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 32) {
                    ZStack {
                        ForEach(Array(rings.enumerated()), id: \.element.id) { index, ring in
                            let size = 240 - CGFloat(index) * 56
                            Circle()
                                .stroke(ring.color.opacity(0.2), lineWidth: 24)
                                .frame(width: size, height: size)
                            Circle()
                                .trim(from: 0, to: animate ? ring.progress : 0)
                                .stroke(ring.color, style: StrokeStyle(lineWidth: 24, lineCap: .round))
                                .rotationEffect(.degrees(-90))
                                .frame(width: size, height: size)
                        }
                    }
                    .padding(.top, 24)
                    .onAppear {
                        withAnimation(.easeOut(duration: 1.2)) {
                            animate = true
                        }
                    }

                    Grid(horizontalSpacing: 12, verticalSpacing: 12) {
                        GridRow {
                            tile("Move", value: "530/720", unit: "kcal", color: .red)
                            tile("Exercise", value: "14/30", unit: "min", color: .green)
                        }
                        GridRow {
                            tile("Stand", value: "9/10", unit: "hr", color: .cyan)
                            tile("Steps", value: "8,214", unit: "", color: .orange)
                        }
                        GridRow {
                            tile("Distance", value: "5.8", unit: "km", color: .purple)
                                .gridCellColumns(2)
                        }
                    }
                    .padding(.horizontal)
                }
            }
            .navigationTitle("Activity")
        }
    }

    private func tile(_ title: String, value: String, unit: String, color: Color) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            HStack(alignment: .firstTextBaseline, spacing: 2) {
                Text(value)
                    .font(.title2.bold())
                Text(unit)
                    .font(.caption.bold())
            }
            .foregroundStyle(color)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
    }
}

// MARK: - 12. Wallet

private struct PrdTransaction: Identifiable {
    let id = UUID()
    let merchant: String
    let amount: Double
    let icon: String
}

private struct PrdPaymentCard: Identifiable {
    let id: Int
    let bank: String
    let last4: String
    let colors: [Color]
    let transactions: [PrdTransaction]
}

private struct PrdWalletScreen: View {
    @Namespace private var namespace
    @State private var selected: PrdPaymentCard.ID?

    let cards: [PrdPaymentCard] = [
        PrdPaymentCard(id: 0, bank: "Apple Card", last4: "1234", colors: [.white, .gray], transactions: [
            PrdTransaction(merchant: "Blue Bottle", amount: -4.5, icon: "cup.and.saucer.fill"),
            PrdTransaction(merchant: "App Store", amount: -0.99, icon: "app.badge"),
        ]),
        PrdPaymentCard(id: 1, bank: "Monzo", last4: "9876", colors: [.orange, .pink], transactions: [
            PrdTransaction(merchant: "Tesco", amount: -32.1, icon: "cart.fill"),
            PrdTransaction(merchant: "Salary", amount: 2_450, icon: "banknote.fill"),
            PrdTransaction(merchant: "Uber", amount: -12.8, icon: "car.fill"),
        ]),
        PrdPaymentCard(id: 2, bank: "Amex", last4: "0005", colors: [.blue, .teal], transactions: [
            PrdTransaction(merchant: "Hotel", amount: -420, icon: "bed.double.fill"),
        ]),
    ]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("Wallet")
                    .font(.largeTitle.bold())
                    .padding(.horizontal)

                if let id = selected, let card = cards.first(where: { $0.id == id }) {
                    PrdCardFace(card: card)
                        .matchedGeometryEffect(id: card.id, in: namespace)
                        .onTapGesture {
                            withAnimation(.spring(response: 0.45, dampingFraction: 0.8)) { selected = nil }
                        }
                        .padding(.horizontal)

                    VStack(alignment: .leading, spacing: 0) {
                        Text("Latest Transactions")
                            .font(.headline)
                            .padding(.bottom, 8)
                        ForEach(card.transactions) { transaction in
                            HStack(spacing: 12) {
                                Image(systemName: transaction.icon)
                                    .foregroundStyle(.white)
                                    .frame(width: 36, height: 36)
                                    .background(Circle().fill(.gray))
                                Text(transaction.merchant)
                                Spacer()
                                Text(transaction.amount, format: .currency(code: "USD"))
                                    .foregroundStyle(transaction.amount > 0 ? .green : .primary)
                            }
                            .padding(.vertical, 8)
                            Divider()
                        }
                    }
                    .padding(.horizontal)
                    .transition(.move(edge: .bottom).combined(with: .opacity))
                } else {
                    ZStack(alignment: .top) {
                        ForEach(Array(cards.enumerated()), id: \.element.id) { index, card in
                            PrdCardFace(card: card)
                                .matchedGeometryEffect(id: card.id, in: namespace)
                                .offset(y: CGFloat(index) * 64)
                                .onTapGesture {
                                    withAnimation(.spring(response: 0.45, dampingFraction: 0.8)) {
                                        selected = card.id
                                    }
                                }
                        }
                    }
                    .frame(height: 200 + CGFloat(cards.count - 1) * 64, alignment: .top)
                    .padding(.horizontal)
                }
            }
        }
    }
}

private struct PrdCardFace: View {
    let card: PrdPaymentCard

    var body: some View {
        ZStack(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: 16, style: .continuous)
                .fill(LinearGradient(colors: card.colors, startPoint: .topLeading, endPoint: .bottomTrailing))
            VStack(alignment: .leading) {
                Text(card.bank)
                    .font(.title3.bold())
                Spacer()
                Text("•••• \(card.last4)")
                    .font(.body.monospaced())
            }
            .foregroundStyle(.white)
            .padding(20)
        }
        .frame(height: 200)
        .shadow(color: .black.opacity(0.2), radius: 8, y: 4)
    }
}

// MARK: - 13. Journal

private enum PrdMood: String, CaseIterable, Identifiable {
    case great, good, okay, bad
    var id: Self { self }

    var emoji: String {
        switch self {
        case .great: "😄"
        case .good: "🙂"
        case .okay: "😐"
        case .bad: "🙁"
        }
    }
}

private struct PrdEntry: Identifiable {
    let id = UUID()
    var date: Date
    var text: String
    var mood: PrdMood
}

@Observable
private final class PrdJournalStore {
    var entries: [PrdEntry] = [
        PrdEntry(date: Date(timeIntervalSince1970: 1_717_236_000), text: "Long walk by the river. Finally finished the book.", mood: .great),
        PrdEntry(date: Date(timeIntervalSince1970: 1_717_840_800), text: "Busy day at work, the release slipped again.", mood: .okay),
        PrdEntry(date: Date(timeIntervalSince1970: 1_719_828_000), text: "Picnic with friends in the park.", mood: .good),
        PrdEntry(date: Date(timeIntervalSince1970: 1_720_432_800), text: "Caught a cold. Stayed in and watched films.", mood: .bad),
        PrdEntry(date: Date(timeIntervalSince1970: 1_721_037_600), text: "Started learning the piano.", mood: .good),
    ]

    var months: [(month: Date, entries: [PrdEntry])] {
        let calendar = Calendar.current
        let grouped = Dictionary(grouping: entries) { entry in
            calendar.date(from: calendar.dateComponents([.year, .month], from: entry.date))!
        }
        return grouped.keys.sorted(by: >).map { month in
            (month, grouped[month]!.sorted { $0.date > $1.date })
        }
    }

    func add(_ text: String, mood: PrdMood) {
        entries.append(PrdEntry(date: .now, text: text, mood: mood))
    }
}

private struct PrdJournalScreen: View {
    @State private var store = PrdJournalStore()
    @State private var composing = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.months, id: \.month) { group in
                    Section {
                        ForEach(group.entries) { entry in
                            PrdEntryRow(entry: entry)
                        }
                    } header: {
                        Text(group.month, format: .dateTime.month(.wide).year())
                    }
                }
            }
            .navigationTitle("Journal")
            .toolbar {
                Button {
                    composing = true
                } label: {
                    Image(systemName: "square.and.pencil")
                }
            }
            .sheet(isPresented: $composing) {
                PrdComposeSheet { text, mood in
                    store.add(text, mood: mood)
                }
            }
        }
    }
}

private struct PrdEntryRow: View {
    let entry: PrdEntry

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Text(entry.mood.emoji)
                .font(.largeTitle)
            VStack(alignment: .leading, spacing: 4) {
                Text(entry.date, format: .dateTime.weekday(.abbreviated).day())
                    .font(.caption.bold())
                    .foregroundStyle(.secondary)
                Text(entry.text)
                    .lineLimit(3)
            }
        }
        .padding(.vertical, 4)
    }
}

private struct PrdComposeSheet: View {
    let onSave: (String, PrdMood) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""
    @State private var mood: PrdMood = .good
    @State private var saved = false

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                Picker("Mood", selection: $mood) {
                    ForEach(PrdMood.allCases) { mood in
                        Text("\(mood.emoji) \(mood.rawValue.capitalized)").tag(mood)
                    }
                }
                .pickerStyle(.menu)

                TextEditor(text: $text)
                    .scrollContentBackground(.hidden)
                    .padding(8)
                    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 10))
                    .overlay(alignment: .topLeading) {
                        if text.isEmpty {
                            Text("What's on your mind?")
                                .foregroundStyle(.tertiary)
                                .padding(16)
                                .allowsHitTesting(false)
                        }
                    }
            }
            .padding()
            .navigationTitle("New Entry")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", role: .cancel) { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(text, mood)
                        saved = true
                        dismiss()
                    }
                    .disabled(text.isEmpty)
                }
            }
            .sensoryFeedback(.success, trigger: saved)
        }
    }
}

// MARK: - 14. Reminders lists overview

private struct PrdSmartList: Identifiable {
    let id: String
    let icon: String
    let color: Color
    let count: Int
}

private struct PrdUserList: Identifiable {
    let id = UUID()
    let name: String
    let icon: String
    let color: Color
    let count: Int
}

private struct PrdRemindersScreen: View {
    let smartLists = [
        PrdSmartList(id: "Today", icon: "calendar", color: .blue, count: 3),
        PrdSmartList(id: "Scheduled", icon: "calendar.badge.clock", color: .red, count: 7),
        PrdSmartList(id: "All", icon: "tray.fill", color: .gray, count: 24),
        PrdSmartList(id: "Flagged", icon: "flag.fill", color: .orange, count: 2),
    ]
    @State private var lists = [
        PrdUserList(name: "Reminders", icon: "list.bullet", color: .blue, count: 6),
        PrdUserList(name: "Groceries", icon: "cart.fill", color: .green, count: 11),
        PrdUserList(name: "Work", icon: "briefcase.fill", color: .purple, count: 5),
        PrdUserList(name: "Gift Ideas", icon: "gift.fill", color: .pink, count: 2),
    ]
    @State private var search = ""

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Grid(horizontalSpacing: 12, verticalSpacing: 12) {
                        GridRow {
                            tile(smartLists[0])
                            tile(smartLists[1])
                        }
                        GridRow {
                            tile(smartLists[2])
                            tile(smartLists[3])
                        }
                    }
                    .listRowInsets(EdgeInsets())
                    .listRowBackground(Color.clear)
                }

                Section {
                    ForEach(lists) { list in
                        NavigationLink {
                            Text(list.name)
                                .navigationTitle(list.name)
                        } label: {
                            HStack(spacing: 12) {
                                Image(systemName: list.icon)
                                    .font(.body.weight(.semibold))
                                    .foregroundStyle(.white)
                                    .frame(width: 30, height: 30)
                                    .background(list.color, in: Circle())
                                Text(list.name)
                                Spacer()
                                Text("\(list.count)")
                                    .foregroundStyle(.secondary)
                            }
                        }
                    }
                    .onDelete { offsets in
                        lists.remove(atOffsets: offsets)
                    }
                } header: {
                    Text("My Lists")
                        .font(.title2.bold())
                        .foregroundStyle(.primary)
                        .textCase(nil)
                }
            }
            .listStyle(.insetGrouped)
            .searchable(text: $search)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    EditButton()
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button {
                    } label: {
                        Label("New Reminder", systemImage: "plus.circle.fill")
                            .labelStyle(.titleAndIcon)
                            .font(.headline)
                    }
                    Spacer()
                    Button("Add List") {
                        lists.append(PrdUserList(name: "New List", icon: "list.bullet", color: .teal, count: 0))
                    }
                }
            }
        }
    }

    private func tile(_ item: PrdSmartList) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(systemName: item.icon)
                    .font(.title3)
                    .foregroundStyle(.white)
                    .frame(width: 34, height: 34)
                    .background(item.color, in: Circle())
                Spacer()
                Text("\(item.count)")
                    .font(.title.bold())
            }
            Text(item.id)
                .font(.headline)
                .foregroundStyle(.secondary)
        }
        .padding(10)
        .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 12))
    }
}

// MARK: - 15. Podcast episodes

private enum PrdDownload: Equatable {
    case none
    case downloading(Double)
    case done
}

private struct PrdEpisode: Identifiable {
    let id: Int
    let title: String
    let show: String
    let minutes: Int
    var download: PrdDownload
}

private struct PrdPodcastScreen: View {
    @State private var episodes: [PrdEpisode] = [
        PrdEpisode(id: 1, title: "The History of the Scroll View", show: "Swift by Sundell", minutes: 52, download: .done),
        PrdEpisode(id: 2, title: "Layout Is a Negotiation", show: "Under the Radar", minutes: 31, download: .downloading(0.4)),
        PrdEpisode(id: 3, title: "Why Everything Is a View", show: "Swift by Sundell", minutes: 47, download: .none),
        PrdEpisode(id: 4, title: "Shipping on Time, Sometimes", show: "Under the Radar", minutes: 28, download: .none),
        PrdEpisode(id: 5, title: "Animations Without Tears", show: "Stacktrace", minutes: 64, download: .downloading(0.85)),
    ]
    @State private var nowPlaying: PrdEpisode.ID?
    @State private var isPlaying = false

    var body: some View {
        NavigationStack {
            List {
                ForEach($episodes) { $episode in
                    PrdEpisodeRow(episode: $episode,
                                  isCurrent: nowPlaying == episode.id,
                                  isPlaying: isPlaying && nowPlaying == episode.id) {
                        if nowPlaying == episode.id {
                            isPlaying.toggle()
                        } else {
                            nowPlaying = episode.id
                            isPlaying = true
                        }
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Episodes")
            .safeAreaInset(edge: .bottom) {
                if let id = nowPlaying, let episode = episodes.first(where: { $0.id == id }) {
                    PrdMiniPlayer(episode: episode, isPlaying: $isPlaying)
                        .transition(.move(edge: .bottom))
                }
            }
            .animation(.default, value: nowPlaying)
        }
    }
}

private struct PrdEpisodeRow: View {
    @Binding var episode: PrdEpisode
    let isCurrent: Bool
    let isPlaying: Bool
    let onPlay: () -> Void

    var body: some View {
        HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 4) {
                Text(episode.show.uppercased())
                    .font(.caption2.weight(.semibold))
                    .foregroundStyle(.secondary)
                Text(episode.title)
                    .font(.headline)
                    .lineLimit(2)
                Text("\(episode.minutes) min")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            downloadControl
                .frame(width: 28, height: 28)
            Button(action: onPlay) {
                Image(systemName: isPlaying ? "pause.circle.fill" : "play.circle.fill")
                    .font(.system(size: 32))
                    .foregroundStyle(isCurrent ? Color.accentColor : .secondary)
            }
            .buttonStyle(.borderless)
        }
        .padding(.vertical, 4)
    }

    @ViewBuilder
    private var downloadControl: some View {
        switch episode.download {
        case .none:
            Button {
                episode.download = .downloading(0)
            } label: {
                Image(systemName: "arrow.down.circle")
                    .font(.title2)
            }
            .buttonStyle(.borderless)
        case .downloading(let progress):
            ProgressView(value: progress)
                .progressViewStyle(.circular)
                .overlay {
                    Circle()
                        .trim(from: 0, to: progress)
                        .stroke(Color.accentColor, style: StrokeStyle(lineWidth: 2, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                }
                .onTapGesture {
                    episode.download = .none
                }
        case .done:
            Image(systemName: "checkmark.circle.fill")
                .font(.title2)
                .foregroundStyle(.green)
        }
    }
}

private struct PrdMiniPlayer: View {
    let episode: PrdEpisode
    @Binding var isPlaying: Bool

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 6)
                .fill(Color.indigo.gradient)
                .frame(width: 44, height: 44)
                .overlay {
                    Image(systemName: "mic.fill")
                        .foregroundStyle(.white)
                }
            VStack(alignment: .leading, spacing: 2) {
                Text(episode.title)
                    .font(.subheadline.weight(.semibold))
                    .lineLimit(1)
                Text(episode.show)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Button {
                isPlaying.toggle()
            } label: {
                Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                    .font(.title2)
            }
            Button {
            } label: {
                Image(systemName: "goforward.30")
                    .font(.title2)
            }
        }
        .foregroundStyle(.primary)
        .padding(.horizontal)
        .padding(.vertical, 10)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 14))
        .overlay(alignment: .bottom) {
            ProgressView(value: 0.3)
                .padding(.horizontal, 14)
        }
        .padding(.horizontal, 8)
        .shadow(color: .black.opacity(0.15), radius: 8, y: 2)
    }
}
