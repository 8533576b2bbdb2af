import ScrollSimCore
import ScrollSimPhysics

/// The demo's overlays as draw commands: the device's status bar and home
/// indicator, the HUD (`H`) and the view-frame outlines (`D`).
@MainActor
public enum DemoOverlay {
    /// A status bar ("9:41") in the top safe-area zone and a home indicator in the bottom one.
    public static func deviceChrome(size: CGSize, insets: EdgeInsets, measurer: TextMeasuring) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        if insets.top > 0 {
            commands.append(.fillRect(CGRect(x: 0, y: 0, width: size.width, height: insets.top), Color(white: 0.97)))
            let font = Font(size: 15, weight: .semibold)
            let clock = "9:41"
            let w = measurer.width(of: clock[...], font: font)
            let h = measurer.lineHeight(for: font)
            let x = min(size.width / 4, 52) - w / 2
            commands.append(.text([TextLine(text: clock, origin: CGPoint(x: max(8, x), y: (insets.top - h) / 2 + 2), width: w)], font, .black))
            // Battery.
            let battery = CGRect(x: size.width - 40, y: (insets.top - 12) / 2 + 2, width: 25, height: 12)
            commands.append(.strokeRoundedRect(battery, cornerRadius: 3, lineWidth: 1, Color(white: 0, opacity: 0.4)))
            commands.append(.fillRoundedRect(battery.insetBy(dx: 2, dy: 2), cornerRadius: 1.5, .black))
        }
        if insets.bottom > 0 {
            commands.append(.fillRect(CGRect(x: 0, y: size.height - insets.bottom, width: size.width, height: insets.bottom), Color(white: 0.97)))
            let bar = CGRect(x: (size.width - 134) / 2, y: size.height - 8 - 5, width: 134, height: 5)
            commands.append(.fillRoundedRect(bar, cornerRadius: 2.5, .black))
        }
        return commands
    }

    /// The HUD: offset, content size, header size, phase and progress, frame time.
    public static func hud(app: ScrollSimApp, frameTimeMilliseconds: Double, measurer: TextMeasuring) -> [DrawCommand] {
        var lines: [String] = []
        // (+ 0 turns -0.0 into 0.0)
        func f(_ v: CGFloat) -> String { String(format: "%.1f", Double(v) + 0) }
        if let s = app.scroll {
            lines.append("offset  \(f(s.offset.x)), \(f(s.offset.y))")
            lines.append("range   \(f(s.minOffset.y)) … \(f(s.maxOffset.y))")
            lines.append("content \(f(s.contentSize.width)) × \(f(s.contentSize.height))")
            lines.append("viewport \(f(s.viewportSize.width)) × \(f(s.viewportSize.height))")
            lines.append("phase   \(s.phase.rawValue)  \(Int((s.animationProgress * 100).rounded()))%")
            lines.append("velocity \(f(s.velocity.y)) pt/s")
        } else {
            lines.append("no scroll view in this scene")
        }
        for (name, value) in app.graph.namedValues.sorted(by: { $0.key < $1.key }) {
            lines.append("\(name) \(f(CGFloat(value)))")
        }
        lines.append(String(format: "frame   %.2f ms", frameTimeMilliseconds))
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

    /// Outlines of every laid-out view, like Xcode's view debugger; the
    /// header's measured frame in green and the Go to Top target line in red.
    public static func outlines(app: ScrollSimApp) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        let root = app.graph.inspect()
        let skip: Set<String> = ["Root", "TupleView", "ForEach", "Group", "Optional", "_ConditionalContent", "AnyView", "EmptyView"]
        let clip = app.scroll?.frame ?? CGRect(origin: .zero, size: app.graph.size)
        for view in root.all where !skip.contains(view.kind) && view.frame.width > 0 && view.frame.height > 0 {
            let inScroll = view.frame.intersects(clip)
            guard inScroll else { continue }
            commands.append(.strokeRect(view.frame, lineWidth: 1, Color(red: 1, green: 0, blue: 1, opacity: 0.45)))
        }
        if let header = root.text("This is Top") {
            commands.append(.strokeRect(header.frame.insetBy(dx: -1, dy: -1), lineWidth: 2, .green))
        }
        if let s = app.scroll, let h = app.value("header.height") {
            // Where content y = header height is now: Go to Top brings this line to the viewport's top.
            let y = s.frame.minY + CGFloat(h) - s.offset.y
            if y >= s.frame.minY - 1 && y <= s.frame.maxY + 1 {
                commands.append(.fillRect(CGRect(x: s.frame.minX, y: y - 1, width: s.frame.width, height: 2), .red))
            }
        }
        return commands
    }
}
