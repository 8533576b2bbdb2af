import Foundation
import Testing
import ScrollSim

// Screens with forms and input controls, written the way app code writes
// them with SwiftUI; only the import differs. iPhone 14, fake measurer
// (16 pt lines at 17 pt, 8 pt a character, scaled with the font), 1×.

enum Theme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
}

struct EditProfileView: View {
    @State private var name = ""
    @State private var email = "ada@example.com"
    @State private var theme = Theme.system
    @State private var isPublic = true
    @State private var saved = 0

    var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Name", text: $name)
                        .textContentType(.name)
                    TextField("Email", text: $email)
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                }
                Section("Preferences") {
                    Picker("Theme", selection: $theme) {
                        ForEach(Theme.allCases) { theme in
                            Text(theme.rawValue.capitalized).tag(theme)
                        }
                    }
                    Toggle("Public profile", isOn: $isPublic)
                }
                Section {
                    Button("Save") { saved += 1 }
                } footer: {
                    Text("Saved \(saved) times, name \(name.isEmpty ? "unset" : name)")
                }
            }
            .navigationTitle("Edit Profile")
        }
    }
}

struct ChatMessage: Identifiable {
    let id: Int
    let text: String
}

struct ChatView: View {
    @State private var messages = [ChatMessage(id: 0, text: "Hello!")]
    @State private var draft = ""
    @FocusState private var isInputFocused: Bool

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 8) {
                ForEach(messages) { message in
                    Text(message.text)
                        .padding(.horizontal, 12)
                        .padding(.vertical, 8)
                        .background(Color.blue.opacity(0.15), in: RoundedRectangle(cornerRadius: 16))
                }
            }
            .padding()
        }
        .scrollDismissesKeyboard(.interactively)
        .safeAreaInset(edge: .bottom) {
            HStack(alignment: .bottom, spacing: 8) {
                TextField("Message", text: $draft, axis: .vertical)
                    .lineLimit(1...5)
                    .textFieldStyle(.roundedBorder)
                    .focused($isInputFocused)
                Button {
                    send()
                } label: {
                    Image(systemName: "arrow.up.circle.fill")
                        .font(.title2)
                }
                .disabled(draft.isEmpty)
            }
            .padding(.horizontal)
            .padding(.vertical, 8)
            .background(Color.white)
        }
    }

    func send() {
        messages.append(ChatMessage(id: messages.count, text: draft))
        draft = ""
    }
}

struct NotificationSettingsView: View {
    @State private var reminders = 2
    @State private var volume = 0.5
    @State private var quietHours = Calendar.current.date(from: DateComponents(year: 2026, month: 3, day: 14, hour: 22, minute: 30))!

    var body: some View {
        NavigationStack {
            Form {
                Section("Notifications") {
                    Stepper("Reminders: \(reminders)", value: $reminders, in: 0...5)
                    VStack(alignment: .leading, spacing: 8) {
                        Text("Volume \(Int(volume * 100))%")
                        Slider(value: $volume, in: 0...1, step: 0.1)
                    }
                    LabeledContent("Version", value: "1.0")
                }
                Section {
                    DatePicker("Quiet from", selection: $quietHours, displayedComponents: .hourAndMinute)
                }
            }
            .navigationTitle("Settings")
        }
    }
}

@MainActor
@Suite struct TypicalFormScreensTests {
    /// Rows of an inset-grouped form: content 20 pt inside a card 16 pt in,
    /// so from x = 36 and 390 − 2 × 36 = 318 wide; a row is max(44,
    /// content + 22) tall. Content starts at 143 under the large title;
    /// each section is 35 below the last, its header (13 pt footnote) 7
    /// above its rows.
    @Test func anEditProfileForm() throws {
        let app = try settledApp(EditProfileView())
        #expect(app.scroll.offset.y == -143)
        let rows0: CGFloat = 143 + 35 + 13 + 7
        let fields = app.app.graph.inspect().all { $0.kind == "TextInput" }.map(\.frame)
        #expect(fields == [CGRect(x: 36, y: rows0 + 14, width: 318, height: 16),
                           CGRect(x: 36, y: rows0 + 44 + 14, width: 318, height: 16)])
        // The empty name shows its title as the placeholder; the email its text.
        #expect(textFrame(app, "Name") == CGRect(x: 36, y: rows0 + 14, width: 32, height: 16))
        #expect(textFrame(app, "ada@example.com")?.minX == 36)
        let rows1 = rows0 + 88 + 35 + 13 + 7
        #expect(textFrame(app, "PREFERENCES")?.minY == rows1 - 7 - 13)
        #expect(textFrame(app, "Theme") == CGRect(x: 36, y: rows1 + 14, width: 40, height: 16))
        // The selected theme and its chevrons end at the content's trailing edge, 354.
        let chevron = try #require(app.app.graph.inspect().all { $0.kind == "Image" }.first?.frame)
        #expect(chevron.maxX == 354)
        #expect(textFrame(app, "System")?.maxX == chevron.minX - 4)
        // The toggle's row: 31 + 22 = 53 tall, the switch at the trailing edge.
        let toggleRow = rows1 + 44
        let switchFrame = try #require(app.app.graph.inspect().all { $0.kind == "Switch" }.first?.frame)
        #expect(switchFrame == CGRect(x: 354 - 51, y: toggleRow + 11, width: 51, height: 31))
        // Type a name: tap the field, type, Return.
        try app.tap(.text("Name"))
        app.type("Ada")
        app.key(.enter)
        try app.pumpAndSettle()
        #expect(textFrame(app, "Ada") == CGRect(x: 36, y: rows0 + 14, width: 24, height: 16))
        // Pick a theme from the menu, then save.
        try app.tap(.text("Theme"))
        try app.pumpAndSettle()
        try app.tap(.text("Dark"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Dark")?.maxX == chevron.minX - 4)
        try app.tap(.text("Save"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Saved 1 times, name Ada") != nil)
    }

    /// The input bar sits on the bottom safe area (844 − 34 = 810): 8 pt
    /// padding, a rounded-border field of 34 pt (one 16 pt line + 2 × 7,
    /// at least 34), 8 pt. The field fills the row but for the button and 8
    /// pt. Three lines grow it to 48 + 14 = 62, upward. Sending appends a
    /// message and empties the field.
    @Test func aChatInputBar() throws {
        let app = try settledApp(ChatView())
        let field = try #require(app.app.graph.inspect().all { $0.kind == "TextInput" }.first?.frame)
        let button = try #require(app.app.graph.inspect().all { $0.kind == "Button" }.first?.frame)
        #expect(field.maxY == CGFloat(810 - 8))
        #expect(field.height == 34)
        #expect(field.minX == 16)
        #expect(button.maxX == 374)
        #expect(field.maxX == button.minX - 8)
        #expect(button.maxY == field.maxY)
        try app.tap(.kind("TextInput"))
        app.type("Line one")
        app.key(.enter)
        app.type("two")
        app.key(.enter)
        app.type("three")
        try app.pumpAndSettle()
        let grown = try #require(app.app.graph.inspect().all { $0.kind == "TextInput" }.first?.frame)
        #expect(grown == CGRect(x: 16, y: 802 - 62, width: field.width, height: 62))
        try app.tap(.kind("Button"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Line one\ntwo\nthree") != nil)
        #expect(app.app.graph.inspect().all { $0.kind == "TextInput" }.first?.frame == field)
        // The scroll view's content ends above the bar: its bottom inset is
        // the safe area, the bar's 50 pt and safeAreaInset's default 8 pt spacing.
        #expect(app.value("inset.bottom") == CGFloat(34 + 50 + 8))
    }

    /// Stepper row: 32 + 22 = 54 tall, the stepper at the trailing edge;
    /// the slider row 16 + 8 + 28 + 22 = 74, the slider 318 wide; a drag of
    /// its thumb by 3.18 × 10 % … here 63.6 pt moves it 0.2 (two steps).
    @Test func aSettingsFormWithStepperAndSlider() throws {
        let app = try settledApp(NotificationSettingsView())
        let rows: CGFloat = 143 + 35 + 13 + 7
        let rects = app.app.graph.inspect().all { $0.kind == "RoundedRectangle" }.map(\.frame)
        #expect(rects.first == CGRect(x: 354 - 94, y: rows + 11, width: 94, height: 32))
        #expect(textFrame(app, "Reminders: 2") == CGRect(x: 36, y: rows + 19, width: 96, height: 16))
        let sliderRow = rows + 54
        #expect(textFrame(app, "Volume 50%") == CGRect(x: 36, y: sliderRow + 11, width: 80, height: 16))
        let slider = try #require(app.app.graph.inspect().all { $0.kind == "Slider" }.first?.frame)
        #expect(slider == CGRect(x: 36, y: sliderRow + 11 + 24, width: 318, height: 28))
        let versionRow = sliderRow + 74
        #expect(textFrame(app, "1.0") == CGRect(x: 354 - 24, y: versionRow + 14, width: 24, height: 16))
        // The time pill: "10:30 PM" with 11 pt sides, 6 pt top and bottom, at the trailing edge.
        let pill = try #require(rects.last)
        #expect(pill.size == CGSize(width: 64 + 22, height: 16 + 12))
        #expect(pill.maxX == 354)
        #expect(textFrame(app, "10:30 PM") != nil)
        // Step and slide.
        app.tap(CGPoint(x: 354 - 94 / 4, y: rows + 27))
        let thumbX = slider.minX + 14 + 0.5 * (318 - 28)
        app.drag(from: CGPoint(x: thumbX, y: slider.midY), to: CGPoint(x: thumbX + 0.2 * 290, y: slider.midY))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Reminders: 3") != nil)
        #expect(textFrame(app, "Volume 70%") != nil)
    }
}
