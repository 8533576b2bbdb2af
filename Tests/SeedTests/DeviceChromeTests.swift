import Foundation
import Testing
import ScrollSim
import ScrollSimScenes
import ScrollSimReplay
import ScrollSimSDL

/// The status bar and home indicator as iOS draws them: over the scene's
/// background, with the clock at 17 pt semibold, centred on an iPhone SE.
@MainActor
@Suite struct DeviceChromeTests {
    static func chrome(_ device: String) throws -> [DrawCommand] {
        let d = try #require(DevicePreset.named(device))
        return DemoOverlay.deviceChrome(size: d.size, insets: d.safeAreaInsets, statusBar: try #require(d.statusBar),
                                        measurer: try realMeasurer())
    }

    static func clock(_ commands: [DrawCommand]) throws -> (line: TextLine, font: Font) {
        for case let .text(lines, font, _) in commands {
            if let line = lines.first(where: { $0.text == "9:41" }) { return (line, font) }
        }
        throw TestAppError("no clock in \(commands)")
    }

    @Test func onlyTheIPhoneSEHasAStatusBarWithoutANotch() {
        #expect(DevicePreset.named("iphonese")?.statusBar == .clockCentered)
        for name in ["iphone14", "iphone14promax", "ipad"] {
            #expect(DevicePreset.named(name)?.statusBar == .clockAtLeading, "\(name)")
        }
        #expect(DevicePreset.named("desktop")?.statusBar == nil)
        #expect(DevicePreset.named("desktop")?.hasPhoneChrome == false)
    }

    /// Neither zone is filled: what a scroll view moves under the status bar
    /// and the home indicator shows through, as on iOS. The chrome is the
    /// clock, the battery (outline and fill) and the home indicator's bar.
    @Test func theZonesAreNotFilled() throws {
        let commands = try Self.chrome("iphone14")
        #expect(!commands.contains { if case .fillRect = $0 { return true }; return false })
        #expect(commands.count == 4)
        #expect(commands.last == .fillRoundedRect(CGRect(x: (390 - 134) / 2, y: 844 - 13, width: 134, height: 5), cornerRadius: 2.5, .black))
    }

    /// In the textbox scene (a SwiftUI scroll view) a cell's grey is drawn in
    /// the home indicator's zone at rest, before the chrome, which covers it
    /// only with the indicator's bar.
    @Test func contentShowsUnderTheHomeIndicator() throws {
        let app = TestApp(try #require(BuiltInScenes.all.scene(named: "textbox")?.makeView()), measurer: try realMeasurer())
        let zone = CGRect(x: 0, y: 810, width: 390, height: 34)
        let drawnThere = app.app.graph.drawList().commands.contains {
            if case .fillRect(let r, _) = $0 { return r.intersects(zone) }
            return false
        }
        #expect(drawnThere)
    }

    @Test(arguments: ["iphone14", "iphonese"])
    func theClockIs17PointSemibold(device: String) throws {
        #expect(try Self.clock(Self.chrome(device)).font == Font(size: 17, weight: .semibold))
    }

    /// iPhone SE: the clock's centre is the screen's (375 / 2); iPhone 14: 52 pt from the left, in the notch's left ear.
    @Test func theClockIsCentredOnTheSEAndInTheLeftEarOnTheIPhone14() throws {
        let se = try Self.clock(Self.chrome("iphonese")).line
        #expect(se.origin.x + se.width / 2 == 187.5)
        let fourteen = try Self.clock(Self.chrome("iphone14")).line
        #expect(fourteen.origin.x + fourteen.width / 2 == 52)
    }

    /// The headless demo's screenshot: white in the middle of the status bar and of the home-indicator zone.
    @Test func theStatusBarIsWhiteInTheDemosScreenshot() throws {
        let dir = try FaultTests.scratch("chrome")
        let o = try FaultTests.run(["demo", "--headless", "--scene", "scroll", "--screenshot", dir + "/scroll.png", "--assets", FaultTests.assets])
        #expect(o.status == 0, "\(o.stderr)")
        let image = try PNGImage(path: dir + "/scroll.png")
        #expect(image.width == 390)
        for (x, y) in [(195, 23), (195, 47 + 763 + 4)] {
            let p = image.pixel(x, y)
            #expect([p.r, p.g, p.b] == [255, 255, 255], "pixel (\(x), \(y))")
        }
    }
}
