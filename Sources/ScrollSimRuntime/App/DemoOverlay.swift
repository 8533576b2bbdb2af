import ScrollSimCore
import ScrollSimPhysics

/// The demo's overlays as draw commands: the device's status bar and home
/// indicator, the HUD (`H`) and the view-frame outlines (`D`).
@MainActor
public enum DemoOverlay {
    /// A status bar ("9:41" at 17 pt semibold, and a battery) in the top
    /// safe-area zone and a home indicator in the bottom one, drawn over
    /// whatever the app drew there, as iOS draws its bars: the zones are not
    /// filled, so rows a scroll view moves under the status bar or the home
    /// indicator show through (and the window's background shows where the
    /// app draws nothing). `statusBar` places the clock: at the leading side
    /// or centred.
    public static func deviceChrome(size: CGSize, insets: EdgeInsets, statusBar: StatusBarStyle,
                                    measurer: TextMeasuring) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        if insets.top > 0 {
            let font = Font(size: 17, weight: .semibold)
            let clock = "9:41"
            let w = measurer.width(of: clock[...], font: font)
            let h = measurer.lineHeight(for: font)
            // The clock's centre, and how far below the bar's middle the clock and
            // battery sit (a little low in a notched bar's ears; a 20 pt bar has no room to).
            let centre: CGFloat, drop: CGFloat
            switch statusBar {
            case .clockAtLeading: (centre, drop) = (min(size.width / 4, 52), 2)
            case .clockCentered: (centre, drop) = (size.width / 2, 0)
            }
            let x = max(8, centre - w / 2)
            commands.append(.text([TextLine(text: clock, origin: CGPoint(x: x, y: (insets.top - h) / 2 + drop), width: w)], font, .black))
            // Battery.
            let battery = CGRect(x: size.width - 40, y: (insets.top - 12) / 2 + drop, width: 25, height: 12)
            commands.append(.strokeRoundedRect(battery, cornerRadius: 3, lineWidth: 1, Color(white: 0, opacity: 0.4)))
            commands.append(.fillRoundedRect(battery.insetBy(dx: 2, dy: 2), cornerRadius: 1.5, .black))
        }
        if insets.bottom > 0 {
            let bar = CGRect(x: (size.width - 134) / 2, y: size.height - 8 - 5, width: 134, height: 5)
            commands.append(.fillRoundedRect(bar, cornerRadius: 2.5, .black))
        }
        return commands
    }

    /// The HUD: offset, content size, header size, phase and progress, and the
    /// median time of the frames in `frameTimes` (the recent ones, not all since launch).
    public static func hud(app: ScrollSimApp, frameTimes: RecentFrameTimes, measurer: TextMeasuring) -> [DrawCommand] {
        var lines: [String] = []
        // Two decimals show the device grid (a 3× offset of 101/3 reads 33.67); (+ 0 turns -0.0 into 0.0)
        func f(_ v: CGFloat) -> String { String(format: "%.2f", Double(v) + 0) }
        if let s = app.scroll {
            lines.append("offset  \(f(s.offset.x)), \(f(s.offset.y))")
            lines.append("range   \(f(s.minOffset.y)) … \(f(s.maxOffset.y))")
            lines.append("content \(f(s.contentSize.width)) × \(f(s.contentSize.height))")
            lines.append("viewport \(f(s.viewportSize.width)) × \(f(s.viewportSize.height))")
            lines.append("inset   \(f(s.inset.top)) top, \(f(s.inset.bottom)) bottom")
            lines.append("phase   \(s.phase.rawValue)  \(Int((s.animationProgress * 100).rounded()))%")
            lines.append("velocity \(f(s.velocity.y)) pt/s")
        } else {
            lines.append("no scroll view in this scene")
        }
        if let bar = app.navigationBar {
            lines.append("navbar  \(f(bar.height)) \(bar.showsLargeTitle ? "large" : "inline")\(bar.showsBackground ? ", background" : "")")
        }
        for (name, value) in app.graph.namedValues.sorted(by: { $0.key < $1.key }) {
            lines.append("\(name) \(f(CGFloat(value)))")
        }
        lines.append(String(format: "frame   %.2f ms (median of the last %d)", frameTimes.median, frameTimes.count))
        lines.append("profile \(app.scrollProfile.rawValue)")
        let font = Font(size: 12, weight: .regular)
        let lh = measurer.lineHeight(for: font)
        let width = lines.map { measurer.width(of: $0[...], font: font) }.max() ?? 0
        let box = CGRect(x: 8, y: app.graph.safeAreaInsets.top + 8, width: width + 16, height: CGFloat(lines.count) * lh + 12)
        var commands: [DrawCommand] = [.fillRoundedRect(box, cornerRadius: 8, Color(white: 0, opacity: 0.72))]
        let textLines = lines.enumerated().map { i, l in
            TextLine(text: l, origin: CGPoint(x: box.minX + 8, y: box.minY + 6 + CGFloat(i) * lh), width: measurer.width(of: l[...], font: font))
        }
        commands.append(.text(textLines, font, .white))
        return commands
    }

    /// Outlines of every laid-out view with an area, like Xcode's view
    /// debugger, clipped to the safe area; the outlines of views inside a
    /// scroll view are clipped to its viewport as the views themselves are.
    /// When the scene publishes `header.height`, the header's measured frame
    /// ("This is Top") in green and the Go to Top target line in red, both
    /// clipped to the scroll view's viewport.
    public static func outlines(app: ScrollSimApp) -> [DrawCommand] {
        let graph = app.graph
        let insets = graph.safeAreaInsets
        let safeArea = CGRect(x: insets.leading, y: insets.top,
                              width: max(0, graph.size.width - insets.leading - insets.trailing),
                              height: max(0, graph.size.height - insets.top - insets.bottom))
        let root = graph.inspect()
        var commands: [DrawCommand] = [.pushClip(safeArea, cornerRadius: 0)]
        appendOutlines(of: root, clip: safeArea, to: &commands)
        if let h = app.value("header.height") {
            let viewport = app.scroll?.frame ?? safeArea
            commands.append(.pushClip(viewport, cornerRadius: 0))
            if let header = root.text("This is Top") {
                commands.append(.strokeRect(header.frame.insetBy(dx: -1, dy: -1), lineWidth: 2, .green))
            }
            if let s = app.scroll {
                // Where content y = header height is now: Go to Top brings this line to the viewport's top.
                let y = s.frame.minY + CGFloat(h) - s.offset.y
                if y >= s.frame.minY - 1 && y <= s.frame.maxY + 1 {
                    commands.append(.fillRect(CGRect(x: s.frame.minX, y: y - 1, width: s.frame.width, height: 2), .red))
                }
            }
            commands.append(.popClip)
        }
        commands.append(.popClip)
        return commands
    }

    /// Structural views, which have no frame of their own to outline.
    private static let unoutlined: Set<String> = ["Root", "TupleView", "ForEach", "Group", "Optional", "_ConditionalContent", "AnyView", "EmptyView"]

    /// Appends the outlines of `view` and its descendants that show inside
    /// `clip`, pushing a scroll view's viewport as a clip around its content.
    private static func appendOutlines(of view: InspectedView, clip: CGRect, to commands: inout [DrawCommand]) {
        let frame = view.frame
        if !unoutlined.contains(view.kind) && frame.width > 0 && frame.height > 0 && frame.intersects(clip) {
            commands.append(.strokeRect(frame, lineWidth: 1, Color(red: 1, green: 0, blue: 1, opacity: 0.45)))
        }
        guard view.kind == "ScrollView" else {
            for child in view.children { appendOutlines(of: child, clip: clip, to: &commands) }
            return
        }
        commands.append(.pushClip(frame, cornerRadius: 0))
        let viewport = frame.intersection(clip)
        for child in view.children { appendOutlines(of: child, clip: viewport, to: &commands) }
        commands.append(.popClip)
    }
}
