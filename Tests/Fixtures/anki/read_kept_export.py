"""Reads what `kept export --to anki|csv|tsv` wrote with ankitects' own library (PyPI `anki`), as
Anki's File > Import does: each file is imported into a fresh collection, then read back.

    python read_kept_export.py apkg FILE      the package, with scheduling
    python read_kept_export.py csv FILE       a CSV or tab-separated file (Anki 2.1.55+ text import)

prints JSON: today (the collection's day number), the notes (guid, note type, fields, tags, and
each card's deck, type, queue, due counted from today, interval, reps, lapses, FSRS memory and
revlog rows), the media folder's files (base64) and the import log's counts; for a package,
also what importing it a second time added.
"""
import base64
import json
import os
import sys
import tempfile

from anki.collection import Collection, ImportAnkiPackageOptions, ImportAnkiPackageRequest, ImportCsvRequest


def main(kind, path):
    work = tempfile.mkdtemp()
    col = Collection(os.path.join(work, "collection.anki2"))
    if kind == "apkg":
        options = ImportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True)
        log = col.import_anki_package(ImportAnkiPackageRequest(package_path=path, options=options)).log
    else:
        metadata = col.get_csv_metadata(path=path, delimiter=None)
        log = col.import_csv(ImportCsvRequest(path=path, metadata=metadata)).log
    today = col.sched.today
    notes = []
    for nid in col.find_notes(""):
        note = col.get_note(nid)
        cards = []
        for card in sorted(note.cards(), key=lambda c: c.ord):
            revlog = col.db.scalar("select count() from revlog where cid = ?", card.id)
            memory = card.memory_state
            cards.append({
                "ord": card.ord, "deck": col.decks.name(card.did), "type": card.type, "queue": card.queue,
                "due": card.due - today if card.type == 2 else None, "ivl": card.ivl, "reps": card.reps,
                "lapses": card.lapses, "revlog": revlog,
                "stability": round(memory.stability, 3) if memory else None,
                "difficulty": round(memory.difficulty, 3) if memory else None,
            })
        notes.append({"guid": note.guid, "type": note.note_type()["name"], "fields": dict(note.items()),
                      "tags": note.tags, "cards": cards})
    media = {}
    for name in sorted(os.listdir(col.media.dir())):
        with open(os.path.join(col.media.dir(), name), "rb") as f:
            media[name] = base64.b64encode(f.read()).decode()
    result = {"today": today, "notes": notes, "media": media, "new": len(log.new), "updated": len(log.updated),
              "duplicate": len(log.duplicate), "conflicting": len(log.conflicting)}
    if kind == "apkg":
        # The same package again: its notes are recognised by their guids, nothing is added.
        again = col.import_anki_package(ImportAnkiPackageRequest(package_path=path, options=options)).log
        result["again_new"] = len(again.new)
        result["again_notes"] = col.note_count()
    col.close()
    print(json.dumps(result, ensure_ascii=False))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
