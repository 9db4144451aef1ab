/// The `id` an entry keeps through kept's writes (see `EntryID`): given when an entry is made,
/// carried over when a write would lose it, derived from the old path when an entry without
/// one moves. Front matter kept cannot edit line by line (anchors, flow style) is left as it
/// is: its events keep the UID derived from their path.
extension EntryDocument {
    /// Its `id`, when it has a non-empty one.
    var id: String? {
        guard let id = fields["id"]?.text, !id.isEmpty else { return nil }
        return id
    }

    /// The document with a new id when it has none: what every new entry is filed with.
    /// A template that writes `id: {{id}}` places it; otherwise it goes last.
    func identified() -> EntryDocument {
        guard id == nil else { return self }
        return (try? setting("id", yaml: EntryID.make())) ?? self
    }

    /// The document kept writes when the entry at `path` (`before`) goes to `target`: an
    /// entry without an id that moves is given the one derived from its old path, the UID it
    /// had there. An id the user emptied or deleted stays so until then (its UID is the one
    /// derived from its path: `kept set ENTRY id=` is how a copied file is told apart).
    func keepingIdentity(kind: String, from path: String, to target: String) -> EntryDocument {
        guard id == nil, target != path else { return self }
        return (try? setting("id", yaml: YAMLScalar.renderText(EntryID.derived(kind: kind, path: path)))) ?? self
    }

    /// A version brought back (`kept restore`) with the id the entry has today when that
    /// version has none (written before ids): restoring the text does not change the UID.
    func restoring(idOf today: EntryDocument) -> EntryDocument {
        guard id == nil, let current = today.id else { return self }
        return (try? setting("id", yaml: YAMLScalar.renderText(current))) ?? self
    }
}
