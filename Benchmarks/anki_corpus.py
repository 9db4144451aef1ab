"""An Anki package for the import benchmark, made by Anki's own library (PyPI `anki`):

    python anki_corpus.py OUT.apkg NOTES IMAGES

NOTES Basic notes (every tenth reversed, every tenth a cloze) in 20 nested decks, IMAGES of
them with a picture of 20 KB each, every third note answered once through Anki's scheduler;
exported with "Support older Anki versions" (legacy). The same bytes of text for the same sizes.
"""
import os
import random
import sys
import tempfile

from anki.collection import AddNoteRequest, Collection, ExportAnkiPackageOptions


def main(out, n, images):
    rng = random.Random(f"kept-bench-anki-{n}")
    col = Collection(os.path.join(tempfile.mkdtemp(), "collection.anki2"))
    basic, reverse, cloze = (col.models.by_name(name) for name in ("Basic", "Basic (and reversed card)", "Cloze"))
    decks = [col.decks.id(f"한국어::단원 {i:02}") for i in range(20)]
    words = ["가다", "먹다", "자다", "읽다", "살다", "coffee", "서울", "눈치", "spring", "바다"]
    requests = []
    pictures = 0
    for i in range(n):
        model = cloze if i % 10 == 9 else reverse if i % 10 == 5 else basic
        note = col.new_note(model)
        text = " ".join(rng.choice(words) for _ in range(6))
        if model is cloze:
            note["Text"] = f"{{{{c1::{words[i % 10]}}}}} {text} {{{{c2::{i}}}}}"
        else:
            note["Front"] = f"{words[i % 10]} {i}"
            back = f"{text}<br><b>{i}</b>"
            if pictures < images:
                pictures += 1
                name = col.media.write_data(f"picture-{i}.jpg", rng.randbytes(20_000))
                back += f'<div><img src="{name}"></div>'
            note["Back"] = back
        note.tags = [words[i % 7]]
        requests.append(AddNoteRequest(note=note, deck_id=decks[i % 20]))
    col.add_notes(requests)
    for i, cid in enumerate(col.find_cards("")):
        if i % 3 == 0:
            card = col.get_card(cid)
            card.start_timer()
            col.sched.answerCard(card, 3)
    options = ExportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True, with_media=True, legacy=True)
    col.export_anki_package(out_path=out, options=options, limit=None)
    col.close()


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]))
