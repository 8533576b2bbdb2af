import Testing
import ScrollSim

// Search screens written the way app code writes them with SwiftUI; only
// the import differs. iPhone 14 (390 × 844, status bar 47), fake measurer
// (16 pt lines at 17 pt, 8 pt a character), 1×.

struct SearchedFriend: Identifiable {
    let id: Int
    let name: String
}

struct FriendsSearchView: View {
    static let firstNames = ["Anna", "Ben", "Carla", "Dan", "Eve", "Frank", "Grace", "Hannah", "Ivan", "Jack",
                             "Kate", "Liam", "Mia", "Noah", "Olivia", "Paul", "Quinn", "Rosa", "Sam", "Tina"]
    let friends = firstNames.enumerated().flatMap { i, name in
        [SearchedFriend(id: 2 * i, name: "\(name) Smith"), SearchedFriend(id: 2 * i + 1, name: "\(name) Jones")]
    }
    @State private var query = ""

    var filtered: [SearchedFriend] {
        query.isEmpty ? friends : friends.filter { $0.name.lowercased().contains(query.lowercased()) }
    }

    var body: some View {
        NavigationStack {
            List(filtered) { Text($0.name) }
                .navigationTitle("Contacts")
                .searchable(text: $query, prompt: "Search contacts")
        }
    }
}

struct RecipeSearchView: View {
    let recipes = ["Pasta", "Pizza", "Paella", "Risotto", "Ramen", "Tacos", "Curry", "Salad"]
    @State private var query = ""
    @State private var isSearchPresented = false
    @State private var lastSearch = ""

    var body: some View {
        NavigationStack {
            RecipeResults(recipes: recipes.filter { query.isEmpty || $0.lowercased().hasPrefix(query.lowercased()) },
                          lastSearch: lastSearch)
                .navigationTitle("Recipes")
                .toolbar {
                    Button("Find") { isSearchPresented = true }
                }
                .searchable(text: $query, isPresented: $isSearchPresented,
                            placement: .navigationBarDrawer(displayMode: .always),
                            prompt: Text("Dishes"))
                .searchSuggestions {
                    Text("Recent: Ramen").searchCompletion("ramen")
                    Text("Recent: Tacos").searchCompletion("tacos")
                }
                .onSubmit(of: .search) { lastSearch = query }
        }
    }
}

struct RecipeResults: View {
    let recipes: [String]
    let lastSearch: String
    @Environment(\.isSearching) private var isSearching

    var body: some View {
        List {
            Section(header: Text(isSearching ? "Results" : "All recipes")) {
                ForEach(recipes, id: \.self) { Text($0) }
            }
            if !lastSearch.isEmpty {
                Text("Searched for \(lastSearch)")
            }
        }
    }
}

@MainActor
@Suite struct TypicalSearchScreensTests {
    func fieldFrame(_ app: TestApp) -> CGRect? {
        app.app.graph.inspect().all { $0.kind == "TextInput" }.first?.frame
    }

    func names(_ app: TestApp) -> [String] {
        app.app.graph.inspect().all { $0.kind == "Text" }.compactMap(\.text)
            .filter { $0.hasSuffix(" Smith") || $0.hasSuffix(" Jones") }
    }

    /// At rest: the list under the 44 + 52 + 52 pt bar (−195), its first
    /// row 35 pt below (the grouped list's top margin) with its text 36 in
    /// and centred in 44; the field's text after the magnifier. Searching
    /// "an": ten rows from the top of the 52 pt bar (99 + 35 + 14). Cancel
    /// restores all forty and the rest position.
    @Test func contactsFilterAsYouType() throws {
        let app = try settledNavigationApp(FriendsSearchView())
        #expect(app.scroll.offset.y == -195)
        #expect(app.textFrame("Anna Smith") == CGRect(x: 36, y: 244, width: 80, height: 16))
        #expect(fieldFrame(app) == CGRect(x: 47.5, y: 161, width: 321, height: 16))
        #expect(app.textFrame("Search contacts") == CGRect(x: 47.5, y: 161, width: 120, height: 16))
        try app.tap(.kind("TextInput"))
        try app.pumpAndSettle()
        app.type("an")
        try app.pumpAndSettle()
        #expect(names(app) == ["Anna Smith", "Anna Jones", "Dan Smith", "Dan Jones", "Frank Smith", "Frank Jones",
                               "Hannah Smith", "Hannah Jones", "Ivan Smith", "Ivan Jones"])
        #expect(app.scroll.offset.y == -99)
        #expect(app.textFrame("Anna Smith") == CGRect(x: 36, y: 148, width: 80, height: 16))
        #expect(app.textFrame("an") == CGRect(x: 47.5, y: 65, width: 16, height: 16))
        try app.tapAndSettle("Cancel")
        #expect(app.scroll.offset.y == -195)
        #expect(app.textFrame("Anna Smith") == CGRect(x: 36, y: 244, width: 80, height: 16))
        #expect(app.textFrame("Search contacts") != nil)
        #expect(names(app).first == "Anna Smith")
    }

    /// `.always`, `isPresented`, suggestions, `onSubmit(of: .search)`: the
    /// toolbar button starts the search (not focused: no suggestions);
    /// a tap on the field focuses it and, empty, it shows the suggestions
    /// from the content's top (47 + 52), 16 pt in; typing replaces them by
    /// the results; Return records the search; a tapped suggestion with a
    /// completion fills the field.
    @Test func recipesWithSuggestionsAndAPresentedSearch() throws {
        let app = try settledNavigationApp(RecipeSearchView())
        #expect(app.scroll.offset.y == -195)
        #expect(app.textFrame("ALL RECIPES") != nil)
        #expect(app.textFrame("Dishes") == CGRect(x: 47.5, y: 161, width: 48, height: 16))
        try app.tapAndSettle("Find")
        #expect(app.textFrame("RESULTS") != nil)
        #expect(app.value("navbar.height") == 52)
        #expect(app.textFrame("Cancel") == CGRect(x: 323, y: 65, width: 48, height: 16))
        #expect(app.textFrame("Recent: Ramen") == nil)
        try app.tap(.kind("TextInput"))
        try app.pumpAndSettle()
        #expect(app.textFrame("Recent: Ramen") == CGRect(x: 16, y: 99, width: 104, height: 16))
        #expect(app.textFrame("Recent: Tacos") == CGRect(x: 16, y: 115, width: 104, height: 16))
        app.type("pa")
        try app.pumpAndSettle()
        #expect(app.textFrame("Recent: Ramen") == nil)
        #expect(app.textFrame("Pasta") != nil && app.textFrame("Paella") != nil && app.textFrame("Pizza") == nil)
        app.key(.enter)
        try app.pumpAndSettle()
        #expect(app.textFrame("Searched for pa") != nil)
        #expect(app.textFrame("RESULTS") != nil)
        // Emptied and focused again, a tapped suggestion fills the field.
        app.key(.backspace)
        try app.tap(.kind("TextInput"))
        try app.pumpAndSettle()
        app.key(.backspace)
        app.key(.backspace)
        try app.pumpAndSettle()
        try app.tapAndSettle("Recent: Tacos")
        #expect(app.textFrame("tacos") != nil)
        #expect(app.textFrame("Recent: Tacos") == nil)
        #expect(app.textFrame("Tacos") != nil && app.textFrame("Pasta") == nil)
        try app.tapAndSettle("Cancel")
        #expect(app.textFrame("ALL RECIPES") != nil)
        #expect(app.textFrame("Pizza") != nil)
        #expect(app.value("navbar.height") == 148)
    }
}
