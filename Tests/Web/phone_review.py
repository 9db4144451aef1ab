#!/usr/bin/env python3
"""Reviewing cards on the phone, in a real browser (issue 31).

Pairs, taps Cards, starts the review, and for each of three due cards taps the answer open and
a grade (Good, Hard, Easy), each button showing the interval it gives (and any picture a card's
answer shows, with the size it loaded at); then takes the last grade back with the undo button, sees that card again, and grades it Again. ServeReviewTests checks
this machine's review log as `kept review` writes it. Screenshots: OUT/serve-review-*.png.

usage: phone_review.py PAIRING_URL OUT [--chromium PATH] [--chromedriver PATH]  (phone.py beside it)
"""
import sys
from urllib.parse import unquote, urlparse

from selenium.webdriver.common.by import By

from phone import check, pair, run

GRADES = {1: "다시", 2: "어려움", 3: "좋음", 4: "쉬움"}


def card_on_page(phone):
    titles = phone.driver.find_elements(By.CSS_SELECTOR, "article.card h2")
    return titles[0].text if titles else None


def grade(phone, value, shot=None):
    """Reveals the answer and taps the grade `value`: the next card's page follows."""
    driver = phone.driver
    answer = driver.find_element(By.CSS_SELECTOR, "details.answer")
    buttons = driver.find_elements(By.CSS_SELECTOR, "form.grades button[name=grade]")
    check(buttons and not any(b.is_displayed() for b in buttons), "the grades show before the answer is revealed")
    phone.tap(answer.find_element(By.TAG_NAME, "summary"))
    phone.until(lambda d: answer.get_attribute("open") is not None and all(b.is_displayed() for b in buttons),
                "tapping the answer did not reveal it and the grades")
    meaning = answer.text
    pictures = [{"src": unquote(urlparse(img.get_attribute("src")).path),
                 "width": driver.execute_script("return arguments[0].complete ? arguments[0].naturalWidth : -1", img)}
                for img in answer.find_elements(By.TAG_NAME, "img")]
    check(any(word in meaning for word in ["to live", "to eat", "to go"]), f"the revealed answer reads {meaning!r}")
    shown = {int(b.get_attribute("value")): b.text.split("\n") for b in buttons}
    check(sorted(shown) == [1, 2, 3, 4] and all(shown[v][0] == GRADES[v] and len(shown[v]) == 2 for v in shown),
          f"the grade buttons read {shown}, not 다시/어려움/좋음/쉬움 with an interval each")
    if shot:
        phone.shot(shot)
    title = card_on_page(phone)
    phone.tap_and_load(next(b for b in buttons if b.get_attribute("value") == str(value)))
    return title, shown[value][1], pictures


def journey(open_phone, args, result):
    phone = open_phone()
    driver = phone.driver
    pair(phone, args.url, "지수의 폰")

    phone.nav("/cards")
    phone.shot("review-cards")
    phone.tap_and_load(driver.find_element(By.CSS_SELECTOR, "a.button[href='/cards/review']"))
    left = phone.text("main > p.quiet")
    check("3" in left, f"the review starts with {left!r}, not three cards due")

    graded = []
    for value, shot in [(3, "review-reveal"), (2, None), (4, None)]:
        title, interval, pictures = grade(phone, value, shot)
        graded.append({"title": title, "grade": value, "interval": interval, "pictures": pictures})
    check(len({g["title"] for g in graded}) == 3, f"the same card came twice: {graded}")
    check(card_on_page(phone) is None, f"a card is still due after three: {card_on_page(phone)!r}")
    phone.shot("review-done")

    # Undo the last grade (Easy): that card is due again, then graded Again.
    undo = driver.find_element(By.CSS_SELECTOR, "form[action='/cards/undo'] button")
    check("마지막 평가 되돌리기" in undo.text, f"the undo button reads {undo.text!r}")
    phone.tap_and_load(undo)
    check(card_on_page(phone) == graded[-1]["title"], f"after undo the review shows {card_on_page(phone)!r}, not {graded[-1]['title']!r}")
    phone.shot("review-undone")
    title, interval, pictures = grade(phone, 1)
    graded.append({"title": title, "grade": 1, "interval": interval, "pictures": pictures})
    check(card_on_page(phone) is None, "a card is due after the review")
    result["graded"] = graded


if __name__ == "__main__":
    sys.exit(run("review", journey))
