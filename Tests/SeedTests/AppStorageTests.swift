import Foundation
import Testing
import ScrollSim

// @AppStorage and @SceneStorage on the virtual clock, iPhone 14, fake
// measurer. Each app starts with empty in-memory stores.

enum SortOrder: String { case name, date }
enum Density: Int { case compact = 1, regular = 2 }

private struct Preferences: View {
    @AppStorage("notifications") var notifications = true
    @AppStorage("volume") var volume = 0.5
    @AppStorage("launches") var launches = 0
    @AppStorage("name") var name = "Guest"
    @AppStorage("order") var order = SortOrder.date
    @AppStorage("density") var density = Density.regular
    @AppStorage("homepage") var homepage = URL(string: "https://example.com")!
    @AppStorage("token") var token = Data([1, 2])
    @AppStorage("nickname") var nickname: String?

    var body: some View {
        VStack {
            Toggle("Notifications", isOn: $notifications)
            Text("\(notifications ? "on" : "off") \(volume) \(launches) \(name) \(order.rawValue) \(density.rawValue)")
            Text("\(homepage.absoluteString) \(token.count) \(nickname ?? "none")")
            Button("Change") {
                volume = 0.75
                launches += 1
                name = "Ada"
                order = .name
                density = .compact
                homepage = URL(string: "file:///tmp/home.html")!
                token = Data([9])
                nickname = "A"
            }
            Button("Clear") { nickname = nil }
        }
    }
}

/// Another view reading the same key: it updates when the first writes it.
private struct Badge: View {
    @AppStorage("notifications") var notifications = false
    var body: some View { Text(notifications ? "Badge on" : "Badge off") }
}

@MainActor
@Suite struct AppStorageTests {
    @Test func defaultsThenWritesGoToTheStoreAndUpdateEveryReader() async throws {
        let app = TestApp(VStack { Preferences(); Badge() }, measurer: fakeMeasurer())
        let store = app.app.graph.appStorage
        #expect(app.isVisible(.text("on 0.5 0 Guest date 2")))
        #expect(app.isVisible(.text("https://example.com 2 none")))
        #expect(app.isVisible(.text("Badge off")), "the badge's own default: nothing is stored yet")
        #expect(store.keys.isEmpty, "reading stores nothing")

        try await app.tap(.kind("Switch"))
        await app.pump(0.5)
        #expect(store.object(forKey: "notifications") as? Bool == false)
        #expect(app.isVisible(.text("off 0.5 0 Guest date 2")))
        #expect(app.isVisible(.text("Badge off")))
        store.set(true, forKey: "notifications")
        await app.frame()
        #expect(app.isVisible(.text("Badge on")), "a write through the store updates its readers")

        try await app.tap(.text("Change"))
        await app.frame()
        #expect(app.isVisible(.text("on 0.75 1 Ada name 1")))
        #expect(app.isVisible(.text("file:///tmp/home.html 1 A")))
        #expect(store.object(forKey: "order") as? String == "name")
        #expect(store.object(forKey: "density") as? Int == 1)
        #expect(store.object(forKey: "homepage") as? String == "file:///tmp/home.html")
        #expect(store.object(forKey: "token") as? Data == Data([9]))
        try await app.tap(.text("Clear"))
        await app.frame()
        #expect(store.object(forKey: "nickname") == nil)
        #expect(app.isVisible(.text("file:///tmp/home.html 1 none")))
        #expect(store.keys == ["density", "homepage", "launches", "name", "notifications", "order", "token", "volume"])
    }

    /// Values stored before the first frame show; a stored value of another
    /// kind (or an unknown raw value) reads as the default.
    @Test func storedValuesAndMismatchedKinds() async throws {
        let app = TestApp(EmptyView(), measurer: fakeMeasurer())
        let store = app.app.graph.appStorage
        store.set(false, forKey: "notifications")
        store.set(3, forKey: "launches")
        store.set(2, forKey: "volume")
        store.set("title", forKey: "order")
        store.set(7, forKey: "density")
        store.set(42, forKey: "name")
        app.app.setRoot(Preferences())
        await app.frame()
        #expect(app.isVisible(.text("off 2.0 3 Guest date 2")))
    }

    /// Two apps never share a store; `@SceneStorage` has its own.
    @Test func appsAndScenesHaveTheirOwnStores() async throws {
        struct Tabs: View {
            @SceneStorage("tab") var tab = 0
            @AppStorage("tab") var appTab = 5
            var body: some View {
                Button("Tab \(tab) \(appTab)") { tab += 1 }
            }
        }
        let first = TestApp(Tabs(), measurer: fakeMeasurer())
        let second = TestApp(Tabs(), measurer: fakeMeasurer())
        try await first.tap(.text("Tab 0 5"))
        await first.frame()
        #expect(first.isVisible(.text("Tab 1 5")))
        #expect(first.app.graph.sceneStorage.object(forKey: "tab") as? Int == 1)
        #expect(first.app.graph.appStorage.object(forKey: "tab") == nil)
        await second.frame()
        #expect(second.isVisible(.text("Tab 0 5")))
    }

    /// `store:` and `defaultAppStorage(_:)` read and write a `UserDefaults`.
    @Test func aUserDefaultsStore() async throws {
        let suite = "scrollsim.tests.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        defaults.set(7, forKey: "count")
        struct Counter: View {
            let defaults: UserDefaults
            @AppStorage("count") var inherited = 0
            var body: some View {
                Button("Count \(inherited)") { inherited += 1 }
            }
        }
        let app = TestApp(Counter(defaults: defaults).defaultAppStorage(defaults), measurer: fakeMeasurer())
        #expect(app.isVisible(.text("Count 7")))
        try await app.tap(.text("Count 7"))
        await app.frame()
        #expect(defaults.integer(forKey: "count") == 8)
        #expect(app.app.graph.appStorage.keys.isEmpty)
        #expect(AppStorage(wrappedValue: 0, "count", store: defaults).wrappedValue == 8)
        #expect(AppStorage(wrappedValue: 3, "other", store: defaults).wrappedValue == 3)
    }

    /// The demo's file: written after each change as a property list,
    /// read back by the next store; a file that is not one is refused in a sentence.
    @Test func aFileStore() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("appstorage-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("nested/app-storage.plist")
        let store = try AppStorageStore(contentsOf: url)
        #expect(store.keys.isEmpty)
        store.set(true, forKey: "notifications")
        store.set("Ada", forKey: "name")
        #expect(store.saveError == nil)
        let again = try AppStorageStore(contentsOf: url)
        #expect(again.keys == ["name", "notifications"])
        #expect(again.object(forKey: "name") as? String == "Ada")
        try Data("not a plist".utf8).write(to: url)
        let error = try #require(throws: AppStorageError.self) { try AppStorageStore(contentsOf: url) }
        #expect(error.description == "The app storage file \(url.path) is not a property list of keys and values.")
    }

    @Test func theDemoFileFollowsXDG() {
        #expect(AppStorageStore.demoFileURL(environment: ["XDG_CONFIG_HOME": "/cfg", "HOME": "/home/a"]).path
                == "/cfg/scrollsim/app-storage.plist")
        #expect(AppStorageStore.demoFileURL(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/a"]).path
                == "/home/a/.config/scrollsim/app-storage.plist")
        #expect(AppStorageStore.demoFileURL(environment: ["HOME": "/home/a"]).path == "/home/a/.config/scrollsim/app-storage.plist")
    }
}
