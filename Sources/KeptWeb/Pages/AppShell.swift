import Hummingbird

/// The app's shell: its style, its one script, its icon and its manifest, and its service
/// worker (AppShell+ServiceWorker.swift). They hold nothing of the store, so they are served
/// to anyone (the pairing page needs them too).
enum AppShell {
    static func add(to router: Router<WebContext>) {
        router.get("/static/app.css") { _, _ in file(css, "text/css; charset=utf-8") }
        router.get("/static/app.js") { _, _ in file(script, "text/javascript; charset=utf-8") }
        router.get("/static/icon.svg") { _, _ in file(icon, "image/svg+xml") }
        // Bitmaps for installing the app: Chromium wants 192 and 512 pixels, a launcher a
        // maskable one (made once by scripts/app-icons, see AppIcons).
        for (name, png) in pngIcons {
            router.get("/static/\(name)") { _, _ in file(png, "image/png") }
        }
        router.get("/manifest.webmanifest") { _, _ in file(manifest, "application/manifest+json") }
        router.get("/sw.js") { _, _ in
            var response = file(serviceWorker, "text/javascript; charset=utf-8")
            response.headers[.cacheControl] = "no-cache"
            return response
        }
    }

    private static func file(_ text: String, _ type: String) -> Response {
        file(Array(text.utf8), type)
    }

    private static func file(_ bytes: [UInt8], _ type: String) -> Response {
        Response(status: .ok, headers: [.contentType: type, .cacheControl: "max-age=3600"],
                 body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// File name under /static/ → PNG bytes, as the manifest lists them.
    static let pngIcons: [(String, [UInt8])] = [
        ("icon-192.png", AppIcons.any192), ("icon-512.png", AppIcons.any512),
        ("icon-maskable-512.png", AppIcons.maskable512),
    ]

    static let css = """
    :root { --ink: #1d1d1f; --paper: #fbfaf7; --line: #e3e0d8; --accent: #2f6f4e; --warn: #b7791f; --bad: #b42318; --quiet: #6b6b6b; --on-accent: #fff; }
    @media (prefers-color-scheme: dark) { :root { --ink: #ecebe8; --paper: #161615; --line: #33322f; --accent: #7cc29b; --warn: #f0b429; --bad: #f97066; --quiet: #9a9a96; --on-accent: #161615; } }
    * { box-sizing: border-box; }
    body { margin: 0; font: 17px/1.55 system-ui, -apple-system, "Noto Sans KR", "Apple SD Gothic Neo", sans-serif; color: var(--ink); background: var(--paper); word-break: keep-all; overflow-wrap: anywhere; }
    main { max-width: 40rem; margin: 0 auto; padding: 0.75rem 1rem 4rem; }
    nav.tabs { position: fixed; left: 0; right: 0; bottom: 0; display: flex; justify-content: space-around; gap: 0; overflow-x: auto; padding: 0.25rem 0.25rem calc(0.25rem + env(safe-area-inset-bottom)); background: var(--paper); border-top: 1px solid var(--line); z-index: 1; }
    body:has(nav.tabs) main { padding-bottom: calc(5rem + env(safe-area-inset-bottom)); }
    @media (min-width: 48rem) { nav.tabs { position: sticky; top: 0; bottom: auto; justify-content: flex-start; padding: 0.5rem 0.25rem; border-top: 0; border-bottom: 1px solid var(--line); } }
    nav.tabs a { display: inline-flex; align-items: center; min-height: 44px; padding: 0 0.6rem; border-radius: 999px; text-decoration: none; color: var(--ink); white-space: nowrap; }
    nav.tabs a:hover, nav.tabs a:focus, nav.tabs a[aria-current] { background: var(--line); }
    body[data-page=today] nav.tabs a[href="/"], body[data-page=diary] nav.tabs a[href="/diary"],
    body[data-page=fridge] nav.tabs a[href="/fridge"], body[data-page=search] nav.tabs a[href="/search"],
    body[data-page=cards] nav.tabs a[href="/cards"], body[data-page=review] nav.tabs a[href="/cards"],
    body[data-page=kinds] nav.tabs a[href="/kinds"], body[data-page=kind] nav.tabs a[href="/kinds"] { background: var(--line); font-weight: 600; }
    nav.tabs.kinds { position: static; border: 0; padding: 0.5rem 0; justify-content: flex-start; }
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
    .copy { font-size: 0.8rem; border: 1px solid currentColor; border-radius: 0.3rem; padding: 0 0.3rem; }
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
    .notice small.commit { display: block; color: var(--quiet); font-size: 0.8rem; }
    .pending { opacity: 0.75; }
    .pending .amount, li.pending { font-style: italic; }
    small.waiting { display: inline-block; margin-left: 0.4rem; padding: 0 0.4rem; border: 1px dashed var(--warn); border-radius: 0.3rem; color: var(--warn); font-size: 0.78rem; font-style: normal; }
    p.written { white-space: pre-line; border-left: 3px dashed var(--warn); padding-left: 0.6rem; }
    .grades button[aria-pressed=true] { outline: 3px solid var(--ink); outline-offset: 2px; }
    .queue { margin: 0.5rem 1rem; padding: 0.5rem 0.75rem; border-left: 3px solid var(--warn); }
    .sync { margin: 0.25rem 1rem; font-size: 0.85rem; opacity: 0.75; }
    .sync.failed { opacity: 1; padding: 0.5rem 0.75rem; border-left: 3px solid var(--warn); }
    .notice { padding: 0.5rem 0.75rem; border-left: 3px solid var(--accent); background: color-mix(in srgb, var(--accent) 8%, transparent); }
    .problem { padding: 0.5rem 0.75rem; border-left: 3px solid var(--bad); background: color-mix(in srgb, var(--bad) 8%, transparent); }
    .fields { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 0.8rem; color: var(--quiet); }
    .fields dd { margin: 0; }
    .body img { max-width: 100%; height: auto; }
    .kind { color: var(--quiet); font-size: 0.85rem; margin-right: 0.3rem; }
    nav.pages { display: flex; justify-content: space-between; margin-top: 1rem; }
    .card h2 { font-size: 1.3rem; margin: 0.3rem 0 0.8rem; }
    details.answer > summary { display: block; padding: 0.8rem; border: 1px dashed var(--line); border-radius: 0.5rem; text-align: center; cursor: pointer; list-style: none; }
    details.answer[open] > summary { display: none; }
    .grades { display: grid; grid-template-columns: repeat(4, 1fr); gap: 0.4rem; margin-top: 1rem; }
    .grades button { display: grid; padding: 0.5rem 0.2rem; }
    .grades small { opacity: 0.85; font-size: 0.8rem; }
    .grade-1 { background: var(--bad); } .grade-2 { background: var(--warn); } .grade-4 { background: #2b6cb0; }
    button.secondary { background: transparent; color: var(--accent); border: 1px solid var(--line); }
    .due { color: var(--warn); font-weight: 600; }
    details.more { display: inline-block; }
    details.more > summary { list-style: none; cursor: pointer; min-width: 44px; min-height: 44px; display: inline-flex; align-items: center; justify-content: center; }
    details.more > summary::-webkit-details-marker { display: none; }
    form.photo { margin-top: 0.8rem; }
    .pair { display: grid; grid-template-columns: 1fr 1fr; gap: 0.6rem; }
    .problem.field { margin: -0.3rem 0 0; font-size: 0.92rem; }
    input[aria-invalid=true] { border-color: var(--bad); }
    .shopping li { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.5rem; padding: 0.3rem 0; }
    .shopping .bought details.more[open] { flex-basis: 100%; order: 2; }
    .inline.bought { flex-wrap: wrap; justify-content: flex-end; }
    form.buy { display: flex; gap: 0.4rem; margin-top: 0.6rem; }
    form.offer { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; }
    .entry .photos { display: flex; flex-wrap: wrap; gap: 0.4rem; }
    form.photo input[type=file] { position: absolute; width: 1px; height: 1px; opacity: 0; }
    form.photo label.button { display: inline-block; cursor: pointer; }
    """

    /// The page's one script (the Content-Security-Policy allows no other):
    /// - a photo is sent as soon as it is chosen, with its resized copies;
    /// - search as the user types: the results part is asked for again after a pause;
    /// - changes (`form[data-offline]`) go through a queue kept on the phone (localStorage),
    ///   each with an `Idempotency-Key`: sent at once when the server answers, kept and sent
    ///   again when it can be reached (on load, when the phone is online again, every 30 s),
    ///   so that a line written in the underground is neither lost nor written twice;
    /// - the service worker (`/sw.js`) keeps the pages seen, to read them offline.
    static let script = """
    "use strict";
    (function () {
      // A photo is sent as soon as it is chosen, with the copies the pages show made here by a
      // canvas (a screen's 1600 px and a 320 px thumbnail, JPEG): the original stays whole in
      // the store, and no page sends 14 MB to show a photo. Without a canvas, the original alone.
      function resized(file, longest) {
        if (!window.createImageBitmap) return Promise.resolve(null);
        return createImageBitmap(file).then(function (bitmap) {
          var scale = Math.min(1, longest / Math.max(bitmap.width, bitmap.height));
          var canvas = document.createElement("canvas");
          canvas.width = Math.max(1, Math.round(bitmap.width * scale));
          canvas.height = Math.max(1, Math.round(bitmap.height * scale));
          canvas.getContext("2d").drawImage(bitmap, 0, 0, canvas.width, canvas.height);
          return new Promise(function (done) { canvas.toBlob(done, "image/jpeg", 0.85); });
        }).catch(function () { return null; });
      }
      document.querySelectorAll("input[data-submit-on-change]").forEach(function (input) {
        input.addEventListener("change", function () {
          if (!input.files.length) return;
          var form = input.form, files = Array.prototype.slice.call(input.files);
          Promise.all(files.map(function (file) { return Promise.all([resized(file, 1600), resized(file, 320)]); }))
            .then(function (copies) {
              var data = new FormData(form);
              copies.forEach(function (pair) {
                data.append("photo.screen", pair[0] || new Blob([]), "screen.jpg");
                data.append("photo.thumb", pair[1] || new Blob([]), "thumb.jpg");
              });
              return fetch(form.action, { method: "POST", body: data, credentials: "same-origin" });
            })
            .then(function (response) { location.assign(response.redirected ? response.url : location.href); },
                  function () { form.submit(); });
        });
      });
      // The original one tap away from its copy.
      document.querySelectorAll(".body img[src*='?size=']").forEach(function (image) {
        if (image.closest("a")) return;
        var link = document.createElement("a");
        link.href = image.getAttribute("src").split("?")[0];
        image.parentNode.insertBefore(link, image);
        link.appendChild(image);
      });

      var search = document.querySelector("input[data-live]");
      var results = document.getElementById("results");
      if (search && results) {
        var timer = null, asked = 0;
        search.addEventListener("input", function () {
          clearTimeout(timer);
          timer = setTimeout(function () {
            var query = search.value, ticket = ++asked;
            var kind = search.form.querySelector("input[name=kind]");
            var extra = kind ? "&kind=" + encodeURIComponent(kind.value) : "";
            fetch(search.dataset.live + "?q=" + encodeURIComponent(query) + extra, { credentials: "same-origin" })
              .then(function (response) { return response.ok ? response.text() : null; })
              .then(function (html) {
                if (html === null || ticket !== asked) return;
                results.innerHTML = html;
                history.replaceState(null, "", "/search?q=" + encodeURIComponent(query) + extra);
              })
              .catch(function () {});
          }, 120);
        });
      }

      var KEY = "kept.queue";
      function load() { try { return JSON.parse(localStorage.getItem(KEY) || "[]"); } catch (e) { return []; } }
      function store(queue) { localStorage.setItem(KEY, JSON.stringify(queue)); show(queue); }
      function newKey() {
        var bytes = new Uint8Array(16);
        crypto.getRandomValues(bytes);
        return Array.prototype.map.call(bytes, function (b) { return ("0" + b.toString(16)).slice(-2); }).join("");
      }
      function show(queue) {
        var banner = document.getElementById("queue");
        if (!banner) return;
        banner.hidden = queue.length === 0;
        banner.textContent = banner.dataset.waiting + " (" + queue.length + ")";
        showPending(queue, banner.dataset.pending || "");
      }
      // Each change still waiting, shown on the page at once as it will be, marked: the
      // quantity after eating, the grade given, the line written, the item added.
      function showPending(queue, label) {
        document.querySelectorAll("[data-pending-made]").forEach(function (node) { node.remove(); });
        document.querySelectorAll("[data-pending-was]").forEach(function (node) {
          node.textContent = node.dataset.pendingWas; delete node.dataset.pendingWas;
        });
        document.querySelectorAll(".pending").forEach(function (node) { node.classList.remove("pending"); });
        document.querySelectorAll("button[aria-pressed]").forEach(function (node) { node.removeAttribute("aria-pressed"); });
        function mark(parent, before) {
          var note = document.createElement("small");
          note.className = "waiting"; note.dataset.pendingMade = ""; note.textContent = label;
          parent.insertBefore(note, before || null);
          return note;
        }
        function made(tag, text) {
          var node = document.createElement(tag);
          node.dataset.pendingMade = ""; node.className = "pending";
          if (text !== undefined) node.textContent = text;
          return node;
        }
        function formFor(action, fields) {
          return Array.prototype.find.call(document.querySelectorAll("form[action='" + action + "']"), function (form) {
            return Object.keys(fields).every(function (name) {
              var input = form.querySelector("input[name='" + name + "']");
              return input && input.value === fields[name];
            });
          });
        }
        queue.forEach(function (change) {
          var fields = new URLSearchParams(change.body), form;
          if (change.action === "/fridge/consume" && (form = formFor(change.action, { path: fields.get("path") }))) {
            var row = form.closest("li"), amount = row && row.querySelector(".amount");
            if (!row) return;
            row.classList.add("pending");
            if (amount) {
              var was = amount.dataset.pendingWas || amount.textContent, parts = /^ *([0-9.]+) *(.*)$/.exec(was);
              var eaten = parseFloat(fields.get("quantity") || "1");
              amount.dataset.pendingWas = was;
              if (parts && !isNaN(eaten)) {
                var left = Math.max(0, parseFloat(parts[1]) - eaten);
                amount.textContent = String(Math.round(left * 100) / 100) + (parts[2] ? (/^[a-zA-Z]/.test(parts[2]) ? " " : "") + parts[2] : "");
              }
            }
            mark(row);
          } else if (change.action === "/diary/today" && (form = document.querySelector("form[action='/diary/today']"))) {
            var line = made("p", fields.get("text") || "");
            line.classList.add("written");
            form.parentNode.insertBefore(line, form);
            mark(line);
          } else if (change.action === "/cards/grade" && (form = formFor(change.action, { path: fields.get("path"), item: fields.get("item") }))) {
            var button = form.querySelector("button[value='" + fields.get("grade") + "']");
            if (button) button.setAttribute("aria-pressed", "true");
            form.classList.add("pending");
            mark(form);
          } else if (change.action === "/fridge/add" && document.querySelector("ul.fridge")) {
            var item = made("li");
            item.appendChild(document.createTextNode(fields.get("title") || ""));
            var quantity = [fields.get("quantity"), fields.get("unit")].filter(Boolean).join(" ");
            if (quantity) { var span = document.createElement("span"); span.className = "amount"; span.textContent = " " + quantity; item.appendChild(span); }
            document.querySelector("ul.fridge").prepend(item);
            mark(item);
          } else if (change.action === "/fridge/buy" && fields.get("title") && document.querySelector("ul.shopping")) {
            var wanted = made("li", fields.get("title"));
            document.querySelector("ul.shopping").appendChild(wanted);
            mark(wanted);
          } else if ((form = formFor(change.action, fields.get("path") ? { path: fields.get("path") } : {}))) {
            var around = form.closest("li") || form;
            around.classList.add("pending");
            mark(around);
          }
        });
      }
      var flushing = false;
      // Sends the queue in order; stops at the first change the server cannot be reached for.
      function flush() {
        if (flushing) return Promise.resolve(false);
        flushing = true;
        var sentAny = false;
        function next() {
          var queue = load();
          if (queue.length === 0) return Promise.resolve(sentAny);
          var change = queue[0];
          // Not followed: the redirect's page would take the change's notice; the page is
          // asked for again once the queue is sent.
          return fetch(change.action, {
            method: "POST", credentials: "same-origin", redirect: "manual",
            // When it was made: its commit is authored then (the server's ChangeMadeAt).
            headers: { "Content-Type": "application/x-www-form-urlencoded", "Idempotency-Key": change.key,
                       "Kept-Made-At": change.at + " " + (change.offset === undefined ? -new Date(change.at).getTimezoneOffset() : change.offset) },
            body: change.body
          }).then(function (response) {
            // 409: the same change is being applied; 429, 5xx: not now. Anything else is final.
            if (response.status === 409 || response.status === 429 || response.status >= 500) return sentAny;
            store(load().filter(function (c) { return c.key !== change.key; }));
            if (response.type !== "opaqueredirect" && response.status >= 400) {
              // Refused for good (the page is old, the device may not): show why.
              return response.text().then(function (html) { document.open(); document.write(html); document.close(); return false; });
            }
            sentAny = true;
            return next();
          }, function () { return sentAny; });
        }
        return next().then(function (sent) { flushing = false; return sent; }, function () { flushing = false; return false; });
      }
      document.querySelectorAll("form[data-offline]").forEach(function (form) {
        form.addEventListener("submit", function (event) {
          event.preventDefault();
          var body = new URLSearchParams(new FormData(form, event.submitter)).toString();
          var action = form.getAttribute("action"), queue = load();
          // A change that replaces one still waiting (a card's grade tapped twice): the
          // fields that name what it is about, data-offline-replaces="path,item".
          var same = (form.dataset.offlineReplaces || "").split(",").filter(Boolean);
          if (same.length) {
            var these = new URLSearchParams(body);
            queue = queue.filter(function (c) {
              if (c.action !== action) return true;
              var those = new URLSearchParams(c.body);
              return !same.every(function (field) { return those.get(field) === these.get(field); });
            });
          }
          queue.push({ action: action, body: body, key: newKey(), at: Date.now(), offset: -new Date().getTimezoneOffset() });
          store(queue);
          flush().then(function (sent) {
            if (sent) location.assign(location.pathname + location.search);
            else form.reset();
          });
        });
      });
      show(load());
      flush().then(function (sent) { if (sent) location.reload(); });
      window.addEventListener("online", function () { flush().then(function (sent) { if (sent) location.reload(); }); });
      setInterval(function () { if (load().length) flush().then(function (sent) { if (sent) location.reload(); }); }, 30000);

      // The browser's location, only when asked: a tap on the button beside a place field.
      document.querySelectorAll("button[data-locate]").forEach(function (button) {
        var input = button.form.querySelector("input[data-location]");
        button.addEventListener("click", function () {
          if (!navigator.geolocation || !input) return;
          navigator.geolocation.getCurrentPosition(function (position) {
            input.value = position.coords.latitude.toFixed(5) + ", " + position.coords.longitude.toFixed(5);
          }, function () {}, { enableHighAccuracy: false, timeout: 15000 });
        });
      });

      // Settings: notifications are asked for on a tap, never on load. The browser's
      // subscription (toJSON: endpoint and keys) goes to the hub with the form token.
      function pushProblem(kind) {
        var shown = document.getElementById("push-problem");
        if (!shown) return;
        shown.textContent = shown.getAttribute("data-" + kind) || "";
        shown.hidden = false;
      }
      function keyBytes(text) {
        var base64 = text.replace(/-/g, "+").replace(/_/g, "/");
        while (base64.length % 4) base64 += "=";
        var raw = atob(base64), bytes = new Uint8Array(raw.length);
        for (var i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
        return bytes;
      }
      function postJSON(path, token, body) {
        return fetch(path, { method: "POST", credentials: "same-origin",
          headers: { "Content-Type": "application/json", "X-Kept-Form": token }, body: body });
      }
      var pushOn = document.getElementById("push-on");
      if (pushOn) pushOn.addEventListener("click", function () {
        if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
          pushProblem("unsupported");
          return;
        }
        var token = pushOn.getAttribute("data-form");
        Notification.requestPermission().then(function (permission) {
          if (permission !== "granted") throw "denied";
          return Promise.all([navigator.serviceWorker.ready,
            fetch("/push/key", { credentials: "same-origin" }).then(function (r) { if (!r.ok) throw "failed"; return r.json(); })]);
        }).then(function (both) {
          var manager = both[0].pushManager;
          // One made with another key (this machine's was made again) cannot be reused.
          return manager.getSubscription().then(function (old) { return old && old.unsubscribe(); }).then(function () {
            return manager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(both[1].key) });
          });
        }).then(function (subscription) {
          return postJSON("/push/subscribe", token, JSON.stringify(subscription.toJSON()));
        }).then(function (response) {
          if (!response.ok) throw "failed";
          location.reload();
        }).catch(function (why) { pushProblem(why === "denied" ? "denied" : "failed"); });
      });
      var pushOff = document.getElementById("push-off");
      if (pushOff) pushOff.addEventListener("click", function () {
        var token = pushOff.getAttribute("data-form");
        var browser = "serviceWorker" in navigator && "PushManager" in window
          ? navigator.serviceWorker.ready.then(function (r) { return r.pushManager.getSubscription(); })
              .then(function (s) { return s && s.unsubscribe(); }).catch(function () {})
          : Promise.resolve();
        browser.then(function () { return postJSON("/push/unsubscribe", token, "{}"); })
          .then(function () { location.reload(); }, function () { pushProblem("failed"); });
      });

      if ("serviceWorker" in navigator) {
        navigator.serviceWorker.register("/sw.js").catch(function () {});
        // The page a phone shows offline for a page it never saw, in its language: asked for
        // once a session, the service worker keeps it.
        if (navigator.serviceWorker.controller && navigator.onLine && !sessionStorage.getItem("kept.offline")) {
          fetch("/offline", { credentials: "same-origin" }).then(function (r) { if (r.ok) sessionStorage.setItem("kept.offline", "1"); }).catch(function () {});
        }
      }
    })();
    """

    static let icon = AppIcons.svg

    static let manifest = """
    {"name": "kept", "short_name": "kept", "start_url": "/", "display": "standalone",
     "background_color": "#fbfaf7", "theme_color": "#2f6f4e",
     "icons": [{"src": "/static/icon.svg", "sizes": "any", "type": "image/svg+xml", "purpose": "any"},
               {"src": "/static/icon-192.png", "sizes": "192x192", "type": "image/png", "purpose": "any"},
               {"src": "/static/icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "any"},
               {"src": "/static/icon-maskable-512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable"}]}
    """
}
