#!/usr/bin/env python3
"""A diary entry with a photo from the phone's gallery or camera, in a real browser (issue 31).

Pairs, writes today's first line on Today, then chooses a photo in Today's `<input type=file
accept="image/*">` (no `capture`: the gallery or the camera) as a camera would hand it over (a JPEG the browser itself encoded,
named as a phone names it), which the page sends as soon as it is chosen. The photo must show
on Today and on the entry's page, loaded (naturalWidth > 0) from kept's attachment address.
ServePhotoTests checks the committed file. Screenshots: OUT/serve-photo-*.png.

usage: phone_photo.py PAIRING_URL OUT [--chromium PATH] [--chromedriver PATH]  (phone.py beside it)
"""
import base64
import hashlib
import os
import sys
import tempfile
import urllib.parse

from selenium.webdriver.common.by import By

from phone import check, gone, pair, run

# A camera's picture: drawn and encoded as JPEG by the browser, so the bytes are a real JPEG.
CAMERA = """
const canvas = document.createElement('canvas');
canvas.width = 2000; canvas.height = 1500;
const g = canvas.getContext('2d');
const sky = g.createLinearGradient(0, 0, 0, 1500);
sky.addColorStop(0, '#8fb8de'); sky.addColorStop(1, '#f4efe6');
g.fillStyle = sky; g.fillRect(0, 0, 2000, 1500);
for (let i = 0; i < 400; i++) {
  g.fillStyle = `hsl(${(i * 37) % 360}, 60%, 55%)`;
  g.beginPath(); g.arc((i * 7919) % 2000, (i * 104729) % 1500, 6 + i % 40, 0, Math.PI * 2); g.fill();
}
return canvas.toDataURL('image/jpeg', 0.92);
"""

# The bytes an address answers with, fetched by the page itself (its cookie).
BYTES = """
const done = arguments[arguments.length - 1];
fetch(arguments[0], {credentials: 'same-origin'}).then(r => r.arrayBuffer()).then(b => done(b.byteLength), () => done(-1));
"""

LOADED = "return [...document.querySelectorAll(arguments[0])].map(i => ({src: i.currentSrc, w: i.naturalWidth, done: i.complete}));"


def loaded(phone, selector, page):
    """The images under `selector` once each has finished loading (or failed to)."""
    def settled(driver):
        found = driver.execute_script(LOADED, selector)
        return found if found and all(i["done"] for i in found) else None
    return phone.until(settled, lambda: f"{page} shows no photo: {phone.text('main')!r}")


def journey(open_phone, args, result):
    phone = open_phone()
    driver = phone.driver
    pair(phone, args.url, "지수의 폰")

    line = "첫눈이 왔다. 창밖을 찍었다."
    box = driver.find_element(By.CSS_SELECTOR, "form[action='/diary/today'] textarea[name=text]")
    phone.tap(box)
    box.send_keys(line)
    phone.tap_and_load(driver.find_element(By.CSS_SELECTOR, "form[action='/diary/today'] button[type=submit]"))
    check(line in phone.text("article.entry"), "today's entry does not show the line just written")
    entry_link = driver.find_element(By.CSS_SELECTOR, "article.entry h3 a").get_attribute("href")

    # The camera's picture, as a file the phone hands to the page.
    data_url = driver.execute_script(CAMERA)
    check(data_url.startswith("data:image/jpeg;base64,"), f"the browser made no JPEG: {data_url[:40]}")
    photo = base64.b64decode(data_url.split(",", 1)[1])
    check(photo[:3] == b"\xff\xd8\xff", "the camera's picture is not a JPEG")
    folder = tempfile.mkdtemp(prefix="kept-camera-")
    path = os.path.join(folder, "IMG_20261127_071502.jpg")
    for where in [path, os.path.join(args.out, "serve-photo-camera.jpg")]:  # the second for the test to compare
        with open(where, "wb") as file:
            file.write(photo)
    result["photo"] = {"name": os.path.basename(path), "bytes": len(photo), "sha256": hashlib.sha256(photo).hexdigest()}

    form = driver.find_element(By.CSS_SELECTOR, "form.photo")
    check(form.get_attribute("action").endswith("/attach" + urllib.parse.urlsplit(entry_link).path),
          f"Today's photo form posts to {form.get_attribute('action')}, not the entry's")
    picker = form.find_element(By.CSS_SELECTOR, "input[type=file]")
    # No `capture`: the phone offers the gallery as well as the camera (yesterday's photo).
    check(picker.get_attribute("accept") == "image/*" and picker.get_attribute("capture") is None,
          "the photo input forces the camera (capture) or takes no images")
    label = form.find_element(By.CSS_SELECTOR, "label.button")
    check(label.text.strip() == "사진 추가", f"the photo button reads {label.text!r}")
    phone.shot("photo-today")
    old = driver.find_element(By.TAG_NAME, "html")
    picker.send_keys(path)  # chosen: the page sends it without another tap
    phone.until(lambda d: gone(old) and d.execute_script("return document.readyState") == "complete",
                "choosing a photo did not send it")
    os.remove(path)
    os.rmdir(folder)
    check(urllib.parse.urlsplit(driver.current_url).path == "/", f"the photo's form led to {driver.current_url}, not back to Today")

    # Shown on Today and on the entry's own page, each loaded from kept.
    images = loaded(phone, "article.entry img", "Today")
    check(len(images) == 1 and images[0]["w"] == 320, f"Today does not show the photo's thumbnail: {images}")
    # The thumbnail the page shows is smaller in bytes than the original, one tap away.
    thumb = images[0]["src"]
    check("size=thumb" in thumb, f"Today's photo is not the thumbnail: {thumb}")
    original = driver.find_element(By.CSS_SELECTOR, "article.entry .body a img").find_element(By.XPATH, "..").get_attribute("href")
    check("size=" not in original, f"the photo's link is not the original: {original}")
    sizes = {"thumb": driver.execute_async_script(BYTES, thumb), "original": driver.execute_async_script(BYTES, original)}
    check(0 < sizes["thumb"] < sizes["original"] and sizes["original"] == len(photo), f"bytes: {sizes}, taken {len(photo)}")
    result["bytes"] = sizes
    phone.shot("photo-today-attached")
    phone.tap_and_load(driver.find_element(By.CSS_SELECTOR, "article.entry h3 a"))
    images = loaded(phone, "article.entry img", "the entry's page")
    result["entry"] = urllib.parse.unquote(urllib.parse.urlsplit(driver.current_url).path)
    check(len(images) == 1 and images[0]["w"] == 1600, f"the entry's photo is not its screen-sized copy: {images}")
    source = urllib.parse.unquote(urllib.parse.urlsplit(images[0]["src"]).path)
    # Named as `kept attach` names it (made safe as a slug), in the entry's folder.
    check(source.startswith(result["entry"][:-3] + "/") and source.lower().endswith(".jpg"), f"the photo came from {source}")
    check(phone.status_of(urllib.parse.urlsplit(images[0]["src"]).path) == 200, "the photo's address did not answer 200")
    result["image"] = {"src": source, "naturalWidth": images[0]["w"]}
    phone.shot("photo-entry")


if __name__ == "__main__":
    sys.exit(run("photo", journey))
