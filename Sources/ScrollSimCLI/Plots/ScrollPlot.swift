import ScrollSim
/// A line chart of one or more series of `(t, value)` points, rendered as a
/// self-contained SVG string.
///
/// The output depends only on the chart's data: numbers are written with a
/// fixed number of decimals by `SVGNumber`, so the same chart always gives
/// byte-identical SVG (the reference plots in `docs/plots` are checked that way).
///
/// ```swift
/// var plot = ScrollPlot(title: "Linear", xLabel: "time (s)", yLabel: "offset (pt)")
/// plot.series.append(ScrollPlot.Series(name: "x = t", points: [(0, 0), (1, 1)]))
/// let svg = plot.svg()
/// ```
struct ScrollPlot: Sendable, Equatable {
    /// One line on the chart.
    ///
    /// ```swift
    /// ScrollPlot.Series(name: "uikit", points: [(0, 1469), (0.33, 32)], color: ScrollPlot.palette[0])
    /// ```
    struct Series: Sendable, Equatable {
        /// The legend text.
        var name: String
        /// The points, in drawing order.
        var points: [PlotPoint]
        /// A CSS colour (`#rrggbb`).
        var color: String
        /// Whether the line is dashed.
        var dashed: Bool
        /// Whether each point is drawn as a dot as well (per-frame samples).
        var showsPoints: Bool
        /// The line width in pixels.
        var lineWidth: Double

        /// Creates a series.
        ///
        /// ```swift
        /// let s = ScrollPlot.Series(name: "identity", points: [(0, 0), (100, 100)], dashed: true)
        /// ```
        init(name: String, points: [PlotPoint], color: String = ScrollPlot.palette[0],
                    dashed: Bool = false, showsPoints: Bool = false, lineWidth: Double = 2.5) {
            self.name = name
            self.points = points
            self.color = color
            self.dashed = dashed
            self.showsPoints = showsPoints
            self.lineWidth = lineWidth
        }

        /// Creates a series from `(x, y)` tuples.
        ///
        /// ```swift
        /// let s = ScrollPlot.Series(name: "line", points: [(0, 0), (1, 2)])
        /// ```
        init(name: String, points: [(Double, Double)], color: String = ScrollPlot.palette[0],
                    dashed: Bool = false, showsPoints: Bool = false, lineWidth: Double = 2.5) {
            self.init(name: name, points: points.map { PlotPoint(x: $0.0, y: $0.1) }, color: color,
                      dashed: dashed, showsPoints: showsPoints, lineWidth: lineWidth)
        }
    }

    /// A labelled point drawn on top of the series (a rest point, a crossing).
    ///
    /// ```swift
    /// ScrollPlot.Marker(x: 3.45, y: 499.5, label: "rest 499.5 pt")
    /// ```
    struct Marker: Sendable, Equatable {
        /// Where the label goes relative to the point.
        enum Placement: Sendable, Equatable {
            case above, below, left, right, aboveLeft, aboveRight, belowLeft, belowRight
        }
        var x: Double
        var y: Double
        var label: String
        var color: String
        var placement: Placement

        /// Creates a marker.
        ///
        /// ```swift
        /// let m = ScrollPlot.Marker(x: 1, y: 2, label: "here", placement: .right)
        /// ```
        init(x: Double, y: Double, label: String, color: String = "#222222", placement: Placement = .above) {
            self.x = x
            self.y = y
            self.label = label
            self.color = color
            self.placement = placement
        }
    }

    /// A dashed horizontal or vertical line across the plot area, with a label.
    ///
    /// ```swift
    /// ScrollPlot.Guide(horizontalAt: 32, label: "target 32 pt")
    /// ```
    struct Guide: Sendable, Equatable {
        /// Where a horizontal guide's label goes.
        enum LabelPosition: Sendable, Equatable {
            /// Above the line at the left edge of the plot.
            case leadingAbove
            /// Above the line at the right edge.
            case trailingAbove
            /// Below the line at the right edge.
            case trailingBelow
        }
        var isHorizontal: Bool
        var value: Double
        var label: String
        var labelPosition: LabelPosition = .leadingAbove

        /// A horizontal line at `y = value`.
        init(horizontalAt value: Double, label: String, labelPosition: LabelPosition = .leadingAbove) {
            isHorizontal = true
            self.value = value
            self.label = label
            self.labelPosition = labelPosition
        }

        /// A vertical line at `x = value`.
        init(verticalAt value: Double, label: String) {
            isHorizontal = false
            self.value = value
            self.label = label
        }
    }

    /// Where the legend box sits inside the plot area.
    enum LegendCorner: Sendable, Equatable {
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// Colours that stay distinct for colour-blind readers (Okabe and Ito).
    ///
    /// ```swift
    /// ScrollPlot.palette[1] // "#D55E00"
    /// ```
    static let palette = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000"]

    var title: String
    var subtitle: String
    var xLabel: String
    var yLabel: String
    var series: [Series] = []
    var markers: [Marker] = []
    var guides: [Guide] = []
    /// Fixed axis domains; `nil` fits the data (rounded out to whole ticks).
    var xDomain: ClosedRange<Double>?
    var yDomain: ClosedRange<Double>?
    var legendCorner: LegendCorner = .topRight
    /// The image size in pixels.
    var width: Double = 760
    var height: Double = 470

    /// Creates an empty chart.
    ///
    /// ```swift
    /// let plot = ScrollPlot(title: "Deceleration", xLabel: "time (s)", yLabel: "offset (pt)")
    /// ```
    init(title: String, subtitle: String = "", xLabel: String, yLabel: String) {
        self.title = title
        self.subtitle = subtitle
        self.xLabel = xLabel
        self.yLabel = yLabel
    }

    // MARK: Layout

    private static let fontFamily = "DejaVu Sans, Helvetica, Arial, sans-serif"
    private var marginLeft: Double { 84 }
    private var marginRight: Double { 28 }
    private var marginTop: Double { subtitle.isEmpty ? 58 : 78 }
    private var marginBottom: Double { 64 }
    private var plotWidth: Double { width - marginLeft - marginRight }
    private var plotHeight: Double { height - marginTop - marginBottom }

    /// Tick positions covering `domain`: steps of 1, 2, 2.5 or 5 × 10ⁿ, about `count` of them.
    static func ticks(for domain: ClosedRange<Double>, count: Int = 8) -> (values: [Double], step: Double) {
        let span = domain.upperBound - domain.lowerBound
        guard span > 0, span.isFinite else { return ([domain.lowerBound], 1) }
        let raw = span / Double(max(1, count))
        var magnitude = 1.0
        while magnitude * 10 <= raw { magnitude *= 10 }
        while magnitude > raw { magnitude /= 10 }
        var step = magnitude * 10
        for m in [1.0, 2.0, 2.5, 5.0, 10.0] where magnitude * m >= raw {
            step = magnitude * m
            break
        }
        let first = (domain.lowerBound / step).rounded(.up)
        var values: [Double] = []
        var k = first
        while k * step <= domain.upperBound + step * 1e-9 {
            values.append(k * step)
            k += 1
        }
        return (values, step)
    }

    /// The data extent rounded out to whole tick steps.
    static func niceDomain(_ low: Double, _ high: Double, count: Int = 8) -> ClosedRange<Double> {
        var lo = low, hi = high
        if !(lo.isFinite && hi.isFinite) { return 0...1 }
        if hi - lo < 1e-12 { lo -= 1; hi += 1 }
        let step = ticks(for: lo...hi, count: count).step
        return (lo / step).rounded(.down) * step...(hi / step).rounded(.up) * step
    }

    private func dataDomains() -> (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        var xs: [Double] = series.flatMap { $0.points.map(\.x) } + markers.map(\.x)
        var ys: [Double] = series.flatMap { $0.points.map(\.y) } + markers.map(\.y)
        for g in guides { if g.isHorizontal { ys.append(g.value) } else { xs.append(g.value) } }
        let x = xDomain ?? Self.niceDomain(xs.min() ?? 0, xs.max() ?? 1)
        let y = yDomain ?? Self.niceDomain(ys.min() ?? 0, ys.max() ?? 1)
        return (x, y)
    }

    // MARK: Rendering

    /// The chart as an SVG document.
    ///
    /// ```swift
    /// let svg = plot.svg()   // "<svg xmlns=…"
    /// ```
    func svg() -> String {
        let (xd, yd) = dataDomains()
        let left = marginLeft, top = marginTop, w = plotWidth, h = plotHeight
        func px(_ x: Double) -> Double { left + (x - xd.lowerBound) / (xd.upperBound - xd.lowerBound) * w }
        func py(_ y: Double) -> Double { top + h - (y - yd.lowerBound) / (yd.upperBound - yd.lowerBound) * h }
        let n = SVGNumber.format

        var out = ""
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
        out += "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"\(Self.fontFamily)\">\n"
        out += "<title>\(Self.escape(title))</title>\n"
        out += "<rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>\n"

        // Title and subtitle.
        out += "<text x=\"\(n(left))\" y=\"30\" font-size=\"19\" font-weight=\"bold\" fill=\"#111111\">\(Self.escape(title))</text>\n"
        if !subtitle.isEmpty {
            out += "<text x=\"\(n(left))\" y=\"53\" font-size=\"14\" fill=\"#444444\">\(Self.escape(subtitle))</text>\n"
        }

        // Grid and ticks.
        let xt = Self.ticks(for: xd), yt = Self.ticks(for: yd)
        out += "<g stroke=\"#e3e3e3\" stroke-width=\"1\">\n"
        for v in xt.values { out += "<line x1=\"\(n(px(v)))\" y1=\"\(n(top))\" x2=\"\(n(px(v)))\" y2=\"\(n(top + h))\"/>\n" }
        for v in yt.values { out += "<line x1=\"\(n(left))\" y1=\"\(n(py(v)))\" x2=\"\(n(left + w))\" y2=\"\(n(py(v)))\"/>\n" }
        out += "</g>\n"
        out += "<g font-size=\"13\" fill=\"#333333\">\n"
        for v in xt.values {
            out += "<line x1=\"\(n(px(v)))\" y1=\"\(n(top + h))\" x2=\"\(n(px(v)))\" y2=\"\(n(top + h + 5))\" stroke=\"#333333\"/>\n"
            out += "<text x=\"\(n(px(v)))\" y=\"\(n(top + h + 21))\" text-anchor=\"middle\">\(SVGNumber.tickLabel(v, step: xt.step))</text>\n"
        }
        for v in yt.values {
            out += "<line x1=\"\(n(left - 5))\" y1=\"\(n(py(v)))\" x2=\"\(n(left))\" y2=\"\(n(py(v)))\" stroke=\"#333333\"/>\n"
            out += "<text x=\"\(n(left - 9))\" y=\"\(n(py(v) + 4.5))\" text-anchor=\"end\">\(SVGNumber.tickLabel(v, step: yt.step))</text>\n"
        }
        out += "</g>\n"
        out += "<rect x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(w))\" height=\"\(n(h))\" fill=\"none\" stroke=\"#333333\" stroke-width=\"1\"/>\n"

        // Axis labels.
        out += "<text x=\"\(n(left + w / 2))\" y=\"\(n(height - 16))\" font-size=\"14\" text-anchor=\"middle\" fill=\"#111111\">\(Self.escape(xLabel))</text>\n"
        let yMid = top + h / 2
        out += "<text x=\"22\" y=\"\(n(yMid))\" font-size=\"14\" text-anchor=\"middle\" fill=\"#111111\" transform=\"rotate(-90 22 \(n(yMid)))\">\(Self.escape(yLabel))</text>\n"

        // Guides.
        out += "<g font-size=\"12\" fill=\"#555555\">\n"
        for g in guides where (g.isHorizontal ? yd : xd).contains(g.value) {
            if g.isHorizontal {
                let y = py(g.value)
                out += "<line x1=\"\(n(left))\" y1=\"\(n(y))\" x2=\"\(n(left + w))\" y2=\"\(n(y))\" stroke=\"#777777\" stroke-width=\"1.2\" stroke-dasharray=\"3 4\"/>\n"
                switch g.labelPosition {
                case .leadingAbove:
                    out += "<text x=\"\(n(left + 6))\" y=\"\(n(y - 5))\">\(Self.escape(g.label))</text>\n"
                case .trailingAbove:
                    out += "<text x=\"\(n(left + w - 6))\" y=\"\(n(y - 5))\" text-anchor=\"end\">\(Self.escape(g.label))</text>\n"
                case .trailingBelow:
                    out += "<text x=\"\(n(left + w - 6))\" y=\"\(n(y + 15))\" text-anchor=\"end\">\(Self.escape(g.label))</text>\n"
                }
            } else {
                let x = px(g.value)
                out += "<line x1=\"\(n(x))\" y1=\"\(n(top))\" x2=\"\(n(x))\" y2=\"\(n(top + h))\" stroke=\"#777777\" stroke-width=\"1.2\" stroke-dasharray=\"3 4\"/>\n"
                out += "<text x=\"\(n(x + 5))\" y=\"\(n(top + h - 8))\">\(Self.escape(g.label))</text>\n"
            }
        }
        out += "</g>\n"

        // Series.
        // Lines are clipped to the plot area here rather than with an SVG
        // clip path, so that simple renderers draw them the same way.
        out += "<g fill=\"none\" stroke-linejoin=\"round\" stroke-linecap=\"round\">\n"
        for s in series where !s.points.isEmpty {
            var d = ""
            var last: PlotPoint?
            for (a, b) in zip(s.points, s.points.dropFirst()) {
                guard let (p, q) = Self.clip(a, b, xd, yd) else { continue }
                if last != p { d += (d.isEmpty ? "M" : " M") + "\(n(px(p.x))) \(n(py(p.y)))" }
                d += " L\(n(px(q.x))) \(n(py(q.y)))"
                last = q
            }
            let dash = s.dashed ? " stroke-dasharray=\"7 5\"" : ""
            if !d.isEmpty {
                out += "<path d=\"\(d)\" stroke=\"\(s.color)\" stroke-width=\"\(n(s.lineWidth))\"\(dash)/>\n"
            }
            if s.showsPoints {
                out += "<g fill=\"\(s.color)\" stroke=\"none\">"
                for p in s.points where xd.contains(p.x) && yd.contains(p.y) {
                    out += "<circle cx=\"\(n(px(p.x)))\" cy=\"\(n(py(p.y)))\" r=\"2.6\"/>"
                }
                out += "</g>\n"
            }
        }
        out += "</g>\n"

        // Markers.
        out += "<g font-size=\"13\">\n"
        for m in markers where xd.contains(m.x) && yd.contains(m.y) {
            let x = px(m.x), y = py(m.y)
            out += "<circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"5\" fill=\"#ffffff\" stroke=\"\(m.color)\" stroke-width=\"2.2\"/>\n"
            let (dx, dy, anchor): (Double, Double, String)
            switch m.placement {
            case .above: (dx, dy, anchor) = (0, -12, "middle")
            case .below: (dx, dy, anchor) = (0, 22, "middle")
            case .left: (dx, dy, anchor) = (-10, 4.5, "end")
            case .right: (dx, dy, anchor) = (10, 4.5, "start")
            case .aboveLeft: (dx, dy, anchor) = (-8, -10, "end")
            case .aboveRight: (dx, dy, anchor) = (8, -10, "start")
            case .belowLeft: (dx, dy, anchor) = (-8, 20, "end")
            case .belowRight: (dx, dy, anchor) = (8, 20, "start")
            }
            // A white halo under the label keeps it readable over grid and lines.
            let attributes = "x=\"\(n(x + dx))\" y=\"\(n(y + dy))\" text-anchor=\"\(anchor)\""
            out += "<text \(attributes) fill=\"#ffffff\" stroke=\"#ffffff\" stroke-width=\"4\" stroke-linejoin=\"round\">\(Self.escape(m.label))</text>\n"
            out += "<text \(attributes) fill=\"\(m.color)\">\(Self.escape(m.label))</text>\n"
        }
        out += "</g>\n"

        // Legend.
        let named = series.filter { !$0.name.isEmpty }
        if !named.isEmpty {
            let rowHeight = 21.0
            let longest = named.map { $0.name.count }.max() ?? 0
            let boxW = 50 + Double(longest) * 7.6
            let boxH = Double(named.count) * rowHeight + 12
            let inset = 12.0
            let bx = (legendCorner == .topLeft || legendCorner == .bottomLeft) ? left + inset : left + w - inset - boxW
            let by = (legendCorner == .topLeft || legendCorner == .topRight) ? top + inset : top + h - inset - boxH
            out += "<g font-size=\"13\">\n"
            out += "<rect x=\"\(n(bx))\" y=\"\(n(by))\" width=\"\(n(boxW))\" height=\"\(n(boxH))\" fill=\"#ffffff\" fill-opacity=\"0.92\" stroke=\"#bbbbbb\" rx=\"4\"/>\n"
            for (i, s) in named.enumerated() {
                let ry = by + 6 + rowHeight * (Double(i) + 0.5)
                let dash = s.dashed ? " stroke-dasharray=\"7 5\"" : ""
                out += "<line x1=\"\(n(bx + 10))\" y1=\"\(n(ry))\" x2=\"\(n(bx + 38))\" y2=\"\(n(ry))\" stroke=\"\(s.color)\" stroke-width=\"\(n(s.lineWidth))\"\(dash)/>\n"
                out += "<text x=\"\(n(bx + 44))\" y=\"\(n(ry + 4.5))\" fill=\"#111111\">\(Self.escape(s.name))</text>\n"
            }
            out += "</g>\n"
        }

        out += "</svg>\n"
        return out
    }

    /// The part of segment `a`–`b` inside the domains (Liang–Barsky), or `nil`.
    static func clip(_ a: PlotPoint, _ b: PlotPoint, _ xd: ClosedRange<Double>,
                     _ yd: ClosedRange<Double>) -> (PlotPoint, PlotPoint)? {
        let dx = b.x - a.x, dy = b.y - a.y
        var t0 = 0.0, t1 = 1.0
        for (p, q) in [(-dx, a.x - xd.lowerBound), (dx, xd.upperBound - a.x),
                       (-dy, a.y - yd.lowerBound), (dy, yd.upperBound - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let r = q / p
                if p < 0 { if r > t1 { return nil }; if r > t0 { t0 = r } }
                else { if r < t0 { return nil }; if r < t1 { t1 = r } }
            }
        }
        let p = t0 == 0 ? a : PlotPoint(x: a.x + t0 * dx, y: a.y + t0 * dy)
        let q = t1 == 1 ? b : PlotPoint(x: a.x + t1 * dx, y: a.y + t1 * dy)
        return (p, q)
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for ch in text {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(ch)
            }
        }
        return out
    }
}

/// One `(x, y)` point of a plot series.
///
/// ```swift
/// PlotPoint(x: 0.33, y: 32)
/// ```
struct PlotPoint: Sendable, Equatable {
    var x: Double
    var y: Double

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// Number formatting for SVG output that does not depend on the locale or platform.
enum SVGNumber {
    /// `value` rounded to two decimals, trailing zeros dropped: `12.5`, `-3`, `0.07`.
    static func format(_ value: Double) -> String {
        fixed(value, decimals: 2, trimZeros: true)
    }

    /// A tick label with as many decimals as the tick step needs.
    static func tickLabel(_ value: Double, step: Double) -> String {
        var decimals = 0
        var s = step
        while decimals < 6 && abs(s - s.rounded()) > 1e-9 * max(1, abs(s)) {
            s *= 10
            decimals += 1
        }
        return fixed(value, decimals: decimals, trimZeros: false)
    }

    /// `value` with exactly `decimals` decimals (optionally without trailing zeros); `-0` prints as `0`.
    static func fixed(_ value: Double, decimals: Int, trimZeros: Bool) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((abs(value) * Double(scale)).rounded())
        let negative = value < 0 && scaled != 0
        let whole = scaled / scale
        var fraction = String(scaled % scale)
        while fraction.count < decimals { fraction = "0" + fraction }
        if trimZeros { while fraction.hasSuffix("0") { fraction.removeLast() } }
        var out = negative ? "-" : ""
        out += String(whole)
        if decimals > 0 && !fraction.isEmpty { out += "." + fraction }
        return out
    }
}
