import Foundation
import Testing
import ScrollSim
import ScrollSimReplay
import ScrollSimCLI

/// A field that publishes how many characters it holds (`chars`) and how
/// many times it was submitted (`submits`).
private struct NameForm: View {
    @State private var name = ""
    @State private var submits = 0
    var body: some View {
        Form {
            TextField("Name", text: $name)
                .onSubmit { submits += 1 }
        }
        .namedValue("chars", Double(name.count))
        .namedValue("submits", Double(submits))
    }
}

@MainActor
@Suite struct TypingReplayTests {
    /// `type "…"` goes into the field a tap focused; `key backspace`
    /// deletes, `key enter` submits once; typing after the submit goes nowhere.
    @Test func aScriptTypesIntoAFocusedField() throws {
        let dir = try ReplayPaths.temporaryDirectory("typing")
        let script = dir + "/name.replay"
        try """
        scene name
        tap "Name"
        type "Ada L"
        key backspace
        settle
        expect chars == 4
        expect visible "Ada "
        key enter
        type "x"
        settle
        expect submits == 1
        expect chars == 4
        """.write(toFile: script, atomically: true, encoding: .utf8)
        let assets = ReplayPaths.root + "/Assets"
        let scenes = [ReplayScene("name") { NameForm() }]
        #expect(ScrollSimCLI.run(["replay", "--quiet", "--assets", assets, script], scenes: scenes) == 0)
        try "scene name\ntap \"Name\"\ntype \"Ada\"\nsettle\nexpect chars == 2\n".write(toFile: script, atomically: true, encoding: .utf8)
        #expect(ScrollSimCLI.run(["replay", "--quiet", "--assets", assets, script], scenes: scenes) == 1)
    }
}
