"""Builds real Anki packages with ankitects' own library (PyPI `anki`) for kept's import tests.

    python make_anki_packages.py OUT_FOLDER

writes OUT_FOLDER/legacy.apkg (the format with collection.anki21, "Support older Anki
versions" ticked), OUT_FOLDER/legacy.colpkg (the whole collection), OUT_FOLDER/new.apkg and
OUT_FOLDER/new.colpkg (the same in Anki's default format: collection.anki21b, zstd and protobuf),
and OUT_FOLDER/expected.json: what the collection holds, read back through the same library.
"""
import base64
import json
import os
import sys
import tempfile

from anki.collection import Collection, ExportAnkiPackageOptions

# A 1x1 PNG: the picture a card shows.
PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
)


def main(out):
    os.makedirs(out, exist_ok=True)
    work = tempfile.mkdtemp()
    col = Collection(os.path.join(work, "collection.anki2"))
    models = col.models
    verbs = col.decks.id("한국어::동사")
    default = col.decks.id("Default")

    picture = col.media.write_data("서울 사진.png", PNG)

    def add(model_name, fields, deck, tags=()):
        model = models.by_name(model_name)
        note = col.new_note(model)
        for name, value in fields.items():
            note[name] = value
        note.tags = list(tags)
        col.add_note(note, deck)
        return note

    basic = add("Basic", {"Front": "가다", "Back": "to <b>go</b><br>가요 &amp; 갑니다"}, verbs, ["verb", "한국어"])
    picture_note = add("Basic", {"Front": "Where is this?", "Back": f'<div>Seoul</div><div><img src="{picture}"></div>'}, default)
    reversed_note = add("Basic (and reversed card)", {"Front": "먹다", "Back": "to eat"}, verbs, ["verb"])
    optional = add("Basic (optional reversed card)", {"Front": "자다", "Back": "to sleep", "Add Reverse": "y"}, verbs)
    cloze = add("Cloze", {"Text": "{{c1::서울}}은 한국의 {{c2::수도}}이다", "Back Extra": "<i>capital</i>"}, default, ["geo"])

    # A note type of its own: three fields, two cards.
    vocab = models.copy(models.by_name("Basic"), add=False)
    vocab["name"] = "Vocab"
    models.add_field(vocab, models.new_field("Example"))
    template = models.new_template("Example")
    template["qfmt"] = "{{Example}}"
    template["afmt"] = "{{FrontSide}}<hr id=answer>{{Front}}"
    models.add_template(vocab, template)
    models.add(vocab)
    other = add("Vocab", {"Front": "읽다", "Back": "to read", "Example": "책을 읽어요"}, verbs)

    # Reviews answered through Anki's scheduler, so revlog has real rows.
    def answer(note, ord, eases):
        card = next(c for c in note.cards() if c.ord == ord)
        for ease in eases:
            card = col.get_card(card.id)
            card.start_timer()
            col.sched.answerCard(card, ease)

    answer(basic, 0, [3, 3])
    answer(reversed_note, 0, [3])
    answer(reversed_note, 1, [4])
    answer(cloze, 0, [1, 3])
    answer(cloze, 1, [4])
    answer(other, 0, [3])
    answer(other, 1, [3])
    # A row that is no answer (type 4, manual): "Set Due Date".
    col.sched.set_due_date([next(c.id for c in optional.cards() if c.ord == 0)], "3")
    col.sched.suspend_cards([picture_note.cards()[0].id])

    expected = {"notes": [], "media": {picture: base64.b64encode(PNG).decode()}}
    for note in [basic, picture_note, reversed_note, optional, cloze, other]:
        note = col.get_note(note.id)
        cards = []
        for card in sorted(note.cards(), key=lambda c: c.ord):
            rows = col.db.all("select id, ease, type from revlog where cid = ? order by id", card.id)
            cards.append({"ord": card.ord, "deck": col.decks.name(card.did), "queue": card.queue,
                          "revlog": [{"id": r[0], "ease": r[1], "type": r[2]} for r in rows]})
        expected["notes"].append({"guid": note.guid, "type": note.note_type()["name"], "fields": dict(note.items()),
                                  "tags": note.tags, "cards": cards})

    options = ExportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True, with_media=True, legacy=True)
    col.export_anki_package(out_path=os.path.join(out, "legacy.apkg"), options=options, limit=None)
    options.legacy = False
    col.export_anki_package(out_path=os.path.join(out, "new.apkg"), options=options, limit=None)
    # The whole collection as "Export > Anki Collection Package", the legacy format; this closes it.
    col.export_collection_package(os.path.join(out, "legacy.colpkg"), include_media=True, legacy=True)
    col = Collection(os.path.join(work, "collection.anki2"))
    col.export_collection_package(os.path.join(out, "new.colpkg"), include_media=True, legacy=False)
    with open(os.path.join(out, "expected.json"), "w") as f:
        json.dump(expected, f, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main(sys.argv[1])
