import Foundation
import Testing
import ScrollSim
@testable import ScrollSimReplay
import ScrollSimScenes

@MainActor
@Suite struct ParserTests {
    func parse(_ text: String) throws -> ReplayScript { try ReplayParser.parse(text, file: "t.replay", scenes: BuiltInScenes.all) }

    func parseError(_ text: String) -> ReplayParseError? {
        do { _ = try parse(text); return nil } catch { return error as? ReplayParseError }
    }

    @Test func setupCommands() throws {
        let s = try parse("""
            # setup
            scene textbox
            device ipad
            scale 2
            profile swiftui
            """)
        #expect(s.setup.scene == "textbox")
        #expect(s.setup.device.name == "ipad")
        #expect(s.setup.scale == 2)
        #expect(s.setup.profile == .swiftui)
        #expect(s.steps.isEmpty)
        let w = try parse("window 800x600")
        #expect(w.setup.device.size == CGSize(width: 800, height: 600))
        #expect(w.setup.device.safeAreaInsets == .zero)
    }

    @Test func everyAction() throws {
        let s = try parse("""
            wait 250ms
            wait 1.5s
            wait 3 frames
            wait 2f
            wheel -3
            wheel 1.5 at 10,20
            drag 10,20 -> 30,40
            drag 10,20 -> 30, 40 in 500ms
            fling 1,2 -> 3,4 speed 1500
            tap "Go to Top"
            tap 195.5,801
            down 1,2
            move 3,4
            up 5,6
            key pageDown
            key shift+space
            key end
            resize 430x932
            settle
            settle timeout 2s
            expect offset.y == header.height ± 0.5
            expect max.y - 10 >= offset.y +- 1
            expect phase == idle
            expect phase != animating
            expect visible "This is Top"
            expect hidden "Go to Top"
            screenshot go-to_top
            """)
        let actions = s.steps.map(\.action)
        #expect(actions[0] == .wait(0.25))
        #expect(actions[1] == .wait(1.5))
        #expect(actions[2] == .wait(3.0 / 60))
        #expect(actions[3] == .wait(2.0 / 60))
        #expect(actions[4] == .wheel(-3, at: nil))
        #expect(actions[5] == .wheel(1.5, at: CGPoint(x: 10, y: 20)))
        #expect(actions[6] == .drag(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 30, y: 40), duration: nil))
        #expect(actions[7] == .drag(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 30, y: 40), duration: 0.5))
        #expect(actions[8] == .fling(from: CGPoint(x: 1, y: 2), to: CGPoint(x: 3, y: 4), speed: 1500))
        #expect(actions[9] == .tapText("Go to Top"))
        #expect(actions[10] == .tapPoint(CGPoint(x: 195.5, y: 801)))
        #expect(actions[11] == .down(CGPoint(x: 1, y: 2)))
        #expect(actions[12] == .move(CGPoint(x: 3, y: 4)))
        #expect(actions[13] == .up(CGPoint(x: 5, y: 6)))
        #expect(actions[14] == .key(.pageDown, shift: false))
        #expect(actions[15] == .key(.space, shift: true))
        #expect(actions[16] == .key(.end, shift: false))
        #expect(actions[17] == .resize(CGSize(width: 430, height: 932)))
        #expect(actions[18] == .settle(timeout: nil))
        #expect(actions[19] == .settle(timeout: 2))
        #expect(actions[20] == .expect(ReplayExpression([.init(1, .value("offset.y"))]), .equal,
                                       ReplayExpression([.init(1, .value("header.height"))]), tolerance: 0.5))
        #expect(actions[21] == .expect(ReplayExpression([.init(1, .value("max.y")), .init(-1, .number(10))]), .greaterOrEqual,
                                       ReplayExpression([.init(1, .value("offset.y"))]), tolerance: 1))
        #expect(actions[22] == .expectPhase(.equal, .idle))
        #expect(actions[23] == .expectPhase(.notEqual, .animating))
        #expect(actions[24] == .expectVisible("This is Top", true))
        #expect(actions[25] == .expectVisible("Go to Top", false))
        #expect(actions[26] == .screenshot("go-to_top"))
        #expect(s.steps.map(\.line) == Array(1...27))
    }

    @Test func expressionsEvaluate() throws {
        let s = try parse("expect -1 + max.y-10 == 2")
        guard case .expect(let lhs, _, let rhs, _) = s.steps[0].action else { Issue.record("not an expect"); return }
        #expect(try lhs.evaluate { $0 == "max.y" ? 100 : nil } == 89)
        #expect(try rhs.evaluate { _ in nil } == 2)
        #expect(lhs.description == "-1 + max.y - 10")
    }

    @Test func commentsAndBlankLines() throws {
        let s = try parse("\n# only a comment\n  wait 1 frames   # trailing\r\ntap \"a # b\"\n")
        #expect(s.steps.count == 2)
        #expect(s.steps[0].line == 3)
        #expect(s.steps[1].action == .tapText("a # b"))
    }

    @Test(arguments: [
        ("jump 3", 1, 1, "Unknown command 'jump'"),
        ("wheel x", 1, 7, "Expected a number for the wheel notches, found 'x'"),
        ("wheel 1..2", 1, 7, "Expected a number"),
        ("tap \"Go to Top", 1, 5, "no closing quote"),
        ("tap Go", 1, 5, "double quotes"),
        ("scene nowhere", 1, 7, "Unknown scene 'nowhere'"),
        ("device phone", 1, 8, "Unknown device 'phone'"),
        ("scale 9", 1, 7, "The scale must be from 1 to 4"),
        ("profile android", 1, 9, "Unknown profile 'android'"),
        ("wait 250", 1, 6, "needs a unit"),
        ("wait 2h", 1, 7, "Unknown duration unit 'h'"),
        ("wait", 1, 5, "Expected a duration"),
        ("drag 1,2 3,4", 1, 10, "Expected '->'"),
        ("drag 1,2 -> 3", 1, 14, "Expected ','"),
        ("fling 1,2 -> 3,4", 1, 17, "Expected 'speed PTS_PER_S'"),
        ("key F13", 1, 5, "Unknown key 'F13'"),
        ("resize big", 1, 8, "Expected a size WxH"),
        ("expect offset.y", 1, 16, "Expected a comparison"),
        ("expect offset.y =< 3", 1, 17, "Expected a comparison"),
        ("expect phase == flying", 1, 17, "Unknown phase 'flying'"),
        ("expect phase < idle", 1, 14, "only with == or !="),
        ("expect visible Top", 1, 16, "Expected a quoted text"),
        ("screenshot a/b", 1, 12, "A screenshot name"),
        ("screenshot ../x", 1, 12, "A screenshot name"),
        ("screenshot /tmp/x", 1, 12, "A screenshot name"),
        ("settle now", 1, 8, "Unexpected 'now'"),
        ("wait 1 frames\nscene scroll", 2, 1, "must come before the first action (line 1)"),
    ])
    func errorsHaveLineColumnAndSentence(_ text: String, _ line: Int, _ column: Int, _ fragment: String) throws {
        let e = try #require(parseError(text))
        #expect(e.line == line)
        #expect(e.column == column)
        #expect(e.message.contains(fragment), "\(e)")
        #expect(e.message.hasSuffix("."), "\(e)")
        #expect(e.description.hasPrefix("t.replay:\(line):\(column): "))
    }

    @Test func garbageNeverCrashes() {
        let inputs = ["\"", "tap \"", "expect", "expect ==", "expect 1 ==", "wheel -", "wheel 1 at", "wheel 1 at 3,", "wheel 1 horizontal", "wheel 1 horizontal at 3,4",
                      "drag ->", "key shift+", "window x", "window 0x0", "expect 1 == 2 ±", "expect 1 == 2 ± -1",
                      "\u{0}", "wait 1e999s", "wait .s", "fling 1,2 -> 3,4 speed -5", "tap 1", "·"]
        for input in inputs {
            #expect(parseError(input) != nil, "\(input) should not parse")
        }
    }

    @Test func recorderLinesParseBack() throws {
        let events: [InputEvent] = [.pointerDown(CGPoint(x: 195, y: 500.5)), .pointerMove(CGPoint(x: 195, y: 1.0 / 3)),
                                    .pointerUp(CGPoint(x: 195, y: 400)), .wheel(dx: 0, dy: -1, at: CGPoint(x: 10, y: 20)),
                                    .wheel(dx: 2, dy: 0, at: CGPoint(x: 10, y: 20)), .wheel(dx: -0.5, dy: 1, at: CGPoint(x: 10, y: 20)),
                                    .key(.pageDown, shift: false), .key(.space, shift: true), .resize(CGSize(width: 500, height: 700))]
        let lines = events.compactMap { ReplayRecorder.line(for: $0, pointerDown: true) }
        #expect(lines == ["down 195,500.5", "move 195,0.3333", "up 195,400", "wheel -1 at 10,20", "wheel 0 horizontal 2 at 10,20",
                          "wheel 1 horizontal -0.5 at 10,20", "key pageDown",
                          "key shift+space", "resize 500x700"])
        let s = try parse(lines.joined(separator: "\n"))
        #expect(s.steps.map(\.action) == [.down(CGPoint(x: 195, y: 500.5)), .move(CGPoint(x: 195, y: 0.3333)),
                                          .up(CGPoint(x: 195, y: 400)), .wheel(-1, at: CGPoint(x: 10, y: 20)),
                                          .wheel(0, horizontal: 2, at: CGPoint(x: 10, y: 20)),
                                          .wheel(1, horizontal: -0.5, at: CGPoint(x: 10, y: 20)),
                                          .key(.pageDown, shift: false), .key(.space, shift: true),
                                          .resize(CGSize(width: 500, height: 700))])
        #expect(ReplayRecorder.line(for: .pointerMove(.zero), pointerDown: false) == nil)
        #expect(ReplayRecorder.line(for: .wheel(dx: 0, dy: 0, at: .zero), pointerDown: false) == nil)
    }

    /// Typed text is recorded as `type "…"` (quotes and backslashes escaped)
    /// and parses back to the same text; Backspace is a key.
    @Test func typedTextRoundTrips() throws {
        let events: [InputEvent] = [.text("hello"), .text("say \"hi\" \\ bye"), .key(.backspace, shift: false)]
        let lines = events.compactMap { ReplayRecorder.line(for: $0, pointerDown: false) }
        #expect(lines == ["type \"hello\"", "type \"say \\\"hi\\\" \\\\ bye\"", "key backspace"])
        let s = try parse(lines.joined(separator: "\n"))
        #expect(s.steps.map(\.action) == [.type("hello"), .type("say \"hi\" \\ bye"), .key(.backspace, shift: false)])
        #expect(parseError("type hello")?.message.contains("quoted") == true)
    }

    @Test func recordModesFromTheEnvironment() throws {
        #expect(try GoldenRecordMode.fromEnvironment([:]) == .missing)
        #expect(try GoldenRecordMode.fromEnvironment(["SCROLLSIM_RECORD": "all"]) == .all)
        #expect(try GoldenRecordMode.fromEnvironment(["SCROLLSIM_RECORD": "Failed"]) == .failed)
        #expect(try GoldenRecordMode.fromEnvironment(["SCROLLSIM_RECORD": "never"]) == .never)
        #expect(throws: ScreenshotMismatch.self) { try GoldenRecordMode.fromEnvironment(["SCROLLSIM_RECORD": "sometimes"]) }
    }
}
