import Foundation
import ScrollSim
import Testing

// Environment values declared with `@Entry`, as iOS 18 code does, read
// through `@Environment` and set with `.environment(_:_:)`.

struct EntryCardStyle: Equatable {
    var cornerRadius: CGFloat
}

extension EnvironmentValues {
    /// The gap the entry test's rows leave.
    @Entry var entryGap: CGFloat = 12
    @Entry var entryGreeting: String = "Hello // not a comment"
    @Entry var entryCardStyle: EntryCardStyle?
    @Entry var entryTags = ["a", "b"]
}

private struct EntryRows: View {
    @Environment(\.entryGap) private var gap
    @Environment(\.entryGreeting) private var greeting
    @Environment(\.entryCardStyle) private var cardStyle
    @Environment(\.entryTags) private var tags

    var body: some View {
        VStack(spacing: gap) {
            Text(greeting)
            Text(cardStyle.map { "radius \(Int($0.cornerRadius))" } ?? "no style")
            Text(tags.joined(separator: ","))
        }
    }
}

@MainActor
@Suite struct EntryMacroTests {
    /// Unset, each value is its declared default: a 12 pt gap, the greeting
    /// (its `//` inside the string kept), nil for the optional, the inferred array.
    @Test func unsetEntriesReadTheirDefaults() throws {
        let app = TestApp(EntryRows(), measurer: fakeMeasurer())
        let first = try app.find(.text("Hello // not a comment")).frame
        let second = try app.find(.text("no style")).frame
        #expect(second.minY - first.maxY == 12)
        #expect(try app.find(.text("a,b")).frame.minY - second.maxY == 12)
    }

    /// Set above the view, each reads the value given: a 30 pt gap, the new
    /// greeting, a style, other tags.
    @Test func entriesSetAboveAViewReachIt() throws {
        let view = EntryRows()
            .environment(\.entryGap, 30)
            .environment(\.entryGreeting, "Hi")
            .environment(\.entryCardStyle, EntryCardStyle(cornerRadius: 9))
            .environment(\.entryTags, ["x"])
        let app = TestApp(view, measurer: fakeMeasurer())
        let first = try app.find(.text("Hi")).frame
        let second = try app.find(.text("radius 9")).frame
        #expect(second.minY - first.maxY == 30)
        #expect(try app.find(.text("x")).frame.minY - second.maxY == 30)
    }

    /// The macro writes plain accessors: `EnvironmentValues` can be read and
    /// written directly, and a write does not touch the other entries.
    @Test func theAccessorsReadAndWriteTheirOwnKey() {
        var values = EnvironmentValues()
        #expect(values.entryGap == 12)
        values.entryGap = 4
        values.entryCardStyle = EntryCardStyle(cornerRadius: 2)
        #expect(values.entryGap == 4)
        #expect(values.entryCardStyle == EntryCardStyle(cornerRadius: 2))
        #expect(values.entryGreeting == "Hello // not a comment")
    }
}
