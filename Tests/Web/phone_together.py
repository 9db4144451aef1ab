#!/usr/bin/env python3
"""Two browsers and the command line on one entry at once, in real browsers (issue 31).

Two Chromium sessions, each paired as its own device (the printed code, and one from `kept
devices --pair`), open the same diary entry and its edit form: the same version. Then `kept set`
changes a field from the terminal, one phone edits the first line and the other the last: all
three are joined. Both open the entry again and change the same line: the first is saved, the
second is kept as a conflict copy, and its page says so and links to it. ServeTogetherTests
checks the commits and the files. Screenshots: OUT/serve-together-*.png.

usage: phone_together.py PAIRING_URL OUT --kept PATH [--chromium PATH] [--chromedriver PATH]
(the environment is the store's: `kept` is run with it)
"""
import subprocess
import sys
import urllib.parse

from selenium.webdriver.common.by import By

from phone import check, pair, run

TITLE = "함께 쓴 날"


def kept(args, *words):
    done = subprocess.run([args.kept, *words], capture_output=True, text=True)
    check(done.returncode == 0, f"kept {' '.join(words)} failed: {done.stdout}{done.stderr}")
    return done.stdout


def open_entry(phone):
    """The entry from the diary list, its edit form opened: what the form is based on."""
    phone.nav("/diary")
    # The entry, not a conflict copy of it (the diary lists those under the same title).
    link = next((a for a in phone.driver.find_elements(By.CSS_SELECTOR, "ul.list li a")
                 if TITLE in a.text and ".conflict-" not in urllib.parse.unquote(a.get_attribute("href"))), None)
    check(link is not None, f"the diary does not list {TITLE}")
    phone.tap_and_load(link)
    edit = phone.driver.find_element(By.CSS_SELECTOR, "article.entry + details")
    phone.tap(edit.find_element(By.TAG_NAME, "summary"))
    body = edit.find_element(By.CSS_SELECTOR, "textarea[name=body]")
    phone.until(lambda d: body.is_displayed(), "tapping 편집 did not open the form")
    return body


def rewrite(phone, body, old, new):
    """Replaces the line `old` of the body box with `new`, as a thumb selecting and typing."""
    text = body.get_attribute("value")
    check(old in text, f"the body box does not hold {old!r}: {text!r}")
    body.clear()
    body.send_keys(text.replace(old, new))


def save(phone, body):
    phone.tap_and_load(body.find_element(By.XPATH, "./ancestor::form//button[@type='submit']"))
    return phone.text(".notice"), phone.text(".problem")


def journey(open_phone, args, result):
    first, second = open_phone(), open_phone()
    pair(first, args.url, "지수의 폰")
    printed = kept(args, "devices", "--pair")
    url = next((line.split(": ", 1)[1] for line in printed.splitlines() if line.startswith("open on the phone: ")), None)
    check(url is not None, f"kept devices --pair printed no address: {printed!r}")
    pair(second, url, "지수의 태블릿")

    # Round one: the same version on both phones, a field from the terminal, a line from each.
    one, two = open_entry(first), open_entry(second)
    kept(args, "set", TITLE, "mood=happy")
    rewrite(first, one, "아침에 산책을 했다.", "아침에 한강까지 산책을 했다.")
    rewrite(second, two, "저녁에 영화를 봤다.", "저녁에 친구와 영화를 봤다.")
    second.shot("together-editing")
    notices = [save(first, one), save(second, two)]
    check(all(n.startswith("저장했습니다") and "diary: " not in n and not p for n, p in notices),
          f"the two phones' saves showed {notices}")
    shown = second.text("article.entry")
    for line in ["아침에 한강까지 산책을 했다.", "점심은 김밥.", "저녁에 친구와 영화를 봤다."]:
        check(line in shown, f"after both saves the entry does not show {line!r}: {shown!r}")
    check("happy" in second.text("dl.fields"), f"the terminal's mood is not on the page: {second.text('dl.fields')!r}")
    second.shot("together-joined")
    result["joined"] = [n for n, _ in notices]

    # Round two: both change the same line from the same version.
    one, two = open_entry(first), open_entry(second)
    rewrite(first, one, "점심은 김밥.", "점심은 비빔밥.")
    rewrite(second, two, "점심은 김밥.", "점심은 라면.")
    saved, problem = save(first, one)
    check(saved.startswith("저장했습니다") and not problem, f"the first phone's save showed {saved!r} {problem!r}")
    notice, problem = save(second, two)
    check(not notice and "사본" in problem, f"the colliding save showed {notice!r} {problem!r}, not the copy")
    check("점심은 비빔밥." in second.text("article.entry"), "the entry does not keep the first phone's line")
    copy = second.driver.find_element(By.CSS_SELECTOR, ".problem a")
    check(copy.text == "사본 열기", f"the copy's link reads {copy.text!r}")
    second.shot("together-conflict")
    copy_path = urllib.parse.unquote(urllib.parse.urlsplit(copy.get_attribute("href")).path)
    second.tap_and_load(copy)
    check("점심은 라면." in second.text("article.entry"), f"the copy does not hold the second phone's line: {second.text('main')!r}")
    second.shot("together-copy")
    result["problem"] = problem
    result["copy"] = copy_path[len("/e/"):]

    # Round three: the terminal changes the mood while the first phone's form shows the old one
    # and changes it too: the terminal's stays, the phone's is kept beside it, never over it.
    one = open_entry(first)
    mood = first.driver.find_element(By.NAME, "field.mood")
    check(mood.get_attribute("value") == "happy", f"the form shows mood {mood.get_attribute('value')!r}")
    kept(args, "set", TITLE, "mood=tired")
    mood.clear()
    mood.send_keys("sad")
    notice, problem = save(first, one)
    check(not notice and "사본" in problem, f"a mood changed over the terminal's showed {notice!r} {problem!r}, not a copy")
    check("tired" in first.text("dl.fields"), f"the terminal's mood is gone: {first.text('dl.fields')!r}")
    first.shot("together-field-conflict")
    href = first.driver.find_element(By.CSS_SELECTOR, ".problem a").get_attribute("href")
    result["fieldCopy"] = urllib.parse.unquote(urllib.parse.urlsplit(href).path)[len("/e/"):]


if __name__ == "__main__":
    sys.exit(run("together", journey, extra=lambda parser: parser.add_argument("--kept", required=True)))
