"""Notes with sounds and pictures on either side, built and read with ankitects' own library
(PyPI `anki`), for the round trip `kept import anki` -> `kept export --to anki` (issue 49).

    python media_sides.py make OUT_FOLDER    writes OUT_FOLDER/legacy.apkg (collection.anki21)
                                              and OUT_FOLDER/new.apkg (anki21b: zstd, protobuf)
    python media_sides.py read FILE.apkg     imports FILE into a fresh collection

both print JSON: each note's guid -> each field's text as Anki's browser shows it (HTML and media
references stripped, `anki.utils.strip_html_media`) and the media files it references
(`col.media.files_in_str`), the side a sound or picture is on.
"""
import json
import os
import sys
import tempfile

from anki.collection import Collection, ExportAnkiPackageOptions, ImportAnkiPackageOptions, ImportAnkiPackageRequest
from anki.lang import set_lang
from anki.utils import strip_html_media

set_lang("en_US")  # strip_html_media goes through the backend's translations

# Tiny files of the kinds a card holds: a WAV header and a 1x1 PNG.
WAV = b"RIFF$\x00\x00\x00WAVEfmt \x10\x00\x00\x00\x01\x00\x01\x00@\x1f\x00\x00@\x1f\x00\x00\x01\x00\x08\x00data\x00\x00\x00\x00"
PNG = bytes.fromhex("89504e470d0a1a0a0000000d4948445200000001000000010806000000"
                    "1f15c4890000000d49444154789c63f8cfc0f00f0004850180848a8c210000000049454e44ae426082")


def fields(col):
    out = {}
    for nid in col.find_notes(""):
        note = col.get_note(nid)
        mid = note.note_type()["id"]
        out[note.guid] = {name: {"text": strip_html_media(value).strip(), "media": sorted(col.media.files_in_str(mid, value))}
                          for name, value in note.items()}
    return out


def make(out):
    os.makedirs(out, exist_ok=True)
    col = Collection(os.path.join(tempfile.mkdtemp(), "collection.anki2"))
    sound = col.media.write_data("foo.wav", WAV)
    answer = col.media.write_data("answer.wav", WAV)
    picture = col.media.write_data("river.png", PNG)
    # Another picture for another note: two copies of one file export as `seoul-2.png` (kept's rule).
    seoul = col.media.write_data("seoul.png", PNG[:-1] + b"\x83")
    deck = col.decks.id("Default")

    def add(front, back):
        note = col.new_note(col.models.by_name("Basic"))
        note["Front"], note["Back"] = front, back
        col.add_note(note, deck)

    add(f"[sound:{sound}]", "")                           # a sound alone on the front, the back empty
    add(f'<img src="{picture}">', "the river at dawn")    # a picture alone on the front
    add("Listen and repeat", f"[sound:{answer}]")         # a sound on the back
    add("Where is this?", f'<div>Seoul</div><div><img src="{seoul}"></div>')  # a picture on the back
    print(json.dumps(fields(col), ensure_ascii=False))
    options = ExportAnkiPackageOptions(with_scheduling=False, with_deck_configs=False, with_media=True, legacy=True)
    col.export_anki_package(out_path=os.path.join(out, "legacy.apkg"), options=options, limit=None)
    options.legacy = False
    col.export_anki_package(out_path=os.path.join(out, "new.apkg"), options=options, limit=None)
    col.close()


def read(path):
    col = Collection(os.path.join(tempfile.mkdtemp(), "collection.anki2"))
    options = ImportAnkiPackageOptions(with_scheduling=False, with_deck_configs=False)
    col.import_anki_package(ImportAnkiPackageRequest(package_path=path, options=options))
    print(json.dumps(fields(col), ensure_ascii=False))
    col.close()


if __name__ == "__main__":
    make(sys.argv[2]) if sys.argv[1] == "make" else read(sys.argv[2])
