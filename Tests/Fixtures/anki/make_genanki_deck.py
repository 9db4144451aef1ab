"""Builds a deck with genanki (PyPI), as many tools that make Anki decks do, for kept's import
tests: genanki writes its own collection.anki2 (not Anki's exporter) with its own note types.

    python make_genanki_deck.py OUT.apkg

A Basic note with a picture, a Cloze note with two clozes, in the deck `Genanki::Words`.
"""
import base64
import os
import sys
import tempfile

import genanki

PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
)


def main(out):
    work = tempfile.mkdtemp()
    picture = os.path.join(work, "bird.png")
    with open(picture, "wb") as f:
        f.write(PNG)
    deck = genanki.Deck(2059400110, "Genanki::Words")
    deck.add_note(genanki.Note(model=genanki.BASIC_MODEL, fields=["새", 'a bird<br><img src="bird.png">'],
                               tags=["animal"], guid="genanki-bird"))
    deck.add_note(genanki.Note(model=genanki.CLOZE_MODEL, fields=["{{c1::하늘}}을 나는 {{c2::새}}", ""],
                               guid="genanki-sky"))
    package = genanki.Package(deck)
    package.media_files = [picture]
    package.write_to_file(out)


if __name__ == "__main__":
    main(sys.argv[1])
