/// The stylesheet the HTML report inlines: light by default, dark when the reader's system asks for it
/// (`prefers-color-scheme`), readable down to a 390-pixel phone (the layer diagram stands on end there, and
/// text wraps between words, paths between folders), print-friendly; no external fonts or images.
/// Colours are CSS variables, so added sections reuse them.
enum HTMLStyle {
    static let css = """
        :root { color-scheme: light dark; --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0;
          --soft: #f6f8fa; --error: #cf222e; --warning: #9a6700; --fixed: #1a7f37; --accent: #0969da;
          --badge-fg: #ffffff; --box: #ddf4ff; --box-line: #54aeff; --edge: #57606a;
          --clean: #dafbe1; --clean-line: #4ac26b; }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --soft: #151b23;
            --error: #f85149; --warning: #d29922; --fixed: #3fb950; --accent: #4493f8; --badge-fg: #0d1117;
            --box: #0c2d6b; --box-line: #1f6feb; --edge: #9198a1; --clean: #12261e; --clean-line: #2ea043; }
        }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        body { margin: 0; font: 15px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif;
          color: var(--fg); background: var(--bg); }
        main { max-width: 1100px; margin: 0 auto; padding: 32px 24px 64px; }
        a { color: var(--accent); }
        h1 { font-size: 26px; margin: 0 0 8px; overflow-wrap: break-word; }
        h2 { font-size: 20px; margin: 40px 0 12px; padding-bottom: 6px; border-bottom: 1px solid var(--line); }
        h3 { font-size: 16px; margin: 24px 0 8px; overflow-wrap: break-word; }
        .muted, .layer, .count { color: var(--muted); }
        .count { font-weight: normal; }
        .baseline-list li { overflow-wrap: break-word; margin: 0.25rem 0; }
        code, pre { font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
        code { overflow-wrap: break-word; }
        .meta { display: flex; flex-wrap: wrap; gap: 4px 24px; margin: 0 0 20px; color: var(--muted); }
        .meta div { display: flex; gap: 6px; min-width: 0; }
        .meta dt::after { content: ":"; }
        .meta dd { margin: 0; color: var(--fg); overflow-wrap: break-word; min-width: 0; }
        .totals { display: flex; flex-wrap: wrap; gap: 12px; margin: 0; padding: 0; list-style: none; }
        .totals li { min-width: 130px; flex: 1 1 130px; max-width: 200px; padding: 12px 16px;
          border: 1px solid var(--line); border-radius: 8px; background: var(--soft); }
        .totals strong { display: block; font-size: 24px; }
        .totals .error strong { color: var(--error); }
        .totals .warning strong { color: var(--warning); }
        .totals .fixed strong { color: var(--fixed); }
        .scroll { overflow-x: auto; }
        table { width: 100%; border-collapse: collapse; margin: 8px 0 16px; }
        th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid var(--line); vertical-align: top;
          overflow-wrap: break-word; }
        th { background: var(--soft); font-weight: 600; }
        td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; overflow-wrap: normal; }
        .diagram { overflow-x: auto; padding: 8px 0; }
        svg.layers { display: block; max-width: 100%; height: auto; }
        svg.layers.narrow { display: none; max-width: none; }
        svg.layers .layer rect { fill: var(--box); stroke: var(--box-line); stroke-width: 1.5; }
        svg.layers text { font: 14px -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; text-anchor: middle; }
        svg.layers .layer .name { font-weight: 600; fill: var(--fg); }
        svg.layers .layer .files { font-size: 12px; fill: var(--muted); }
        svg.layers .edge path { fill: none; stroke: var(--edge); stroke-width: 1.5; }
        svg.layers .edge text { font-size: 12px; fill: var(--edge); paint-order: stroke; stroke: var(--bg);
          stroke-width: 4px; }
        svg.layers .edge.forbidden path { stroke: var(--error); stroke-width: 2.5; stroke-dasharray: 6 4; }
        svg.layers .edge.forbidden text { fill: var(--error); font-weight: 600; }
        svg.layers marker .allowed { fill: var(--edge); }
        svg.layers marker .forbidden { fill: var(--error); }
        .legend { display: flex; flex-wrap: wrap; gap: 4px 24px; list-style: none; padding: 0; margin: 4px 0 16px;
          color: var(--muted); }
        .legend .swatch { display: inline-block; width: 32px; vertical-align: middle; margin-right: 6px;
          border-top: 2px solid var(--edge); }
        .legend .swatch.forbidden { border-top: 3px dashed var(--error); }
        .badge { display: inline-block; padding: 0 8px; border-radius: 10px; font-size: 12px; font-weight: 600;
          color: var(--badge-fg); }
        .badge.error { background: var(--error); }
        .badge.warning { background: var(--warning); }
        .filters { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; margin: 0 0 8px;
          padding: 10px 12px; border: 1px solid var(--line); border-radius: 8px; background: var(--soft); }
        .filters select, .filters button { font: inherit; max-width: 100%; }
        .filters label { max-width: 100%; }
        .filters output { color: var(--muted); }
        .rule-group h3 code { font-size: 15px; }
        .finding { margin: 10px 0; padding: 10px 14px; border: 1px solid var(--line); border-radius: 8px; }
        .finding .where { display: flex; gap: 8px; align-items: baseline; }
        .finding .times { color: var(--muted); font-size: 13px; }
        .finding p { margin: 4px 0; }
        .locations { margin: 6px 0 0; padding-left: 20px; }
        .locations li { margin: 2px 0; }
        .locations a code { color: var(--accent); }
        .finding details summary { cursor: pointer; color: var(--muted); margin-top: 4px; }
        pre { margin: 6px 0 0; padding: 8px 12px; background: var(--soft); border: 1px solid var(--line);
          border-radius: 6px; white-space: pre-wrap; overflow-wrap: break-word; }
        .message { overflow-wrap: break-word; }
        .message code { padding: 0 4px; border-radius: 4px; background: var(--soft); font-size: 12.5px; }
        .clean { padding: 16px; border: 1px solid var(--clean-line); border-radius: 8px; background: var(--clean); }
        @media (max-width: 600px) {
          main { padding: 20px 14px 48px; }
          h1 { font-size: 22px; }
          .totals li { min-width: 100px; flex-basis: 100px; padding: 8px 12px; }
          .totals strong { font-size: 20px; }
          th, td { padding: 6px; }
          svg.layers.wide { display: none; }
          svg.layers.narrow { display: block; }
        }
        """
}
