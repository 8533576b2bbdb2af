import Foundation
import Testing
import ScrollSim

// Screens that push and pop, written the way app code writes them with
// SwiftUI; only the import differs. iPhone 14 (390 × 844, status bar 47,
// home indicator 34), fake measurer (8 pt a character, 16 pt lines at 17 pt,
// scaled with the font), 1×.

struct Person: Identifiable, Hashable {
    let id: Int
    let name: String
    let phone: String
}

struct PeopleView: View {
    let people = (0..<40).map { Person(id: $0, name: "Person \($0)", phone: "555-01\($0)") }

    var body: some View {
        NavigationStack {
            List(people) { person in
                NavigationLink(person.name, value: person)
            }
            .navigationTitle("People")
            .navigationDestination(for: Person.self) { person in
                PersonDetail(person: person)
            }
        }
    }
}

struct PersonDetail: View {
    let person: Person
    @State private var isFavourite = false

    var body: some View {
        VStack(spacing: 8) {
            Text(person.name).font(.title)
            Text(person.phone)
            Text(isFavourite ? "Favourite" : "Not favourite")
        }
        .navigationTitle(person.name)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button(isFavourite ? "Unstar" : "Star") { isFavourite.toggle() }
            }
        }
    }
}

struct PreferencesView: View {
    @State private var itemCount = 0

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 0) {
                    NavigationLink("Notifications") {
                        Text("Banners and sounds")
                            .navigationTitle("Notifications")
                    }
                    .frame(maxWidth: .infinity, minHeight: 44)
                    Text("Items: \(itemCount)")
                        .frame(maxWidth: .infinity, minHeight: 44)
                }
            }
            .navigationTitle("Preferences")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Reset") { itemCount = 0 }
                }
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button("Less") { itemCount -= 1 }
                    Button("More") { itemCount += 1 }
                }
            }
        }
    }
}

enum SignUpStep: Hashable {
    case name, email, done
}

struct SignUpFlow: View {
    @State private var path: [SignUpStep] = []

    var body: some View {
        NavigationStack(path: $path) {
            Button("Start") { path.append(.name) }
                .navigationTitle("Welcome")
                .navigationDestination(for: SignUpStep.self) { step in
                    switch step {
                    case .name:
                        Button("Next") { path.append(.email) }.navigationTitle("Your name")
                    case .email:
                        Button("Next") { path.append(.done) }.navigationTitle("Your email address")
                    case .done:
                        Button("Finish") { path.removeAll() }
                            .navigationTitle("All set")
                            .navigationBarBackButtonHidden()
                    }
                }
        }
    }
}

@MainActor
@Suite struct TypicalNavigationScreensTests {


    /// A person row pushes its detail: an inline title (the list rests
    /// at −143 under a large title, the detail's content below a 44 pt bar),
    /// "People" as the back button, a trailing "Star" that works.
    @Test func aPersonRowPushesItsDetail() throws {
        let app = try settledNavigationApp(PeopleView())
        #expect(app.scroll.offset.y == -143)
        try app.tapAndSettle("Person 2")
        // The detail's stack: a 27 pt title line (16 × 28/17, rounded up), two 16 pt lines, 8 pt apart: 75 pt,
        // centred between the bar's bottom (47 + 44) and the home indicator (810).
        let stackTop = (91 + 810 - (CGFloat(27) + 8 + 16 + 8 + 16)) / 2
        #expect(stackTop == 413)
        #expect(app.textFrame("555-012")?.minY == stackTop + 27 + 8)
        let chevron = try app.find(.kind("Image")).frame
        #expect(app.textFrame("People") == CGRect(x: 8 + chevron.width + 6, y: 61, width: 48, height: 16))
        #expect(app.textFrame("Star") == CGRect(x: 390 - 16 - 32, y: 61, width: 32, height: 16))
        #expect(app.value("navbar.height") == 44)
        try app.tapAndSettle("Star")
        #expect(app.textFrame("Favourite") != nil)
        #expect(app.textFrame("Unstar") == CGRect(x: 390 - 16 - 48, y: 61, width: 48, height: 16))
        try app.tapAndSettle("People")
        #expect(app.textFrame("Person 2") != nil)
        #expect(app.scroll.offset.y == -143)
    }

    /// The preferences screen's bar: "Reset" 16 pt from the leading edge,
    /// "Less" and "More" 8 pt apart ending 16 pt from the trailing edge;
    /// the link pushes a page whose back button says "Preferences" (11
    /// characters), and the items go with the page that declared them.
    @Test func thePreferencesBarHasItsItemsAndTheLinkPushes() throws {
        let app = try settledNavigationApp(PreferencesView())
        #expect(app.textFrame("Reset") == CGRect(x: 16, y: 61, width: 40, height: 16))
        #expect(app.textFrame("More") == CGRect(x: 390 - 16 - 32, y: 61, width: 32, height: 16))
        #expect(app.textFrame("Less") == CGRect(x: 390 - 16 - 32 - 8 - 32, y: 61, width: 32, height: 16))
        try app.tapAndSettle("More")
        try app.tapAndSettle("More")
        try app.tapAndSettle("Less")
        #expect(app.textFrame("Items: 1") != nil)
        // The link's row sits right below the large title: 44 pt, its 16 pt label centred.
        #expect(app.textFrame("Notifications")?.minY == CGFloat(143 + 14))
        try app.tapAndSettle("Notifications")
        #expect(app.textFrame("Preferences") != nil)
        #expect(app.textFrame("More") == nil)
        #expect(app.textFrame("Banners and sounds") != nil)
        try app.tapAndSettle("Preferences")
        #expect(app.textFrame("Items: 1") != nil)
        #expect(app.textFrame("More") != nil)
    }

    /// A sign-up flow on a bound path: each step appends, the long title
    /// shows as "Back" on the next page, the last step has no back button
    /// and "Finish" empties the path.
    @Test func aSignUpFlowWalksItsPathAndFinishes() throws {
        let app = try settledNavigationApp(SignUpFlow())
        try app.tapAndSettle("Start")
        #expect(app.textFrame("Welcome") != nil)
        try app.tapAndSettle("Next")
        #expect(app.textFrame("Your name") != nil)
        try app.tapAndSettle("Next")
        #expect(app.textFrame("Back") == nil)
        #expect(app.textFrame("Finish") != nil)
        try app.tapAndSettle("Finish")
        #expect(app.textFrame("Start") != nil)
        #expect(app.navigationPageCount == 1)
    }

    /// A back button shows the previous page's title ("Name", 4 characters),
    /// but the email page's (18 characters) shows as "Back" on the page above it.
    @Test func aLongTitleGivesBack() throws {
        struct Flow: View {
            @State private var path: [SignUpStep] = [.name, .email]
            var body: some View {
                NavigationStack(path: $path) {
                    Text("Root")
                        .navigationDestination(for: SignUpStep.self) { step in
                            Text("Step").navigationTitle(step == .email ? "Your email address" : "Name")
                        }
                }
            }
        }
        let app = try settledNavigationApp(Flow())
        #expect(app.textFrame("Name") != nil)
        #expect(app.textFrame("Back") == nil)
        app.app.setRoot(SignUpFlowAtDone())
        try app.pumpAndSettle()
        #expect(app.textFrame("Back") != nil)
    }

    struct SignUpFlowAtDone: View {
        @State private var path: [SignUpStep] = [.email, .done]
        var body: some View {
            NavigationStack(path: $path) {
                Text("Root")
                    .navigationDestination(for: SignUpStep.self) { step in
                        Text("Step \(step == .done ? 2 : 1)").navigationTitle(step == .email ? "Your email address" : "Done")
                    }
            }
        }
    }
}
