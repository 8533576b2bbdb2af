import Foundation
import Testing
import ScrollSim

@MainActor
@Suite struct PickerListStylesTests {
    struct Settings: View {
        @State var theme = "Light"
        var body: some View {
            NavigationStack {
                Form {
                    Section {
                        Picker("Theme", selection: $theme) {
                            Text("Light").tag("Light")
                            Text("Dark").tag("Dark")
                            Text("System").tag("System")
                        }
                        .pickerStyle(.navigationLink)
                    }
                    Text("theme \(theme)")
                }
                .navigationTitle("Settings")
            }
        }
    }

    func dump(_ app: TestApp) {
        for n in app.app.graph.inspect().all(where: { ["ListRow", "ListSectionHeader", "Text", "Image", "Button"].contains($0.kind) }) {
            print("DUMP", n.kind, n.frame, n.text ?? "")
        }
    }

    @Test func dumpNav() throws {
        let app = try settledApp(Settings())
        dump(app)
        try app.tap(.text("Theme"))
        try app.pumpAndSettle()
        print("DUMP ---- pushed")
        dump(app)
        try app.tap(.text("Dark"))
        app.pump(1.0/60)
        app.pump(0.2)
        print("DUMP ---- mid pop")
        dump(app)
        try app.pumpAndSettle()
        print("DUMP ---- popped")
        dump(app)
    }
}
