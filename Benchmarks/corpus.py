#!/usr/bin/env python3
"""Deterministic benchmark corpus for kept: a store and the same diary as a jrnl journal.

    corpus.py store OUT N     a kept store in OUT: N diary entries over thirty years
                              (1996-11-23 .. 2026-11-22), N/10 cards, N/50 fridge items,
                              Korean and English, committed in one git commit
    corpus.py history OUT C   a kept store in OUT with C commits (git fast-import), each
                              changing one of 500 entries; diary/2026/11/2026-11-22-첫눈.md
                              is changed by every 50th commit

    corpus.py dayone OUT N    Day One's JSON export unpacked in OUT (Journal.json, photos/):
                              N entries of the same diary over thirty years, one photo in
                              every fifth entry (100 KB each, the same bytes for the same N)

    corpus.py reviews OUT N   a kept store in OUT with N reviews in two machines' logs
                              (.kept/reviews/) of N/10 cards, graded by a simulated memory
                              (FSRS-6's forgetting curve, recall drawn at random, seeded)

The same N gives the same bytes on every machine (a seeded random.Random). The jrnl journal
of a store is written to OUT.jrnl.txt with the diary's titles, dates, bodies and tags.
"""
import os
import random
import subprocess
import sys
import unicodedata
from datetime import date, timedelta

KO_WORDS = ("아침 저녁 산책 커피 친구 가족 엄마 아빠 회사 점심 비 눈 바람 하늘 바다 산 공원 책 영화 음악 "
            "김치 된장찌개 떡볶이 지하철 버스 서울 부산 제주 한강 고양이 강아지 운동 요가 수영 시장 "
            "편지 사진 기억 여행 봄 여름 가을 겨울 꽃 나무 창문 골목 카페 도서관 일기 생각 마음 꿈 "
            "오늘은 조용히 천천히 함께 혼자 다시 처음으로 오랜만에 드디어 괜히 정말 조금 많이").split()
EN_WORDS = ("morning evening walk coffee friend family work lunch rain snow wind sky sea mountain park "
            "book film music train bus river cat dog run swim market letter photo memory trip spring "
            "summer autumn winter flower tree window alley library note thought dream quiet slowly "
            "together alone again finally really little much the a and of to in with for on").split()
TAGS = ["walk", "work", "family", "travel", "food", "book", "film", "health", "겨울", "여행", "가족", "산책",
        "음식", "독서", "운동", "일"]
WEATHER = ["맑음 3°C", "흐림 12°C", "비 18°C", "snow -2°C", "sunny 24°C", "안개 8°C", "windy 15°C"]
PLACES = ["서울", "부산", "제주", "Seoul", "Busan", "Jeju", "집", "회사"]
MOODS = ["calm", "happy", "tired", "설렘", "평온", "sad", "busy"]
CARD_CATEGORIES = ["korean", "english", "history", "science", "cooking"]
FRIDGE = [("김치", "kimchi", "포기"), ("우유", "dairy", "팩"), ("두부", "other", "모"), ("계란", "dairy", "개"),
          ("사과", "fruit", "개"), ("대파", "vegetable", "단"), ("milk", "dairy", "l"), ("butter", "dairy", "g")]
KEPT_CONFIG = "# kept store settings (committed; shared by every machine that syncs this store).\nversion: 1\n"
GITIGNORE = ".kept/state/\n.kept/cache/\n"


def sentence(rng, words=None):
    n = words or rng.randint(6, 14)
    korean = rng.random() < 0.7
    pool = KO_WORDS if korean else EN_WORDS
    text = " ".join(rng.choice(pool) for _ in range(n))
    return text[0].upper() + text[1:] + "."


def title_of(rng, i, first_snow):
    if first_snow:
        return rng.choice(["첫눈", "첫눈 오는 날", "올해 첫눈", "첫눈과 산책"])
    if rng.random() < 0.6:
        return " ".join(rng.choice(KO_WORDS) for _ in range(rng.randint(1, 3)))
    return " ".join(rng.choice(EN_WORDS) for _ in range(rng.randint(2, 4))).capitalize()


def slug(title):
    out = unicodedata.normalize("NFC", title).lower()
    for bad in "/\\:*?\"<>|.":
        out = out.replace(bad, "")
    return "-".join(out.split())[:70] or "entry"


def body_of(rng, first_snow):
    paragraphs = []
    for _ in range(rng.randint(1, 4)):
        paragraphs.append(" ".join(sentence(rng) for _ in range(rng.randint(2, 5))))
    if first_snow:
        paragraphs.insert(rng.randint(0, len(paragraphs)), "창밖에 첫눈이 내렸다. The first snow of the year.")
    if rng.random() < 0.2:
        paragraphs.append("- " + sentence(rng, 4) + "\n- **" + sentence(rng, 3) + "**")
    return "\n\n".join(paragraphs) + "\n"


def flow(items):
    return "[" + ", ".join(items) + "]"


def diary(rng, n):
    """(path, text, jrnl entry) for n diary entries spread over thirty years."""
    start = date(1996, 11, 23)
    span = (date(2026, 11, 22) - start).days + 1
    used = set()
    for i in range(n):
        day = start + timedelta(days=i * span // n)
        minute = rng.randint(6 * 60, 23 * 60 + 59)
        first_snow = day.month in (11, 12) and rng.random() < 0.08
        title = title_of(rng, i, first_snow)
        tags = sorted(set(rng.sample(TAGS, rng.randint(0, 3))))
        path = f"diary/{day.year:04}/{day.month:02}/{day.isoformat()}-{slug(title)}.md"
        k = 2
        while path in used:
            path = f"diary/{day.year:04}/{day.month:02}/{day.isoformat()}-{slug(title)}-{k}.md"
            k += 1
        used.add(path)
        when = f"{day.isoformat()}T{minute // 60:02}:{minute % 60:02}"
        body = body_of(rng, first_snow)
        text = (f"---\ntitle: {title}\ndate: {when}\ntags: {flow(tags)}\nweather: {rng.choice(WEATHER)}\n"
                f"location: {rng.choice(PLACES)}\nmood: {rng.choice(MOODS)}\n---\n\n{body}")
        jrnl = f"[{day.isoformat()} {minute // 60:02}:{minute % 60:02}] {title}\n{body}"
        if tags:
            jrnl += " ".join("@" + t for t in tags) + "\n"
        yield path, text, jrnl, day


def cards(rng, n):
    used = set()
    for i in range(n):
        category = rng.choice(CARD_CATEGORIES)
        title = title_of(rng, i, False) + f" {i}"
        path = f"cards/{category}/{slug(title)}.md"
        used.add(path)
        created = date(2016, 1, 1) + timedelta(days=rng.randint(0, 3900))
        alphabet = "abcdefghjkmnpqrstuvwxyz23456789"  # as kept's CardID
        card_id = rng.choice(alphabet[:23]) + "".join(rng.choice(alphabet) for _ in range(7))
        text = (f"---\ntitle: {title}\nid: {card_id}\ncategory: {category}\ncreated: {created.isoformat()}\n"
                f"tags: {flow(rng.sample(TAGS, 1))}\n---\n\n{sentence(rng)}\n\n---\n\n{sentence(rng)}\n")
        yield path, text


def fridge(rng, n):
    for i in range(n):
        name, category, unit = rng.choice(FRIDGE)
        title = f"{name} {i}"
        bought = date(2026, 1, 1) + timedelta(days=rng.randint(0, 320))
        expires = bought + timedelta(days=rng.randint(3, 60))
        status = rng.choice(["stocked", "stocked", "stocked", "consumed", "discarded"])
        text = (f"---\ntitle: {title}\ncategory: {category}\npurchased: {bought.isoformat()}\n"
                f"expires: {expires.isoformat()}\nquantity: {rng.randint(1, 5)}\nunit: {unit}\n"
                f"status: {status}\ntags: []\n---\n\n")
        yield f"fridge/{category}/{slug(title)}.md", text


def write(root, path, text):
    full = os.path.join(root, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w", encoding="utf-8") as f:
        f.write(text)


def git(root, *args, **kw):
    env = dict(os.environ, GIT_AUTHOR_NAME="bench", GIT_AUTHOR_EMAIL="bench@example.org",
               GIT_COMMITTER_NAME="bench", GIT_COMMITTER_EMAIL="bench@example.org",
               GIT_AUTHOR_DATE="2026-11-22T12:00:00+09:00", GIT_COMMITTER_DATE="2026-11-22T12:00:00+09:00")
    subprocess.run(["git", "-C", root, *args], check=True, env=env, stdout=subprocess.DEVNULL, **kw)


def make_store(root, n):
    rng = random.Random(f"kept-bench-{n}")
    os.makedirs(os.path.join(root, ".kept"), exist_ok=True)
    write(root, ".kept/config.yaml", KEPT_CONFIG)
    write(root, ".gitignore", GITIGNORE)
    journal = []
    for path, text, jrnl, _ in diary(rng, n):
        write(root, path, text)
        journal.append(jrnl)
    for path, text in cards(rng, max(1, n // 10)):
        write(root, path, text)
    for path, text in fridge(rng, max(1, n // 50)):
        write(root, path, text)
    with open(root.rstrip("/") + ".jrnl.txt", "w", encoding="utf-8") as f:
        f.write("\n".join(journal))
    git(root, "init", "-q", "-b", "main")
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", f"bench: corpus of {n} diary entries")


def make_history(root, commits):
    """A store whose history has `commits` commits, written with git fast-import."""
    rng = random.Random(f"kept-bench-history-{commits}")
    os.makedirs(root, exist_ok=True)
    git(root, "init", "-q", "-b", "main")
    entries = [p for p, _, _, _ in diary(random.Random("kept-bench-history-paths"), 499)]
    target = "diary/2026/11/2026-11-22-첫눈.md"
    stream = []
    base = 1163300000  # 2006-11-12
    for c in range(commits):
        path = target if c % 50 == 0 else entries[rng.randrange(len(entries))]
        text = f"---\ntitle: {os.path.basename(path)[11:-3]}\ndate: 2026-11-22\n---\n\n{sentence(rng)} ({c})\n"
        files = {path: text}
        if c == 0:
            files[".kept/config.yaml"] = KEPT_CONFIG
            files[".gitignore"] = GITIGNORE
        message = f"diary: edit {os.path.basename(path)[:-3]}"
        when = f"{base + c * 3600} +0900"
        stream.append(f"commit refs/heads/main\ncommitter bench <bench@example.org> {when}\n")
        data = message.encode()
        stream.append(f"data {len(data)}\n{message}\n")
        for p, t in files.items():
            raw = t.encode()
            stream.append(f"M 100644 inline {p}\ndata {len(raw)}\n{t}\n")
    git(root, "fast-import", "--quiet", input="".join(stream).encode())
    git(root, "checkout", "-q", "-f", "main")


def make_dayone(root, n):
    """Day One's export layout: Journal.json and photos/<md5>.jpeg, every fifth entry with a photo."""
    import hashlib
    import json
    rng = random.Random(f"kept-bench-dayone-{n}")
    os.makedirs(os.path.join(root, "photos"), exist_ok=True)
    zones = ["Asia/Seoul", "Europe/Berlin", "America/New_York", "Asia/Bangkok"]
    entries = []
    for i, (_, _, _, day) in enumerate(diary(random.Random(f"kept-bench-{n}"), n)):
        title = title_of(rng, i, False)
        text = f"# {title}\n\n{body_of(rng, False)}"
        entry = {"uuid": f"{i:032X}", "creationDate": f"{day.isoformat()}T{rng.randint(0, 23):02}:{rng.randint(0, 59):02}:00Z",
                 "timeZone": rng.choice(zones), "starred": rng.random() < 0.1,
                 "tags": sorted(set(rng.sample(TAGS, rng.randint(0, 3)))),
                 "weather": {"conditionsDescription": rng.choice(["Sunny", "Snow", "Rain"]), "temperatureCelsius": rng.randint(-10, 35)},
                 "location": {"placeName": rng.choice(PLACES), "latitude": 37.5 + rng.random(), "longitude": 126.9 + rng.random()}}
        if i % 5 == 0:
            photo = rng.randbytes(100 * 1024)
            md5 = hashlib.md5(photo).hexdigest()
            with open(os.path.join(root, "photos", md5 + ".jpeg"), "wb") as f:
                f.write(photo)
            identifier = f"P{i:031X}"
            entry["photos"] = [{"identifier": identifier, "md5": md5, "type": "jpeg", "orderInEntry": 0}]
            entry["text"] = text + f"\n![](dayone-moment://{identifier})\n"
        else:
            entry["text"] = text
        entries.append(entry)
    with open(os.path.join(root, "Journal.json"), "w", encoding="utf-8") as f:
        json.dump({"metadata": {"version": "1.0"}, "entries": entries}, f, ensure_ascii=False, indent=2)


def make_reviews(root, n):
    """Cards and about n reviews of them: each card reviewed when the simulated memory expects
    about 90 % recall, give or take; a miss shortens stability, a recall lengthens it."""
    import math
    from datetime import datetime, timezone
    rng = random.Random(f"kept-bench-reviews-{n}")
    os.makedirs(os.path.join(root, ".kept", "reviews"), exist_ok=True)
    write(root, ".kept/config.yaml", KEPT_CONFIG)
    write(root, ".gitignore", GITIGNORE)
    cards_made = list(cards(rng, max(1, n // 10)))
    ids = []
    for path, text in cards_made:
        write(root, path, text)
        ids.append(text.split("\nid: ")[1].split("\n")[0])
    logs = {"laptop-bench": [], "phone-bench": []}
    start = 1735689600  # 2025-01-01
    events = []
    per_card = n // len(ids)
    for card in ids:
        t = start + rng.randint(0, 200) * 86400 + rng.randint(0, 50000)
        s = rng.choice([0.4, 1.5, 3.0, 10.0])
        last = None
        for _ in range(per_card):
            if last is None:
                grade = {0.4: 1, 1.5: 2, 3.0: 3, 10.0: 4}[s]
            else:
                days = (t - last) // 86400
                r = (1 + (0.9 ** (-1 / 0.2) - 1) * days / s) ** -0.2
                recalled = rng.random() < r
                grade = 1 if not recalled else rng.choice([2, 3, 3, 3, 3, 3, 4])
                s = max(0.2, s * (0.4 if grade == 1 else 1.8 + rng.random() * 1.5 + (grade - 3) * 0.5))
            events.append((t, card, grade))
            last = t
            t += max(1, round(s * (0.8 + 0.4 * rng.random()))) * 86400 + rng.randint(0, 7200)
    for t, card, grade in sorted(events):
        when = datetime.fromtimestamp(t, timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
        logs[rng.choice(list(logs))].append(f'{{"card":"{card}","time":"{when}","grade":{grade}}}')
    for machine, lines in logs.items():
        write(root, f".kept/reviews/{machine}.jsonl", "\n".join(lines) + "\n")
    git(root, "init", "-q", "-b", "main")
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", f"bench: {n} reviews")


if __name__ == "__main__":
    if len(sys.argv) != 4 or sys.argv[1] not in ("store", "history", "dayone", "reviews"):
        sys.exit(__doc__)
    what, out, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    if os.path.exists(out):
        sys.exit(f"{out} exists already; remove it first")
    {"store": make_store, "history": make_history, "dayone": make_dayone, "reviews": make_reviews}[what](out, count)
