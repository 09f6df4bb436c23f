/// The stylesheet the HTML report inlines: a light, print-friendly page with no external fonts or images.
enum HTMLStyle {
    static let css = """
        :root { color-scheme: light; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --soft: #f6f8fa;
          --error: #cf222e; --warning: #9a6700; --accent: #0969da; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 15px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif;
          color: var(--fg); background: #fff; }
        main { max-width: 1100px; margin: 0 auto; padding: 32px 24px 64px; }
        h1 { font-size: 26px; margin: 0 0 4px; }
        h2 { font-size: 20px; margin: 40px 0 12px; padding-bottom: 6px; border-bottom: 1px solid var(--line); }
        h3 { font-size: 16px; margin: 24px 0 8px; }
        .root, .muted { color: var(--muted); }
        .root { margin: 0 0 24px; word-break: break-all; }
        code, pre { font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
        .totals { display: flex; flex-wrap: wrap; gap: 12px; margin: 0; padding: 0; list-style: none; }
        .totals li { min-width: 130px; padding: 12px 16px; border: 1px solid var(--line); border-radius: 8px;
          background: var(--soft); }
        .totals strong { display: block; font-size: 24px; }
        .totals .error strong { color: var(--error); }
        .totals .warning strong { color: var(--warning); }
        table { width: 100%; border-collapse: collapse; margin: 8px 0 16px; }
        th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid var(--line); vertical-align: top; }
        th { background: var(--soft); font-weight: 600; }
        td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
        .diagram { overflow-x: auto; padding: 8px 0; }
        svg.layers .layer rect { fill: #ddf4ff; stroke: #54aeff; stroke-width: 1.5; }
        svg.layers text { font: 14px -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; text-anchor: middle; }
        svg.layers .layer .name { font-weight: 600; fill: var(--fg); }
        svg.layers .layer .files { font-size: 12px; fill: var(--muted); }
        svg.layers .edge path { fill: none; stroke: #57606a; stroke-width: 1.5; }
        svg.layers .edge text { font-size: 12px; fill: #57606a; paint-order: stroke; stroke: #fff; stroke-width: 4px; }
        svg.layers .edge.forbidden path { stroke: var(--error); stroke-width: 2.5; stroke-dasharray: 6 4; }
        svg.layers .edge.forbidden text { fill: var(--error); font-weight: 600; }
        .legend { display: flex; gap: 24px; list-style: none; padding: 0; margin: 4px 0 16px; color: var(--muted); }
        .legend .swatch { display: inline-block; width: 32px; vertical-align: middle; margin-right: 6px;
          border-top: 2px solid #57606a; }
        .legend .swatch.forbidden { border-top: 3px dashed var(--error); }
        .badge { display: inline-block; padding: 0 8px; border-radius: 10px; font-size: 12px; font-weight: 600;
          color: #fff; }
        .badge.error { background: var(--error); }
        .badge.warning { background: var(--warning); }
        .findings { list-style: none; padding: 0; margin: 0; }
        .findings li { padding: 10px 0; border-bottom: 1px solid var(--line); }
        .findings .where code { font-weight: 600; }
        .findings p { margin: 4px 0; }
        pre { margin: 6px 0 0; padding: 8px 12px; background: var(--soft); border: 1px solid var(--line);
          border-radius: 6px; overflow-x: auto; white-space: pre; }
        .message code { padding: 0 4px; border-radius: 4px; background: var(--soft); font-size: 12.5px; }
        .by-layer td:nth-child(-n+2) { white-space: nowrap; }
        .count { color: var(--muted); font-weight: normal; }
        .clean { padding: 16px; border: 1px solid #4ac26b; border-radius: 8px; background: #dafbe1; }
        """
}
