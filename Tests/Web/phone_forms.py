#!/usr/bin/env python3
"""The phone's forms as the terminal's, in a real browser (a Korean phone, 390x844).

Pairs, then: a diary line of two lines shown as two; 삼겹살 with quantity 600g refused beside
the quantity with the form as typed and the tabs; 600, g, 고기, 2026-12-25 added; 대파 put on the
shopping list new; a past diary day written from 더보기; the tab bar at the bottom within a
thumb's reach; and every page walked for Latin words that are not names, paths or the user's
own text. ServeFormsTests checks the files and commits. Screenshots: OUT/serve-forms-*.png.

usage: phone_forms.py PAIRING_URL OUT [--chromium PATH] [--chromedriver PATH]  (phone.py beside it)
"""
import re
import sys
import urllib.parse

from selenium.webdriver.common.by import By

from phone import check, pair, run

# Latin words a Korean page may show: names (kept, its commands), units, D-day (D-3, as Korean
# writes it) and the user's own text.
ALLOWED = {"D-", "kept", "serve", "g", "kg", "ml", "SHA", "CA", "TLS", "QR", "Android", "iPhone", "Safari", "VPN", "crt"}
# The text a page shows outside what the user wrote (entries' bodies and titles, paths, inputs).
VISIBLE_WORDS = """
const skip = 'noscript, article .body, .excerpt, .title, .amount, code, .fingerprint, input, textarea, datalist, option, h1, h3, .entry h1, .list a, .commit, script, style';
const out = [];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
while (walker.nextNode()) {
  const node = walker.currentNode, parent = node.parentElement;
  if (!parent || parent.closest(skip) || parent.closest('[hidden]')) continue;
  const style = getComputedStyle(parent);
  if (style.display === 'none' || style.visibility === 'hidden') continue;
  const text = node.textContent.trim();
  if (text) out.push(text);
}
for (const el of document.querySelectorAll('[placeholder], [aria-label]')) {
  for (const a of ['placeholder', 'aria-label']) if (el.getAttribute(a)) out.push(el.getAttribute(a));
}
return out;
"""


def latin_words(phone):
    words = []
    for text in phone.driver.execute_script(VISIBLE_WORDS):
        # A command is a name: `kept report`, `kept devices --pair`.
        named = re.sub(r"kept( [a-z\-]+)+", "", text)
        for word in re.findall(r"[A-Za-z][A-Za-z\-]+", named):
            if word not in ALLOWED and not text.strip().startswith("/"):
                words.append(f"{word} ({text.strip()[:60]})")
    return words


def add_form(driver):
    return driver.find_element(By.CSS_SELECTOR, "form[action='/fridge/add']")


def journey(open_phone, args, result):
    phone = open_phone()
    driver = phone.driver
    pair(phone, args.url, "지수의 폰")

    # 1. Two lines typed on Today are shown as two.
    box = driver.find_element(By.CSS_SELECTOR, "form[action='/diary/today'] textarea[name=text]")
    phone.tap(box)
    box.send_keys("오늘은 비가 왔다\n점심은 김치찌개")
    phone.tap_and_load(driver.find_element(By.CSS_SELECTOR, "form[action='/diary/today'] button[type=submit]"))
    body = driver.find_element(By.CSS_SELECTOR, "article.entry .body")
    check(body.find_elements(By.TAG_NAME, "br"), f"the two lines are one: {body.get_attribute('innerHTML')!r}")
    lines = [line for line in body.text.split("\n") if line.strip()]
    check(lines == ["오늘은 비가 왔다", "점심은 김치찌개"], f"Today shows {lines}")
    notice = phone.text(".notice")
    check(notice.startswith("저장했습니다") and "diary:" not in notice, f"saving showed {notice!r}")
    phone.shot("forms-two-lines")

    # 2. The tab bar sits at the bottom, clear of the home indicator, within a thumb's reach.
    bar = driver.execute_script("const r = document.querySelector('nav.tabs').getBoundingClientRect();"
                                "return {top: r.top, bottom: r.bottom, height: window.innerHeight};")
    check(bar["bottom"] >= bar["height"] - 1 and bar["top"] > bar["height"] * 0.8, f"the tab bar is at {bar}")
    result["tabBar"] = bar

    # 3. 600g: refused beside the quantity, the form as typed, the tabs still there.
    phone.nav("/fridge")
    form = add_form(driver)
    form.find_element(By.NAME, "title").send_keys("삼겹살")
    form.find_element(By.NAME, "quantity").send_keys("600g")
    form.find_element(By.NAME, "category").send_keys("고기")
    phone.shot("forms-fridge-add")
    phone.tap(form.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    phone.until(lambda d: d.find_elements(By.CSS_SELECTOR, "p.problem.field"), "600g showed no problem beside the field")
    form = add_form(driver)
    check(form.find_element(By.NAME, "title").get_attribute("value") == "삼겹살", "the name was lost")
    check(form.find_element(By.NAME, "quantity").get_attribute("value") == "600g", "the quantity was lost")
    check(form.find_element(By.NAME, "category").get_attribute("value") == "고기", "the category was lost")
    check(driver.find_elements(By.CSS_SELECTOR, "nav.tabs a"), "the refused form has no tabs")
    result["quantityProblem"] = phone.text("p.problem.field")
    check("600g" in result["quantityProblem"], f"the problem reads {result['quantityProblem']!r}")
    phone.shot("forms-600g")

    # 4. 600, g, 고기, 2026-12-25 (an exact day), added.
    quantity = form.find_element(By.NAME, "quantity")
    quantity.clear()
    quantity.send_keys("600")
    form.find_element(By.NAME, "unit").send_keys("g")
    driver.execute_script("arguments[0].value = '2026-12-25'", form.find_element(By.NAME, "expiresOn"))
    phone.tap_and_load(form.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    row = phone.row("ul.fridge li", "삼겹살")
    check(row is not None, "삼겹살 is not in the fridge")
    result["porkAmount"] = row.find_element(By.CSS_SELECTOR, ".amount").text
    check(result["porkAmount"] == "600 g", f"삼겹살 reads {result['porkAmount']!r}")
    phone.shot("forms-fridge-added")

    # 5. 대파, never stocked, put on the shopping list.
    buy = driver.find_element(By.CSS_SELECTOR, "form.buy")
    buy.find_element(By.NAME, "title").send_keys("대파")
    phone.tap_and_load(buy.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    check(phone.row("#shopping ul.list li", "대파") is not None, "대파 is not on the shopping list")
    heights = driver.execute_script("return [...document.querySelectorAll('#shopping li')].map(li => li.getBoundingClientRect().height)")
    check(all(h < 80 for h in heights), f"shopping rows are {heights} px high")
    result["shoppingRowHeights"] = heights
    phone.shot("forms-shopping-new")

    # 6. A past diary day, from 더보기 → 일기.
    phone.nav("/kinds")
    phone.tap_and_load(driver.find_element(By.CSS_SELECTOR, "a[href='/k/diary']"))
    new = driver.find_element(By.CSS_SELECTOR, "form[action='/k/diary/new']")
    new.find_element(By.NAME, "title").send_keys("첫눈")
    driver.execute_script("arguments[0].value = '2026-11-20'", new.find_element(By.NAME, "date"))
    new.find_element(By.NAME, "body").send_keys("눈이 왔다")
    phone.shot("forms-past-day")
    phone.tap_and_load(new.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    result["pastDay"] = urllib.parse.unquote(urllib.parse.urlsplit(driver.current_url).path)
    check("/2026-11-20" in result["pastDay"], f"the past day's entry is at {result['pastDay']}")
    check(phone.text("p.when") == "2026-11-20", f"the entry's day reads {phone.text('p.when')!r}")

    # 7. Every page: no Latin word but names, units and the user's text.
    latin = {}
    for path in ["/", "/diary", "/fridge", "/cards", "/search", "/kinds", "/k/diary", "/k/card", "/k/fridge", "/report",
                 result["pastDay"]]:
        driver.get(phone.base + urllib.parse.quote(path))
        words = latin_words(phone)
        if words:
            latin[path] = sorted(set(words))
    result["latin"] = latin
    phone.shot("forms-walked")
    check(not latin, f"Latin words on Korean pages: {latin}")


if __name__ == "__main__":
    sys.exit(run("forms", journey))
