import Foundation
import Testing
import ScrollSim
import ScrollSimScenes
import ScrollSimSDL

/// The status bar and home indicator as iOS draws them: over the scene's
/// background, with the clock at 17 pt semibold, centred on an iPhone SE.
@MainActor
@Suite struct DeviceChromeTests {
    static func chrome(_ device: String, background: Color = .white) throws -> [DrawCommand] {
        let d = try #require(DevicePreset.named(device))
        return DemoOverlay.deviceChrome(size: d.size, insets: d.safeAreaInsets, statusBar: try #require(d.statusBar),
                                        background: background, measurer: try realMeasurer())
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

    /// Both zones are filled with the colour the scene is drawn on, whatever it is.
    @Test func theZonesTakeTheScenesBackground() throws {
        let indigo = Color(red: 0.35, green: 0.34, blue: 0.84)
        let commands = try Self.chrome("iphone14", background: indigo)
        #expect(commands.first == .fillRect(CGRect(x: 0, y: 0, width: 390, height: 47), indigo))
        #expect(commands.contains(.fillRect(CGRect(x: 0, y: 844 - 34, width: 390, height: 34), indigo)))
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
