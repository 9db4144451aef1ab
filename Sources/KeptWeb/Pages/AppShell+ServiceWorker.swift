/// The app's service worker, a program of its own that runs beside the pages: it keeps the
/// shell and the pages seen for offline use, and shows and opens the hub's notifications.
extension AppShell {
    /// Keeps the shell and the pages seen: a page is asked of the server first and shown from
    /// the phone's copy when the server cannot be reached. Changes are never cached.
    static let serviceWorker = """
    "use strict";
    var CACHE = "kept-v1";
    var SHELL = ["/static/app.css", "/static/app.js", "/static/icon.svg", "/static/icon-192.png", "/manifest.webmanifest"];
    self.addEventListener("install", function (event) {
      event.waitUntil(caches.open(CACHE).then(function (cache) { return cache.addAll(SHELL); }).then(function () { return self.skipWaiting(); }));
    });
    self.addEventListener("activate", function (event) {
      event.waitUntil(caches.keys().then(function (keys) {
        return Promise.all(keys.filter(function (k) { return k !== CACHE; }).map(function (k) { return caches.delete(k); }));
      }).then(function () { return self.clients.claim(); }));
    });
    // A notification from the hub: JSON with title, body and url (a path on this hub); a tap
    // opens that path in a window of the app already open, else in a new one. Anything that
    // parses to another origin ("//host", "/\\host", "https://…") opens Today instead.
    function pathHere(url) {
      try {
        var parsed = new URL(typeof url === "string" ? url : "/", self.location.origin);
        return parsed.origin === self.location.origin ? parsed.pathname + parsed.search : "/";
      } catch (e) { return "/"; }
    }
    self.addEventListener("push", function (event) {
      var data = {};
      try { data = event.data ? event.data.json() : {}; } catch (e) { data = { body: event.data ? event.data.text() : "" }; }
      var url = pathHere(data.url);
      event.waitUntil(self.registration.showNotification(typeof data.title === "string" && data.title ? data.title : "kept", {
        body: typeof data.body === "string" ? data.body : "", icon: "/static/icon-192.png", badge: "/static/icon-192.png",
        tag: url, data: { url: url }
      }));
    });
    self.addEventListener("notificationclick", function (event) {
      event.notification.close();
      var url = new URL(pathHere(event.notification.data && event.notification.data.url), self.location.origin).href;
      event.waitUntil(self.clients.matchAll({ type: "window", includeUncontrolled: true }).then(function (windows) {
        var open = windows.filter(function (w) { return new URL(w.url).origin === self.location.origin && "navigate" in w; })[0];
        if (!open) return self.clients.openWindow(url);
        return open.navigate(url).then(function (client) {
          var shown = client || open;
          return shown.focus().catch(function () { return shown; });
        }).catch(function () { return self.clients.openWindow(url); });
      }));
    });
    self.addEventListener("fetch", function (event) {
      var request = event.request;
      if (request.method !== "GET" || new URL(request.url).origin !== location.origin) return;
      event.respondWith(fetch(request).then(function (response) {
        // Not paired (revoked): nothing of the store stays on the phone.
        if (response.status === 401) caches.delete(CACHE);
        if (response.ok && response.type === "basic") {
          var copy = response.clone();
          caches.open(CACHE).then(function (cache) { cache.put(request, copy); });
        }
        return response;
      }, function () {
        // A page never seen says so (never another page under its address).
        return caches.match(request).then(function (cached) {
          if (cached || request.mode !== "navigate") return cached || Response.error();
          return caches.match("/offline").then(function (page) {
            return page || new Response("offline", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
          });
        });
      }));
    });
    """
}
