#!/usr/bin/env python3
"""Checking off the shopping list in the shop, in a real browser (issue 31).

Pairs, follows Today's shopping count to the list, and checks off 계란 (expires in a week: the
+1주 chip) and then 두부 (+3일): each asks for its new date with the chips beside its button,
leaves the list and is in stock with its D-day. ServeShoppingTests checks the commits and the
files. Screenshots: OUT/serve-shopping-*.png.

usage: phone_shopping.py PAIRING_URL OUT [--chromium PATH] [--chromedriver PATH]  (phone.py beside it)
"""
import sys
import urllib.parse

from selenium.webdriver.common.by import By

from phone import check, pair, run

SHOPPING = "#shopping ul.list li"
STOCK = "ul.fridge li"


def shopping(phone):
    return [li.find_element(By.CSS_SELECTOR, ".title").text
            for li in phone.driver.find_elements(By.CSS_SELECTOR, SHOPPING)]


def check_off(phone, title, days, chip_text):
    """Taps the chip `chip_text` (`days` from today) in `title`'s row, then its bought button."""
    row = phone.row(SHOPPING, title)
    check(row is not None, f"{title} is not on the shopping list: {shopping(phone)}")
    # The chips fold under ⋯ in the row: a row of the list stays one line high.
    phone.tap(row.find_element(By.CSS_SELECTOR, "details.more summary"))
    chip = row.find_element(By.CSS_SELECTOR, f"input[name=expires][value='{days}']")
    label = chip.find_element(By.XPATH, "..")
    check(chip_text in label.text, f"{title}'s chip reads {label.text!r}, not {chip_text}")
    phone.tap(label)
    check(chip.is_selected(), f"tapping {chip_text} in {title}'s row did not select it")
    button = row.find_element(By.CSS_SELECTOR, "button[type=submit]")
    check("구매 완료" in button.text, f"{title}'s button reads {button.text!r}")
    phone.shot(f"shopping-{days}")
    phone.tap_and_load(button)
    notice = phone.text(".notice")
    check(notice.startswith("저장했습니다") and "fridge: " not in notice, f"checking off {title} showed {notice!r}")
    stocked = phone.row(STOCK, title)
    check(stocked is not None, f"{title} is not in stock after checking it off")
    check(title not in shopping(phone), f"{title} is still on the shopping list: {shopping(phone)}")
    return {"notice": notice, "dday": stocked.find_element(By.CSS_SELECTOR, ".dday").text}


def journey(open_phone, args, result):
    phone = open_phone()
    driver = phone.driver
    pair(phone, args.url, "지수의 폰")

    count = driver.find_element(By.CSS_SELECTOR, "a[href='/fridge#shopping']")
    check(count.text == "장보기 목록에 2개", f"Today's shopping count reads {count.text!r}")
    phone.tap_and_load(count)
    check(urllib.parse.urlsplit(driver.current_url).path == "/fridge", f"the count led to {driver.current_url}")
    check(sorted(shopping(phone)) == ["계란", "두부"], f"the shopping list holds {shopping(phone)}")
    check(phone.row(STOCK, "계란") is None and phone.row(STOCK, "두부") is None, "an item to buy shows as in stock")
    phone.shot("shopping")

    result["계란"] = check_off(phone, "계란", 7, "+1주")
    result["두부"] = check_off(phone, "두부", 3, "+3일")
    check(shopping(phone) == [], f"the shopping list still holds {shopping(phone)}")
    check(phone.text("#shopping p.quiet") != "", "the empty shopping list says nothing")
    phone.shot("shopping-done")
    phone.nav("/")
    result["todayCount"] = driver.find_element(By.CSS_SELECTOR, "a[href='/fridge#shopping']").text


if __name__ == "__main__":
    sys.exit(run("shopping", journey))
