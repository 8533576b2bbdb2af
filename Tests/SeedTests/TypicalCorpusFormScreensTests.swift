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
