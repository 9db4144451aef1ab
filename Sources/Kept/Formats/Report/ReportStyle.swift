/// The report's CSS: light and dark, charts scaled to the page, Korean kept in words.
enum ReportStyle {
    static let css = """
        :root { color-scheme: light dark; --muted: #6b6b6b; --rule: #ddd; --accent: #2a6f97; --bar: #40a0c8;
                --l0: #ebedf0; --l1: #9be9a8; --l2: #40c463; --l3: #30a14e; --l4: #216e39; }
        * { box-sizing: border-box; }
        body { font-family: -apple-system, "Segoe UI", "Noto Sans CJK KR", "Noto Sans KR", "Apple SD Gothic Neo", "Malgun Gothic", sans-serif;
               max-width: 62rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; word-break: keep-all; overflow-wrap: anywhere; }
        h2 { border-bottom: 1px solid var(--rule); padding-bottom: 0.2rem; margin-top: 2.5rem; }
        h3 { font-size: 1rem; margin: 1.5rem 0 0.4rem; }
        a { color: var(--accent); text-decoration: none; }
        .summary, .meta, .count, .legend { color: var(--muted); }
        .scroll { max-width: 100%; overflow-x: auto; }
        svg.chart { display: block; max-width: 100%; height: auto; font-size: 10px; }
        svg .bar { fill: var(--bar); }
        svg .label, svg .value, svg .count { fill: currentColor; text-anchor: middle; }
        svg .count { text-anchor: start; }
        svg .name { fill: currentColor; text-anchor: end; font-size: 12px; }
        svg .day { stroke: none; }
        .l0 { fill: var(--l0); background: var(--l0); } .l1 { fill: var(--l1); background: var(--l1); }
        .l2 { fill: var(--l2); background: var(--l2); } .l3 { fill: var(--l3); background: var(--l3); }
        .l4 { fill: var(--l4); background: var(--l4); }
        svg .weekday, svg .month { text-anchor: start; }
        .swatch { display: inline-block; width: 0.8em; height: 0.8em; margin-left: 0.6em; }
        .pair { display: flex; flex-wrap: wrap; gap: 1rem; }
        .pair figure { flex: 1 1 20rem; margin: 0; }
        figcaption { color: var(--muted); font-size: 0.85rem; }
        table.month { border-collapse: collapse; width: 100%; table-layout: fixed; }
        table.month th, table.month td { border: 1px solid var(--rule); vertical-align: top; padding: 0.2rem 0.3rem; font-size: 0.85rem; }
        table.month td { height: 3.2rem; }
        table.month .day { display: block; color: var(--muted); }
        table.month .item { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        td.expires .item { color: #b7791f; } td.expired .item { color: #c53030; } td.today { outline: 2px solid var(--accent); }
        ul.tags { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 0.3rem 1rem; align-items: baseline; }
        svg .ground { fill: #eef4f7; }
        svg .point { fill: #c53030; stroke: white; stroke-width: 1.5; }
        svg .placename { fill: currentColor; font-size: 12px; }
        svg .scale line { stroke: currentColor; stroke-width: 2; }
        svg .scale .label { text-anchor: start; }
        ol.places li { margin: 0.2rem 0; }
        ol.places li:target { background: #fff3c4; }
        @media (prefers-color-scheme: dark) { svg .ground { fill: #1d2a30; } :root { --l0: #2d333b; } }
        """
}
