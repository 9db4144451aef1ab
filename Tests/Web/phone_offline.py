#!/usr/bin/env python3
"""The phone without a network, in a real browser (issue 31).

Pairs and opens Today and Fridge while online (the service worker keeps them), then switches
Chromium's network off: DevTools' Network.emulateNetworkConditions (offline) for the page, and
the one road to kept cut for everything else (the phone reaches kept through `Road`, a relay on
another loopback port): the emulation covers the page's own requests only, and the service
worker's would still get through, which no phone in a tunnel can do. Then it adds 두부 on Fridge
and writes a line on Today. Both wait on the phone (localStorage, each with its Idempotency-Key)
and the store gets no commit. Back online, the page sends them; then the same two changes are
put back on the phone's queue, as if their answers had been lost, and sent again: the store
must have each exactly once. ServeOfflineTests checks the commits and the files.
Screenshots: OUT/serve-offline-*.png.

usage: phone_offline.py PAIRING_URL OUT --store PATH [--chromium PATH] [--chromedriver PATH]
"""
import json
import socket
import subprocess
import sys
import threading
import urllib.parse

from selenium.webdriver.common.by import By

from phone import check, pair, run

QUEUE = "return JSON.parse(localStorage.getItem('kept.queue') || '[]');"


class Road:
    """A TCP relay from a loopback port of its own to kept's: the network between the phone
    and kept, which `cut` takes away for every request Chromium makes (open connections too)
    and `mend` gives back."""

    def __init__(self, target_host, target_port):
        self.target = (target_host, target_port)
        self.open = True
        self.lock = threading.Lock()
        self.sockets = set()
        # On the server's own address: over TLS, the certificate names it.
        self.listener = socket.create_server((target_host, 0))
        self.port = self.listener.getsockname()[1]
        threading.Thread(target=self.accept, daemon=True).start()

    def accept(self):
        while True:
            try:
                phone, _ = self.listener.accept()
            except OSError:
                return
            with self.lock:
                if not self.open:
                    phone.close()  # no network: the connection goes nowhere
                    continue
                try:
                    server = socket.create_connection(self.target)
                except OSError:
                    phone.close()
                    continue
                self.sockets |= {phone, server}
            for a, b in [(phone, server), (server, phone)]:
                threading.Thread(target=self.pipe, args=(a, b), daemon=True).start()

    def pipe(self, source, sink):
        try:
            while chunk := source.recv(65536):
                sink.sendall(chunk)
        except OSError:
            pass
        for end in (source, sink):
            try:
                end.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def cut(self):
        with self.lock:
            self.open = False
            for end in self.sockets:
                try:
                    end.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
            self.sockets.clear()

    def mend(self):
        with self.lock:
            self.open = True


def commits(store):
    out = subprocess.run(["git", "-C", store, "rev-list", "--count", "HEAD"], capture_output=True, text=True, check=True)
    return int(out.stdout)


def network(phone, road, online):
    if online:
        road.mend()
    else:
        road.cut()
    phone.driver.execute_cdp_cmd("Network.enable", {})
    phone.driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
        "offline": not online, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    phone.until(lambda d: d.execute_script("return navigator.onLine") == online,
                f"navigator.onLine did not become {online}")


def queued(phone, count):
    """Waits until the phone's queue holds `count` changes and its banner says so."""
    phone.until(lambda d: len(d.execute_script(QUEUE)) == count,
                lambda: f"the phone's queue holds {phone.driver.execute_script(QUEUE)}, not {count} changes")
    banner = phone.driver.find_element(By.ID, "queue")
    if count:
        phone.until(lambda d: banner.is_displayed() and banner.text.endswith(f"({count})"),
                    lambda: f"the queue's banner reads {banner.text!r}, not ({count})")
        check(banner.text.startswith("이 휴대폰에 임시로 저장했습니다"), f"the banner reads {banner.text!r}")
    return phone.driver.execute_script(QUEUE)


def journey(open_phone, args, result):
    phone = open_phone()
    driver = phone.driver
    printed = urllib.parse.urlsplit(args.url)
    road = Road(printed.hostname, printed.port)
    pair(phone, printed._replace(netloc=f"{printed.hostname}:{road.port}").geturl(), "지수의 폰")
    # Over TLS the certificate must be one Chromium trusts, or it keeps no service worker.
    result["secureContext"] = driver.execute_script("return window.isSecureContext")
    result["scheme"] = printed.scheme
    # The service worker is installed and answers for the pages before the network goes.
    phone.until(lambda d: d.execute_script("return !!(navigator.serviceWorker && navigator.serviceWorker.controller)"),
                "no service worker took control of kept's pages")
    # The review, seen once online: offline it is the phone's copy.
    driver.get(phone.base + "/cards/review")
    check(driver.find_elements(By.CSS_SELECTOR, "form.grades"), "the review shows no card to grade")
    phone.nav("/fridge")
    # The page shown offline for one never seen: asked for once the service worker controls the page.
    phone.until(lambda d: d.execute_script("return sessionStorage.getItem('kept.offline')") == "1",
                "the page for pages never seen offline was not fetched")
    phone.until(lambda d: d.execute_async_script(
        "var done = arguments[arguments.length - 1]; caches.match('/offline').then(function (r) { done(!!r); });"),
        "the service worker did not keep the page for pages never seen")
    before = commits(args.store)

    network(phone, road, online=False)
    add = driver.find_element(By.CSS_SELECTOR, "form[action='/fridge/add']")
    title = add.find_element(By.NAME, "title")
    phone.tap(title)
    title.send_keys("두부")
    phone.tap(add.find_element(By.XPATH, ".//input[@name='expires'][@value='3']/.."))
    phone.tap(add.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    queued(phone, 1)
    check(title.get_attribute("value") == "", "the add form still holds 두부 after it was queued")
    # Shown on the page at once, marked as waiting.
    tofu = [li for li in driver.find_elements(By.CSS_SELECTOR, "ul.fridge li.pending") if "두부" in li.text]
    check(tofu and tofu[0].find_elements(By.CSS_SELECTOR, "small.waiting"), "the queued 두부 is not shown as waiting")
    result["pendingFridge"] = tofu[0].text
    phone.shot("offline-fridge")

    # A page never seen says it is not available offline, not another page under its address.
    driver.get(phone.base + "/kinds")
    phone.until(lambda d: "오프라인에서는 볼 수 없는 페이지" in phone.text("main"),
                lambda: f"a page never seen shows {phone.text('main')!r} offline")
    check(urllib.parse.urlsplit(driver.current_url).path == "/kinds", f"the unseen page went to {driver.current_url}")
    result["unseen"] = phone.text("h1")
    phone.shot("offline-unseen")

    phone.nav("/")
    line = "지하철에서 쓴 줄. 신호가 없다."
    box = driver.find_element(By.CSS_SELECTOR, "form[action='/diary/today'] textarea[name=text]")
    phone.tap(box)
    box.send_keys(line)
    phone.tap(driver.find_element(By.CSS_SELECTOR, "form[action='/diary/today'] button[type=submit]"))
    waiting = queued(phone, 2)
    written = driver.find_elements(By.CSS_SELECTOR, "p.pending.written")
    check(written and line in written[0].text and "전송 대기 중" in written[0].text,
          f"the line written offline is not shown as waiting: {[w.text for w in written]}")
    result["pendingLine"] = written[0].text
    check([c["action"] for c in waiting] == ["/fridge/add", "/diary/today"], f"the queue holds {waiting}")
    check(len({c["key"] for c in waiting}) == 2 and all(len(c["key"]) == 32 for c in waiting),
          f"the queued changes' keys are not two distinct 128-bit keys: {waiting}")
    phone.shot("offline-queued")

    # A card's grade tapped twice offline (the page stays as it was) is one grade, not two.
    phone.nav("/cards")
    driver.get(phone.base + "/cards/review")
    for _ in range(2):
        answer = driver.find_element(By.CSS_SELECTOR, "details.answer")
        if not answer.get_attribute("open"):
            phone.tap(answer.find_element(By.TAG_NAME, "summary"))
        phone.tap(driver.find_element(By.CSS_SELECTOR, "form.grades button[name=grade][value='3']"))
        graded = queued(phone, 3)
    check([c["action"] for c in graded].count("/cards/grade") == 1, f"two taps queued {graded}")
    pressed = driver.find_elements(By.CSS_SELECTOR, "form.grades button[aria-pressed=true]")
    check([b.get_attribute("value") for b in pressed] == ["3"], "the grade given is not shown as waiting")
    phone.shot("offline-graded")
    phone.nav("/")
    check(commits(args.store) == before, "a change made offline reached the store")

    # Back online: the page sends the queue by itself ('online') and shows Today again.
    network(phone, road, online=True)
    queued(phone, 0)
    phone.until(lambda d: line in phone.text("article.entry"),
                lambda: f"Today does not show the line written offline: {phone.text('main')!r}")
    phone.until(lambda d: not d.find_element(By.ID, "queue").is_displayed(), "the queue's banner stays after sending")
    check(commits(args.store) == before + 3, f"{commits(args.store) - before} commits arrived, not 3")
    # Authored when the phone made them, committed when they arrived.
    log = subprocess.run(["git", "-C", args.store, "log", "-3", "--format=%at %ct"], capture_output=True, text=True, check=True)
    times = sorted(tuple(map(int, row.split())) for row in log.stdout.strip().split("\n"))
    made = sorted(c["at"] // 1000 for c in graded)
    check([author for author, _ in times] == made, f"the commits are authored at {times}, the changes were made at {made}")
    check(all(author <= committed for author, committed in times), f"authored after committed: {times}")
    result["authorCommitter"] = times
    phone.shot("offline-sent")

    # The answers lost: the same changes go again, with their keys, and change nothing.
    driver.execute_script("localStorage.setItem('kept.queue', arguments[0]);", json.dumps(waiting))
    driver.refresh()
    queued(phone, 0)
    phone.drain_logs("replayed")
    check(commits(args.store) == before + 3, "sending a change again with its key committed it again")
    sent = [p for p in phone.posts if urllib.parse.urlsplit(p["url"]).path in ("/fridge/add", "/diary/today")]
    for change in waiting:
        times = [p for p in sent if p["key"] == change["key"]]
        check(len(times) >= 2, f"the change {change['action']} was sent {len(times)} times with its key, not twice")
    result["sent"] = [{"path": urllib.parse.urlsplit(p["url"]).path, "key": p["key"], "step": p["step"]} for p in sent]
    result["keys"] = [c["key"] for c in waiting]


if __name__ == "__main__":
    sys.exit(run("offline", journey, extra=lambda parser: parser.add_argument("--store", required=True)))
