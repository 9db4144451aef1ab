#!/usr/bin/env python3
"""kept serve on a phone, in a real browser (issue 31).

Drives Debian's headless Chromium through chromedriver (Selenium) as a Korean phone (390x844,
touch, Accept-Language ko-KR) against a running `kept serve`: pairs with the printed address,
writes a diary line on Today, consumes 김치 and adds 우유 (+1주) on Fridge, searches ㄱㅊ key by key
without Enter, opens an entry, opens the diary whose planted `<img onerror>` title must stay
inert, and submits forged forms to kept from pages of other origins. Screenshots: OUT/serve-*.png.

ServeInBrowserTests runs it and checks the store; this checks what only a browser shows, prints
a JSON summary, and exits 1 on a failed check (the reason on stderr, OUT/serve-failure-session.png).

usage: phone_session.py PAIRING_URL OUT [--chromium PATH] [--chromedriver PATH]  (phone.py beside it)
"""
import html
import http.server
import sys
import threading
import time
import urllib.parse

from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By

from phone import Failure, check, pair, run


def attacker_server(page_for):
    """A second site on another loopback port: answers every GET with page_for(path)."""
    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            body = page_for(self.path).encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def session(open_phone, args, result):
    phone = open_phone()
    driver = phone.driver

    # 1. Pairing: the printed address opens the form with the code in it.
    pair(phone, args.url, "지수의 폰", shot="pair")
    phone.shot("today")

    # 2. Today: a diary line in the box.
    line = "퇴근길에 김치찌개 생각이 났다. 폰으로 쓴 첫 줄."
    box = driver.find_element(By.CSS_SELECTOR, "form[action='/diary/today'] textarea[name=text]")
    phone.tap(box)
    box.send_keys(line)
    phone.tap_and_load(driver.find_element(By.CSS_SELECTOR, "form[action='/diary/today'] button[type=submit]"))
    notice = phone.text(".notice")
    # The page says what was done in a Korean sentence; the commit line is kept log's, not the page's.
    check(notice.startswith("저장했습니다") and "diary: " not in notice, f"writing on Today showed {notice!r}, not a sentence")
    check(line in phone.text("article.entry"), "today's entry does not show the line just written")
    result["todayNotice"] = notice
    phone.shot("today-written")

    # 3. Fridge: consume one 김치 with its button.
    phone.nav("/fridge")
    phone.shot("fridge")
    row = next((li for li in driver.find_elements(By.CSS_SELECTOR, "ul.fridge li")
                if li.find_element(By.CSS_SELECTOR, ".title").text == "김치"), None)
    check(row is not None, "the fridge page does not list 김치")
    kimchi_path = row.find_element(By.NAME, "path").get_attribute("value")
    form_token = row.find_element(By.NAME, "form").get_attribute("value")
    phone.tap_and_load(row.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    notice = phone.text(".notice")
    check("김치를 먹었습니다: 1 남음" in notice and "fridge: " not in notice, f"consuming showed {notice!r}")
    phone.shot("fridge-consumed")

    # 4. Add 우유 with the +1주 chip.
    add = driver.find_element(By.CSS_SELECTOR, "form[action='/fridge/add']")
    title = add.find_element(By.NAME, "title")
    phone.tap(title)
    title.send_keys("우유")
    chip = add.find_element(By.CSS_SELECTOR, "input[name=expires][value='7']")
    chip_label = chip.find_element(By.XPATH, "..")
    check("+1주" in chip_label.text, f"the one-week chip reads {chip_label.text!r}, not +1주")
    phone.tap(chip_label)
    check(chip.is_selected(), "tapping the +1주 chip did not select it")
    phone.shot("fridge-add")
    phone.tap_and_load(add.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    notice = phone.text(".notice")
    check(notice.startswith("저장했습니다") and "fridge: " not in notice, f"adding showed {notice!r}")
    milk = next((li for li in driver.find_elements(By.CSS_SELECTOR, "ul.fridge li")
                 if li.find_element(By.CSS_SELECTOR, ".title").text == "우유"), None)
    check(milk is not None, "우유 is not on the fridge page after adding it")
    result["milkDday"] = milk.find_element(By.CSS_SELECTOR, ".dday").text
    phone.shot("fridge-added")

    # 5. Search as you type: ㄱ, then ㅊ, no Enter; the page asks /search/results itself.
    phone.nav("/search")
    driver.execute_script("window.keptStayed = 'yes'")
    query = driver.find_element(By.CSS_SELECTOR, "input[type=search]")
    phone.tap(query)
    for key in "ㄱㅊ":
        query.send_keys(key)
        time.sleep(0.05)
    try:
        phone.wait.until(lambda d: any(a.text.endswith("김치") for a in d.find_elements(By.CSS_SELECTOR, "#results a")))
    except TimeoutException:
        raise Failure(f"typing ㄱㅊ showed no 김치 in the results: {phone.text('#results')!r}")
    check(driver.execute_script("return window.keptStayed") == "yes", "typing reloaded the page (a submit, not a fetch)")
    phone.drain_logs("search")
    asked = [url for method, url in phone.requests if url and urllib.parse.urlsplit(url).path == "/search/results"]
    check(any(urllib.parse.parse_qs(urllib.parse.urlsplit(u).query).get("q") == ["ㄱㅊ"] for u in asked),
          f"the page never asked /search/results?q=ㄱㅊ (asked: {asked})")
    result["searchRequests"] = [urllib.parse.unquote(u.split("?", 1)[-1]) for u in asked]
    result["searchURL"] = urllib.parse.unquote(driver.current_url)
    phone.shot("search")

    # 6. An entry page, from the result.
    hit = next(a for a in driver.find_elements(By.CSS_SELECTOR, "#results a") if a.text.endswith("김치"))
    phone.tap_and_load(hit)
    check(urllib.parse.unquote(urllib.parse.urlsplit(driver.current_url).path).startswith("/e/fridge/"),
          f"the 김치 result opened {driver.current_url}")
    check(phone.text("article.entry h1") == "김치", "the entry page's title is not 김치")
    phone.shot("entry")

    # 7. The diary with a planted <img onerror> title: shown as text, never run.
    phone.nav("/diary")
    hostile = '<img src=x onerror="window.pwned=1">'
    titles = [a.text for a in driver.find_elements(By.CSS_SELECTOR, "ul.list li a")]
    check(any(hostile in t for t in titles), f"the diary does not show the planted title as text: {titles}")
    result["diaryOrder"] = [a.find_element(By.CSS_SELECTOR, ".when").text
                            for a in driver.find_elements(By.CSS_SELECTOR, "ul.list li a")]
    check(not driver.find_elements(By.CSS_SELECTOR, "main img"), "the diary page holds an <img> element")
    time.sleep(0.3)
    check(driver.execute_script("return typeof window.pwned") == "undefined", "window.pwned was set on the diary page")
    phone.shot("diary")
    link = next(a for a in driver.find_elements(By.CSS_SELECTOR, "ul.list li a") if hostile in a.text)
    phone.tap_and_load(link)
    check(phone.text("article.entry h1") == hostile, f"the entry's title reads {phone.text('article.entry h1')!r}")
    time.sleep(0.3)
    check(driver.execute_script("return typeof window.pwned") == "undefined", "window.pwned was set on the entry page")
    phone.shot("diary-hostile-entry")
    result["pwned"] = driver.execute_script("return typeof window.pwned")

    # 8. Forged forms from other sites, in this same paired browser.
    result["crossOrigin"] = forged_forms(phone, kimchi_path, form_token)

    # 9. The fridge as a phone in dark mode shows it (forged_forms left the browser on it).
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    phone.shot("fridge-dark")
    # 10. kept's pages ran under their CSP without a violation: none logged so far.
    phone.drain_logs("end")
    # Chromium logs a violation as "security …", not under the page's address: every step so far
    # was on kept's pages but the two forged-form ones, whose pages set no policy.
    violations = [c for c in phone.console if "Content Security Policy" in c["message"]]
    check(not violations, f"kept's own pages logged CSP violations: {violations}")
    # The detector works: an inline script put into kept's page is refused and logged.
    driver.get(phone.base + "/fridge")
    driver.execute_script("var s = document.createElement('script'); s.textContent = 'window.inlineRan = 1';"
                          "document.body.appendChild(s);")
    time.sleep(0.3)
    check(driver.execute_script("return typeof window.inlineRan") == "undefined", "an inline script ran on kept's page")
    phone.drain_logs("control")
    control = [c for c in phone.console if c["step"] == "control" and "Content Security Policy" in c["message"]]
    check(control, "an inline script on kept's page logged no CSP violation: the console check sees nothing")
    result["cspControl"] = control[0]["message"][:200]


def forged_forms(phone, kimchi_path, form_token):
    """Another site's page whose form posts to kept's /fridge/consume, tapped in the paired
    browser. Same site (127.0.0.1, another port: the SameSite cookie is sent) carrying even the
    real form token: only the Origin check stands, 403. Cross-site (localhost): the Strict cookie
    stays home, 401. Either way 김치 stays as it was."""
    driver = phone.driver
    target = phone.base + "/fridge/consume"

    def page_for(path):
        return ("<!doctype html><meta charset=utf-8><meta name=viewport content='width=device-width'>"
                "<title>경품 당첨!</title><h1>경품 당첨!</h1>"
                f"<form method=post action='{html.escape(target)}'>"
                f"<input type=hidden name=form value='{html.escape(form_token)}'>"
                f"<input type=hidden name=path value='{html.escape(kimchi_path)}'>"
                "<input type=hidden name=quantity value=1>"
                "<button id=go style='font-size:24px;padding:16px'>받기</button></form>")

    server = attacker_server(page_for)
    port = server.server_address[1]
    outcomes = {}
    try:
        for name, origin in [("same-site", f"http://127.0.0.1:{port}"), ("cross-site", f"http://localhost:{port}")]:
            driver.get(origin + "/prize.html")
            phone.drain_logs(name)
            before = len(phone.responses)
            phone.tap_and_load(driver.find_element(By.ID, "go"))
            phone.drain_logs(name)
            answers = [r for r in phone.responses[before:] if r["url"] == target]
            check(answers, f"no answer from {target} was seen for the {name} form")
            status = answers[-1]["status"]
            outcomes[name] = {"origin": origin, "status": status, "page": phone.text("main")[:200]}
            phone.shot(name.replace("-site", "-site-post"))
        check(outcomes["same-site"]["status"] == 403,
              f"a form from {outcomes['same-site']['origin']} with the real token got {outcomes['same-site']['status']}, not 403")
        check(outcomes["cross-site"]["status"] in (401, 403),
              f"a form from {outcomes['cross-site']['origin']} got {outcomes['cross-site']['status']}")
    finally:
        server.shutdown()
    driver.get(phone.base + "/fridge")
    row = next(li for li in driver.find_elements(By.CSS_SELECTOR, "ul.fridge li")
               if li.find_element(By.CSS_SELECTOR, ".title").text == "김치")
    outcomes["kimchiAfter"] = row.find_element(By.CSS_SELECTOR, ".amount").text
    check(outcomes["kimchiAfter"] == "1", f"김치 reads {outcomes['kimchiAfter']!r} after the forged forms, not 1")
    return outcomes


if __name__ == "__main__":
    sys.exit(run("session", session))
