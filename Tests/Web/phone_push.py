#!/usr/bin/env python3
"""Notifications on the phone, in a real browser (issue 47).

Pairs, opens More → Settings and taps 알림 켜기 with the notifications permission granted
(DevTools' Browser.grantPermissions, as a thumb on the browser's prompt would). Headless
Chromium reaches no real push service, so `PushManager.subscribe` is the one thing played: it
answers a subscription the loopback push service made (its own P-256 key and auth secret), and
the key it was asked with must be the hub's; everything else is the page's own code, and the
hub takes the subscription over its real route. Then, for a card and for the fridge:

  `kept remind --push` / `kept fridge expiring --push` → the push service (it decrypts with
  the reference http_ece and verifies the VAPID token) → that plaintext delivered to this
  phone's service worker (DevTools' ServiceWorker.deliverPushMessage) → the notification the
  worker shows, listed by `registration.getNotifications()` with its url and put on the screen
  by a real notification daemon (notification_desk.py: dunst on Xvfb) → the bubble tapped →
  Chromium's trusted `notificationclick` → the card's page in the app's open window (the card
  first, then revealed and graded), or the fridge in a window it opens when none is open.

ServeInBrowserPushTests checks what was sent and the commits. Screenshots: OUT/serve-push-*.png.

usage: phone_push.py PAIRING_URL OUT --push-service ORIGIN --kept PATH [--chromium PATH] [--chromedriver PATH]
"""
import json
import os
import subprocess
import sys
import urllib.parse
import urllib.request

from selenium.webdriver.common.by import By

from devtools import DevTools
from notification_desk import NotificationDesk
from phone import check, gone, pair, run

# PushManager.subscribe answers the service's subscription; the key the page asked with, kept.
PLAY_SUBSCRIBE = """
const subscription = arguments[0];
PushManager.prototype.getSubscription = function () { return Promise.resolve(null); };
PushManager.prototype.subscribe = function (options) {
  const key = new Uint8Array(options.applicationServerKey);
  sessionStorage.setItem('kept.asked', JSON.stringify({userVisibleOnly: options.userVisibleOnly,
    key: btoa(String.fromCharCode.apply(null, key)).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '')}));
  return Promise.resolve({toJSON: function () { return subscription; }, unsubscribe: function () { return Promise.resolve(true); }});
};
"""

# What reaches the worker, for a failure to say: a click, or only a close (the tap was lost).
WATCH = """self.keptSeen = [];
["notificationclick", "notificationclose"].forEach(function (type) {
  self.addEventListener(type, function (event) { self.keptSeen.push({type: type, trusted: event.isTrusted}); });
});"""

# In the service worker, which needs no page of the app open.
NOTIFICATIONS = """self.registration.getNotifications().then(function (list) {
  return list.map(function (n) { return {title: n.title, body: n.body, tag: n.tag, icon: n.icon, data: n.data}; });
})"""


def service(origin, method, path, body=None):
    request = urllib.request.Request(origin + path, method=method, data=body)
    with urllib.request.urlopen(request, timeout=20) as answer:
        return json.load(answer)


def kept(args, command):
    """Runs `kept COMMAND` as the user would on the hub; its exit status and output."""
    done = subprocess.run([args.kept] + command, capture_output=True, text=True, timeout=120)
    return done.returncode, done.stdout + done.stderr


def notifications(tools):
    """What the phone's service worker lists as shown (`registration.getNotifications()`)."""
    return tools.evaluate(tools.worker, NOTIFICATIONS)


def deliver_and_tap(phone, desk, tools, args, text, shot=None):
    """Delivers `text` to the phone's worker as a push message, waits for the notification it
    shows (listed by the worker with the message's title and body), photographs the bubble as
    OUT/serve-push-SHOT-notification.png and taps it: the worker must see a trusted click."""
    message = json.loads(text)
    tools.send("ServiceWorker.deliverPushMessage",
               {"origin": phone.base, "registrationId": args.registration, "data": text}, session=tools.page)
    # Asked before the worker's showNotification is done, Chromium forgets the notification.
    desk.wait_shown()
    shown = phone.until(lambda d: [n for n in notifications(tools) if (n["title"], n["body"]) == (message["title"], message["body"])],
                        lambda: f"no notification {message} listed: {notifications(tools)}")[0]
    if shot:
        desk.shot(f"{phone.out}/serve-push-{shot}-notification.png")
    desk.tap()
    # The worker's click handler closes the notification: the bubble goes.
    phone.until(lambda d: desk.shown() == 0, "the tapped bubble stayed: the click reached no service worker")
    seen = tools.evaluate(tools.worker, "self.keptSeen")
    check(seen and seen[-1] == {"type": "notificationclick", "trusted": True}, f"the worker saw {seen}, not a trusted click")
    return shown


def push_and_tap(phone, desk, tools, args, result, name, command):
    """Sends one notification with `kept COMMAND`, delivers what the push service decrypted to
    the worker, checks what the phone shows, photographs the bubble and taps it."""
    status, said = kept(args, command)
    check(status == 0, f"kept {' '.join(command)} exited {status}: {said}")
    received = service(args.push_service, "GET", f"/_received/{args.subscription_id}")
    new = received[args.pushes:]
    args.pushes = len(received)
    check(len(new) == 1, f"the push service received {len(new)} pushes after kept {' '.join(command)}: {new}")
    push = new[0]
    check(push["vapid_ok"], f"the VAPID token was refused: {push['vapid_problem']}")
    check(push["encoding"] == "aes128gcm" and push["ttl"] and push["urgency"] == "normal", f"headers: {push}")
    payload = json.loads(push["payload"])
    result[name] = {"said": said.strip(), "payload": payload, "claims": push["claims"], "pushes": len(received)}

    shown = deliver_and_tap(phone, desk, tools, args, push["payload"], name)
    bubble = desk.history()[0]
    check(shown["data"]["url"] == payload["url"], f"the notification opens {shown['data']}, not {payload['url']}")
    check(bubble["summary"] == payload["title"] and bubble["body"].endswith(payload["body"]), f"the bubble said {bubble}")
    result[name].update(shown=shown, bubble=bubble)
    return payload


def opened(phone, tools, result, name, path, old):
    """Waits for the tapped notification's page at `path`; its address from this origin."""
    driver = phone.driver
    phone.until(lambda d: (old is None or gone(old)) and urllib.parse.urlsplit(d.current_url).path == path
                and d.execute_script("return document.readyState") == "complete",
                lambda: f"the tap left the phone at {driver.current_url} ({len(driver.window_handles)} windows; "
                        f"listed: {notifications(tools)}) the worker saw {tools.evaluate(tools.worker, 'self.keptSeen')}")
    result[name]["opened"] = driver.current_url[len(phone.base):]
    left = [n for n in notifications(tools) if (n.get("data") or {}).get("url") == result[name]["payload"]["url"]]
    check(not left, f"the tapped notification is still listed: {left}")
    return result[name]["opened"]


def journey(open_phone, args, result):
    desk = NotificationDesk()
    # Chromium (through chromedriver) hands its notifications to the desk's daemon.
    os.environ["DBUS_SESSION_BUS_ADDRESS"] = desk.env["DBUS_SESSION_BUS_ADDRESS"]
    phone = open_phone()
    driver = phone.driver
    tools = DevTools(driver)
    try:
        pair(phone, args.url, "지수의 폰")
        tools.send("Browser.grantPermissions", {"origin": phone.base, "permissions": ["notifications"]})
        tools.page = tools.attach("page", phone.base)
        tools.send("ServiceWorker.enable", session=tools.page)
        scope = phone.base + "/"
        registration = tools.event("ServiceWorker.workerRegistrationUpdated",
                                   lambda p: any(r["scopeURL"] == scope and not r["isDeleted"] for r in p["registrations"]))
        args.registration = next(r["registrationId"] for r in registration["registrations"] if r["scopeURL"] == scope)
        tools.worker = tools.attach("service_worker", phone.base + "/sw.js")
        tools.evaluate(tools.worker, WATCH)

        # More → Settings, then 알림 켜기.
        phone.nav("/kinds")
        phone.tap_and_load(driver.find_element(By.CSS_SELECTOR, "main a[href='/settings']"))
        check(phone.text("#push-state") == "이 휴대폰은 알림을 받지 않습니다.", f"the settings page says {phone.text('#push-state')!r}")
        phone.shot("push-settings")
        subscription = service(args.push_service, "POST", "/_subscribe", b"")
        args.subscription_id, args.pushes = subscription["endpoint"].rsplit("/", 1)[1], 0
        driver.execute_script(PLAY_SUBSCRIBE, subscription)
        key = driver.execute_async_script("""const done = arguments[0];
            fetch('/push/key', {credentials: 'same-origin'}).then(r => r.json()).then(k => done(k.key));""")
        old = driver.find_element(By.TAG_NAME, "html")
        phone.tap(driver.find_element(By.ID, "push-on"))
        phone.until(lambda d: gone(old) and d.execute_script("return document.readyState") == "complete",
                    lambda: f"tapping 알림 켜기 did not reload the page: {phone.text('#push-problem')!r}")
        check(driver.execute_script("return Notification.permission") == "granted", "the permission is not granted")
        check(phone.text("#push-state") == "이 휴대폰은 알림을 받고 있습니다.", f"after subscribing the page says {phone.text('#push-state')!r}")
        devices = [li.text for li in driver.find_elements(By.CSS_SELECTOR, "main ul.list li")]
        check(len(devices) == 1 and devices[0].startswith("지수의 폰") and "이 휴대폰" in devices[0], f"the devices listed: {devices}")
        phone.shot("push-subscribed")
        asked = driver.execute_script("return JSON.parse(sessionStorage.getItem('kept.asked'))")
        check(asked == {"userVisibleOnly": True, "key": key}, f"subscribe was asked with {asked}, the hub's key is {key}")
        result["subscribed"] = {"key": key, "asked": asked, "devices": devices}
        check(phone.driver.execute_script("return !!navigator.serviceWorker.controller"), "the service worker controls no page")

        # A card while the app is open on Today: the tap brings that window to the card.
        phone.nav("/")
        old = driver.find_element(By.TAG_NAME, "html")
        card = push_and_tap(phone, desk, tools, args, result, "card", ["remind", "--push", "--category", "영어"])
        address = opened(phone, tools, result, "card", "/cards/review", old)
        check(urllib.parse.parse_qs(urllib.parse.urlsplit(address).query).get("card") == [args.card],
              f"the card's notification opened {address}, not the card {args.card}")
        title = phone.text("article.card h2")
        check(title == card["title"], f"the card's page shows {title!r} first, not {card['title']!r}")
        phone.shot("push-card-opened")
        answer = driver.find_element(By.CSS_SELECTOR, "details.answer")
        phone.tap(answer.find_element(By.TAG_NAME, "summary"))
        good = driver.find_element(By.CSS_SELECTOR, "form.grades button[name=grade][value='3']")
        phone.until(lambda d: good.is_displayed(), "tapping the answer did not show the grades")
        phone.shot("push-card-revealed")
        phone.tap_and_load(good)

        # The fridge while no window of the app is open: the tap opens one.
        driver.get("about:blank")
        before = set(driver.window_handles)
        push_and_tap(phone, desk, tools, args, result, "fridge", ["fridge", "expiring", "--push"])
        phone.until(lambda d: set(d.window_handles) - before, "tapping the fridge's notification opened no window")
        driver.switch_to.window((set(driver.window_handles) - before).pop())
        opened(phone, tools, result, "fridge", "/fridge", None)
        phone.shot("push-fridge-opened")

        # A message whose url leads off this hub (the hub never sends one; the worker does not
        # take it from anyone): the tap opens Today, never another site.
        result["elsewhere"] = []
        for url in ["/\\evil.example/x", "//evil.example/x", "https://evil.example/x", "javascript:alert(1)"]:
            old = driver.find_element(By.TAG_NAME, "html")
            listed = deliver_and_tap(phone, desk, tools, args, json.dumps({"title": "엉뚱한 곳", "body": url, "url": url}))
            phone.until(lambda d: gone(old) and d.execute_script("return document.readyState") == "complete",
                        lambda: f"tapping the notification for {url} left the phone at {driver.current_url}")
            result["elsewhere"].append({"url": url, "listed": listed["data"]["url"], "opened": driver.current_url})
            check(driver.current_url == phone.base + "/", f"the notification for {url} opened {driver.current_url}")
    finally:
        tools.close()
        desk.close()


def extra(parser):
    parser.add_argument("--push-service", required=True)
    parser.add_argument("--kept", required=True)
    parser.add_argument("--card", required=True, help="the card's path the card notification must open")


if __name__ == "__main__":
    sys.exit(run("push", journey, extra))
