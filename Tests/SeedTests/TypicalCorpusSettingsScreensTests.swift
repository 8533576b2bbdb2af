import Foundation
import Testing
import ScrollSim

// Settings, list, navigation, presentation, onboarding, gesture, timer and
// login screens written the way app code writes them with SwiftUI; only the
// import differs (they sit in `Corpus` so their names do not clash with the
// other screens of this target). iPhone 14 (390 × 844, safe area 47 / 34),
// fake measurer: 8 pt a character and 16 pt lines at 17 pt, both scaled
// with the font and rounded up; 1×.
//
// Rules used below (docs/layout-rules.md): a large title rests the content
// at 47 + 96 = 143, an inline one at 47 + 44 = 91; `Form` and the default
// list are inset-grouped (cards 16 pt in, content 20 pt further: 36 … 354);
// a grouped section starts 35 pt below the previous one (its header in
// footnote, 13 pt, 7 pt above the rows); a row is max(44, content + 22).
enum Corpus {
    // MARK: - 1. Settings (Form, Toggle, Picker styles, Stepper, Slider, DatePicker, LabeledContent)

    struct SettingsView: View {
        @AppStorage("notificationsEnabled") private var notificationsEnabled = true
        @AppStorage("username") private var username = "Anonymous"
        @State private var theme = Theme.system
        @State private var fontSize: Double = 14
        @State private var reminderCount = 3
        @State private var birthday = Date()
        @State private var sortOrder = 0
        @State private var quality = "High"

        enum Theme: String, CaseIterable, Identifiable {
            case system, light, dark
            var id: Self { self }
        }

        var body: some View {
            NavigationStack {
                Form {
                    Section {
                        TextField("Username", text: $username)
                        Toggle("Enable Notifications", isOn: $notificationsEnabled)
                    } header: {
                        Text("Account")
                    } footer: {
                        Text("You can change your username at any time.")
                    }

                    Section("Appearance") {
                        Picker("Theme", selection: $theme) {
                            ForEach(Theme.allCases) { theme in
                                Text(theme.rawValue.capitalized).tag(theme)
                            }
                        }
                        .pickerStyle(.navigationLink)

                        Picker("Sort", selection: $sortOrder) {
                            Text("Name").tag(0)
                            Text("Date").tag(1)
                            Text("Size").tag(2)
                        }
                        .pickerStyle(.segmented)

                        Picker("Quality", selection: $quality) {
                            ForEach(["Low", "Medium", "High"], id: \.self) {
                                Text($0)
                            }
                        }
                        .pickerStyle(.menu)

                        VStack(alignment: .leading) {
                            Text("Font Size: \(Int(fontSize))")
                            Slider(value: $fontSize, in: 10...30, step: 1) {
                                Text("Font Size")
                            } minimumValueLabel: {
                                Text("A").font(.caption)
                            } maximumValueLabel: {
                                Text("A").font(.title)
                            }
                        }
                    }

                    Section("Reminders") {
                        Stepper("Reminders: \(reminderCount)", value: $reminderCount, in: 0...10)
                        DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
                    }

                    Section {
                        LabeledContent("Version", value: "1.0.0")
                        LabeledContent("Build") {
                            Text("42")
                        }
                        NavigationLink("Privacy Policy") {
                            Text("Privacy Policy")
                        }
                    }
                }
                .navigationTitle("Settings")
            }
        }
    }

    // MARK: - 2. Settings with inline picker and NavigationLink rows with value text

    struct AccountSettingsView: View {
        @State private var language = "English"
        @State private var units = Units.metric
        @State private var autoLock = true
        let languages = ["English", "French", "German", "Spanish"]

        enum Units: String, CaseIterable {
            case metric = "Metric"
            case imperial = "Imperial"
        }

        var body: some View {
            NavigationStack {
                Form {
                    Section {
                        NavigationLink {
                            Text("Profile")
                        } label: {
                            HStack {
                                Image(systemName: "person.crop.circle.fill")
                                    .font(.largeTitle)
                                    .foregroundStyle(.blue)
                                VStack(alignment: .leading) {
                                    Text("John Appleseed")
                                        .font(.headline)
                                    Text("Apple ID, iCloud, Media & Purchases")
                                        .font(.caption)
                                        .foregroundStyle(.secondary)
                                }
                            }
                        }
                    }

                    Section {
                        NavigationLink {
                            Text("Language")
                        } label: {
                            HStack {
                                Text("Language")
                                Spacer()
                                Text(language)
                                    .foregroundColor(.secondary)
                            }
                        }
                        NavigationLink(destination: Text("Wi-Fi")) {
                            Label("Wi-Fi", systemImage: "wifi")
                        }
                    }

                    Section(header: Text("Units"), footer: Text("Used for distances and temperatures.")) {
                        Picker("Units", selection: $units) {
                            ForEach(Units.allCases, id: \.self) { unit in
                                Text(unit.rawValue)
                            }
                        }
                        .pickerStyle(.inline)
                        .labelsHidden()
                    }

                    Section {
                        Toggle(isOn: $autoLock) {
                            Label("Auto-Lock", systemImage: "lock")
                        }
                        .tint(.green)
                    }

                    Section {
                        Button("Sign Out", role: .destructive) {
                            print("sign out")
                        }
                    }
                }
                .navigationTitle("Account")
                .navigationBarTitleDisplayMode(.inline)
            }
        }
    }

    // MARK: - 3. Editable list (onDelete, onMove, EditButton, swipeActions)

    struct Todo: Identifiable, Hashable {
        let id = UUID()
        var title: String
        var isDone = false
    }

    struct TodoListView: View {
        @State private var todos = [
            Todo(title: "Buy milk"),
            Todo(title: "Walk the dog", isDone: true),
            Todo(title: "Write code"),
            Todo(title: "Call mom"),
        ]
        @State private var newTodo = ""

        var body: some View {
            NavigationStack {
                List {
                    Section(header: Text("Add")) {
                        HStack {
                            TextField("New todo", text: $newTodo)
                            Button {
                                todos.append(Todo(title: newTodo))
                                newTodo = ""
                            } label: {
                                Image(systemName: "plus.circle.fill")
                            }
                            .disabled(newTodo.isEmpty)
                        }
                    }

                    Section(header: Text("Todos")) {
                        ForEach($todos) { $todo in
                            HStack {
                                Image(systemName: todo.isDone ? "checkmark.circle.fill" : "circle")
                                    .foregroundColor(todo.isDone ? .green : .gray)
                                    .onTapGesture {
                                        todo.isDone.toggle()
                                    }
                                Text(todo.title)
                                    .strikethrough(todo.isDone)
                            }
                            .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                                Button(role: .destructive) {
                                    todos.removeAll { $0.id == todo.id }
                                } label: {
                                    Label("Delete", systemImage: "trash")
                                }
                            }
                            .swipeActions(edge: .leading) {
                                Button {
                                    todo.isDone.toggle()
                                } label: {
                                    Label("Done", systemImage: "checkmark")
                                }
                                .tint(.green)
                            }
                        }
                        .onDelete(perform: delete)
                        .onMove(perform: move)
                    }
                }
                .listStyle(.insetGrouped)
                .navigationTitle("Todos")
                .toolbar {
                    EditButton()
                }
            }
        }

        func delete(at offsets: IndexSet) {
            todos.remove(atOffsets: offsets)
        }

        func move(from source: IndexSet, to destination: Int) {
            todos.move(fromOffsets: source, toOffset: destination)
        }
    }

    // MARK: - 4. Styled list (row background, separators, header prominence, row insets, editMode env)

    struct StyledListView: View {
        @State private var editMode = EditMode.inactive
        @State private var fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry"]

        var body: some View {
            NavigationStack {
                List {
                    Section {
                        ForEach(fruits, id: \.self) { fruit in
                            Text(fruit)
                                .listRowBackground(Color.yellow.opacity(0.2))
                                .listRowSeparator(.hidden)
                        }
                        .onDelete { fruits.remove(atOffsets: $0) }
                    } header: {
                        Text("Fruits")
                    }
                    .headerProminence(.increased)

                    Section("Custom insets") {
                        Text("Wide row")
                            .listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
                        Text("Tinted separator")
                            .listRowSeparatorTint(.red)
                    }
                    .listSectionSeparator(.hidden)
                }
                .listStyle(.plain)
                .environment(\.editMode, $editMode)
                .navigationTitle("Fruits")
                .toolbar {
                    ToolbarItem(placement: .navigationBarTrailing) {
                        Button(editMode.isEditing ? "Done" : "Edit") {
                            withAnimation {
                                editMode = editMode.isEditing ? .inactive : .active
                            }
                        }
                    }
                }
            }
        }
    }

    // MARK: - 5. Navigation with path enum, navigationDestination(for:), toolbar groups

    enum Route: Hashable {
        case detail(Int)
        case settings
        case profile(name: String)
    }

    struct RouterView: View {
        @State private var path: [Route] = []

        var body: some View {
            NavigationStack(path: $path) {
                List(1..<21) { number in
                    NavigationLink("Item \(number)", value: Route.detail(number))
                }
                .navigationTitle("Home")
                .navigationBarTitleDisplayMode(.large)
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .detail(let number):
                        DetailView(number: number, path: $path)
                    case .settings:
                        Text("Settings")
                    case .profile(let name):
                        Text("Profile of \(name)")
                    }
                }
                .toolbar {
                    ToolbarItemGroup(placement: .navigationBarTrailing) {
                        Button {
                            path.append(.settings)
                        } label: {
                            Image(systemName: "gear")
                        }
                        Button {
                            path.append(.profile(name: "Paul"))
                        } label: {
                            Image(systemName: "person")
                        }
                    }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Reset") { path.removeAll() }
                        Spacer()
                        Text("\(path.count) deep")
                    }
                }
            }
        }
    }

    struct DetailView: View {
        let number: Int
        @Binding var path: [Route]
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            VStack(spacing: 20) {
                Text("Detail \(number)")
                    .font(.largeTitle)
                Button("Next") {
                    path.append(.detail(number + 1))
                }
                .buttonStyle(.borderedProminent)
                Button("Back to root") {
                    path.removeAll()
                }
            }
            .navigationTitle("Detail")
            .navigationBarTitleDisplayMode(.inline)
            .navigationBarBackButtonHidden(true)
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    Button {
                        dismiss()
                    } label: {
                        HStack {
                            Image(systemName: "chevron.left")
                            Text("Back")
                        }
                    }
                }
            }
        }
    }

    // MARK: - 6. Sheets, alerts, confirmation dialog, full screen cover

    struct SheetsView: View {
        @State private var showingSheet = false
        @State private var showingAlert = false
        @State private var showingDialog = false
        @State private var showingCover = false
        @State private var name = ""
        @State private var selectedDetent: PresentationDetent = .medium

        var body: some View {
            NavigationStack {
                VStack(spacing: 16) {
                    Button("Show Sheet") { showingSheet.toggle() }
                    Button("Rename") { showingAlert = true }
                    Button("Delete", role: .destructive) { showingDialog = true }
                    Button("Full Screen") { showingCover = true }
                    Text("Hello, \(name)")
                }
                .navigationTitle("Presentations")
                .sheet(isPresented: $showingSheet) {
                    NavigationStack {
                        List(0..<30) { i in
                            Text("Row \(i)")
                        }
                        .navigationTitle("Sheet")
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) {
                                Button("Cancel") { showingSheet = false }
                            }
                            ToolbarItem(placement: .confirmationAction) {
                                Button("Done") { showingSheet = false }
                            }
                        }
                    }
                    .presentationDetents([.medium, .large], selection: $selectedDetent)
                    .presentationDragIndicator(.visible)
                }
                .alert("Rename", isPresented: $showingAlert) {
                    TextField("Name", text: $name)
                    Button("OK") {}
                    Button("Cancel", role: .cancel) {}
                } message: {
                    Text("Enter a new name.")
                }
                .confirmationDialog("Delete item?", isPresented: $showingDialog, titleVisibility: .visible) {
                    Button("Delete", role: .destructive) {}
                    Button("Archive") {}
                    Button("Cancel", role: .cancel) {}
                }
                .fullScreenCover(isPresented: $showingCover) {
                    CoverView()
                }
            }
        }
    }

    struct CoverView: View {
        @Environment(\.dismiss) var dismiss

        var body: some View {
            ZStack {
                Color.black.ignoresSafeArea()
                Button("Dismiss") { dismiss() }
                    .foregroundColor(.white)
            }
        }
    }

    // MARK: - 7. Onboarding TabView(.page)

    struct OnboardingPage: Identifiable {
        let id = UUID()
        let image: String
        let title: String
        let subtitle: String
    }

    struct OnboardingView: View {
        @AppStorage("hasSeenOnboarding") var hasSeenOnboarding = false
        @State private var currentPage = 0

        let pages = [
            OnboardingPage(image: "star.fill", title: "Welcome", subtitle: "The best app ever."),
            OnboardingPage(image: "bolt.fill", title: "Fast", subtitle: "Blazing fast performance."),
            OnboardingPage(image: "lock.fill", title: "Secure", subtitle: "Your data stays yours."),
        ]

        var body: some View {
            VStack {
                TabView(selection: $currentPage) {
                    ForEach(pages.indices, id: \.self) { index in
                        VStack(spacing: 20) {
                            Image(systemName: pages[index].image)
                                .resizable()
                                .scaledToFit()
                                .frame(width: 120, height: 120)
                                .foregroundColor(.accentColor)
                            Text(pages[index].title)
                                .font(.largeTitle)
                                .bold()
                            Text(pages[index].subtitle)
                                .font(.body)
                                .multilineTextAlignment(.center)
                                .padding(.horizontal, 40)
                        }
                        .tag(index)
                    }
                }
                .tabViewStyle(.page(indexDisplayMode: .always))
                .indexViewStyle(.page(backgroundDisplayMode: .always))

                Button {
                    if currentPage < pages.count - 1 {
                        withAnimation { currentPage += 1 }
                    } else {
                        hasSeenOnboarding = true
                    }
                } label: {
                    Text(currentPage == pages.count - 1 ? "Get Started" : "Next")
                        .frame(maxWidth: .infinity)
                        .padding()
                        .background(Color.blue)
                        .foregroundColor(.white)
                        .cornerRadius(12)
                }
                .padding(.horizontal)
                .padding(.bottom, 20)
            }
        }
    }

    // MARK: - 9. Gestures (DragGesture + GestureState, swipe-to-dismiss card, long press sequenced, simultaneousGesture)

    struct CardView: View {
        @GestureState private var dragOffset = CGSize.zero
        @State private var position = CGSize.zero
        @State private var dismissed = false

        var body: some View {
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.orange)
                .frame(width: 300, height: 200)
                .overlay(Text("Swipe me").foregroundColor(.white).font(.title))
                .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
                .rotationEffect(.degrees(Double(dragOffset.width / 20)))
                .opacity(dismissed ? 0 : 1)
                .gesture(
                    DragGesture()
                        .updating($dragOffset) { value, state, _ in
                            state = value.translation
                        }
                        .onEnded { value in
                            if abs(value.translation.width) > 100 {
                                withAnimation { dismissed = true }
                            }
                        }
                )
        }
    }

    struct GesturesView: View {
        @GestureState private var isDetectingLongPress = false
        @State private var completedLongPress = false
        @State private var tapCount = 0
        @State private var offset = CGSize.zero
        @State private var isDragging = false

        var body: some View {
            ScrollView {
                VStack(spacing: 24) {
                    CardView()

                    Circle()
                        .fill(isDetectingLongPress ? Color.red : (completedLongPress ? Color.green : Color.blue))
                        .frame(width: 100, height: 100)
                        .gesture(
                            LongPressGesture(minimumDuration: 1)
                                .updating($isDetectingLongPress) { currentState, gestureState, transaction in
                                    gestureState = currentState
                                    transaction.animation = Animation.easeIn(duration: 2.0)
                                }
                                .onEnded { finished in
                                    completedLongPress = finished
                                }
                        )

                    Circle()
                        .fill(isDragging ? Color.purple : Color.pink)
                        .frame(width: 64, height: 64)
                        .offset(offset)
                        .gesture(
                            LongPressGesture(minimumDuration: 0.5)
                                .sequenced(before: DragGesture())
                                .onChanged { value in
                                    switch value {
                                    case .first(true):
                                        isDragging = true
                                    case .second(true, let drag):
                                        offset = drag?.translation ?? .zero
                                    default:
                                        break
                                    }
                                }
                                .onEnded { _ in
                                    isDragging = false
                                    offset = .zero
                                }
                        )

                    ForEach(0..<10) { i in
                        Text("Row \(i) tapped \(tapCount)")
                            .frame(maxWidth: .infinity)
                            .padding()
                            .background(Color.gray.opacity(0.2))
                            .cornerRadius(8)
                            .simultaneousGesture(
                                TapGesture().onEnded { tapCount += 1 }
                            )
                    }
                }
                .padding()
            }
        }
    }

    // MARK: - 11. Login form with FocusState, onSubmit, keyboard modifiers

    struct LoginView: View {
        enum Field: Hashable {
            case email, password
        }

        @State private var email = ""
        @State private var password = ""
        @FocusState private var focusedField: Field?
        @AppStorage("rememberMe") private var rememberMe = false

        var body: some View {
            VStack(spacing: 16) {
                Text("Welcome back")
                    .font(.largeTitle.bold())
                    .frame(maxWidth: .infinity, alignment: .leading)

                TextField("Email", text: $email)
                    .keyboardType(.emailAddress)
                    .textContentType(.emailAddress)
                    .autocorrectionDisabled()
                    .textInputAutocapitalization(.never)
                    .submitLabel(.next)
                    .focused($focusedField, equals: .email)
                    .padding()
                    .background(Color(.secondarySystemBackground))
                    .cornerRadius(10)

                SecureField("Password", text: $password)
                    .textContentType(.password)
                    .submitLabel(.go)
                    .focused($focusedField, equals: .password)
                    .padding()
                    .background(Color(.secondarySystemBackground))
                    .cornerRadius(10)

                Toggle("Remember me", isOn: $rememberMe)

                Button {
                    login()
                } label: {
                    Text("Log In")
                        .font(.headline)
                        .frame(maxWidth: .infinity)
                        .padding()
                        .background(Color.accentColor)
                        .foregroundColor(.white)
                        .clipShape(RoundedRectangle(cornerRadius: 10))
                }
                .disabled(email.isEmpty || password.isEmpty)

                Spacer()
            }
            .padding()
            .onSubmit {
                switch focusedField {
                case .email:
                    focusedField = .password
                default:
                    login()
                }
            }
            .onAppear {
                focusedField = .email
            }
        }

        func login() {
            focusedField = nil
        }
    }

    // MARK: - 12. Profile edit form (Form + TextField axis, DatePicker styles, PhotosPicker-free)

    struct ProfileEditView: View {
        @State private var firstName = ""
        @State private var lastName = ""
        @State private var bio = ""
        @State private var phone = ""
        @State private var birthDate = Calendar.current.date(byAdding: .year, value: -20, to: Date()) ?? Date()
        @State private var wakeUp = Date()
        @State private var isPrivate = false
        @State private var coffee = 1
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            NavigationStack {
                Form {
                    Section("Name") {
                        TextField("First name", text: $firstName)
                            .textContentType(.givenName)
                        TextField("Last name", text: $lastName)
                            .textContentType(.familyName)
                    }
                    Section("About") {
                        TextField("Bio", text: $bio, axis: .vertical)
                            .lineLimit(3...6)
                        TextField("Phone", text: $phone)
                            .keyboardType(.phonePad)
                    }
                    Section("Dates") {
                        DatePicker("Birth date", selection: $birthDate, in: ...Date(), displayedComponents: .date)
                        DatePicker("Wake up", selection: $wakeUp, displayedComponents: .hourAndMinute)
                            .datePickerStyle(.compact)
                    }
                    Section {
                        Stepper(value: $coffee, in: 1...20) {
                            Text(coffee == 1 ? "1 cup" : "\(coffee) cups")
                        }
                        Toggle("Private account", isOn: $isPrivate)
                    } header: {
                        Text("Preferences")
                    } footer: {
                        Text("Private accounts are only visible to approved followers.")
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
                            .disabled(firstName.isEmpty)
                    }
                }
            }
        }
    }

    // MARK: - 14. Search list with searchable, refreshable, empty state

    struct Contact: Identifiable {
        let id = UUID()
        let name: String
        let email: String
    }

    struct ContactsView: View {
        @State private var searchText = ""
        @State private var contacts = [
            Contact(name: "Alice", email: "alice@example.com"),
            Contact(name: "Bob", email: "bob@example.com"),
            Contact(name: "Carol", email: "carol@example.com"),
            Contact(name: "Dave", email: "dave@example.com"),
        ]

        var filtered: [Contact] {
            if searchText.isEmpty { return contacts }
            return contacts.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
        }

        var body: some View {
            NavigationStack {
                List {
                    ForEach(filtered) { contact in
                        VStack(alignment: .leading, spacing: 4) {
                            Text(contact.name)
                                .font(.headline)
                            Text(contact.email)
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                        .padding(.vertical, 4)
                    }
                }
                .overlay {
                    if filtered.isEmpty {
                        Text("No results for \"\(searchText)\"")
                            .foregroundStyle(.secondary)
                    }
                }
                .searchable(text: $searchText, prompt: "Search contacts")
                .refreshable {
                    contacts.shuffle()
                }
                .navigationTitle("Contacts")
            }
        }
    }

    // MARK: - 15. Countdown card with progress, timer, and sheet with detents

    struct CountdownView: View {
        @State private var timeRemaining = 60
        @State private var showingSettings = false
        @State private var duration = 60.0
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        @Environment(\.scenePhase) var scenePhase
        @State private var isActive = true

        var body: some View {
            VStack(spacing: 24) {
                ZStack {
                    Circle()
                        .stroke(lineWidth: 20)
                        .opacity(0.2)
                        .foregroundColor(.blue)
                    Circle()
                        .trim(from: 0, to: CGFloat(timeRemaining) / CGFloat(duration))
                        .stroke(style: StrokeStyle(lineWidth: 20, lineCap: .round, lineJoin: .round))
                        .foregroundColor(.blue)
                        .rotationEffect(.degrees(-90))
                        .animation(.linear, value: timeRemaining)
                    Text("\(timeRemaining)")
                        .font(.system(size: 60, weight: .bold, design: .rounded))
                }
                .frame(width: 250, height: 250)

                ProgressView(value: Double(timeRemaining), total: duration)
                    .padding(.horizontal)

                Button("Settings") {
                    showingSettings = true
                }
                .buttonStyle(.bordered)
            }
            .onReceive(timer) { _ in
                guard isActive else { return }
                if timeRemaining > 0 {
                    timeRemaining -= 1
                }
            }
            .onChange(of: scenePhase) { newPhase in
                isActive = newPhase == .active
            }
            .sheet(isPresented: $showingSettings) {
                VStack {
                    Text("Duration: \(Int(duration))s")
                    Slider(value: $duration, in: 10...120, step: 10)
                        .padding()
                }
                .presentationDetents([.height(200), .fraction(0.5)])
            }
        }
    }
}

@MainActor
@Suite struct TypicalCorpusSettingsScreensTests {
    /// Section 0: header at 143 + 35 = 178, the text field's row 198 … 242,
    /// then the toggle's row: 31 + 22 = 53 tall, the switch at 354 − 51 and
    /// its label on one line (160 pt, served before the spacer), centred on
    /// the switch. The footer 7 pt below the card (295), the next header
    /// 35 pt below the footer's 20 pt band (315 + 35). Its rows: a 44 pt
    /// picker row, the segmented control's 32 + 22, the menu picker's 44,
    /// then the slider row: the text, 8.553 (the gap below a 16 pt line to a
    /// view that is not text), the 28 pt slider between its caption "A" (6
    /// wide) and title "A" (14 wide) 8 pt from each.
    @Test func aSettingsForm() throws {
        let app = try settledApp(Corpus.SettingsView())
        #expect(textFrame(app, "ACCOUNT") == CGRect(x: 36, y: 178, width: 43, height: 13))
        #expect(frame(app, "Switch") == CGRect(x: 303, y: 253, width: 51, height: 31))
        #expect(textFrame(app, "Enable Notifications") == CGRect(x: 36, y: 253 + 7.5, width: 160, height: 16))
        #expect(textFrame(app, "You can change your username at any time.")?.minY == CGFloat(295 + 7))
        #expect(textFrame(app, "APPEARANCE") == CGRect(x: 36, y: 350, width: 62, height: 13))
        #expect(textFrame(app, "Theme") == CGRect(x: 36, y: 370 + 14, width: 40, height: 16))
        #expect(frame(app, "SegmentedControl") == CGRect(x: 36, y: 414 + 11, width: 318, height: 32))
        #expect(textFrame(app, "Quality") == CGRect(x: 36, y: 468 + 14, width: 56, height: 16))
        let slider: CGFloat = 512 + 11 + 16 + TextGap.below()
        #expect(textFrame(app, "Font Size: 14") == CGRect(x: 36, y: 512 + 11, width: 104, height: 16))
        #expect(same(frame(app, "Slider"), CGRect(x: 36 + 6 + 8, y: slider, width: 354 - 14 - 8 - 50, height: 28)))
        // The slider's row is 16 + 8.553 + 28 + 22 = 74.553; the next header 35 below it.
        let reminders: CGFloat = 512 + 16 + TextGap.below() + 28 + 22 + 35
        #expect(isClose(textFrame(app, "REMINDERS")?.minY ?? 0, reminders))
        // The header's 20 pt band, then the stepper row's text 11 + 8 in.
        #expect(same(textFrame(app, "Reminders: 3"), CGRect(x: 36, y: reminders + 20 + 11 + 8, width: 96, height: 16)))
    }

    /// Inline title: content at 91. The first section has no header, so
    /// its row starts 35 pt down; the profile row is the name (16) right on
    /// the caption (12, no gap between two texts) = 28 + 22 tall, the
    /// large-title symbol (23.956 pt) centred on it and the texts 8 pt after it.
    @Test func anAccountFormWithAProfileRow() throws {
        let app = try settledApp(Corpus.AccountSettingsView())
        #expect(app.scroll.offset.y == -91)
        let symbol = try #require(frame(app, "Image", "person.crop.circle.fill"))
        #expect(abs(symbol.minY - (126 + (50 - symbol.height) / 2)) < 0.001)
        #expect(textFrame(app, "John Appleseed")?.origin == CGPoint(x: 36 + symbol.width + 8, y: 126 + 11))
        #expect(textFrame(app, "Apple ID, iCloud, Media & Purchases")?.minY == CGFloat(126 + 11 + 16))
        // Then a section of two link rows (35 + 44 + 44), the units header 35 below.
        #expect(textFrame(app, "Language") == CGRect(x: 36, y: 91 + 35 + 50 + 35 + 14, width: 64, height: 16))
        #expect(textFrame(app, "UNITS")?.minY == CGFloat(91 + 35 + 50 + 35 + 88 + 35))
    }

    /// The add row: the field takes the row less the 11.978 pt symbol button
    /// and 8 pt; the todo rows after the second header, the circle then
    /// the title 8 pt after it. `ForEach($todos)` hands each row a binding:
    /// tapping a circle marks that todo done.
    @Test func aTodoListEditedThroughBindings() throws {
        let app = try settledApp(Corpus.TodoListView())
        let plus = try #require(frame(app, "Image", "plus.circle.fill"))
        #expect(frame(app, "TextField") == CGRect(x: 36, y: 212, width: 318 - 8 - plus.width, height: 16))
        let rows: CGFloat = 242 + 35 + 13 + 7
        let milk = try #require(textFrame(app, "Buy milk"))
        #expect(milk.minY == rows + 14)
        #expect(abs(milk.minX - (36 + plus.width + 8)) < 0.001)
        #expect(textFrame(app, "Call mom")?.minY == rows + 3 * 44 + 14)
        #expect(app.app.graph.inspect().all { $0.kind == "Image" && $0.text == "checkmark.circle.fill" }.count == 1)
        app.tap(CGPoint(x: 40, y: rows + 22))
        try app.pumpAndSettle()
        let done = app.app.graph.inspect().all { $0.kind == "Image" && $0.text == "checkmark.circle.fill" }
        #expect(done.map(\.frame.minY).sorted() == [rows + 16.010986328125, rows + 44 + 16.010986328125])
    }

    /// A plain list: rows inset 16, headers 28 pt tall (the headline text 6 pt
    /// down; `.increased` prominence keeps it in a plain list); a row with
    /// zero insets puts its text at the screen's edge.
    @Test func aPlainListWithRowModifiers() throws {
        let app = try settledApp(Corpus.StyledListView())
        #expect(textFrame(app, "Fruits") == CGRect(x: 16, y: 143 + 6, width: 48, height: 16))
        #expect(textFrame(app, "Apple") == CGRect(x: 16, y: 171 + 14, width: 40, height: 16))
        #expect(textFrame(app, "Elderberry") == CGRect(x: 16, y: 171 + 4 * 44 + 14, width: 80, height: 16))
        let second: CGFloat = 171 + 5 * 44 + 28
        #expect(textFrame(app, "Wide row") == CGRect(x: 0, y: second + 14, width: 64, height: 16))
        #expect(textFrame(app, "Tinted separator") == CGRect(x: 16, y: second + 44 + 14, width: 128, height: 16))
    }

    /// Links pushed through a `[Route]` path: the root list rests at 143;
    /// "Item 3" pushes a detail page with an inline title (content 91 …
    /// 810) whose VStack — the large title text (32), 20, the prominent
    /// button (16 + 14), 20, the text (16) — is centred there. "Next"
    /// appends to the path; "Back to root" empties it.
    @Test func aPathOfRoutes() throws {
        let app = try settledApp(Corpus.RouterView())
        #expect(textFrame(app, "Item 1") == CGRect(x: 36, y: 143 + 35 + 14, width: 48, height: 16))
        try app.tap(.text("Item 3"))
        try app.pumpAndSettle()
        let top: CGFloat = 91 + (719 - 118) / 2
        #expect(textFrame(app, "Detail 3") == CGRect(x: 195 - 64, y: top, width: 128, height: 32))
        #expect(textFrame(app, "Back to root")?.minY == top + 32 + 20 + 30 + 20)
        try app.tap(.text("Next"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Detail 4")?.minY == top)
        try app.tap(.text("Back to root"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Item 1")?.minY == CGFloat(143 + 35 + 14))
        #expect(textFrame(app, "Detail 4") == nil)
    }

    /// The sheet opens at the detent its selection holds (`.medium`: from
    /// 422, 422 tall) rather than the smallest; its list starts under the
    /// sheet's own large title, 96 pt down.
    @Test func aSheetOpensAtItsSelectedDetent() throws {
        let app = try settledApp(Corpus.SheetsView())
        try app.tap(.text("Show Sheet"))
        try app.pumpAndSettle()
        #expect(frame(app, "Presented") == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(textFrame(app, "Row 0") == CGRect(x: 36, y: 422 + 96 + 35 + 14, width: 40, height: 16))
    }

    /// The button: 16 + 16 + 16 tall, 16 pt from the sides, 20 above the
    /// bottom safe area (810 − 20 − 48 = 742). The page view fills the rest
    /// above it less 8 pt (47 … 734) and centres the page's VStack: 120,
    /// 20, the large title (32), 20, the text (16) = 208.
    @Test func anOnboardingPager() throws {
        let app = try settledApp(Corpus.OnboardingView())
        let top: CGFloat = 47 + (687 - 208) / 2
        #expect(frame(app, "Image", "star.fill") == CGRect(x: 135, y: top, width: 120, height: 120))
        #expect(textFrame(app, "Welcome") == CGRect(x: 195 - 56, y: top + 140, width: 112, height: 32))
        #expect(textFrame(app, "Next") == CGRect(x: 195 - 16, y: 742 + 16, width: 32, height: 16))
        try app.tap(.text("Next"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Fast") == CGRect(x: 195 - 32, y: top + 140, width: 64, height: 32))
    }

    /// A padded scroll view: the 300 × 200 card 16 pt below the top safe
    /// area, centred; the circles 24 pt apart below it; each tappable row
    /// 16 + 16 + 16 tall, 24 apart.
    @Test func aGesturesScreen() throws {
        let app = try settledApp(Corpus.GesturesView())
        #expect(frame(app, "RoundedRectangle") == CGRect(x: 45, y: 63, width: 300, height: 200))
        let circles = app.app.graph.inspect().all { $0.kind == "Circle" }.map(\.frame)
        #expect(circles == [CGRect(x: 145, y: 287, width: 100, height: 100), CGRect(x: 163, y: 411, width: 64, height: 64)])
        #expect(textFrame(app, "Row 0 tapped 0") == CGRect(x: 195 - 56, y: 499 + 16, width: 112, height: 16))
        #expect(textFrame(app, "Row 1 tapped 0")?.minY == CGFloat(499 + 48 + 24 + 16))
        // The simultaneous tap gesture counts a tap on a row.
        try app.tap(.text("Row 2 tapped 0"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Row 2 tapped 1") != nil)
    }

    /// A padded VStack (spacing 16) from 47 + 16: the large title (32), the
    /// fields 16 + 16 + 16 tall. The email field is focused on appear; Return
    /// runs `onSubmit`, which moves the focus to the password field.
    @Test func aLoginForm() throws {
        let app = try settledApp(Corpus.LoginView())
        #expect(textFrame(app, "Welcome back") == CGRect(x: 16, y: 63, width: 192, height: 32))
        #expect(frame(app, "TextField") == CGRect(x: 32, y: 63 + 32 + 16 + 16, width: 326, height: 16))
        #expect(frame(app, "SecureField") == CGRect(x: 32, y: 127 + 48 + 16, width: 326, height: 16))
        #expect(textFrame(app, "Log In")?.minY == CGFloat(175 + 48 + 16 + 31 + 16 + 16))
        app.type("ada@example.com")
        app.key(.enter)
        try app.pumpAndSettle()
        app.type("pw")
        try app.pumpAndSettle()
        #expect(textFrame(app, "ada@example.com")?.minY == 127)
        #expect(textFrame(app, "••")?.minY == 191)
    }

    /// Inline title, content at 91: two 44 pt name rows; the bio field
    /// reserves its three lines (48 + 22 = 70); the date rows hold 28 pt
    /// pills (50 tall).
    @Test func aProfileEditForm() throws {
        let app = try settledApp(Corpus.ProfileEditView())
        #expect(textFrame(app, "NAME")?.minY == CGFloat(91 + 35))
        #expect(textFrame(app, "Last name")?.minY == CGFloat(146 + 44 + 14))
        let about: CGFloat = 234 + 35 + 13 + 7
        #expect(textFrame(app, "Bio") == CGRect(x: 36, y: about + 11, width: 24, height: 16))
        #expect(textFrame(app, "Phone")?.minY == about + 70 + 14)
        #expect(textFrame(app, "Birth date")?.minY == about + 70 + 44 + 35 + 13 + 7 + 17)
    }

    /// The search field (36 tall) under the large title, the list 8 pt
    /// below it; each row: headline (16), 4, subheadline (15), 4 pt above
    /// and below, 11 and 11: 65.
    @Test func aSearchableContactsList() throws {
        let app = try settledApp(Corpus.ContactsView())
        #expect(frame(app, "RoundedRectangle") == CGRect(x: 16, y: 151, width: 358, height: 36))
        let first: CGFloat = 195 + 35
        #expect(textFrame(app, "Alice") == CGRect(x: 36, y: first + 11 + 4, width: 40, height: 16))
        #expect(textFrame(app, "alice@example.com")?.minY == first + 15 + 16 + 4)
        #expect(textFrame(app, "Bob")?.minY == first + 65 + 15)
    }

    /// A VStack (spacing 24) of the 250 pt ring, the 4 pt bar (16 pt from
    /// the sides) and the bordered button (30 tall) is centred in the safe
    /// area: 47 + (763 − 332) / 2. The timer counts down once a second
    /// while the scene is active (always, here).
    @Test func aCountdown() throws {
        let app = TestApp(Corpus.CountdownView(), measurer: fakeMeasurer())
        app.pump(1.0 / 60)
        let top: CGFloat = 47 + (763 - 332) / 2
        #expect(frame(app, "Circle") == CGRect(x: 70, y: top, width: 250, height: 250))
        #expect(frame(app, "ProgressView") == CGRect(x: 16, y: top + 274, width: 358, height: 4))
        #expect(textFrame(app, "Settings") == CGRect(x: 195 - 32, y: top + 302 + 7, width: 64, height: 16))
        #expect(textFrame(app, "60") != nil)
        app.pump(1.0)
        #expect(textFrame(app, "59") != nil)
    }
}

/// The API those screens needed, each on its own.
@MainActor
@Suite struct CorpusAPITests {
    struct Item: Identifiable {
        let id: Int
        var name: String
        var isOn = false
    }

    struct Editor: View {
        @State var items = [Item(id: 1, name: "Ada"), Item(id: 2, name: "Grace")]
        var body: some View {
            VStack {
                ForEach($items) { $item in
                    TextField("Name", text: $item.name)
                }
                Text(items.map(\.name).joined(separator: ","))
            }
        }
    }

    /// `ForEach($items) { $item in … }`: each row gets a binding to its
    /// element, and typing into the second field edits the second element.
    @Test func aForEachOverABindingEditsTheElements() throws {
        let app = try settledApp(Editor())
        try app.tap(.text("Grace"))
        try app.pumpAndSettle()
        app.type(" Hopper")
        try app.pumpAndSettle()
        #expect(textFrame(app, "Ada,Grace Hopper") != nil)
    }

    struct Switches: View {
        @State var items = [Item(id: 1, name: "Wi-Fi"), Item(id: 2, name: "Bluetooth")]
        var body: some View {
            List($items) { $item in
                Toggle(item.name, isOn: $item.isOn)
            }
            .namedValue("on", Double(items.filter(\.isOn).count))
            .namedValue("second", Double(items[1].isOn ? 1 : 0))
        }
    }

    /// `List($items)`: a binding to an array of identifiable values is a
    /// random-access collection of bindings, identified as its elements.
    @Test func aListOverABinding() throws {
        let binding = Binding.constant([Item(id: 7, name: "a"), Item(id: 9, name: "b")])
        #expect(binding.count == 2)
        #expect(binding.map(\.id) == [7, 9])
        #expect(binding[1].wrappedValue.name == "b")
        let app = try settledApp(Switches())
        let switches = app.app.graph.inspect().all { $0.kind == "Switch" }.map(\.frame)
        #expect(switches.count == 2)
        app.tap(CGPoint(x: switches[1].midX, y: switches[1].midY))
        try app.pumpAndSettle()
        #expect(app.value("on") == 1)
        #expect(app.value("second") == 1)
    }

    struct Counter: View {
        @State var count = 0
        @State var log: [Int] = []
        @Environment(\.scenePhase) var scenePhase
        var body: some View {
            VStack {
                Button("Add") { count += 1 }
                Text("log \(log.map(String.init).joined(separator: ","))")
                Text("phase \(String(describing: scenePhase))")
            }
            .onChange(of: count) { newValue in
                log.append(newValue)
            }
        }
    }

    /// The pre-iOS 17 `onChange(of:perform:)` gets the new value only and
    /// does not run on appear; `scenePhase` is `.active` in the window.
    @Test func aSingleValueOnChangeAndTheScenePhase() throws {
        let app = try settledApp(Counter())
        #expect(textFrame(app, "log ") != nil)
        #expect(textFrame(app, "phase active") != nil)
        try app.tap(.text("Add"))
        try app.pumpAndSettle()
        try app.tap(.text("Add"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "log 1,2") != nil)
    }

    struct DetentScreen: View {
        @State var show = false
        @State var detent = PresentationDetent.large
        var body: some View {
            Button("Show") { show = true }
                .sheet(isPresented: $show) {
                    VStack {
                        Text(detent == .large ? "at large" : "at medium")
                        Button("Smaller") { detent = .medium }
                    }
                    .presentationDetents([.medium, .large], selection: $detent)
                }
        }
    }

    func sheetFrame(_ app: TestApp) -> CGRect? {
        app.app.graph.inspect().first { $0.kind == "Presented" }?.frame
    }

    /// `presentationDetents(_:selection:)`: the sheet opens at the selected
    /// detent (`.large`: 57, 787 tall) although `.medium` is smaller; a
    /// detent the code selects moves it there (`.medium`: 422); a drag that
    /// rests it at another detent writes that detent back.
    @Test func aSheetFollowsAndWritesItsSelectedDetent() throws {
        let app = try settledApp(DetentScreen())
        try app.tap(.text("Show"))
        try app.pumpAndSettle()
        #expect(sheetFrame(app) == CGRect(x: 0, y: 57, width: 390, height: 787))
        try app.tap(.text("Smaller"))
        try app.pumpAndSettle()
        #expect(sheetFrame(app) == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(textFrame(app, "at medium") != nil)
        app.drag(from: CGPoint(x: 195, y: 440), to: CGPoint(x: 195, y: 140))
        try app.pumpAndSettle()
        #expect(sheetFrame(app) == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(textFrame(app, "at large") != nil)
    }

    /// An alert with a text field (the Rename alert of the sheets screen):
    /// the header is 20 + 16 (title) + 2 + 13 (message) + 20 = 71; the field
    /// in the rounded-border look (one 17 pt line + 14, at least 34 tall)
    /// 16 pt from the box's sides and 16 above the hairline; then the two
    /// buttons side by side in one 45 pt row, Cancel leading. The box, 71 + 50 + 0.5 + 45 =
    /// 166.5 tall and 270 wide, is centred in the window.
    @Test func anAlertWithATextField() throws {
        let app = try settledApp(Corpus.SheetsView())
        try app.tap(.text("Rename"))
        try app.pumpAndSettle()
        let top: CGFloat = (844 - 166.5) / 2
        let presented = try #require(app.app.graph.inspect().first { $0.kind == "Presented" })
        #expect(presented.frame == CGRect(x: 60, y: top, width: 270, height: 166.5))
        let field = try #require(presented.first { $0.kind == "TextField" })
        #expect(field.frame == CGRect(x: 76, y: top + 71, width: 238, height: 34))
        let buttons: CGFloat = top + 71 + 50 + 0.5
        // Cancel goes on the leading side of the pair, though written second.
        #expect(presented.first { $0.text == "OK" }?.frame == CGRect(x: 195 + 67.5 - 8, y: buttons + 14.5, width: 16, height: 16))
        #expect(presented.first { $0.text == "Cancel" }?.frame == CGRect(x: 60 + 67.5 - 24, y: buttons + 14.5, width: 48, height: 16))
        // Typing goes into the field once tapped; OK dismisses and the name is kept.
        try app.tap(.text("Name"))
        try app.pumpAndSettle()
        app.type("Ada")
        try app.tap(.text("OK"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Hello, Ada") != nil)
    }

    /// A toggle's label is offered the row less the switch (51), the
    /// spacer's 8 and the two 8 pt gaps: 318 − 75 = 243 in a form row, so
    /// a 280 pt label wraps after "new" (26 characters, 208 pt) onto two
    /// lines, centred on the row with the switch (content 32, row 54). As a
    /// plain stack child it would be offered (318 − 16 − 51) / 2 = 125.5.
    @Test func aToggleLabelTakesTheRowLessTheSwitch() throws {
        struct Screen: View {
            @State var on = true
            var body: some View {
                Form {
                    Toggle("Send notifications for new messages", isOn: $on)
                }
            }
        }
        let app = try settledApp(Screen())
        let row: CGFloat = 47 + 35   // below the top safe area, the section's 35 pt
        #expect(textFrame(app, "Send notifications for new messages") == CGRect(x: 36, y: row + 11, width: 208, height: 32))
        #expect(app.app.graph.inspect().first { $0.kind == "Switch" }?.frame == CGRect(x: 303, y: row + 11 + 0.5, width: 51, height: 31))
    }
}
