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

// MARK: - Tests

/// Fake measurer (8 pt a character and 16 pt a line at 17 pt, both scaled
/// with the font: footnote 13 → 13 tall, subheadline 15 → 15, caption 12 →
/// 12, title2 22 → 21, largeTitle 34 → 32; sizes rounded out to the 1×
/// grid), iPhone 14 at 1×. A large navigation title puts content at 47 +
/// 44 + 52 = 143 (195 with a search field), an inline one at 91; an
/// inset-grouped section starts 35 below, its header (footnote) 7 above its
/// first row, its content 20 in from the 16 pt card (x 36); a plain row's
/// content is at the 16 pt margin; a row is max(44, content + 22). A symbol
/// is a square of the font's cap height (size × 1443 / 2048).
@MainActor
@Suite struct TypicalCorpusProductivityScreensTests {
    func app<V: View>(_ view: V) throws -> TestApp { try settledApp(view) }

    func images(_ app: TestApp, _ name: String) -> [CGRect] {
        app.app.graph.inspect().all { $0.kind == "Image" && $0.text == name }.map(\.frame)
    }

    /// Taps the middle of the only symbol named `name`.
    func tapImage(_ app: TestApp, _ name: String) throws {
        let frames = images(app, name)
        try #require(frames.count == 1)
        app.tap(CGPoint(x: frames[0].midX, y: frames[0].midY))
    }

    /// Inset-grouped: the "TO DO" header at 178, rows from 198. A row of one
    /// 16 pt line is 44 (content at 198 + 14); "Call the plumber" adds a
    /// caption line (16 + 2 + 12 = 30: a 52 pt row); the check symbol
    /// (title2, 15.5) sits before the title 12 apart, the priority dot at the
    /// card's trailing inset (354 − 8). The completed section starts 35
    /// below the first's three rows (198 + 44 + 52 + 44 + 35 = 373).
    /// Ticking "Buy milk" moves it down; Edit turns into Done; the sheet adds
    /// a task at the top.
    @Test func aTodoListWithCompletedSectionEditingAndAnAddSheet() throws {
        let app = try app(PrdTodoScreen())
        let check = symbol(22)
        #expect(textFrame(app, "TO DO") == CGRect(x: 36, y: 178, width: 31, height: 13))
        #expect(same(textFrame(app, "Buy milk"), CGRect(x: 36 + check + 12, y: 212, width: 64, height: 16)))
        #expect(same(images(app, "circle").first, CGRect(x: 36, y: 212 + (16 - check) / 2, width: check, height: check)))
        #expect(textFrame(app, "High priority") == CGRect(x: 36 + check + 12, y: 271, width: 74, height: 12))
        #expect(frames(app, "Circle").first == CGRect(x: 346, y: 216, width: 8, height: 8))
        #expect(textFrame(app, "COMPLETED (2)") == CGRect(x: 36, y: 373, width: 80, height: 13))
        #expect(textFrame(app, "Renew passport")?.minY == CGFloat(373 + 13 + 7 + 14))

        app.tap(CGPoint(x: 36 + check / 2, y: 220))
        try app.pumpAndSettle()
        // Two open rows (52 + 44) now: the completed header at 198 + 96 + 35, "Buy milk" first under it.
        #expect(textFrame(app, "COMPLETED (3)") == CGRect(x: 36, y: 329, width: 80, height: 13))
        #expect(textFrame(app, "Call the plumber")?.minY == CGFloat(198 + 11))
        #expect(textFrame(app, "Buy milk")?.minY == CGFloat(329 + 13 + 7 + 14))
        #expect(images(app, "checkmark.circle.fill").count == 3)

        try app.tap(.text("Edit"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Done") != nil)
        try app.tap(.text("Done"))
        try app.pumpAndSettle()

        app.tap(CGPoint(x: 368, y: 69))
        try app.pumpAndSettle()
        // The sheet's form; its field has the focus from `onAppear`.
        #expect(textFrame(app, "Priority") != nil)
        app.type("Pay rent")
        try app.tap(.text("Add"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Priority") == nil)
        #expect(same(textFrame(app, "Pay rent"), CGRect(x: 36 + check + 12, y: 212, width: 64, height: 16)))
    }

    /// Plain list under a large title and a search field (content at 195):
    /// each letter's header is a 28 pt band with its headline text centred
    /// (195 + 6), each row the 36 pt avatar + 22 (58), the name 10 below the
    /// row's content top and 12 after the avatar. Searching "ho" leaves H
    /// (Hoare, Hopper) and T (Thompson) under the active search band (content
    /// at 47 + 52 = 99); a tap on a row pushes the detail.
    @Test func contactsInLetterSectionsWithSearchAndADetailPush() throws {
        let app = try app(PrdContactsScreen())
        #expect(textFrame(app, "A") == CGRect(x: 16, y: 201, width: 8, height: 16))
        #expect(frames(app, "Circle").first == CGRect(x: 16, y: 234, width: 36, height: 36))
        #expect(textFrame(app, "Frances Allen") == CGRect(x: 64, y: 244, width: 104, height: 16))
        // The initials: 36 × 0.4 = 14.4 pt, two characters 13.55 → 14 square, centred.
        #expect(textFrame(app, "FA") == CGRect(x: 27, y: 245, width: 14, height: 14))
        #expect(textFrame(app, "B")?.minY == CGFloat(195 + 28 + 58 + 6))

        try app.tap(.text("Search"))
        app.type("ho")
        try app.pumpAndSettle()
        #expect(textFrame(app, "Frances Allen") == nil)
        #expect(textFrame(app, "H")?.minY == CGFloat(99 + 6))
        #expect(textFrame(app, "Tony Hoare") == CGRect(x: 64, y: 99 + 28 + 11 + 10, width: 80, height: 16))
        #expect(textFrame(app, "Grace Hopper")?.minY == CGFloat(99 + 28 + 58 + 11 + 10))
        #expect(textFrame(app, "T")?.minY == CGFloat(99 + 28 + 2 * 58 + 6))
        #expect(textFrame(app, "Ken Thompson") != nil)
        try app.tap(.text("Cancel"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Frances Allen") == CGRect(x: 64, y: 244, width: 104, height: 16))

        try app.tap(.text("Frances Allen"))
        try app.pumpAndSettle()
        // Inline bar (content at 91), inset-grouped: the header row 35 below,
        // its 96 pt avatar centred in the card's content, the name (title
        // bold, 13 × 13.18 → 172 × 27) 8 below it.
        #expect(frames(app, "Circle").first == CGRect(x: 147, y: 91 + 35 + 11, width: 96, height: 96))
        #expect(textFrame(app, "Frances Allen") == CGRect(x: 109, y: 91 + 35 + 11 + 96 + 8, width: 172, height: 27))
        #expect(textFrame(app, "mobile") != nil)
        #expect(textFrame(app, "fran@example.com") != nil)
    }

    /// Padded 24 in the safe area (715 pt of height): the fixed parts take
    /// 44 (titles) + 46 (slider and times) + 56 (transport) + 28 (volume)
    /// and 5 × 24 of spacing; the trailing spacer is served last (its 8 set
    /// aside), so the artwork, padded 8 at the sides, is offered 342 × 413
    /// and is a 326 square at x 32. The times (caption, 12 tall) are 6
    /// below the 28 pt slider; forward adds 15 s.
    @Test func aMusicPlayerWithScrubberAndTransport() throws {
        let app = try app(PrdPlayerScreen())
        let art: CGFloat = 342 - 16
        #expect(frames(app, "RoundedRectangle").first == CGRect(x: 32, y: 71, width: art, height: art))
        let titles: CGFloat = 71 + art + 24, slider = titles + 44 + 24, times = slider + 28 + 6, transport = times + 12 + 24
        #expect(textFrame(app, "Midnight City") == CGRect(x: 24, y: titles, width: 135, height: 21))
        #expect(textFrame(app, "M83") == CGRect(x: 24, y: titles + 25, width: 29, height: 19))
        #expect(frames(app, "Slider") == [CGRect(x: 24, y: slider, width: 342, height: 28),
                                          CGRect(x: 24 + symbol(13) + 12, y: transport + 56 + 24, width: 342 - 2 * symbol(13) - 24, height: 28)])
        #expect(textFrame(app, "1:01") == CGRect(x: 24, y: times, width: 23, height: 12))
        #expect(textFrame(app, "-3:02") == CGRect(x: 337, y: times, width: 29, height: 12))
        // Transport: two largeTitle symbols (23.96) and the 56 pt play button, 48 apart, centred.
        let side = symbol(34)
        let row = 2 * side + 56 + 2 * 48
        #expect(same(images(app, "backward.fill").first, CGRect(x: 24 + (342 - row) / 2, y: transport + (56 - side) / 2, width: side, height: side)))
        try tapImage(app, "play.fill")
        try app.pumpAndSettle()
        #expect(images(app, "pause.fill").count == 1)
        try tapImage(app, "forward.fill")
        try app.pumpAndSettle()
        #expect(textFrame(app, "1:16") == CGRect(x: 24, y: times, width: 23, height: 12))
        #expect(textFrame(app, "-2:47") != nil)
        try tapImage(app, "backward.fill")
        try app.pumpAndSettle()
        #expect(textFrame(app, "0:00") != nil)
        #expect(textFrame(app, "-4:03") != nil)
    }

    /// Inset-grouped with hidden background: the header row (largeTitle 32
    /// + 2 + 91 + 2 + 19 + 2 + 19 = 167, a 189 pt row) from 47 + 35; the
    /// hourly strip (80 + 8 of padding) in the next card; the 10-day rows
    /// 44 each. A day row shares 318 − 56 − 30 − 36 − 36 − 4 × 12 = 112 with
    /// the bar at x 194; today's 12–24° of the week's 9–28° starts 3 / 19 of
    /// it in and spans 12 / 19. The hourly strip scrolls sideways.
    @Test func aWeatherScreenWithHourlyStripAndRangeBars() throws {
        let app = try app(PrdWeatherScreen())
        #expect(textFrame(app, "Cupertino") == CGRect(x: 123, y: 93, width: 144, height: 32))
        #expect(textFrame(app, "21°") == CGRect(x: 127, y: 127, width: 136, height: 91))
        #expect(textFrame(app, "HOURLY FORECAST")?.minY == CGFloat(82 + 189 + 35))
        let strip = try #require(frames(app, "ScrollView").dropFirst().first)
        #expect(strip == CGRect(x: 36, y: 326 + 11, width: 318, height: 88))
        // Columns as wide as "18°" (title3, 29), 22 apart; "Now" (footnote, 19) centred in the first.
        #expect(textFrame(app, "Now") == CGRect(x: 41, y: 341, width: 19, height: 13))
        #expect(textFrame(app, "10") == CGRect(x: 36 + 29 + 22 + 8, y: 341, width: 13, height: 13))
        #expect(textFrame(app, "Today") == CGRect(x: 36, y: 471 + 13 + 7 + 14, width: 40, height: 16))
        let capsules = frames(app, "Capsule")
        #expect(capsules.first == CGRect(x: 194, y: 511, width: 112, height: 4))
        #expect(same(capsules.dropFirst().first, CGRect(x: 194 + CGFloat(112 * 3) / 19, y: 511, width: CGFloat(112 * 12) / 19, height: 4)))
        // Thursday's 9° is the week's low: its bar starts at the track's start.
        #expect(same(capsules[7], CGRect(x: 194, y: 643, width: CGFloat(112 * 6) / 19, height: 4)))
        // The see-through row fills are laid once each: no two overlap (the
        // first and last rows of a card are rounded by a clip, not by a
        // rounded fill under a square one).
        let glass = Color.white.opacity(0.15)
        let fills = app.app.graph.drawList().commands.compactMap { command -> CGRect? in
            switch command {
            case .fillRect(let r, glass), .fillRoundedRect(let r, _, glass): return r
            default: return nil
            }
        }
        // The hourly card and the nine day rows that reach into the window (the tenth starts at 887).
        #expect(fills.count == 10)
        for (i, a) in fills.enumerated() {
            for b in fills[(i + 1)...] { #expect(a.intersection(b).height * a.intersection(b).width < 0.001, "\(a) \(b)") }
        }
        // Twelve columns: 12 × 29 + 11 × 22 = 590 across 318, so the strip scrolls up to 272.
        app.fling(from: CGPoint(x: 300, y: 380), to: CGPoint(x: 60, y: 380), speed: 3000)
        try app.pumpAndSettle()
        #expect(textFrame(app, "Now")?.minX == CGFloat(41 - 272))
    }

    /// Inline title (91); the board's padding puts the columns at 16, 308,
    /// 600 (280 wide, 12 apart), each padded 12: the header at 107 + 12, the
    /// first card 10 below it. A card is 10 + 15 + 8 + 22 + 10 = 65 (the
    /// long title wraps to two subheadline lines: 79). View-aligned
    /// snapping rests on a column's leading edge (the layout marked inside
    /// its padding: `LazyHStack { … }.padding().scrollTargetLayout()`).
    @Test func aKanbanBoardWithCountsAndViewAlignedColumns() throws {
        let app = try app(PrdKanbanScreen())
        #expect(textFrame(app, "Backlog") == CGRect(x: 46, y: 119, width: 56, height: 16))
        #expect(textFrame(app, "In Progress")?.minX == CGFloat(338))
        #expect(textFrame(app, "Review")?.minX == CGFloat(630))
        // The count pill: caption bold "3" (6 × 12) padded 8 × 2, at the column's trailing inset.
        #expect(frames(app, "Capsule").first == CGRect(x: 262, y: 119, width: 22, height: 16))
        let cards = frames(app, "PrdCardView")
        #expect(cards.prefix(3) == [CGRect(x: 28, y: 145, width: 256, height: 65), CGRect(x: 28, y: 220, width: 256, height: 79),
                                    CGRect(x: 28, y: 309, width: 256, height: 65)])
        #expect(textFrame(app, "Crash when rotating on the share sheet") == CGRect(x: 38, y: 230, width: 226, height: 29))
        // The lazy stack builds the columns near the screen: the fourth (at 892) is not built yet.
        #expect(frames(app, "PrdColumnView").map(\.height) == [279, 190, 115])
        // A slow drag (10 pt/s, under the 20 pt/s of a fling at 1×) rests on
        // the nearest column edge: the first column's, 16 (its padding).
        app.drag(from: CGPoint(x: 300, y: 450), to: CGPoint(x: 280, y: 450), duration: 2)
        try app.pumpAndSettle()
        #expect(textFrame(app, "Backlog")?.minX == CGFloat(46 - 16))
        // A fling goes to the first edge past where it was let go (16 + 150): the second column's.
        app.fling(from: CGPoint(x: 300, y: 450), to: CGPoint(x: 150, y: 450), speed: 1500)
        try app.pumpAndSettle()
        #expect(textFrame(app, "In Progress")?.minX == CGFloat(338 - 308))
    }

    /// Plain rows from 143: the unread dot 5 below the content's top (padded
    /// 4), the sender (headline) at 143 + 11 + 4; the first baselines line
    /// up the subheadline date 1.5 lower (16 × 17 / 17 and 16 × 15 / 17
    /// lines, baseline 1950 / 2444 down), so each row is 4 + 16.502 + 2 + 15
    /// + 2 + 29 + 4 = 72.502 of content. The status item is centred in the
    /// bottom toolbar (766 … 810). A full trailing swipe deletes; the filter
    /// menu shows flagged mail only.
    @Test func aMailInboxWithUnreadDotsSwipesAndAFilterMenu() throws {
        let app = try app(PrdInboxScreen())
        let header = 16 * 1950 / 2444 - CGFloat(16 * 15) / 17 * 1950 / 2444
        let row = 4 + 15 + header + 2 + 15 + 2 + 29 + 4
        let rows = frames(app, "PrdMailRow")
        #expect(rows.count == 5)
        #expect(same(rows.first, CGRect(x: 16, y: 154, width: 358, height: row)))
        #expect(same(rows.dropFirst().first, CGRect(x: 16, y: 154 + row + 22, width: 358, height: row)))
        #expect(frames(app, "Circle").first == CGRect(x: 16, y: 163, width: 10, height: 10))
        #expect(textFrame(app, "GitHub") == CGRect(x: 34, y: 158, width: 48, height: 16))
        #expect(same(textFrame(app, "[scrollsim] New pull request"), CGRect(x: 34, y: 158 + 15 + header + 2, width: 198, height: 15)))
        // The preview keeps two of its lines.
        let preview = try app.find(.text("A new pull request was opened against main with 3 commits and 12 changed files."))
        #expect(preview.lines.count == 2)
        #expect(textFrame(app, "3 Unread") == CGRect(x: 172, y: 782, width: 46, height: 12))

        app.fling(from: CGPoint(x: 360, y: 190), to: CGPoint(x: 20, y: 190), speed: 2500)
        try app.pumpAndSettle()
        #expect(textFrame(app, "GitHub") == nil)
        #expect(textFrame(app, "Mum")?.minY == CGFloat(158))
        #expect(textFrame(app, "2 Unread") == CGRect(x: 172, y: 782, width: 46, height: 12))

        app.tap(CGPoint(x: 368, y: 69))
        try app.pumpAndSettle()
        try app.tap(.text("Flagged"))
        try app.pumpAndSettle()
        #expect(frames(app, "PrdMailRow").count == 1)
        #expect(textFrame(app, "Mum")?.minY == CGFloat(158))
        #expect(images(app, "line.3.horizontal.decrease.circle.fill").count == 1)
    }

    /// The graphical picker fills its inset-grouped row (318 wide from 36;
    /// content at 178 + 11): the month (17 pt semibold) in a 44 pt header
    /// with the month buttons at its trailing end, weekday symbols in a 20 pt
    /// band, six 44 pt weeks in seven 318 / 7 columns; today (selected) on a
    /// 40 pt circle. The events section follows the 350 pt row 35 below;
    /// choosing tomorrow shows the dentist only.
    @Test func aCalendarAgendaWithAGraphicalDatePicker() throws {
        let app = try app(PrdAgendaScreen())
        let calendar = GraphicalDatePickerMetrics.calendar
        let now = Date()
        let month = GraphicalDatePickerMetrics.month(of: now)
        let title = GraphicalDatePickerMetrics.monthTitle(now)
        #expect(textFrame(app, title) == CGRect(x: 36, y: 189 + 14, width: CGFloat(title.count * 8), height: 16))
        #expect(frames(app, "Button").prefix(2) == [CGRect(x: 266, y: 189, width: 44, height: 44), CGRect(x: 310, y: 189, width: 44, height: 44)])
        let column: CGFloat = 318 / 7
        #expect(same(textFrame(app, "SUN"), CGRect(x: 36 + (column - 19) / 2, y: 233 + 3.5, width: 19, height: 13)))
        func cell(_ day: Int, in month: Date) -> CGRect {
            let index = GraphicalDatePickerMetrics.cells(of: month).firstIndex(of: day)!
            return CGRect(x: 36 + CGFloat(index % 7) * column, y: 253 + CGFloat(index / 7) * 44, width: column, height: 44)
        }
        let today = cell(calendar.component(.day, from: now), in: month)
        #expect(same(frames(app, "Circle").first, CGRect(x: today.midX - 20, y: today.minY + 2, width: 40, height: 40)))
        #expect(textFrame(app, "Stand-up") == CGRect(x: 52, y: 178 + 350 + 35 + 13 + 7 + 11 + 2, width: 64, height: 16))
        #expect(frames(app, "RoundedRectangle").first == CGRect(x: 36, y: 596, width: 4, height: 51))

        let tomorrow = calendar.date(byAdding: .day, value: 1, to: now)!
        let tomorrowMonth = GraphicalDatePickerMetrics.month(of: tomorrow)
        if tomorrowMonth != month {
            app.tap(CGPoint(x: 332, y: 211))
            try app.pumpAndSettle()
            #expect(textFrame(app, GraphicalDatePickerMetrics.monthTitle(tomorrow)) != nil)
        }
        let target = cell(calendar.component(.day, from: tomorrow), in: tomorrowMonth)
        app.tap(CGPoint(x: target.midX, y: target.midY))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Stand-up") == nil)
        #expect(textFrame(app, "Dentist") != nil)
        // The chosen day (not today) is on a light circle in its column.
        #expect(same(frames(app, "Circle").first, CGRect(x: target.midX - 20, y: target.minY + 2, width: 40, height: 40)))

        try app.tap(.text("Today"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Stand-up") != nil)
        #expect(textFrame(app, title) != nil)
    }

    /// Plain list: the segmented picker is the section header (32 + 8 of
    /// padding) at 143, rows from 183. A row is 4 + max(30, 16 + 4 + 23) + 4
    /// = 51 of content (73 pt rows): the sparkline's 64 and the pill column
    /// (72 + 16 = 88) at the trailing edge leave the names 182. Sorting by
    /// change reorders; a tap on a pill shows the change instead.
    @Test func aStocksWatchlistWithSparklinesAndASortPicker() throws {
        let app = try app(PrdWatchlistScreen())
        #expect(frames(app, "Picker").first == CGRect(x: 16, y: 143, width: 358, height: 32))
        #expect(frames(app, "PrdStockRow").first == CGRect(x: 16, y: 194, width: 358, height: 51))
        #expect(frames(app, "Shape").first == CGRect(x: 210, y: 205.5, width: 64, height: 28))
        #expect(frames(app, "RoundedRectangle").dropFirst(2).first == CGRect(x: 286, y: 218, width: 88, height: 23))
        #expect(textFrame(app, "+1.23%") == CGRect(x: 323, y: 222, width: 43, height: 15))
        let order = { app.app.graph.inspect().all { $0.kind == "Text" && ["AAPL", "AMZN", "GOOGL", "MSFT", "TSLA"].contains($0.text ?? "") }.map { $0.text! } }
        #expect(order() == ["AAPL", "AMZN", "GOOGL", "MSFT", "TSLA"])
        try app.tap(.text("Change"))
        try app.pumpAndSettle()
        #expect(order() == ["AAPL", "GOOGL", "AMZN", "MSFT", "TSLA"])
        #expect(textFrame(app, "GOOGL")?.minY == CGFloat(183 + 73 + 11 + 10.5))
        try app.tap(.text("+1.23%"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "+2.31") == CGRect(x: 330, y: 222, width: 36, height: 15))
        #expect(textFrame(app, "-8.60") != nil)
    }

    /// The scroll view ignores the top safe area, so the 300 pt header
    /// reader starts at the window's top; the title (largeTitle bold, two
    /// lines in 350) 20 below it; each ingredient row is 16 + 20 tall with a
    /// divider. Ticking an ingredient fills its check; pulling down
    /// stretches the header from the top.
    @Test func aRecipeWithAStretchyHeaderAndCheckableIngredients() throws {
        let app = try app(PrdRecipeScreen())
        #expect(frames(app, "GeometryReader").first == CGRect(x: 0, y: 0, width: 390, height: 300))
        #expect(textFrame(app, "Lemon Ricotta Pancakes") == CGRect(x: 20, y: 320, width: 208, height: 64))
        #expect(textFrame(app, "Ingredients") == CGRect(x: 20, y: 439, width: 114, height: 21))
        #expect(textFrame(app, "Ricotta") == CGRect(x: 20 + symbol(17) + 8, y: 490, width: 56, height: 16))
        #expect(frames(app, "Divider").first == CGRect(x: 20, y: 516, width: 350, height: 1))
        #expect(textFrame(app, "Steps") == CGRect(x: 20, y: 685, width: 52, height: 21))
        #expect(frames(app, "Circle").first == CGRect(x: 20, y: 726, width: 28, height: 28))
        try app.tap(.text("Eggs"))
        try app.pumpAndSettle()
        #expect(images(app, "checkmark.circle.fill") == [CGRect(x: 20, y: 527 + (16 - symbol(17)) / 2, width: symbol(17), height: symbol(17))])
        app.drag(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 195, y: 500), duration: 0.5)
        let header = try #require(frames(app, "Rectangle").first)
        #expect(header.minY == 0 && header.height > 300)
        #expect(frames(app, "GeometryReader").first.map { $0.minY > 0 } == true)
    }

    /// Plain rows: a `Label` (symbol, 8, two lines of 16 + 2 + 12) in 52 pt
    /// rows; sizes from `ByteCountFormatter` (file style, decimal units).
    /// The toolbar switches to an adaptive grid (three 108.67 pt columns in
    /// 358, 16 apart); a folder pushes its contents.
    @Test func aFileBrowserWithSizesAGridToggleAndFolders() throws {
        let app = try app(PrdFilesScreen())
        let icon = symbol(17)
        #expect(same(textFrame(app, "Documents"), CGRect(x: 16 + icon + 8, y: 154, width: 72, height: 16)))
        #expect(same(textFrame(app, "1.4 MB"), CGRect(x: 16 + icon + 8, y: 172, width: 34, height: 12)))
        #expect(textFrame(app, "Photos")?.minY == CGFloat(154 + 52))
        #expect(textFrame(app, "7.5 MB") != nil)
        #expect(textFrame(app, "98 KB") != nil)
        #expect(textFrame(app, "512 KB")?.minY == CGFloat(172 + 3 * 52))
        // Folders get the disclosure chevron, files none.
        #expect(images(app, "chevron.forward").count == 2)

        app.tap(CGPoint(x: 368, y: 69))
        try app.pumpAndSettle()
        let width: CGFloat = (358 - 32) / 3
        let cells = frames(app, "PrdFileCell")
        #expect(cells.count == 4)
        #expect(same(cells.first.map { CGRect(x: $0.minX, y: 0, width: $0.width, height: 0) }, CGRect(x: 16, y: 0, width: width, height: 0)))
        #expect(same(cells.dropFirst().first.map { CGRect(x: $0.minX, y: 0, width: $0.width, height: 0) },
                     CGRect(x: 16 + width + 16, y: 0, width: width, height: 0)))
        #expect(cells[3].minX == 16 && cells[3].minY > cells[0].maxY)

        try app.tap(.text("Documents"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Invoice-2024-03.pdf") != nil)
        #expect(textFrame(app, "Contracts") != nil)
        // The pushed folder starts as a list again (its own state).
        #expect(frames(app, "PrdFileCell").isEmpty)
    }

    /// The rings (240, 184, 128) share a centre 143 + 24 + 120 down; after
    /// the appear animation the move ring's stroke is 72 % of its 120 pt
    /// radius circle. The tiles: two columns of (358 − 12) / 2 = 173, 16 + 15
    /// + 4 + 21 + 16 = 72 tall, 12 apart; the last spans both.
    @Test func fitnessRingsAnimateAndStatTilesFillAGrid() throws {
        let app = TestApp(PrdRingsScreen(), measurer: fakeMeasurer())
        #expect(frames(app, "Circle") == [CGRect(x: 75, y: 167, width: 240, height: 240), CGRect(x: 103, y: 195, width: 184, height: 184),
                                          CGRect(x: 131, y: 223, width: 128, height: 128)])
        func strokeLength(_ color: Color) -> CGFloat {
            app.app.graph.drawList().commands.reduce(0) { total, command in
                guard case .path(let path) = command, path.stroke != nil, path.color == color else { return total }
                return total + path.subpaths.reduce(0) { sum, points in
                    sum + zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
                }
            }
        }
        app.pump(0.3)
        let early = strokeLength(.red)
        try app.pumpAndSettle()
        let full = 0.72 * 2 * CGFloat.pi * 120
        #expect(early < full * 0.9)
        #expect(abs(strokeLength(.red) - full) < full * 0.01)
        #expect(frames(app, "RoundedRectangle") == [CGRect(x: 16, y: 439, width: 173, height: 72), CGRect(x: 201, y: 439, width: 173, height: 72),
                                                    CGRect(x: 16, y: 523, width: 173, height: 72), CGRect(x: 201, y: 523, width: 173, height: 72),
                                                    CGRect(x: 16, y: 607, width: 358, height: 72)])
        #expect(textFrame(app, "530/720") == CGRect(x: 32, y: 474, width: 73, height: 21))
        // "kcal" (caption bold) stands on the value's first baseline.
        let baseline = { (size: CGFloat) in 16 * size / 17 * 1950 / 2444 }
        #expect(same(textFrame(app, "kcal"), CGRect(x: 107, y: 474 + baseline(22) - baseline(12), width: 23, height: 12)))
    }

    /// The cards (200 tall) stack 64 apart under the 32 pt title; a tap on
    /// one moves it to the top with a spring (matched geometry) and shows
    /// its transactions under it; a tap on it stacks them again.
    @Test func aWalletOfStackedCardsThatExpand() throws {
        let app = try app(PrdWalletScreen())
        #expect(textFrame(app, "Wallet") == CGRect(x: 16, y: 47, width: 96, height: 32))
        #expect(frames(app, "RoundedRectangle") == [CGRect(x: 16, y: 95, width: 358, height: 200), CGRect(x: 16, y: 159, width: 358, height: 200),
                                                    CGRect(x: 16, y: 223, width: 358, height: 200)])
        #expect(textFrame(app, "Monzo") == CGRect(x: 36, y: 179, width: 48, height: 19))
        #expect(textFrame(app, "•••• 9876") == CGRect(x: 36, y: 323, width: 72, height: 16))
        // The Monzo card shows below the Amex one only at its top 64.
        app.tap(CGPoint(x: 195, y: 190))
        try app.pumpAndSettle()
        #expect(frames(app, "RoundedRectangle") == [CGRect(x: 16, y: 95, width: 358, height: 200)])
        #expect(textFrame(app, "Monzo") == CGRect(x: 36, y: 115, width: 48, height: 19))
        // The transactions: 16 below the card, the heading then 52 pt rows (36 + 16).
        #expect(textFrame(app, "Latest Transactions") == CGRect(x: 16, y: 311, width: 152, height: 16))
        #expect(textFrame(app, "Tesco") == CGRect(x: 64, y: 311 + 16 + 8 + 18, width: 40, height: 16))
        #expect(textFrame(app, "$2,450.00") != nil)
        app.tap(CGPoint(x: 195, y: 190))
        try app.pumpAndSettle()
        #expect(frames(app, "RoundedRectangle").count == 3)
        #expect(textFrame(app, "Tesco") == nil)
    }

    /// Months as inset-grouped sections, newest first ("JULY 2024" at 178);
    /// an entry is the mood (largeTitle, 32) beside 12 + 4 + text lines,
    /// padded 4: one line of text makes 40 (a 62 pt row). The compose
    /// sheet's mood menu and editor add an entry under this month.
    @Test func journalEntriesByMonthWithAComposeSheet() throws {
        let app = try app(PrdJournalScreen())
        #expect(textFrame(app, "JULY 2024") == CGRect(x: 36, y: 178, width: 56, height: 13))
        #expect(textFrame(app, "Mon 15") == CGRect(x: 64, y: 213, width: 34, height: 12))
        #expect(textFrame(app, "Started learning the piano.") == CGRect(x: 64, y: 229, width: 216, height: 16))
        // Two lines of text (the mood column leaves 318 − 16 − 12 = 290): 12 + 4 + 32, padded: a 78 pt row.
        #expect(textFrame(app, "Caught a cold. Stayed in and watched films.") == CGRect(x: 64, y: 198 + 62 + 11 + 4 + 12 + 4, width: 288, height: 32))
        #expect(textFrame(app, "JUNE 2024")?.minY == CGFloat(198 + 62 + 78 + 62 + 35))

        app.tap(CGPoint(x: 368, y: 69))
        try app.pumpAndSettle()
        try app.tap(.text("🙂 Good"))
        try app.pumpAndSettle()
        // The picker sits at the sheet's leading padding (16): its card,
        // trailing-aligned with the value, is kept 8 pt inside the window.
        let card = try #require(frames(app, "PickerMenu").first)
        #expect(card.minX == 8 && card.width == 250)
        try app.tap(.text("😄 Great"))
        try app.pumpAndSettle()
        // The card, drawn over the sheet, takes the tap: the mood changes.
        #expect(frames(app, "PickerMenu").isEmpty)
        #expect(textFrame(app, "😄 Great") != nil)
        try app.tap(.kind("TextEditor"))
        app.type("Shipped it")
        try app.pumpAndSettle()
        try app.tap(.text("Save"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "😄 Great") == nil)
        let month = Date().formatted(Date.FormatStyle(locale: Locale(identifier: "en_US")).month(.wide).year()).uppercased()
        #expect(textFrame(app, month) == CGRect(x: 36, y: 178, width: CGFloat(month.count) * 13 * 8 / 17, height: 13).integral)
        #expect(textFrame(app, "Shipped it")?.minY == CGFloat(198 + 11 + 4 + 16))
        // The new entry (first in the tree) has the mood chosen in the menu.
        #expect(textFrame(app, "😄")?.minY == CGFloat(198 + 11 + 4))
        #expect(textFrame(app, "JULY 2024")?.minY == CGFloat(198 + 62 + 35))
    }

    /// Search field (content at 195); the tiles' section has no insets and a
    /// clear background, so the grid spans the card's 358 from 230: tiles
    /// 173 wide, 10 + 34 + 8 + 16 + 10 = 78 tall, 12 apart. "My Lists"
    /// (title2 bold, as written) heads the lists 35 below; each row is the
    /// 30 pt icon + 22. The bottom bar holds the two buttons at its margins;
    /// "Add List" appends a row.
    @Test func remindersOverviewWithSmartTilesAndUserLists() throws {
        let app = try app(PrdRemindersScreen())
        #expect(frames(app, "Grid").first == CGRect(x: 16, y: 230, width: 358, height: 168))
        #expect(frames(app, "RoundedRectangle").prefix(4) == [
            CGRect(x: 16, y: 230, width: 173, height: 78), CGRect(x: 201, y: 230, width: 173, height: 78),
            CGRect(x: 16, y: 320, width: 173, height: 78), CGRect(x: 201, y: 320, width: 173, height: 78)])
        // The count (title bold, 28 pt: one digit 13.18 → 14 × 27) at the tile's trailing padding, centred on the icon.
        #expect(textFrame(app, "24") == CGRect(x: 179 - 27, y: 330 + 3.5, width: 27, height: 27))
        #expect(textFrame(app, "Today") == CGRect(x: 26, y: 282, width: 40, height: 16))
        #expect(textFrame(app, "My Lists") == CGRect(x: 36, y: 433, width: 83, height: 21))
        #expect(textFrame(app, "Reminders") == CGRect(x: 78, y: 472 + 7, width: 72, height: 16))
        #expect(textFrame(app, "Gift Ideas")?.minY == CGFloat(479 + 3 * 52))
        #expect(textFrame(app, "New Reminder") == CGRect(x: 16 + symbol(17) + 8, y: 780, width: 96, height: 16))
        #expect(textFrame(app, "Add List") == CGRect(x: 310, y: 780, width: 64, height: 16))
        try app.tap(.text("Add List"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "New List")?.minY == CGFloat(479 + 4 * 52))
    }

    /// Plain rows: the show (caption2), the title (headline, one line: it
    /// is offered all the controls and gaps leave but the spacer's 8) and
    /// the length, 4 apart and padded 4: 11 + 4 + 16 + 4 + 12 + 8 = 55 of
    /// content, rows 55 + 22 apart. A downloading episode
    /// shows the 20 pt circular progress; play puts the mini player in the
    /// bottom inset (44 + 20 of padding over the home indicator's edge).
    @Test func podcastEpisodesWithDownloadsAndAMiniPlayerInset() throws {
        let app = try app(PrdPodcastScreen())
        #expect(frames(app, "PrdEpisodeRow").first == CGRect(x: 16, y: 154, width: 358, height: 55))
        #expect(textFrame(app, "The History of the Scroll View") == CGRect(x: 16, y: 173, width: 240, height: 16))
        #expect(frames(app, "ProgressView").count == 2)
        #expect(frames(app, "ProgressView").first.map { $0.size } == CGSize(width: 20, height: 20))
        let play = symbol(32)
        #expect(same(images(app, "play.circle.fill").first, CGRect(x: 374 - play, y: 154 + (55 - play) / 2, width: play, height: play)))
        #expect(images(app, "arrow.down.circle").count == 2)

        app.tap(CGPoint(x: 374 - play / 2, y: 154 + 55 / 2 + 77 * 2))
        try app.pumpAndSettle()
        #expect(images(app, "pause.circle.fill").count == 1)
        // The mini player: the 44 pt art padded 10 and 16 + 8, on the safe area's bottom (810 − 64).
        let art = try #require(frames(app, "RoundedRectangle").first { $0.width == 44 })
        #expect(art == CGRect(x: 24, y: 810 - 64 + 10, width: 44, height: 44))
        #expect(app.app.graph.inspect().all { $0.kind == "Text" && $0.text == "Why Everything Is a View" }.count == 2)
        try tapImage(app, "pause.fill")
        try app.pumpAndSettle()
        #expect(images(app, "pause.circle.fill").isEmpty)
        #expect(images(app, "play.fill").count == 1)

        app.tap(CGPoint(x: 374 - play - 12 - 14, y: 154 + 55 / 2 + 77 * 3))
        try app.pumpAndSettle()
        // The two rows', the new download's and the mini player's bar.
        #expect(frames(app, "ProgressView").count == 4)
    }
}
