import Hummingbird

/// The app's shell: its style, its one script, its icon and its manifest. They hold nothing of
/// the store, so they are served to anyone (the pairing page needs them too).
enum AppShell {
    static func add(to router: Router<WebContext>) {
        router.get("/static/app.css") { _, _ in file(css, "text/css; charset=utf-8") }
        router.get("/static/app.js") { _, _ in file(script, "text/javascript; charset=utf-8") }
        router.get("/static/icon.svg") { _, _ in file(icon, "image/svg+xml") }
        router.get("/manifest.webmanifest") { _, _ in file(manifest, "application/manifest+json") }
    }

    private static func file(_ text: String, _ type: String) -> Response {
        Response(status: .ok, headers: [.contentType: type, .cacheControl: "max-age=3600"],
                 body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    static let css = """
    :root { --ink: #1d1d1f; --paper: #fbfaf7; --line: #e3e0d8; --accent: #2f6f4e; --warn: #b7791f; --bad: #b42318; --quiet: #6b6b6b; --on-accent: #fff; }
    @media (prefers-color-scheme: dark) { :root { --ink: #ecebe8; --paper: #161615; --line: #33322f; --accent: #7cc29b; --warn: #f0b429; --bad: #f97066; --quiet: #9a9a96; --on-accent: #161615; } }
    * { box-sizing: border-box; }
    body { margin: 0; font: 17px/1.55 system-ui, -apple-system, "Noto Sans KR", "Apple SD Gothic Neo", sans-serif; color: var(--ink); background: var(--paper); word-break: keep-all; overflow-wrap: anywhere; }
    main { max-width: 40rem; margin: 0 auto; padding: 0.75rem 1rem 4rem; }
    nav.tabs { position: sticky; top: 0; display: flex; gap: 0.25rem; overflow-x: auto; padding: 0.5rem 0.75rem; background: var(--paper); border-bottom: 1px solid var(--line); z-index: 1; }
    nav.tabs a { display: inline-flex; align-items: center; min-height: 44px; padding: 0 0.85rem; border-radius: 999px; text-decoration: none; color: var(--ink); white-space: nowrap; }
    nav.tabs a:hover, nav.tabs a:focus { background: var(--line); }
    body[data-page=today] nav.tabs a[href="/"], body[data-page=diary] nav.tabs a[href="/diary"],
    body[data-page=fridge] nav.tabs a[href="/fridge"], body[data-page=search] nav.tabs a[href="/search"] { background: var(--line); font-weight: 600; }
    h1 { font-size: 1.45rem; margin: 0.5rem 0 1rem; }
    h2 { font-size: 1.1rem; margin: 1.5rem 0 0.5rem; }
    a { color: var(--accent); }
    .list { list-style: none; padding: 0; margin: 0; }
    .list li { padding: 0.6rem 0; border-bottom: 1px solid var(--line); }
    .list a { text-decoration: none; }
    main > p > a:only-child, section > p > a:only-child, .entry h3 > a { display: inline-block; padding: 0.6rem 0; min-height: 44px; }
    .list li > a { display: block; min-height: 44px; padding: 0.55rem 0 0.1rem; }
    .list li:has(> a) { padding-top: 0; }
    .excerpt, .quiet, .when { color: var(--quiet); font-size: 0.92rem; margin: 0.2rem 0 0; }
    .dday { display: inline-block; min-width: 3.6rem; font-variant-numeric: tabular-nums; font-weight: 600; }
    .dday.expired { color: var(--bad); } .dday.soon { color: var(--warn); }
    .amount { color: var(--quiet); }
    .stack { display: grid; gap: 0.6rem; }
    .fridge li { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.5rem; }
    .inline { display: inline-flex; gap: 0.3rem; margin-left: auto; }
    summary { padding: 0.6rem 0; min-height: 44px; }
    label { display: grid; gap: 0.25rem; }
    input, textarea, button { font: inherit; color: inherit; }
    input, textarea { width: 100%; padding: 0.55rem 0.65rem; border: 1px solid var(--line); border-radius: 0.5rem; background: transparent; }
    .inline input { width: 3.5rem; }
    button, .button { display: inline-block; padding: 0.55rem 1rem; border: 0; border-radius: 0.5rem; background: var(--accent); color: var(--on-accent); text-decoration: none; min-height: 44px; }
    .chips { display: flex; flex-wrap: wrap; gap: 0.4rem; border: 0; padding: 0; margin: 0; }
    .chips label { position: relative; display: inline-flex; align-items: center; gap: 0.3rem; min-height: 44px; padding: 0 0.8rem; border: 1px solid var(--line); border-radius: 999px; }
    .chips label:has(input:checked) { border-color: var(--accent); background: color-mix(in srgb, var(--accent) 12%, transparent); font-weight: 600; }
    .chips legend { padding: 0; margin-bottom: 0.25rem; }
    .chips input { position: absolute; opacity: 0; width: 1px; height: 1px; }
    .chips label:has(input:focus-visible) { outline: 2px solid var(--accent); outline-offset: 2px; }
    .notice { padding: 0.5rem 0.75rem; border-left: 3px solid var(--accent); background: color-mix(in srgb, var(--accent) 8%, transparent); }
    .problem { padding: 0.5rem 0.75rem; border-left: 3px solid var(--bad); background: color-mix(in srgb, var(--bad) 8%, transparent); }
    .fields { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 0.8rem; color: var(--quiet); }
    .fields dd { margin: 0; }
    .body img { max-width: 100%; height: auto; }
    .kind { color: var(--quiet); font-size: 0.85rem; margin-right: 0.3rem; }
    nav.pages { display: flex; justify-content: space-between; margin-top: 1rem; }
    """

    /// Search as the user types: the results part of the page is asked for again after a short
    /// pause and put in place. The server escapes it; nothing else runs.
    static let script = """
    "use strict";
    (function () {
      var input = document.querySelector("input[data-live]");
      var results = document.getElementById("results");
      if (!input || !results) return;
      var timer = null, asked = 0;
      input.addEventListener("input", function () {
        clearTimeout(timer);
        timer = setTimeout(function () {
          var query = input.value, ticket = ++asked;
          fetch(input.dataset.live + "?q=" + encodeURIComponent(query), { credentials: "same-origin" })
            .then(function (response) { return response.ok ? response.text() : null; })
            .then(function (html) {
              if (html === null || ticket !== asked) return;
              results.innerHTML = html;
              history.replaceState(null, "", "/search?q=" + encodeURIComponent(query));
            })
            .catch(function () {});
        }, 120);
      });
    })();
    """

    static let icon = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#2f6f4e"/><path d="M20 14h8v15l13-15h10L36 31l16 19H41L28 34v16h-8z" fill="#fbfaf7"/></svg>
    """

    static let manifest = """
    {"name": "kept", "short_name": "kept", "start_url": "/", "display": "standalone",
     "background_color": "#fbfaf7", "theme_color": "#2f6f4e",
     "icons": [{"src": "/static/icon.svg", "sizes": "any", "type": "image/svg+xml"}]}
    """
}
