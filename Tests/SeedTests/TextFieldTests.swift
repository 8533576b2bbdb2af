import Foundation
import Testing
import ScrollSim

/// Text fields on an iPhone 14 (390 × 844, safe area 47 / 34, 1×) with the
/// fake measurer (16 pt lines at 17 pt, 8 pt a character). The rules
/// (docs/layout-rules.md, "Forms and input"): a field is as wide as
/// offered and one line tall; `.roundedBorder` is at least 34 pt tall with
/// the text 7 pt in from its sides, centred; a tap focuses, typed text is
/// appended, Backspace deletes, Return submits and unfocuses.
/// A column of controls 10 pt apart at the top of the safe area, 16 pt in.
struct Column<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack(alignment: .leading, spacing: 10) { content }
            .padding(16)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

@MainActor
@Suite struct TextFieldTests {
    func fields(_ app: TestApp) -> [CGRect] {
        app.app.graph.inspect().all { $0.kind == "TextInput" }.map(\.frame)
    }

    /// The caret: the only view filled with the accent colour.
    func caret(_ app: TestApp) -> CGRect? {
        var found: [CGRect] = []
        for command in app.app.graph.drawList().commands {
            if case .fillRect(let rect, let color) = command, color == Color.blue.resolved(in: .light) { found.append(rect) }
        }
        return found.count == 1 ? found[0] : nil
    }

    struct Plain: View {
        @State var name = ""
        @State var city = "Paris"
        var body: some View {
            Column {
                TextField("Name", text: $name)
                TextField("City", text: $city).textFieldStyle(.roundedBorder)
            }
        }
    }

    /// The plain field: 358 wide (390 − 2 × 16), 16 tall, its placeholder at
    /// its leading edge. The bordered one: 34 tall, 10 below; its text 7 in,
    /// (34 − 16) / 2 = 9 down.
    @Test func plainAndRoundedBorderFrames() throws {
        let app = try settledApp(Plain())
        #expect(fields(app) == [CGRect(x: 16, y: 63, width: 358, height: 16),
                                CGRect(x: 16, y: 89, width: 358, height: 34)])
        #expect(textFrame(app, "Name") == CGRect(x: 16, y: 63, width: 32, height: 16))
        #expect(textFrame(app, "Paris") == CGRect(x: 23, y: 98, width: 40, height: 16))
        // The placeholder is drawn in UIColor.placeholderText, the text in the primary colour.
        let colours = app.app.graph.drawList().commands.compactMap { command -> (String, Color)? in
            if case .text(let lines, _, let color) = command { return (lines.map(\.text).joined(), color) }
            return nil
        }
        #expect(colours.first { $0.0 == "Name" }?.1 == Color(rgb255: 60, 60, 67, opacity: 0.3))
        #expect(colours.first { $0.0 == "Paris" }?.1 == Color.primary.resolved(in: .light))
        #expect(caret(app) == nil)
    }

    struct Editor: View {
        @State var draft = ""
        @State var submitted: [String] = []
        @FocusState var isFocused: Bool
        var body: some View {
            Column {
                TextField("Message", text: $draft)
                    .focused($isFocused)
                    .onSubmit { submitted.append(draft) }
                    .submitLabel(.send)
                    .keyboardType(.default)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                Text(isFocused ? "focused" : "idle")
                Text("sent \(submitted.count): \(submitted.joined(separator: ","))")
                Button("Focus") { isFocused = true }
            }
        }
    }

    /// A tap focuses (the caret shows at the leading edge of the empty
    /// field); typing appends; Backspace deletes one character; Return
    /// calls onSubmit once with the text and takes the focus away.
    @Test func tapTypeDeleteSubmit() throws {
        let app = try settledApp(Editor())
        #expect(textFrame(app, "idle") != nil)
        try app.tap(.kind("TextInput"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "focused") != nil)
        #expect(caret(app) == CGRect(x: 16, y: 63, width: 2, height: 16))
        app.type("hello")
        try app.pumpAndSettle()
        #expect(textFrame(app, "hello") == CGRect(x: 16, y: 63, width: 40, height: 16))
        // The caret follows the text: after its 40 pt.
        #expect(caret(app) == CGRect(x: 56, y: 63, width: 2, height: 16))
        app.key(.backspace)
        // Space is the field's (its character comes as text): nothing scrolls, nothing is typed.
        #expect(app.app.handle(.key(.space, shift: false), at: app.time))
        try app.pumpAndSettle()
        #expect(textFrame(app, "hell") != nil)
        app.key(.enter)
        try app.pumpAndSettle()
        #expect(textFrame(app, "sent 1: hell") != nil)
        #expect(textFrame(app, "idle") != nil)
        #expect(caret(app) == nil)
        // Unfocused, typing goes nowhere.
        app.type("x")
        try app.pumpAndSettle()
        #expect(textFrame(app, "hell") != nil)
        // Setting the focus state focuses the field.
        try app.tap(.text("Focus"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "focused") != nil)
        app.type("o")
        try app.pumpAndSettle()
        #expect(textFrame(app, "hello") != nil)
        #expect(textFrame(app, "sent 1: hell") != nil)
    }

    enum Field: Hashable { case name, email }

    struct SignUp: View {
        @State var name = ""
        @State var email = ""
        @State var password = ""
        @FocusState var focus: Field?
        var body: some View {
            Column {
                TextField("Name", text: $name).focused($focus, equals: .name)
                    .onSubmit { focus = .email }
                TextField("Email", text: $email, prompt: Text("you@example.com")).focused($focus, equals: .email)
                    .textContentType(.emailAddress).keyboardType(.emailAddress)
                SecureField("Password", text: $password)
                Text("focus \(focus.map { "\($0)" } ?? "none")")
            }
        }
    }

    /// `focused(_:equals:)`: a tap sets the state to the field's value; an
    /// onSubmit that moves the focus moves it; a secure field draws bullets.
    @Test func focusMovesBetweenFields() throws {
        let app = try settledApp(SignUp())
        #expect(textFrame(app, "you@example.com") != nil)
        try app.tap(.text("Name"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "focus name") != nil)
        app.type("Ada")
        app.key(.enter)
        try app.pumpAndSettle()
        #expect(textFrame(app, "focus email") != nil)
        app.type("ada@x.io")
        try app.pumpAndSettle()
        #expect(textFrame(app, "ada@x.io") != nil)
        #expect(textFrame(app, "Ada") != nil)
        try app.tap(.text("Password"))
        try app.pumpAndSettle()
        // The secure field has no focus binding: the state goes back to nil.
        #expect(textFrame(app, "focus none") != nil)
        app.type("pw1")
        try app.pumpAndSettle()
        #expect(textFrame(app, "•••") == CGRect(x: 16, y: 63 + 2 * 26, width: 24, height: 16))
    }

    struct Chat: View {
        @State var draft = ""
        var body: some View {
            Column {
                TextField("Message", text: $draft, axis: .vertical).lineLimit(2...4)
            }
        }
    }

    /// A vertical field reserves its range's lower bound (2 lines: 32 pt),
    /// grows with its text and stops at the upper bound (4 lines: 64 pt);
    /// Return adds a line instead of submitting; the caret follows the last line.
    @Test func verticalFieldGrowsWithinItsLineLimit() throws {
        let app = try settledApp(Chat())
        #expect(fields(app) == [CGRect(x: 16, y: 63, width: 358, height: 32)])
        try app.tap(.kind("TextInput"))
        app.type("one")
        app.key(.enter)
        app.type("two")
        app.key(.enter)
        app.type("three")
        try app.pumpAndSettle()
        #expect(fields(app) == [CGRect(x: 16, y: 63, width: 358, height: 48)])
        // The caret is after the last line's last character: "three" is 40 pt, on the third line.
        #expect(caret(app) == CGRect(x: 16 + 40, y: 63 + 32, width: 2, height: 16))
        app.key(.enter)
        app.type("four")
        app.key(.enter)
        app.type("five")
        try app.pumpAndSettle()
        #expect(fields(app) == [CGRect(x: 16, y: 63, width: 358, height: 64)])
    }

    struct Numbers: View {
        @State var age = 7
        @State var notes = ""
        var body: some View {
            Column {
                TextField("Age", value: $age, format: .number)
                Text("age \(age)")
                TextEditor(text: $notes).frame(height: 100)
            }
        }
    }

    /// A formatted field shows the value's text; typed text that parses sets
    /// the value, text that does not leaves it; the field keeps the typed
    /// text while focused and shows the value's text once Return ends the
    /// editing. A text editor takes the height it is given and its text
    /// starts at its top.
    @Test func formattedFieldAndTextEditor() throws {
        let app = try settledApp(Numbers())
        #expect(textFrame(app, "7") == CGRect(x: 16, y: 63, width: 8, height: 16))
        try app.tap(.text("7"))
        app.type("2")
        try app.pumpAndSettle()
        #expect(textFrame(app, "age 72") != nil)
        app.type("x")
        try app.pumpAndSettle()
        #expect(textFrame(app, "age 72") != nil)
        #expect(textFrame(app, "72x") != nil)
        app.key(.enter)
        try app.pumpAndSettle()
        #expect(textFrame(app, "72") != nil)
        // The editor is the whole 100 pt frame, and a tap anywhere on it focuses it.
        let editor = try #require(fields(app).last)
        #expect(editor == CGRect(x: 16, y: 63 + 16 + 10 + 16 + 10, width: 358, height: 100))
        app.tap(CGPoint(x: 100, y: editor.maxY - 10))
        app.type("Buy milk")
        try app.pumpAndSettle()
        #expect(textFrame(app, "Buy milk") == CGRect(x: 16, y: editor.minY, width: 64, height: 16))
    }
}
