"""A phone in a real browser against `kept serve` (issue 31): what every journey shares.

Debian's headless Chromium driven through chromedriver (Selenium) as a Korean phone (390x844,
touch, Accept-Language ko-KR): `Phone` acts as a thumb and records what the browser saw,
`pair` pairs it with a printed address, `run` is a journey script's main. Each journey
(`phone_*.py`) prints a JSON summary for its Swift test, takes screenshots OUT/serve-*.png and
exits 1 on a failed check (the reason on stderr, OUT/serve-failure-<journey>.png).
"""
import argparse
import json
import os
import shutil
import sys
import tempfile
import traceback
import urllib.parse

from selenium import webdriver
from selenium.common.exceptions import (JavascriptException, NoAlertPresentException, NoSuchElementException,
                                        StaleElementReferenceException, TimeoutException)
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

PHONE = {"width": 390, "height": 844, "pixelRatio": 2, "touch": True}
PHONE_AGENT = ("Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) "
               "Chrome/156.0.0.0 Mobile Safari/537.36")

# Visible controls a thumb must hit smaller than 44 CSS pixels either way (WCAG 2.5.5): reported.
SMALL_TARGETS = """
const out = [];
for (const el of document.querySelectorAll('a, button, input:not([type=hidden]), textarea, summary, .chips label')) {
  const r = el.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) continue;
  if (el.matches('.chips input')) continue;  /* the chip's label is the target */
  if (r.height < 44 || r.width < 44) out.push({tag: el.tagName.toLowerCase(), text: (el.innerText || el.value || el.name || '').trim().slice(0, 30), width: Math.round(r.width), height: Math.round(r.height)});
}
return out;
"""

OVERFLOW = "return {scroll: document.documentElement.scrollWidth, viewport: window.innerWidth};"

class Failure(Exception):
    """A check failed: what the phone saw differs from what kept promises."""


def check(condition, message):
    if not condition:
        raise Failure(message)


class Phone:
    def __init__(self, args, out):
        self.out = out
        self.base = None
        self.console = []      # every browser console entry, with the page it came from
        self.responses = []    # (method, url, status) of every document and fetch answer
        self.requests = []     # (method, url) of every request sent
        self.posts = []        # every POST sent: its address and Idempotency-Key
        self.pages = {}        # step -> {small targets, overflow}
        self.profile = tempfile.mkdtemp(prefix="kept-phone-")
        options = webdriver.ChromeOptions()
        options.binary_location = args.chromium
        for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--lang=ko-KR", "--no-first-run", "--no-default-browser-check",
                     f"--user-data-dir={self.profile}"]:
            options.add_argument(flag)
        options.add_experimental_option("mobileEmulation", {"deviceMetrics": PHONE, "userAgent": PHONE_AGENT})
        options.add_experimental_option("prefs", {"intl.accept_languages": "ko-KR,ko"})
        options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
        # Selenium Manager would look for a driver on the network: name Debian's instead.
        self.driver = webdriver.Chrome(service=Service(executable_path=args.chromedriver), options=options)
        self.driver.set_page_load_timeout(30)
        self.wait = WebDriverWait(self.driver, 20)  # generous: CI runs the other suites beside it

    def close(self):
        self.driver.quit()
        shutil.rmtree(self.profile, ignore_errors=True)

    # What the browser saw -------------------------------------------------------------------

    def drain_logs(self, step):
        for entry in self.driver.get_log("browser"):
            self.console.append({"step": step, "level": entry.get("level"), "message": entry.get("message", "")})
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            params = message.get("params", {})
            if message.get("method") == "Network.requestWillBeSent":
                request = params.get("request", {})
                self.requests.append((request.get("method"), request.get("url")))
                if request.get("method") == "POST":
                    headers = {k.lower(): v for k, v in request.get("headers", {}).items()}
                    self.posts.append({"url": request.get("url"), "key": headers.get("idempotency-key"), "step": step})
                redirect = params.get("redirectResponse")
                if redirect:  # a 303 after a POST is only seen here
                    self.responses.append({"url": redirect.get("url"), "status": redirect.get("status"),
                                           "type": params.get("type"), "step": step})
            elif message.get("method") == "Network.responseReceived":
                response = params.get("response", {})
                self.responses.append({"url": response.get("url"), "status": response.get("status"),
                                       "type": params.get("type"), "step": step})

    def shot(self, step):
        self.no_alert(step)
        self.drain_logs(step)
        leaks = [el.text for el in self.driver.find_elements(By.CSS_SELECTOR, ".notice, .problem, main p, main dd")
                 if el.text.strip() in ("nil", "null", "undefined") or "Optional(" in el.text]
        check(not leaks, f"the {step} page shows {leaks}")  # "nil" boxes came from Optional.none
        self.driver.save_screenshot(os.path.join(self.out, f"serve-{step}.png"))
        overflow = self.driver.execute_script(OVERFLOW)
        check(overflow["scroll"] <= overflow["viewport"], f"the {step} page scrolls sideways: {overflow}")
        self.pages[step] = {"url": self.driver.current_url, "title": self.driver.title, "smallTargets": self.driver.execute_script(SMALL_TARGETS)}

    def no_alert(self, step):
        try:
            alert = self.driver.switch_to.alert
        except NoAlertPresentException:
            return
        raise Failure(f"an alert appeared at {step}: {alert.text!r}")

    def status_of(self, path):
        """The status of the newest answer to an address with this path."""
        self.drain_logs("status")
        for response in reversed(self.responses):
            if urllib.parse.urlsplit(response["url"]).path == path:
                return response["status"]
        return None

    # Acting as a thumb would ----------------------------------------------------------------

    def tap(self, element):
        """A touch: pointer down and up on the element's centre (mobile emulation has touch on)."""
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        actions = ActionBuilder(self.driver, mouse=PointerInput(interaction.POINTER_TOUCH, "finger"))
        actions.pointer_action.move_to(element).pointer_down().pause(0.05).pointer_up()
        actions.perform()

    def tap_and_load(self, element):
        old = self.driver.find_element(By.TAG_NAME, "html")
        self.tap(element)
        self.wait.until(lambda d: gone(old))
        self.wait.until(lambda d: d.execute_script("return document.readyState") == "complete")

    def until(self, condition, message, seconds=20):
        """Waits for `condition(driver)` to hold (never a fixed sleep); fails with `message`."""
        try:
            # Mid-navigation an element goes stale or the page's script context goes away.
            return WebDriverWait(self.driver, seconds, ignored_exceptions=(
                NoSuchElementException, StaleElementReferenceException, JavascriptException)).until(condition)
        except TimeoutException:
            raise Failure(message() if callable(message) else message)

    def row(self, selector, title):
        """The list item under `selector` whose `.title` reads `title`, or None."""
        for li in self.driver.find_elements(By.CSS_SELECTOR, selector):
            found = li.find_elements(By.CSS_SELECTOR, ".title")
            if found and found[0].text == title:
                return li
        return None

    def text(self, selector):
        found = self.driver.find_elements(By.CSS_SELECTOR, selector)
        return found[0].text if found else ""

    def nav(self, href):
        link = self.driver.find_element(By.CSS_SELECTOR, f"nav.tabs a[href='{href}']")
        self.tap_and_load(link)
        check(urllib.parse.urlsplit(self.driver.current_url).path == href,
              f"tapping the {href} tab went to {self.driver.current_url}")


def gone(element):
    """Whether the page holding `element` has been left (mid-navigation any error may come)."""
    try:
        element.is_enabled()
        return False
    except Exception:
        return True


def pair(phone, pairing_url, name, shot=None):
    """Opens a printed pairing address, names the device and pairs: Today, with its tabs."""
    driver, base = phone.driver, urllib.parse.urlsplit(pairing_url)
    phone.base, code = f"{base.scheme}://{base.netloc}", urllib.parse.parse_qs(base.query)["code"][0]
    driver.get(pairing_url)
    field = driver.find_element(By.NAME, "code")
    check(field.get_attribute("value") == code, f"the pairing form does not hold the code {code}")
    check(driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ko", "the pairing page is not in Korean")
    driver.find_element(By.NAME, "name").send_keys(name)
    if shot:
        phone.shot(shot)
    phone.tap_and_load(driver.find_element(By.CSS_SELECTOR, "form button[type=submit]"))
    check(urllib.parse.urlsplit(driver.current_url).path == "/", f"pairing led to {driver.current_url}, not Today")
    check(driver.find_elements(By.CSS_SELECTOR, "nav.tabs"), "Today after pairing has no tabs: not paired?")
    check(phone.status_of("/pair") == 303, f"POST /pair answered {phone.status_of('/pair')}")


def arguments(extra=None):
    """PAIRING_URL OUT [--chromium PATH] [--chromedriver PATH], and a journey's own."""
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("out")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--chromedriver", default="/usr/bin/chromedriver")
    if extra:
        extra(parser)
    return parser.parse_args()


def run(name, journey, extra=None):
    """A journey's main: `journey(phones, args, result)` with a function that opens phones
    (one for most journeys, two for two browsers); prints `result` as JSON, exits 1 on failure."""
    args = arguments(extra)
    os.makedirs(args.out, exist_ok=True)
    phones, result = [], {}

    def open_phone():
        phones.append(Phone(args, args.out))
        return phones[-1]

    try:
        journey(open_phone, args, result)
    except Exception as error:
        for index, phone in enumerate(phones):
            try:
                suffix = "" if index == 0 else f"-{index + 1}"
                phone.driver.save_screenshot(os.path.join(args.out, f"serve-failure-{name}{suffix}.png"))
                print(f"at {phone.driver.current_url}:\n{phone.driver.page_source[:3000]}", file=sys.stderr)
            except Exception:
                pass
        traceback.print_exc()
        print(f"FAILED: {error}", file=sys.stderr)
        return 1
    finally:
        if phones:
            result["pages"] = {k: v for phone in phones for k, v in phone.pages.items()}
            result["console"] = [c for phone in phones for c in phone.console]
        for phone in phones:
            phone.close()
        print(json.dumps(result, ensure_ascii=False, indent=1))
    return 0
