import Foundation

/// Cards as the text file Anki 2.1.55 and later imports (File › Import of a .csv or .txt): the
/// header lines say the separator, that fields are HTML and which columns hold the guid, the
/// note type and the deck, so Anki asks nothing; then one row per note: guid, note type, deck,
/// the two fields (Front/Back or Text/Back Extra), tags. Fields with the separator, a quote or
/// a line break are quoted, quotes doubled. Pictures stay `<img src="name">`: a text file
/// cannot carry them (the package, `--to anki`, does).
enum AnkiText {
    static func render(_ plan: AnkiDeckPlan, tabs: Bool) -> String {
        let separator = tabs ? "\t" : ","
        var text = """
            #separator:\(tabs ? "Tab" : "Comma")
            #html:true
            #guid column:1
            #notetype column:2
            #deck column:3
            #tags column:6

            """
        for note in plan.notes {
            let row = [note.guid, note.type.name, note.deck] + note.fields + [note.tags.joined(separator: " ")]
            text += row.map { quoted($0, separator: separator) }.joined(separator: separator) + "\n"
        }
        return text
    }

    static func quoted(_ field: String, separator: String) -> String {
        guard field.contains(separator) || field.contains("\"") || field.contains("\n") || field.contains("\r") else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
