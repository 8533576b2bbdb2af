import Foundation
import Testing
import ScrollSim

// Screens written the way app code writes them with SwiftUI, using
// @AppStorage, Link, MagnifyGesture and AsyncImage; only the import
// differs. iPhone 14 (safe area 47 top, 34 bottom), fake measurer (16 pt
// lines at 17 pt, 8 pt a character, scaled with the font), 1×, 60 Hz
// virtual clock.

struct AppSettingsView: View {
    @AppStorage("notifications") private var notifications = true
    @AppStorage("sounds") private var sounds = false

    var body: some View {
        NavigationStack {
            Form {
                Section("General") {
                    Toggle("Notifications", isOn: $notifications)
                    Toggle("Sounds", isOn: $sounds)
                }
                Section {
                    Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
                }
            }
            .navigationTitle("Settings")
        }
    }
}

struct ZoomablePhotoView: View {
    @State private var scale: CGFloat = 1
    @GestureState private var pinch: CGFloat = 1

    var body: some View {
        Image("photo")
            .resizable()
            .scaledToFit()
            .scaleEffect(scale * pinch)
            .gesture(
                MagnifyGesture()
                    .updating($pinch) { value, state, _ in state = value.magnification }
                    .onEnded { value in scale *= value.magnification }
            )
            .namedValue("zoom", scale * pinch)
    }
}

struct ProfileHeaderView: View {
    let avatarURL: URL?

    var body: some View {
        VStack(spacing: 12) {
            AsyncImage(url: avatarURL) { image in
                image.resizable().scaledToFill()
            } placeholder: {
                Color.gray.opacity(0.3)
            }
            .frame(width: 96, height: 96)
            .clipShape(Circle())
            Text("Ada Lovelace").font(.title2)
            Text("@ada")
        }
    }
}

@MainActor
@Suite struct TypicalMiscScreensTests {
    /// An inset-grouped form under the large title: rows from y 143 + 35 +
    /// 13 + 7 = 198 (the header "GENERAL" above them), content from x 36,
    /// switches 51 × 31 at the trailing edge 354, 11 pt down in their 53 pt
    /// rows. The link's section starts 35 below the first section's rows
    /// (198 + 106 + 35 = 339), its title in the 44 pt row at y 339 + 14 in
    /// the tint. Toggling writes @AppStorage; the link records its URL.
    @Test func settingsWithAppStorageAndALink() async throws {
        let app = TestApp(AppSettingsView(), measurer: fakeMeasurer())
        _ = try await app.pumpAndSettle()
        let rows: CGFloat = 143 + 35 + 13 + 7
        let switches = app.app.graph.inspect().all { $0.kind == "Switch" }.map(\.frame)
        #expect(switches == [CGRect(x: 303, y: rows + 11, width: 51, height: 31),
                             CGRect(x: 303, y: rows + 53 + 11, width: 51, height: 31)])
        #expect(textFrame(app, "Notifications") == CGRect(x: 36, y: rows + 18.5, width: 104, height: 16))
        let linkRow = rows + 106 + 35
        #expect(textFrame(app, "Privacy Policy") == CGRect(x: 36, y: linkRow + 14, width: 112, height: 16))
        let store = app.app.graph.appStorage
        #expect(store.keys.isEmpty)
        await app.tap(CGPoint(x: switches[1].midX, y: switches[1].midY))
        _ = try await app.pumpAndSettle()
        #expect(store.object(forKey: "sounds") as? Bool == true)
        try await app.tap(.text("Privacy Policy"))
        _ = try await app.pumpAndSettle()
        #expect(app.app.graph.systemURLs.opened.map(\.absoluteString) == ["https://example.com/privacy"])
    }

    /// A 3 : 2 photo fitted to the safe area's width: 390 × 260, centred
    /// (y 47 + (763 − 260)/2 = 298.5). A pinch to 2 zooms it while the
    /// fingers are down (@GestureState) and keeps 2 once they lift; a
    /// second pinch to 1.5 multiplies it to 3.
    @Test func aZoomablePhoto() async throws {
        let app = TestApp(ZoomablePhotoView(), measurer: fakeMeasurer(), images: FixedImages(["photo": [2: (1200, 800)]]))
        #expect(try app.find(.kind("Image")).frame == CGRect(x: 0, y: 298.5, width: 390, height: 260))
        let centre = CGPoint(x: 195, y: 428.5)
        app.send(.twoFinger(.down(centre)))
        app.send(.twoFinger(.move(center: centre, scale: 2, rotation: 0)))
        await app.frame()
        #expect(app.value("zoom") == 2)
        app.send(.twoFinger(.up))
        await app.frame()
        #expect(app.value("zoom") == 2)
        app.pinch(at: centre, scale: 1.5)
        _ = try await app.pumpAndSettle()
        #expect(app.value("zoom") == 3)
        // The layout frame does not change with scaleEffect.
        #expect(try app.find(.kind("Image")).frame == CGRect(x: 0, y: 298.5, width: 390, height: 260))
    }

    /// A 96 × 96 avatar above the name (title2: 22 pt, a 21 pt line)
    /// and the handle, 12 apart, centred. The placeholder shows on the
    /// first frame; the next frame the image fills the circle (a square
    /// 400 × 400 px image at scale 1: 96 × 96).
    @Test func aProfileWithAnAsyncAvatar() async throws {
        let url = URL(string: "https://example.com/ada.png")!
        let images = FixedImages(["ada": [1: (400, 400)]], urls: [url: "ada"])
        let app = TestApp(ProfileHeaderView(avatarURL: url), measurer: fakeMeasurer(), images: images)
        // 16 × 22/17 = 20.7, rounded up to the 1× pixel grid.
        let nameHeight: CGFloat = (16 * 22 / 17 as CGFloat).rounded(.up)
        let total = 96 + 12 + nameHeight + 12 + 16
        let top = 47 + (763 - total) / 2
        #expect(app.app.graph.inspect().all { $0.kind == "Image" }.isEmpty)
        await app.frame()
        #expect(try app.find(.kind("Image")).frame == CGRect(x: 147, y: top, width: 96, height: 96))
        #expect(textFrame(app, "@ada") == CGRect(x: 179, y: top + 96 + 12 + nameHeight + 12, width: 32, height: 16))
    }
}
