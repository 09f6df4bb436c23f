/// A line chart as inline SVG: one line per series over the same points (commits), oldest on the left. It
/// scales to its container through its `viewBox`; each point carries a `<title>` that names its commit.
struct TrendChart {
    struct Series {
        var name: String
        /// One value per point; `nil` where the point could not be measured (the line breaks there).
        var values: [Int?]
        /// A class on the line: `total` draws it heavier.
        var kind: String = ""
    }

    /// A point marked with a dotted vertical line and a ⚙: a commit that changed the configuration or baseline.
    struct Mark {
        var index: Int
        /// The mark's tooltip.
        var label: String
    }

    var series: [Series]
    /// What each point's tooltip says before the series' value (`1a2b3c4 Move the store`).
    var pointLabels: [String]
    /// A label for the chart, for screen readers.
    var title: String
    var marks: [Mark] = []

    static let width = 960.0
    static let height = 260.0
    static let margin = (top: 12.0, right: 16.0, bottom: 28.0, left: 44.0)
    /// Colours cycled through by series (the total is drawn in the text colour).
    static let paletteSize = 8

    /// The SVG, or `nil` with no points.
    func svg() -> String? {
        let count = pointLabels.count
        guard count > 0 else { return nil }
        let maximum = max(1, series.flatMap { $0.values.compactMap { $0 } }.max() ?? 1)
        let top = Self.niceCeiling(maximum)
        let plotWidth = Self.width - Self.margin.left - Self.margin.right
        let plotHeight = Self.height - Self.margin.top - Self.margin.bottom
        func x(_ index: Int) -> Double {
            count == 1 ? Self.margin.left + plotWidth / 2 : Self.margin.left + plotWidth * Double(index) / Double(count - 1)
        }
        func y(_ value: Int) -> Double {
            Self.margin.top + plotHeight * (1 - Double(value) / Double(top))
        }
        var svg = "<svg class=\"trend\" viewBox=\"0 0 \(Int(Self.width)) \(Int(Self.height))\" role=\"img\" "
            + "aria-label=\"\(Markup.escape(title, inAttribute: true))\" xmlns=\"http://www.w3.org/2000/svg\">\n"
        // Grid: four steps up to the rounded maximum.
        for step in 0...4 {
            let value = top * step / 4
            let position = Self.format(y(value))
            svg += "<line class=\"grid\" x1=\"\(Self.format(Self.margin.left))\" y1=\"\(position)\" "
                + "x2=\"\(Self.format(Self.width - Self.margin.right))\" y2=\"\(position)\"/>"
                + "<text class=\"axis\" x=\"\(Self.format(Self.margin.left - 6))\" y=\"\(position)\" "
                + "dy=\"4\" text-anchor=\"end\">\(value)</text>\n"
        }
        svg += "<text class=\"axis\" x=\"\(Self.format(x(0)))\" y=\"\(Int(Self.height - 8))\" "
            + "text-anchor=\"\(count == 1 ? "middle" : "start")\">oldest</text>"
        if count > 1 {
            svg += "<text class=\"axis\" x=\"\(Self.format(x(count - 1)))\" y=\"\(Int(Self.height - 8))\" "
                + "text-anchor=\"end\">newest</text>"
        }
        svg += "\n"
        for mark in marks where mark.index < count {
            let position = Self.format(x(mark.index))
            svg += "<g class=\"mark\"><title>\(Markup.escape(mark.label))</title>"
                + "<line x1=\"\(position)\" y1=\"\(Self.format(Self.margin.top))\" x2=\"\(position)\" "
                + "y2=\"\(Self.format(Self.height - Self.margin.bottom))\"/>"
                + "<text x=\"\(position)\" y=\"\(Self.format(Self.margin.top + 10))\" dx=\"4\">⚙</text></g>\n"
        }
        for (number, line) in series.enumerated() {
            let kind = seriesClass(number)
            var path = ""
            var penDown = false
            for (index, value) in line.values.enumerated() {
                guard let value else { penDown = false; continue }
                path += (penDown ? "L" : "M") + "\(Self.format(x(index))) \(Self.format(y(value)))"
                penDown = true
            }
            svg += "<g class=\"line \(kind)\"><path d=\"\(path)\"/>"
            for (index, value) in line.values.enumerated() {
                guard let value else { continue }
                let label = "\(pointLabels[index]): \(line.name) \(value)"
                svg += "<circle cx=\"\(Self.format(x(index)))\" cy=\"\(Self.format(y(value)))\" r=\"3\">"
                    + "<title>\(Markup.escape(label))</title></circle>"
            }
            svg += "</g>\n"
        }
        return svg + "</svg>"
    }

    /// The class that colours series `number` (as drawn), for a legend.
    /// Past the palette's size, lines are dashed: no two series look alike until twice as many.
    func seriesClass(_ number: Int) -> String {
        guard series[number].kind.isEmpty else { return series[number].kind }
        return "series-\(number % Self.paletteSize)" + (number >= Self.paletteSize ? " dashed" : "")
    }

    /// A round number at or above `value`, divisible by 4 so the grid's steps are whole.
    static func niceCeiling(_ value: Int) -> Int {
        var step = 1
        while step * 10 < value { step *= 10 }
        for multiple in [1, 2, 4, 5, 8, 10] where multiple * step >= value {
            let candidate = multiple * step
            return candidate % 4 == 0 ? candidate : candidate + (4 - candidate % 4)
        }
        return value + (4 - value % 4)
    }

    /// A coordinate with at most one decimal.
    static func format(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
