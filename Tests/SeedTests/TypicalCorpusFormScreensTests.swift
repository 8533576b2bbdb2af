import Foundation
import ScrollSim
import Testing

// MARK: - 1. Sign-up form with focus chain and validation

private enum EntrySignUpField: Hashable {
    case name, email, password, confirm
}

private struct EntrySignUpScreen: View {
    @State private var name = ""
    @State private var email = ""
    @State private var password = ""
    @State private var confirm = ""
    @State private var submitted = false
    @FocusState private var focused: EntrySignUpField?

    private var emailError: String? {
        guard !email.isEmpty else { return nil }
        return email.contains("@") ? nil : "Enter a valid email address"
    }

    private var passwordError: String? {
        guard !password.isEmpty else { return nil }
        return password.count >= 8 ? nil : "Use at least 8 characters"
    }

    private var confirmError: String? {
        guard !confirm.isEmpty else { return nil }
        return confirm == password ? nil : "Passwords don't match"
    }

    private var isValid: Bool {
        !name.isEmpty && !email.isEmpty && emailError == nil
            && passwordError == nil && !password.isEmpty && confirm == password
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    TextField("Full name", text: $name)
                        .textContentType(.name)
                        .focused($focused, equals: .name)
                        .submitLabel(.next)
                        .onSubmit { focused = .email }
                    TextField("Email", text: $email)
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                        .focused($focused, equals: .email)
                        .submitLabel(.next)
                        .onSubmit { focused = .password }
                    if let emailError {
                        Text(emailError)
                            .font(.footnote)
                            .foregroundStyle(.red)
                    }
                }
                Section {
                    SecureField("Password", text: $password)
                        .textContentType(.newPassword)
                        .focused($focused, equals: .password)
                        .submitLabel(.next)
                        .onSubmit { focused = .confirm }
                    SecureField("Confirm password", text: $confirm)
                        .focused($focused, equals: .confirm)
                        .submitLabel(.done)
                        .onSubmit {
                            focused = nil
                            if isValid { submitted = true }
                        }
                } header: {
                    Text("Password")
                } footer: {
                    VStack(alignment: .leading, spacing: 4) {
                        if let passwordError { Text(passwordError).foregroundStyle(.red) }
                        if let confirmError { Text(confirmError).foregroundStyle(.red) }
                    }
                }
                Section {
                    Button("Create Account") {
                        submitted = true
                    }
                    .disabled(!isValid)
                    .frame(maxWidth: .infinity)
                }
                if submitted {
                    Label("Welcome, \(name)!", systemImage: "checkmark.circle.fill")
                        .foregroundStyle(.green)
                }
            }
            .navigationTitle("Sign Up")
            .onAppear { focused = .name }
        }
    }
}

// MARK: - 2. Profile editor

private struct EntryProfile {
    var displayName = "Sam"
    var birthday = Date(timeIntervalSince1970: 631_152_000)
    var coffeesPerDay = 2
    var volume = 0.5
    var notificationsOn = true
    var theme: EntryTheme = .system
}

private enum EntryTheme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
    var title: String { rawValue.capitalized }
}

private struct EntryProfileEditorScreen: View {
    @State private var profile = EntryProfile()
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Section("About You") {
                    TextField("Display name", text: $profile.displayName)
                    DatePicker("Birthday", selection: $profile.birthday, displayedComponents: .date)
                }
                Section("Habits") {
                    Stepper("Coffees per day: \(profile.coffeesPerDay)", value: $profile.coffeesPerDay, in: 0...10)
                    VStack(alignment: .leading) {
                        Text("Volume")
                        HStack {
                            Image(systemName: "speaker.fill")
                            Slider(value: $profile.volume, in: 0...1)
                            Image(systemName: "speaker.wave.3.fill")
                        }
                    }
                }
                Section("Preferences") {
                    Toggle("Notifications", isOn: $profile.notificationsOn)
                    Picker("Theme", selection: $profile.theme) {
                        ForEach(EntryTheme.allCases) { theme in
                            Text(theme.title).tag(theme)
                        }
                    }
                }
                Section {
                    Text("Volume \(Int(profile.volume * 100))%")
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Edit Profile")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { dismiss() }
                        .disabled(profile.displayName.isEmpty)
                }
            }
        }
    }
}

// MARK: - 3. Search with suggestions

private struct EntryCity: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let country: String
}

private let entryCities: [EntryCity] = [
    EntryCity(name: "Amsterdam", country: "Netherlands"),
    EntryCity(name: "Berlin", country: "Germany"),
    EntryCity(name: "Boston", country: "United States"),
    EntryCity(name: "Buenos Aires", country: "Argentina"),
    EntryCity(name: "Cairo", country: "Egypt"),
    EntryCity(name: "Copenhagen", country: "Denmark"),
    EntryCity(name: "Dublin", country: "Ireland"),
    EntryCity(name: "Lisbon", country: "Portugal"),
    EntryCity(name: "London", country: "United Kingdom"),
    EntryCity(name: "Madrid", country: "Spain"),
    EntryCity(name: "Oslo", country: "Norway"),
    EntryCity(name: "Paris", country: "France"),
    EntryCity(name: "Rome", country: "Italy"),
    EntryCity(name: "Tokyo", country: "Japan"),
]

private struct EntryCitySearchScreen: View {
    @State private var query = ""
    private let recent = ["Berlin", "Tokyo", "Lisbon"]

    private var results: [EntryCity] {
        guard !query.isEmpty else { return entryCities }
        return entryCities.filter {
            $0.name.localizedCaseInsensitiveContains(query)
                || $0.country.localizedCaseInsensitiveContains(query)
        }
    }

    var body: some View {
        NavigationStack {
            List(results) { city in
                VStack(alignment: .leading, spacing: 2) {
                    Text(city.name)
                        .font(.headline)
                    Text(city.country)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            .overlay {
                if results.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
            .navigationTitle("Cities")
            .searchable(text: $query, prompt: "City or country")
            .searchSuggestions {
                if query.isEmpty {
                    ForEach(recent, id: \.self) { name in
                        Label(name, systemImage: "clock.arrow.circlepath")
                            .searchCompletion(name)
                    }
                }
            }
        }
    }
}

// MARK: - 4. Alert with a text field and a confirmation dialog

private struct EntryFolder: Identifiable {
    let id = UUID()
    var name: String
}

private struct EntryFoldersScreen: View {
    @State private var folders = [EntryFolder(name: "Inbox"), EntryFolder(name: "Work")]
    @State private var showingNewFolder = false
    @State private var newFolderName = ""
    @State private var folderToDelete: EntryFolder?
    @State private var showingDeleteDialog = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(folders) { folder in
                    Label(folder.name, systemImage: "folder")
                        .contextMenu {
                            Button("Delete", role: .destructive) {
                                folderToDelete = folder
                                showingDeleteDialog = true
                            }
                        }
                }
            }
            .navigationTitle("Folders")
            .toolbar {
                Button {
                    newFolderName = ""
                    showingNewFolder = true
                } label: {
                    Image(systemName: "folder.badge.plus")
                }
            }
            .alert("New Folder", isPresented: $showingNewFolder) {
                TextField("Name", text: $newFolderName)
                Button("Cancel", role: .cancel) {}
                Button("Create") {
                    let trimmed = newFolderName.trimmingCharacters(in: .whitespaces)
                    if !trimmed.isEmpty {
                        folders.append(EntryFolder(name: trimmed))
                    }
                }
            } message: {
                Text("Enter a name for this folder.")
            }
            .confirmationDialog(
                "Delete \(folderToDelete?.name ?? "folder")?",
                isPresented: $showingDeleteDialog,
                titleVisibility: .visible,
                presenting: folderToDelete
            ) { folder in
                Button("Delete Folder", role: .destructive) {
                    folders.removeAll { $0.id == folder.id }
                }
                Button("Cancel", role: .cancel) {}
            } message: { _ in
                Text("All items in this folder will be deleted.")
            }
        }
    }
}

// MARK: - 5. Full-screen cover and popover

private struct EntryPhotoViewer: View {
    let title: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ZStack(alignment: .topTrailing) {
            Color.black.ignoresSafeArea()
            VStack(spacing: 16) {
                Image(systemName: "photo")
                    .font(.system(size: 80))
                    .foregroundStyle(.white)
                Text(title)
                    .font(.title2)
                    .foregroundStyle(.white)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            Button {
                dismiss()
            } label: {
                Image(systemName: "xmark.circle.fill")
                    .font(.title)
                    .foregroundStyle(.white.opacity(0.8))
            }
            .padding()
        }
    }
}

private struct EntryCoverScreen: View {
    @State private var showingViewer = false
    @State private var showingInfo = false

    var body: some View {
        VStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 12)
                .fill(.blue.gradient)
                .frame(height: 200)
                .overlay {
                    Text("Sunset at the Pier")
                        .font(.headline)
                        .foregroundStyle(.white)
                }
                .onTapGesture { showingViewer = true }
            HStack {
                Button("View Full Screen") { showingViewer = true }
                    .buttonStyle(.borderedProminent)
                Spacer()
                Button {
                    showingInfo = true
                } label: {
                    Image(systemName: "info.circle")
                }
                .popover(isPresented: $showingInfo) {
                    VStack(alignment: .leading, spacing: 8) {
                        Text("Details").font(.headline)
                        Text("Taken June 4, 2023")
                        Text("iPhone 14 Pro · 24 mm")
                            .foregroundStyle(.secondary)
                    }
                    .padding()
                    .presentationCompactAdaptation(.popover)
                }
            }
            Spacer()
        }
        .padding()
        .fullScreenCover(isPresented: $showingViewer) {
            EntryPhotoViewer(title: "Sunset at the Pier")
        }
    }
}

// MARK: - 6. Toolbar menu with nested menu

private enum EntrySortOrder: String, CaseIterable {
    case name = "Name", date = "Date", size = "Size"
}

private struct EntryDocumentsScreen: View {
    @State private var sortOrder: EntrySortOrder = .name
    @State private var showsHidden = false
    @State private var documents = ["Budget.numbers", "Letter.pages", "Slides.key", "Notes.txt"]
    @State private var lastAction = "None"

    private var sorted: [String] {
        sortOrder == .name ? documents.sorted() : documents
    }

    var body: some View {
        NavigationStack {
            List(sorted, id: \.self) { doc in
                Label(doc, systemImage: "doc")
            }
            .navigationTitle("Documents")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Button {
                            lastAction = "New Document"
                        } label: {
                            Label("New Document", systemImage: "doc.badge.plus")
                        }
                        Button {
                            lastAction = "New Folder"
                        } label: {
                            Label("New Folder", systemImage: "folder.badge.plus")
                        }
                        Divider()
                        Menu("Sort By") {
                            Picker("Sort By", selection: $sortOrder) {
                                ForEach(EntrySortOrder.allCases, id: \.self) { order in
                                    Text(order.rawValue).tag(order)
                                }
                            }
                        }
                        Toggle("Show Hidden Files", isOn: $showsHidden)
                        Divider()
                        Button(role: .destructive) {
                            documents.removeAll()
                        } label: {
                            Label("Delete All", systemImage: "trash")
                        }
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                }
            }
            .safeAreaInset(edge: .bottom) {
                Text("Last action: \(lastAction)")
                    .font(.caption)
                    .frame(maxWidth: .infinity)
                    .padding(8)
                    .background(.bar)
            }
        }
    }
}

// MARK: - 7. Settings with links and share

private struct EntryAboutScreen: View {
    @State private var analytics = true
    private let appURL = URL(string: "https://example.com/app")!

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Share Analytics", isOn: $analytics)
                } footer: {
                    Text("Help improve the app by sharing anonymous usage data.")
                }
                Section("Support") {
                    Link(destination: URL(string: "https://example.com/help")!) {
                        Label("Help Center", systemImage: "questionmark.circle")
                    }
                    Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
                    ShareLink(item: appURL) {
                        Label("Tell a Friend", systemImage: "square.and.arrow.up")
                    }
                    ShareLink("Share App", item: appURL, subject: Text("Try this app"), message: Text("I think you'll like it."))
                }
                Section {
                    HStack {
                        Text("Version")
                        Spacer()
                        Text("2.4.1 (318)")
                            .foregroundStyle(.secondary)
                    }
                } footer: {
                    Text("Made with care in Lisbon.\n© 2023 Example Inc.")
                        .frame(maxWidth: .infinity)
                        .multilineTextAlignment(.center)
                        .padding(.top, 24)
                }
            }
            .navigationTitle("About")
        }
    }
}

// MARK: - 8. Notes editor with character count

private struct EntryNotesScreen: View {
    @State private var text = "Pick up dry cleaning.\nCall the plumber about the kitchen sink."
    @FocusState private var editing: Bool
    private let limit = 280

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 8) {
                TextEditor(text: $text)
                    .focused($editing)
                    .scrollContentBackground(.hidden)
                    .padding(8)
                    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 10))
                    .frame(minHeight: 200)
                    .onChange(of: text) { _, newValue in
                        if newValue.count > limit {
                            text = String(newValue.prefix(limit))
                        }
                    }
                HStack {
                    Text("\(text.count)/\(limit)")
                        .font(.caption)
                        .monospacedDigit()
                        .foregroundStyle(text.count >= limit ? .red : .secondary)
                    Spacer()
                    Button("Clear", role: .destructive) { text = "" }
                        .disabled(text.isEmpty)
                }
            }
            .padding()
            .navigationTitle("Notes")
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { editing = false }
                }
            }
        }
    }
}

// MARK: - 9. Tip calculator

private struct EntryTipCalculatorScreen: View {
    @State private var amount: Double = 0
    @State private var people = 2
    @State private var tipPercent = 15
    @FocusState private var amountFocused: Bool

    private let tipChoices = [10, 15, 18, 20, 25]
    private let currency = Locale.current.currency?.identifier ?? "USD"

    private var total: Double {
        amount + amount * Double(tipPercent) / 100
    }

    private var perPerson: Double {
        total / Double(people)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $amount, format: .currency(code: currency))
                        .keyboardType(.decimalPad)
                        .focused($amountFocused)
                    Picker("Number of people", selection: $people) {
                        ForEach(2..<11) { n in
                            Text("\(n) people").tag(n)
                        }
                    }
                }
                Section("Tip") {
                    Picker("Tip percentage", selection: $tipPercent) {
                        ForEach(tipChoices, id: \.self) { choice in
                            Text(choice, format: .percent)
                        }
                    }
                    .pickerStyle(.segmented)
                }
                Section("Total") {
                    Text(total, format: .currency(code: currency))
                }
                Section("Each person pays") {
                    Text(perPerson, format: .currency(code: currency))
                        .font(.title.bold())
                }
            }
            .navigationTitle("Tip Split")
            .toolbar {
                if amountFocused {
                    Button("Done") { amountFocused = false }
                }
            }
        }
    }
}

// MARK: - 10. To-do list with swipe actions

private struct EntryTodo: Identifiable {
    let id = UUID()
    var title: String
    var done = false
    var flagged = false
}

private struct EntryTodoListScreen: View {
    @State private var todos = [
        EntryTodo(title: "Buy milk"),
        EntryTodo(title: "Walk the dog"),
        EntryTodo(title: "Book dentist"),
        EntryTodo(title: "Reply to Anna"),
        EntryTodo(title: "Water plants"),
    ]

    var body: some View {
        NavigationStack {
            List {
                ForEach($todos) { $todo in
                    HStack {
                        Image(systemName: todo.done ? "checkmark.circle.fill" : "circle")
                            .foregroundStyle(todo.done ? .green : .secondary)
                            .onTapGesture { todo.done.toggle() }
                        Text(todo.title)
                            .strikethrough(todo.done)
                        Spacer()
                        if todo.flagged {
                            Image(systemName: "flag.fill").foregroundStyle(.orange)
                        }
                    }
                    .swipeActions(edge: .leading, allowsFullSwipe: true) {
                        Button {
                            todo.done.toggle()
                        } label: {
                            Label(todo.done ? "Undo" : "Done", systemImage: "checkmark")
                        }
                        .tint(.green)
                    }
                    .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                        Button(role: .destructive) {
                            todos.removeAll { $0.id == todo.id }
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                        Button {
                            todo.flagged.toggle()
                        } label: {
                            Label("Flag", systemImage: "flag")
                        }
                        .tint(.orange)
                    }
                }
                .onDelete { offsets in
                    todos.remove(atOffsets: offsets)
                }
                .onMove { from, to in
                    todos.move(fromOffsets: from, toOffset: to)
                }
            }
            .navigationTitle("To-Do")
            .toolbar {
                EditButton()
            }
        }
    }
}

// MARK: - 11. Sheet with detents

private struct EntryFilterSheet: View {
    @Binding var maxPrice: Double
    @Binding var onlyAvailable: Bool
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Section("Price") {
                    Slider(value: $maxPrice, in: 0...500, step: 10) {
                        Text("Max price")
                    } minimumValueLabel: {
                        Text("$0")
                    } maximumValueLabel: {
                        Text("$500")
                    }
                    Text("Up to \(maxPrice, format: .currency(code: "USD"))")
                }
                Toggle("Only available", isOn: $onlyAvailable)
            }
            .navigationTitle("Filters")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Apply") { dismiss() }
                }
            }
        }
    }
}

private struct EntryShopScreen: View {
    @State private var showingFilters = false
    @State private var maxPrice = 200.0
    @State private var onlyAvailable = false

    var body: some View {
        NavigationStack {
            List(1...20, id: \.self) { i in
                HStack {
                    Text("Item \(i)")
                    Spacer()
                    Text(Double(i * 25), format: .currency(code: "USD"))
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Shop")
            .toolbar {
                Button("Filters", systemImage: "line.3.horizontal.decrease.circle") {
                    showingFilters = true
                }
            }
            .sheet(isPresented: $showingFilters) {
                EntryFilterSheet(maxPrice: $maxPrice, onlyAvailable: $onlyAvailable)
                    .presentationDetents([.medium, .large])
                    .presentationDragIndicator(.visible)
            }
        }
    }
}

// MARK: - 12. LabeledContent detail form

private struct EntryOrder {
    let number = "A-10442"
    let placed = Date(timeIntervalSince1970: 1_700_000_000)
    let items = 3
    let subtotal = 84.5
    let shipping = 4.99
    let carrier = "UPS"
    let tracking = "1Z999AA10123456784"
    let status = "In transit"
}

private struct EntryOrderDetailScreen: View {
    private let order = EntryOrder()

    var body: some View {
        NavigationStack {
            Form {
                Section("Order") {
                    LabeledContent("Order number", value: order.number)
                    LabeledContent("Placed") {
                        Text(order.placed, style: .date)
                    }
                    LabeledContent("Items", value: order.items, format: .number)
                    LabeledContent("Status") {
                        HStack(spacing: 4) {
                            Circle().fill(.orange).frame(width: 8, height: 8)
                            Text(order.status)
                        }
                    }
                }
                Section("Payment") {
                    LabeledContent("Subtotal", value: order.subtotal, format: .currency(code: "USD"))
                    LabeledContent("Shipping", value: order.shipping, format: .currency(code: "USD"))
                    LabeledContent {
                        Text(order.subtotal + order.shipping, format: .currency(code: "USD"))
                            .bold()
                    } label: {
                        Text("Total").bold()
                    }
                }
                Section("Shipping") {
                    LabeledContent("Carrier", value: order.carrier)
                    LabeledContent("Tracking") {
                        Text(order.tracking)
                            .font(.caption.monospaced())
                            .textSelection(.enabled)
                    }
                }
            }
            .navigationTitle("Order Details")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

// MARK: - 13. Dashboard with GroupBox and Gauge

private struct EntryMetric: Identifiable {
    let id = UUID()
    let title: String
    let value: Double
    let range: ClosedRange<Double>
    let unit: String
    let color: Color
}

private struct EntryMetricCard: View {
    let metric: EntryMetric

    var body: some View {
        GroupBox {
            Gauge(value: metric.value, in: metric.range) {
                Text(metric.title)
            } currentValueLabel: {
                Text("\(Int(metric.value))\(metric.unit)")
            } minimumValueLabel: {
                Text("\(Int(metric.range.lowerBound))")
            } maximumValueLabel: {
                Text("\(Int(metric.range.upperBound))")
            }
            .tint(metric.color)
        } label: {
            Label(metric.title, systemImage: "gauge.medium")
        }
    }
}

private struct EntryDashboardScreen: View {
    private let metrics = [
        EntryMetric(title: "CPU", value: 42, range: 0...100, unit: "%", color: .blue),
        EntryMetric(title: "Memory", value: 6, range: 0...16, unit: " GB", color: .purple),
        EntryMetric(title: "Disk", value: 212, range: 0...256, unit: " GB", color: .orange),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 16) {
                    GroupBox("Battery") {
                        HStack {
                            Gauge(value: 0.76) {
                                Image(systemName: "battery.75")
                            } currentValueLabel: {
                                Text("76")
                            }
                            .gaugeStyle(.accessoryCircularCapacity)
                            .tint(.green)
                            VStack(alignment: .leading) {
                                Text("Charging")
                                    .font(.headline)
                                Text("Full in 40 min")
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                            Spacer()
                        }
                    }
                    ForEach(metrics) { metric in
                        EntryMetricCard(metric: metric)
                    }
                }
                .padding()
            }
            .navigationTitle("Dashboard")
            .background(Color(.systemGroupedBackground))
        }
    }
}

// MARK: - 14. Login with progress overlay

@MainActor
private final class EntryAuthService {
    func signIn(email: String, password: String) async throws -> Bool {
        try await Task.sleep(for: .milliseconds(500))
        return password == "secret123"
    }
}

private struct EntryLoginScreen: View {
    @State private var email = ""
    @State private var password = ""
    @State private var isSigningIn = false
    @State private var errorMessage: String?
    @State private var signedIn = false
    private let service = EntryAuthService()

    private var canSubmit: Bool {
        email.contains("@") && password.count >= 6 && !isSigningIn
    }

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "lock.shield")
                .font(.system(size: 56))
                .foregroundStyle(.tint)
                .padding(.bottom, 8)
            Text(signedIn ? "Signed in" : "Welcome back")
                .font(.largeTitle.bold())
            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)
                .textInputAutocapitalization(.never)
                .keyboardType(.emailAddress)
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
            if let errorMessage {
                Text(errorMessage)
                    .font(.footnote)
                    .foregroundStyle(.red)
            }
            Button {
                Task { await signIn() }
            } label: {
                Text("Sign In")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .disabled(!canSubmit)
            Spacer()
        }
        .padding(24)
        .overlay {
            if isSigningIn {
                ZStack {
                    Color.black.opacity(0.2).ignoresSafeArea()
                    ProgressView("Signing in…")
                        .padding(24)
                        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
                }
            }
        }
    }

    private func signIn() async {
        isSigningIn = true
        errorMessage = nil
        defer { isSigningIn = false }
        do {
            signedIn = try await service.signIn(email: email, password: password)
            if !signedIn { errorMessage = "Incorrect email or password." }
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}

// MARK: - 15. Wizard with @Observable and @Bindable

@Observable
private final class EntryWizardModel {
    enum Step: Int, CaseIterable {
        case name, plan, confirm
        var title: String {
            switch self {
            case .name: "Your Name"
            case .plan: "Choose a Plan"
            case .confirm: "Confirm"
            }
        }
    }

    var step: Step = .name
    var firstName = ""
    var lastName = ""
    var plan = "Basic"
    var finished = false

    var canAdvance: Bool {
        switch step {
        case .name: !firstName.isEmpty && !lastName.isEmpty
        case .plan: !plan.isEmpty
        case .confirm: true
        }
    }

    func next() {
        if let next = Step(rawValue: step.rawValue + 1) {
            step = next
        } else {
            finished = true
        }
    }

    func back() {
        if let previous = Step(rawValue: step.rawValue - 1) {
            step = previous
        }
    }
}

private struct EntryStepIndicator: View {
    let current: EntryWizardModel.Step

    var body: some View {
        HStack(spacing: 8) {
            ForEach(EntryWizardModel.Step.allCases, id: \.self) { step in
                Capsule()
                    .fill(step.rawValue <= current.rawValue ? Color.accentColor : Color.gray.opacity(0.3))
                    .frame(height: 4)
            }
        }
        .padding(.horizontal)
    }
}

private struct EntryWizardNameStep: View {
    @Bindable var model: EntryWizardModel

    var body: some View {
        Form {
            TextField("First name", text: $model.firstName)
            TextField("Last name", text: $model.lastName)
        }
    }
}

private struct EntryWizardPlanStep: View {
    @Bindable var model: EntryWizardModel

    var body: some View {
        Form {
            Picker("Plan", selection: $model.plan) {
                Text("Basic").tag("Basic")
                Text("Pro").tag("Pro")
                Text("Team").tag("Team")
            }
            .pickerStyle(.inline)
        }
    }
}

private struct EntryWizardScreen: View {
    @State private var model = EntryWizardModel()

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                EntryStepIndicator(current: model.step)
                    .padding(.vertical, 12)
                Group {
                    switch model.step {
                    case .name:
                        EntryWizardNameStep(model: model)
                    case .plan:
                        EntryWizardPlanStep(model: model)
                    case .confirm:
                        Form {
                            LabeledContent("Name", value: "\(model.firstName) \(model.lastName)")
                            LabeledContent("Plan", value: model.plan)
                        }
                    }
                }
                .frame(maxHeight: .infinity)
                HStack {
                    Button("Back") { model.back() }
                        .disabled(model.step == .name)
                    Spacer()
                    Button(model.step == .confirm ? "Finish" : "Next") { model.next() }
                        .buttonStyle(.borderedProminent)
                        .disabled(!model.canAdvance)
                }
                .padding()
            }
            .navigationTitle(model.finished ? "Done" : model.step.title)
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

// MARK: - Tests

@MainActor
@Suite struct TypicalCorpusFormScreensTests {
    /// Types `text` and presses Return, then lets the screen settle.
    func submit(_ app: TestApp, _ text: String) throws {
        app.type(text)
        app.key(.enter)
        try app.pumpAndSettle()
    }

    /// Large title: the form from 143, its first header 35 down (178, 13 pt
    /// footnote caps), rows 44 from 198 with the fields' text 14 down. The
    /// name field has the focus from `onAppear`; Return runs each field's
    /// `onSubmit`, which moves the focus down the chain. An invalid email
    /// adds a row (footnote, 13 tall, centred: 286 + 15.5) and pushes the
    /// next header 44 down; the password errors go in the footer, 7 pt under
    /// the card. Return in the last field submits: the welcome row shows.
    @Test func aSignUpFormWithAFocusChain() throws {
        let app = try settledApp(EntrySignUpScreen())
        #expect(textFrame(app, "ACCOUNT") == CGRect(x: 36, y: 178, width: 43, height: 13))
        #expect(frames(app, "TextField").map(\.minY) == [212, 256])
        #expect(frames(app, "SecureField").map(\.minY) == [355, 399])
        #expect(textFrame(app, "PASSWORD")?.minY == CGFloat(321))
        try submit(app, "Ada")
        app.type("ada")
        try app.pumpAndSettle()
        #expect(textFrame(app, "Enter a valid email address") == CGRect(x: 36, y: 301.5, width: 166, height: 13))
        #expect(textFrame(app, "PASSWORD")?.minY == CGFloat(321 + 44))
        try submit(app, "@example.com")
        #expect(textFrame(app, "Enter a valid email address") == nil)
        #expect(textFrame(app, "PASSWORD")?.minY == CGFloat(321))
        try submit(app, "secret12")
        app.type("secret1")
        try app.pumpAndSettle()
        #expect(textFrame(app, "Passwords don't match") == CGRect(x: 36, y: 429 + 7, width: 129, height: 13))
        try submit(app, "2")
        #expect(textFrame(app, "Passwords don't match") == nil)
        #expect(textFrame(app, "Welcome, Ada!") != nil)
        #expect(textFrame(app, "ada@example.com")?.minY == CGFloat(256))
        #expect(textFrame(app, "••••••••")?.minY == CGFloat(355))
    }

    /// Inline title (content at 91). The date row holds the 28 pt pill (row
    /// 50); the stepper row its 32 pt control (row 54, the control at the
    /// trailing edge: 354 − 94); the volume row is the text, 8.553 (the gap
    /// below a 16 pt line to views that are not text), the 28 pt slider
    /// between two 11.978 pt symbols 8 pt away (row 74.553); the toggle
    /// row 31 + 22; the menu picker's value and chevron trail. "+" adds a
    /// coffee; the picker's menu chooses Dark.
    @Test func aProfileEditorForm() throws {
        let app = try settledApp(EntryProfileEditorScreen())
        #expect(textFrame(app, "ABOUT YOU") == CGRect(x: 36, y: 126, width: 56, height: 13))
        #expect(frame(app, "DatePickerPill") == CGRect(x: 244, y: 201, width: 110, height: 28))
        #expect(textFrame(app, "HABITS")?.minY == CGFloat(240 + 35))
        #expect(frame(app, "StepperControl") == CGRect(x: 260, y: 306, width: 94, height: 32))
        #expect(textFrame(app, "Volume")?.minY == CGFloat(349 + 11))
        let symbol: CGFloat = 11.97802734375
        // The text (360 + 16), then the gap below it to the slider's row.
        #expect(same(frame(app, "Slider"), CGRect(x: 36 + symbol + 8, y: 376 + TextGap.below(), width: 318 - 2 * (symbol + 8), height: 28)))
        // The volume row ends 74.553 below 349 (423.553); each row after it moves with it.
        let habitsEnd: CGFloat = 349 + 11 + 16 + TextGap.below() + 28 + 11
        #expect(isClose(textFrame(app, "PREFERENCES")?.minY ?? 0, habitsEnd + 35))
        #expect(same(frame(app, "Switch"), CGRect(x: 303, y: habitsEnd + 66, width: 51, height: 31)))
        let chevron = try #require(frame(app, "Image", "chevron.up.chevron.down"))
        #expect(chevron.maxX == 354)
        #expect(same(textFrame(app, "System"), CGRect(x: chevron.minX - 4 - 48, y: habitsEnd + 122, width: 48, height: 16)))
        #expect(isClose(textFrame(app, "Volume 50%")?.minY ?? 0, habitsEnd + 152 + 35 + 14))
        #expect(textFrame(app, "Cancel") == CGRect(x: 16, y: 61, width: 48, height: 16))
        #expect(textFrame(app, "Save") == CGRect(x: 342, y: 61, width: 32, height: 16))
        try app.tap(.text("+"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Coffees per day: 3") != nil)
        try app.tap(.text("System"))
        try app.pumpAndSettle()
        try app.tap(.text("Dark"))
        try app.pumpAndSettle()
        #expect(isClose(textFrame(app, "Dark")?.minY ?? 0, habitsEnd + 122))
    }

    /// The search field (36 tall) under the large title, the list 8 below
    /// it; each row the headline (16), 2, the subheadline (15): 33 + 22 =
    /// 55. Focused and empty, the recent searches show; a completion fills
    /// the field and the list filters to it; a query matching nothing shows
    /// the unavailable view.
    @Test func aSearchWithSuggestions() throws {
        let app = try settledApp(EntryCitySearchScreen())
        #expect(frame(app, "RoundedRectangle") == CGRect(x: 16, y: 151, width: 358, height: 36))
        #expect(textFrame(app, "Amsterdam") == CGRect(x: 36, y: 230 + 11, width: 72, height: 16))
        #expect(textFrame(app, "Netherlands") == CGRect(x: 36, y: 230 + 11 + 18, width: 78, height: 15))
        #expect(textFrame(app, "Berlin")?.minY == CGFloat(230 + 55 + 11))
        try app.tap(.text("City or country"))
        try app.pumpAndSettle()
        #expect(frames(app, "Image", "clock.arrow.circlepath").count == 3)
        // The suggestion over the list (the list's Tokyo row is under it).
        let suggestion = try #require(frames(app, "Text", "Tokyo").min { $0.minY < $1.minY })
        app.tap(CGPoint(x: suggestion.midX, y: suggestion.midY))
        try app.pumpAndSettle()
        #expect(frames(app, "Image", "clock.arrow.circlepath").isEmpty)
        // The search is active: the bar gives way to the field (content from
        // 91), the list 8 below; Tokyo is its only row.
        #expect(textFrame(app, "Japan")?.minY == CGFloat(91 + 8 + 35 + 11 + 18))
        #expect(textFrame(app, "Amsterdam") == nil)
        app.type("x")
        try app.pumpAndSettle()
        #expect(textFrame(app, "No Results for \u{201C}Tokyox\u{201D}") != nil)
    }

    /// The toolbar button shows the alert: title, message, the field and
    /// the two buttons side by side: 71 + 34 + 16 + 0.5 + 45 = 166.5 tall,
    /// 270 wide, centred. "Create" adds the folder as a third row. A long
    /// press on a row opens its context menu; Delete asks with a dialog
    /// whose title shows (`titleVisibility: .visible`); "Delete Folder"
    /// removes the folder the dialog was presenting.
    @Test func anAlertWithAFieldAndADialog() throws {
        let app = try settledApp(EntryFoldersScreen())
        #expect(textFrame(app, "Inbox")?.minY == CGFloat(178 + 14))
        let plus = try #require(frame(app, "Image", "folder.badge.plus"))
        app.tap(CGPoint(x: plus.midX, y: plus.midY))
        try app.pumpAndSettle()
        #expect(frame(app, "Presented") == CGRect(x: 60, y: (844 - 166.5) / 2, width: 270, height: 166.5))
        try app.tap(.text("Name"))
        try app.pumpAndSettle()
        app.type("Travel")
        try app.tap(.text("Create"))
        try app.pumpAndSettle()
        #expect(frame(app, "Presented") == nil)
        #expect(textFrame(app, "Travel")?.minY == CGFloat(178 + 88 + 14))
        let inbox = try #require(textFrame(app, "Inbox"))
        app.send(.pointerDown(CGPoint(x: inbox.midX, y: inbox.midY)))
        app.pump(0.6)
        app.send(.pointerUp(CGPoint(x: inbox.midX, y: inbox.midY)))
        try app.pumpAndSettle()
        try app.tap(.text("Delete"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Delete Inbox?") != nil)
        #expect(textFrame(app, "All items in this folder will be deleted.") != nil)
        try app.tap(.text("Delete Folder"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Inbox") == nil)
        #expect(textFrame(app, "Work")?.minY == CGFloat(178 + 14))
    }

    /// The padded VStack: the 200 pt card from 63, the button row 24 below
    /// it (the prominent button 30 tall). The info button's popover asks to
    /// stay a popover: a bubble of its content's size (the widest line, 168,
    /// + 32; three 16 pt lines 8 apart + 32 = 96) centred under the button
    /// but kept 10 pt inside the window, its top 13 pt (the arrow) below the
    /// button; a tap outside closes it. The full screen cover covers the
    /// window; its close button dismisses it.
    @Test func aFullScreenCoverAndAPopover() throws {
        let app = try settledApp(EntryCoverScreen())
        #expect(frame(app, "RoundedRectangle") == CGRect(x: 16, y: 63, width: 358, height: 200))
        let info = try #require(frame(app, "Image", "info.circle"))
        #expect(info.midY == CGFloat(287 + 15))
        app.tap(CGPoint(x: info.midX, y: info.midY))
        try app.pumpAndSettle()
        let bubble = CGRect(x: 390 - 10 - 200, y: info.maxY + 13, width: 200, height: 96)
        #expect(frame(app, "Presented") == bubble)
        #expect(textFrame(app, "Details") == CGRect(x: bubble.minX + 16, y: bubble.minY + 16, width: 56, height: 16))
        app.tap(CGPoint(x: 100, y: 600))
        try app.pumpAndSettle()
        #expect(frame(app, "Presented") == nil)
        try app.tap(.text("View Full Screen"))
        try app.pumpAndSettle()
        #expect(frame(app, "Presented") == CGRect(x: 0, y: 0, width: 390, height: 844))
        let close = try #require(frame(app, "Image", "xmark.circle.fill"))
        #expect(close.maxX == CGFloat(390 - 16))
        #expect(close.minY == CGFloat(47 + 16))
        app.tap(CGPoint(x: close.midX, y: close.midY))
        try app.pumpAndSettle()
        #expect(frame(app, "Presented") == nil)
    }

    /// The toolbar menu opens its list under the button, kept 8 pt inside
    /// the window: label items show their titles (the toolbar's icons-only
    /// style stops at the menu) with the icons trailing, dividers are 8 pt
    /// bands, the destructive item is red. The nested Sort By menu opens its
    /// picker's options over the list; choosing one closes both and re-sorts.
    /// Choosing an item runs it (the inset bar at the bottom says so) and
    /// closes the list; "Delete All" empties the list.
    @Test func aToolbarMenu() throws {
        let app = try settledApp(EntryDocumentsScreen())
        #expect(textFrame(app, "Last action: None") == CGRect(x: 195 - 48, y: 810 - 20, width: 96, height: 12))
        #expect(textFrame(app, "Budget.numbers")?.minY == CGFloat(178 + 14))
        let button = try #require(frame(app, "Image", "ellipsis.circle"))
        app.tap(CGPoint(x: button.midX, y: button.midY))
        try app.pumpAndSettle()
        let list = try #require(frame(app, "Presented"))
        // Seven items, two of them dividers: 5 × 44 + 2 × 8.
        #expect(list == CGRect(x: 390 - 8 - 250, y: button.maxY + 8, width: 250, height: 5 * 44 + 2 * 8))
        // A label item: the title at the leading inset, the icon at the trailing one.
        #expect(textFrame(app, "New Folder") == CGRect(x: list.minX + 16, y: list.minY + 44 + 14, width: 80, height: 16))
        #expect(frame(app, "Image", "folder.badge.plus")?.maxX == list.maxX - 16)
        #expect(textFrame(app, "Sort By")?.minY == list.minY + 88 + 8 + 14)
        // A destructive item is drawn red.
        let red = app.app.graph.drawList().commands.contains { command in
            if case .text(let lines, _, let color) = command { return color == .red && lines.first?.text == "Delete All" }
            return false
        }
        #expect(red)
        // The nested menu is a row with a chevron pointing right at the
        // trailing inset; it opens its own list over itself.
        let sortBy = try #require(textFrame(app, "Sort By"))
        #expect(frame(app, "Image", "chevron.right")?.maxX == list.maxX - 16)
        try app.tap(.text("Sort By"))
        try app.pumpAndSettle()
        #expect(frames(app, "Presented").count == 2)
        // That list's first row is a header on the row (its title where the
        // row's is, the chevron pointing down), then the picker's three
        // options as its rows, the checkmark at the selected one.
        let nested = try #require(frames(app, "Presented").last)
        #expect(nested == CGRect(x: list.minX, y: sortBy.midY - 22, width: 250, height: 44 + 3 * 44))
        #expect(frame(app, "Image", "chevron.down")?.maxX == nested.maxX - 16)
        let check = try #require(frames(app, "Image", "checkmark").first)
        #expect(textFrame(app, "Name")?.minX == check.maxX + 8)
        #expect(textFrame(app, "Date")?.minX == check.maxX + 8)
        try app.tap(.text("Date"))
        try app.pumpAndSettle()
        #expect(frames(app, "Presented").isEmpty)
        // By date: the documents as stored, Slides.key before Notes.txt.
        #expect(textFrame(app, "Slides.key")?.minY == CGFloat(178 + 88 + 14))
        app.tap(CGPoint(x: button.midX, y: button.midY))
        try app.pumpAndSettle()
        try app.tap(.text("New Folder"))
        try app.pumpAndSettle()
        #expect(frame(app, "Presented") == nil)
        #expect(textFrame(app, "Last action: New Folder") != nil)
        app.tap(CGPoint(x: button.midX, y: button.midY))
        try app.pumpAndSettle()
        try app.tap(.text("Delete All"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Budget.numbers") == nil)
    }

    /// Link and share rows are 44 pt rows (a label's icon then its title 8
    /// pt after); the footer under the toggle wraps to two footnote lines;
    /// the last footer is centred 24 pt below its 7 pt gap. A Link opens its
    /// URL; a ShareLink shares its item.
    @Test func aSettingsFormWithLinks() throws {
        let app = try settledApp(EntryAboutScreen())
        #expect(frame(app, "Switch") == CGRect(x: 303, y: 189, width: 51, height: 31))
        #expect(textFrame(app, "Help improve the app by sharing anonymous usage data.") == CGRect(x: 36, y: 238, width: 288, height: 25))
        #expect(textFrame(app, "SUPPORT")?.minY == CGFloat(263 + 35))
        #expect(textFrame(app, "Help Center")?.minY == CGFloat(318 + 14))
        #expect(textFrame(app, "Privacy Policy") == CGRect(x: 36, y: 362 + 14, width: 112, height: 16))
        #expect(textFrame(app, "Share App")?.minY == CGFloat(450 + 14))
        #expect(textFrame(app, "2.4.1 (318)") == CGRect(x: 354 - 88, y: 494 + 35 + 14, width: 88, height: 16))
        #expect(textFrame(app, "Made with care in Lisbon.\n© 2023 Example Inc.") == CGRect(x: 195 - 76.5, y: 573 + 7 + 24, width: 153, height: 25))
        try app.tap(.text("Privacy Policy"))
        try app.pumpAndSettle()
        #expect(app.app.graph.systemURLs.opened == [URL(string: "https://example.com/privacy")!])
        try app.tap(.text("Tell a Friend"))
        try app.pumpAndSettle()
        #expect(app.app.graph.systemURLs.shared.count == 1)
    }

    /// The padded VStack (143 + 16 … 810 − 16): the bottom row is the Clear
    /// button's 16 pt, the editor's card takes the rest less 8 (611 tall),
    /// the editor 8 pt inside it. The count (caption, 12 tall) is centred
    /// on the row. Clear empties the text; typing counts again.
    @Test func aNotesEditorWithACount() throws {
        let app = try settledApp(EntryNotesScreen())
        #expect(frame(app, "RoundedRectangle") == CGRect(x: 16, y: 159, width: 358, height: 611))
        #expect(frame(app, "TextEditor") == CGRect(x: 24, y: 167, width: 342, height: 595))
        #expect(textFrame(app, "62/280") == CGRect(x: 16, y: 780, width: 34, height: 12))
        #expect(textFrame(app, "Clear") == CGRect(x: 374 - 40, y: 778, width: 40, height: 16))
        try app.tap(.text("Clear"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "0/280") != nil)
        app.tap(CGPoint(x: 195, y: 300))
        try app.pumpAndSettle()
        app.type("Hello")
        try app.pumpAndSettle()
        #expect(textFrame(app, "5/280") != nil)
        app.type(String(repeating: "a", count: 300))
        try app.pumpAndSettle()
        #expect(textFrame(app, "280/280") != nil)
    }

    /// The amount in US dollars ("$0.00"); the people picker on one line;
    /// the segmented row 32 + 22; the totals. Editing the amount keeps the
    /// typed text while the field is focused and updates the totals as it
    /// goes: $50 with 15 % is $57.50, $28.75 each; 20 % makes $60.00; five
    /// people pay $12.00 each.
    @Test func aTipCalculator() throws {
        let app = try settledApp(EntryTipCalculatorScreen())
        #expect(frame(app, "TextField") == CGRect(x: 36, y: 192, width: 318, height: 16))
        #expect(textFrame(app, "Number of people") == CGRect(x: 36, y: 236, width: 128, height: 16))
        #expect(textFrame(app, "TIP")?.minY == CGFloat(266 + 35))
        let segmented = try #require(frame(app, "SegmentedControl"))
        #expect(segmented.origin == CGPoint(x: 36, y: 332) && abs(segmented.width - 318) < 0.001 && segmented.height == 32)
        #expect(textFrame(app, "TOTAL")?.minY == CGFloat(375 + 35))
        let amount = try #require(frame(app, "TextField"))
        app.tap(CGPoint(x: amount.midX, y: amount.midY))
        try app.pumpAndSettle()
        for _ in 0..<5 { app.key(.backspace) }
        try app.pumpAndSettle()
        app.type("50")
        try app.pumpAndSettle()
        #expect(textFrame(app, "50")?.minY == CGFloat(192))
        #expect(textFrame(app, "$57.50")?.minY == CGFloat(444))
        #expect(textFrame(app, "$28.75") != nil)
        app.key(.enter)
        try app.pumpAndSettle()
        #expect(textFrame(app, "$50.00")?.minY == CGFloat(192))
        try app.tap(.text("20%"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "$60.00")?.minY == CGFloat(444))
        try app.tap(.text("2 people"))
        try app.pumpAndSettle()
        try app.tap(.text("5 people"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "$12.00") != nil)
    }

    /// Rows of 44 from 178. A short swipe left shows the trailing actions
    /// (no full swipe); Delete removes the row. A full swipe right marks the
    /// todo done. Edit puts the list in edit mode ("Done").
    @Test func aTodoListWithSwipeActions() throws {
        let app = try settledApp(EntryTodoListScreen())
        #expect(textFrame(app, "Buy milk")?.minY == CGFloat(178 + 14))
        #expect(textFrame(app, "Water plants")?.minY == CGFloat(178 + 4 * 44 + 14))
        app.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 150, y: 200))
        try app.pumpAndSettle()
        // Two 74 pt buttons uncovered: the row's content moved 148 pt to the
        // left; Delete is the outer one, at the card's trailing edge (374).
        #expect(textFrame(app, "Buy milk")?.minX == CGFloat(55.97802734375 - 148))
        app.tap(CGPoint(x: 374 - 37, y: 200))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Buy milk") == nil)
        #expect(textFrame(app, "Walk the dog")?.minY == CGFloat(178 + 14))
        app.drag(from: CGPoint(x: 40, y: 200), to: CGPoint(x: 330, y: 200))
        try app.pumpAndSettle()
        #expect(frames(app, "Image", "checkmark.circle.fill").count == 1)
        try app.tap(.text("Edit"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Done")?.minY == CGFloat(61))
    }

    /// The filters sheet opens at .medium (422 tall from 422) with its
    /// grabber; its inline bar and form inside. Apply dismisses it.
    @Test func aSheetWithDetents() throws {
        let app = try settledApp(EntryShopScreen())
        #expect(textFrame(app, "$25.00") == CGRect(x: 306, y: 178 + 14, width: 48, height: 16))
        let button = try #require(frame(app, "Image", "line.3.horizontal.decrease.circle"))
        app.tap(CGPoint(x: button.midX, y: button.midY))
        try app.pumpAndSettle()
        #expect(frame(app, "Presented") == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(app.isVisible(.text("Filters")))
        #expect(textFrame(app, "Apply") == CGRect(x: 334, y: 422 + 14, width: 40, height: 16))
        // The form from the sheet's inline bar (466): the header 35 down.
        #expect(textFrame(app, "PRICE")?.minY == CGFloat(466 + 35))
        #expect(textFrame(app, "Up to $200.00") != nil)
        try app.tap(.text("Apply"))
        try app.pumpAndSettle()
        #expect(frame(app, "Presented") == nil)
    }

    /// Labeled rows: the label at the leading edge, the value trailing on
    /// one line when both fit ("November 14, 2023": 136 pt), formatted
    /// values in US English; the status's dot and text trail together.
    @Test func aLabeledContentDetailForm() throws {
        let app = try settledApp(EntryOrderDetailScreen())
        #expect(textFrame(app, "A-10442") == CGRect(x: 354 - 56, y: 160, width: 56, height: 16))
        #expect(textFrame(app, "November 14, 2023") == CGRect(x: 354 - 136, y: 190 + 14, width: 136, height: 16))
        #expect(textFrame(app, "3") == CGRect(x: 346, y: 234 + 14, width: 8, height: 16))
        #expect(frame(app, "Circle") == CGRect(x: 354 - 80 - 4 - 8, y: 278 + 18, width: 8, height: 8))
        #expect(textFrame(app, "PAYMENT")?.minY == CGFloat(322 + 35))
        #expect(textFrame(app, "$84.50")?.minY == CGFloat(377 + 14))
        #expect(textFrame(app, "$89.49")?.minY == CGFloat(377 + 88 + 14))
        // The shipping header 35 below the payment card (377 + 132), its rows
        // 20 below that; the caption (12 tall) centred in the second row.
        #expect(textFrame(app, "SHIPPING")?.minY == CGFloat(509 + 35))
        #expect(textFrame(app, "1Z999AA10123456784") == CGRect(x: 354 - 102, y: 564 + 44 + 16, width: 102, height: 12))
    }

    /// Group boxes 16 pt apart: 16 pt padding, the label (16), 8, the
    /// content. The circular gauge is 58 pt; the linear ones fill the box:
    /// the bar takes what the bounds labels ("0" 6, "100" 17, 4 apart) leave.
    @Test func aGroupBoxGaugeDashboard() throws {
        let app = try settledApp(EntryDashboardScreen())
        let boxes = frames(app, "RoundedRectangle")
        #expect(boxes == [CGRect(x: 16, y: 159, width: 358, height: 114), CGRect(x: 16, y: 289, width: 358, height: 104),
                          CGRect(x: 16, y: 409, width: 358, height: 104), CGRect(x: 16, y: 529, width: 358, height: 104)])
        #expect(frame(app, "GaugeRing") == CGRect(x: 32, y: 199, width: 58, height: 58))
        let bars = frames(app, "GaugeBar")
        #expect(bars.first == CGRect(x: 32 + 6 + 4, y: 351, width: 326 - 6 - 4 - 4 - 17, height: 8))
        #expect(bars[1].width == CGFloat(326 - 6 - 4 - 4 - 12))
        // "Charging" (16) right on the caption (no gap between two texts): the
        // 28 pt column centred on the 58 pt gauge, 199 + 15 + 16.
        #expect(textFrame(app, "Full in 40 min") == CGRect(x: 98, y: 230, width: 80, height: 12))
    }

    /// The padded (24) VStack: the 56 pt symbol, 8 + 16, the large title,
    /// the rounded fields 34 tall, 16 apart. Sign In is disabled until the
    /// email and password are valid; while signing in the overlay shows
    /// the progress view; a wrong password shows the error.
    @Test func aLoginWithAProgressOverlay() async throws {
        let app = TestApp(EntryLoginScreen(), measurer: fakeMeasurer())
        try await app.pumpAndSettle()
        let symbol = try #require(frame(app, "Image", "lock.shield"))
        #expect(symbol.minY == CGFloat(47 + 24))
        #expect(textFrame(app, "Welcome back") == CGRect(x: 99, y: symbol.maxY + 8 + 16, width: 192, height: 32))
        let fields = frames(app, "RoundedRectangle")
        #expect(fields.first == CGRect(x: 24, y: symbol.maxY + 24 + 32 + 16, width: 342, height: 34))
        try await app.tap(.text("Sign In"))
        try await app.pumpAndSettle()
        #expect(textFrame(app, "Signing in…") == nil)
        try await app.tap(.text("Email"))
        app.type("ada@example.com")
        try await app.tap(.text("Password"))
        app.type("wrong1")
        try await app.pumpAndSettle()
        try await app.tap(.text("Sign In"))
        // One frame: the task has set `isSigningIn` (its sleep is 0.5 s).
        await app.pump(1.0 / 60)
        // The ZStack over the padded screen: the progress view centred in it.
        #expect(textFrame(app, "Signing in…") == CGRect(x: 195 - 44, y: 432.5, width: 88, height: 16))
        // The sign-in task sleeps 0.5 s: wait for it (up to 10 s of real
        // time, so a loaded machine does not fail the check).
        for _ in 0..<100 where textFrame(app, "Incorrect email or password.") == nil {
            try await Task.sleep(for: .milliseconds(100))
            try await app.pumpAndSettle()
        }
        #expect(textFrame(app, "Signing in…") == nil)
        #expect(textFrame(app, "Incorrect email or password.") != nil)
    }

    /// The step indicator's capsules share the width (16 pt padding, 8
    /// apart: 114 each) 12 pt under the inline bar; the step's form below;
    /// Back and Next at the bottom. Next is disabled until both names are
    /// typed; it moves through the steps, filling the capsules, and the
    /// title follows.
    @Test func aWizardWithAnObservableModel() throws {
        let app = try settledApp(EntryWizardScreen())
        #expect(frames(app, "Capsule") == [CGRect(x: 16, y: 103, width: 114, height: 4), CGRect(x: 138, y: 103, width: 114, height: 4),
                                           CGRect(x: 260, y: 103, width: 114, height: 4)])
        #expect(app.isVisible(.text("Your Name")))
        #expect(textFrame(app, "First name")?.minY == CGFloat(119 + 35 + 14))
        #expect(textFrame(app, "Next") == CGRect(x: 330, y: 771, width: 32, height: 16))
        try app.tap(.text("Next"))
        try app.pumpAndSettle()
        #expect(app.isVisible(.text("Your Name")))
        try app.tap(.text("First name"))
        app.type("Ada")
        try app.tap(.text("Last name"))
        app.type("Lovelace")
        try app.pumpAndSettle()
        try app.tap(.text("Next"))
        try app.pumpAndSettle()
        #expect(app.isVisible(.text("Choose a Plan")))
        try app.tap(.text("Pro"))
        try app.pumpAndSettle()
        try app.tap(.text("Next"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Ada Lovelace") != nil)
        #expect(textFrame(app, "Finish") != nil)
        try app.tap(.text("Finish"))
        try app.pumpAndSettle()
        #expect(app.isVisible(.text("Done")))
    }
}
