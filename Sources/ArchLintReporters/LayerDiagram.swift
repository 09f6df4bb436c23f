import ArchLintEngine

/// The layer graph as an inline SVG arc diagram: layers as boxes in a row, each dependency as an arc
/// labelled with its reference count. Left-to-right arcs run above the boxes and right-to-left ones below,
/// so a pair of opposite dependencies never overlaps. Forbidden dependencies are red and dashed.
///
/// For a narrow screen the same diagram stands on end (``verticalSVG()``): boxes in a column at their natural
/// size, downward arcs on the left and upward ones on the right, text upright.
struct LayerDiagram {
    var graph: LayerGraph
    /// Files per layer, shown under the layer's name.
    var fileCounts: [String: Int]

    private static let boxHeight = 52
    private static let gap = 72
    private static let margin = 24

    /// The `<svg>` element, or `nil` when there are no layers to draw.
    func svg() -> String? {
        let names = ReportCounts.layerOrder(graph.layers, extra: graph.edges.flatMap { [$0.from, $0.to] })
        guard !names.isEmpty else { return nil }
        let widths = names.map { max(120, 9 * $0.count + 36) }
        var centers: [Int] = []
        var x = Self.margin
        for width in widths {
            centers.append(x + width / 2)
            x += width + Self.gap
        }
        let totalWidth = x - Self.gap + Self.margin
        let index = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let edges = graph.edges.compactMap { edge -> (LayerEdge, Int, Int)? in
            guard let from = index[edge.from], let to = index[edge.to], from != to else { return nil }
            return (edge, from, to)
        }
        let above = edges.filter { $0.1 < $0.2 }.map { Self.bend(span: $0.2 - $0.1) }.max() ?? 0
        let below = edges.filter { $0.1 > $0.2 }.map { Self.bend(span: $0.1 - $0.2) }.max() ?? 0
        let top = Self.margin + (above > 0 ? above / 2 + 8 : 0)
        let bottom = top + Self.boxHeight
        let height = bottom + (below > 0 ? below / 2 + 8 : 0) + Self.margin

        var svg = "<svg class=\"layers wide\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(totalWidth)\""
            + " height=\"\(height)\" viewBox=\"0 0 \(totalWidth) \(height)\" role=\"img\""
            + " aria-label=\"Dependencies between layers\">\n"
            + Self.markers("")
        for (name, (center, width)) in zip(names, zip(centers, widths)) {
            svg += box(name: name, center: center, width: width, top: top)
        }
        for (edge, from, to) in edges {
            svg += Self.arc(edge, from: centers[from], to: centers[to], span: abs(to - from),
                            baseline: from < to ? top : bottom, above: from < to)
        }
        return svg + "</svg>"
    }

    /// The diagram stood on end for narrow screens, or `nil` when there are no layers: one column of boxes as
    /// wide as the longest name needs, drawn at its natural size.
    func verticalSVG() -> String? {
        let names = ReportCounts.layerOrder(graph.layers, extra: graph.edges.flatMap { [$0.from, $0.to] })
        guard !names.isEmpty else { return nil }
        let boxWidth = names.map { max(120, 9 * $0.count + 36) }.max() ?? 120
        let index = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let edges = graph.edges.compactMap { edge -> (LayerEdge, Int, Int)? in
            guard let from = index[edge.from], let to = index[edge.to], from != to else { return nil }
            return (edge, from, to)
        }
        // Downward arcs bulge to the left of the column, upward ones to the right; each side as wide as its
        // widest arc and the label on its apex.
        let downward = edges.filter { $0.1 < $0.2 }.map { Self.verticalBend(span: $0.2 - $0.1) }.max()
        let upward = edges.filter { $0.1 > $0.2 }.map { Self.verticalBend(span: $0.1 - $0.2) }.max()
        let left = downward.map { $0 / 2 + 18 } ?? 0, right = upward.map { $0 / 2 + 18 } ?? 0
        let margin = 12, row = Self.boxHeight + Self.rowGap
        let boxLeft = margin + left, boxRight = boxLeft + boxWidth
        let width = boxRight + right + margin
        let height = 2 * margin + names.count * row - Self.rowGap
        let centers = names.indices.map { margin + $0 * row + Self.boxHeight / 2 }
        var svg = "<svg class=\"layers narrow\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\""
            + " height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\""
            + " aria-label=\"Dependencies between layers\">\n"
            + Self.markers("-narrow")
        for (name, center) in zip(names, centers) {
            svg += box(name: name, center: boxLeft + boxWidth / 2, width: boxWidth, top: center - Self.boxHeight / 2)
        }
        for (edge, from, to) in edges {
            let down = from < to, span = abs(to - from)
            let offset = max(18 - 5 * span, 4)
            let start = centers[from] + (down ? offset : -offset), end = centers[to] + (down ? -offset : offset)
            let baseline = down ? boxLeft : boxRight
            let bend = Self.verticalBend(span: span) * (down ? -1 : 1)
            let middle = (start + end) / 2
            let path = "M \(baseline) \(start) Q \(baseline + bend) \(middle) \(baseline) \(end)"
            svg += Self.edgeGroup(edge, path: path, label: (baseline + bend / 2, middle + 4), markerSuffix: "-narrow")
        }
        return svg + "</svg>"
    }

    private static let rowGap = 28

    /// How far a vertical arc's control point sits from the column: wider spans bend further so arcs nest.
    private static func verticalBend(span: Int) -> Int {
        30 + 32 * span
    }

    private func box(name: String, center: Int, width: Int, top: Int) -> String {
        let label = Markup.escape(name)
        let files = ReportCounts.plural(fileCounts[name, default: 0], "file")
        return "<g class=\"layer\"><rect x=\"\(center - width / 2)\" y=\"\(top)\" width=\"\(width)\""
            + " height=\"\(Self.boxHeight)\" rx=\"8\"/>"
            + "<text x=\"\(center)\" y=\"\(top + 22)\" class=\"name\">\(label)</text>"
            + "<text x=\"\(center)\" y=\"\(top + 40)\" class=\"files\">\(files)</text></g>\n"
    }

    /// How far an arc's control point sits from the boxes; wider spans bend further so arcs nest with room
    /// for the inner arc's label.
    private static func bend(span: Int) -> Int {
        56 * span
    }

    /// How far from a box's centre an arc starts or ends. Wider spans attach nearer the centre, so arcs that
    /// share a box nest inside one another instead of crossing, and their arrowheads land apart.
    private static func endpointOffset(span: Int) -> Int {
        max(60 - 15 * span, 8)
    }

    private static func arc(_ edge: LayerEdge, from: Int, to: Int, span: Int, baseline: Int, above: Bool) -> String {
        let direction = to > from ? 1 : -1
        let start = from + direction * endpointOffset(span: span)
        let end = to - direction * endpointOffset(span: span)
        let control = baseline + (above ? -bend(span: span) : bend(span: span))
        let middle = (start + end) / 2
        // The label sits on the arc's apex; its white halo (CSS) interrupts the line behind it.
        let labelY = baseline + (above ? -bend(span: span) : bend(span: span)) / 2 + 4
        return edgeGroup(edge, path: "M \(start) \(baseline) Q \(middle) \(control) \(end) \(baseline)",
                         label: (middle, labelY), markerSuffix: "")
    }

    /// One dependency: its tooltip, its arc and its count on the arc's apex.
    private static func edgeGroup(_ edge: LayerEdge, path: String, label: (x: Int, y: Int),
                                  markerSuffix: String) -> String {
        let kind = edge.isAllowed ? "allowed" : "forbidden"
        let references = ReportCounts.plural(edge.count, "reference")
        let title = "\(edge.from) → \(edge.to): \(references)\(edge.isAllowed ? "" : ", forbidden")"
        return "<g class=\"edge \(kind)\"><title>\(Markup.escape(title))</title>"
            + "<path d=\"\(path)\" marker-end=\"url(#arrow-\(kind)\(markerSuffix))\"/>"
            + "<text x=\"\(label.x)\" y=\"\(label.y)\">\(edge.count)</text></g>\n"
    }

    /// The arrowheads; the two drawings of one page need ids of their own (`suffix`).
    private static func markers(_ suffix: String) -> String {
        "<defs>\n" + marker("allowed", colour: "#57606a", suffix: suffix)
            + marker("forbidden", colour: "#cf222e", suffix: suffix) + "</defs>\n"
    }

    /// An arrowhead; `colour` is for an SVG shown on its own, the report's stylesheet colours it by `kind` (dark mode).
    private static func marker(_ kind: String, colour: String, suffix: String) -> String {
        "<marker id=\"arrow-\(kind)\(suffix)\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"10\""
            + " markerHeight=\"10\" markerUnits=\"userSpaceOnUse\" orient=\"auto\">"
            + "<path class=\"\(kind)\" d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"\(colour)\"/></marker>\n"
    }
}
