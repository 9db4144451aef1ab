import Foundation

/// The three note types a kept card becomes in Anki, as Anki's stock ones are (fields,
/// templates and style as anki 25.9 makes them), with fixed ids: a second export of the same
/// store is recognised by Anki as the same note types, not copies of them.
enum AnkiNoteType: CaseIterable {
    /// A basic card (and a `type: cloze` card without a cloze): the title asks, the body answers.
    case basic
    /// `type: reversed`: two cards, front → back and back → front.
    case reversed
    /// `type: cloze`: the body with its `{{cN::…}}` as written, one card per number.
    case cloze

    init(_ type: CardType, items: [ReviewItem]) {
        switch type {
        case .basic: self = .basic
        case .reversed: self = .reversed
        // A cloze card without a cloze is reviewed as basic (`ReviewItem.items`): exported so too.
        case .cloze: self = items.contains { if case .cloze = $0 { true } else { false } } ? .cloze : .basic
        }
    }

    var id: Int64 {
        switch self {
        case .basic: 1_764_201_600_001
        case .reversed: 1_764_201_600_002
        case .cloze: 1_764_201_600_003
        }
    }

    /// Anki's own English names: what a CSV's note type column names (its rows go into the
    /// collection's own note types).
    var name: String {
        switch self {
        case .basic: "Basic"
        case .reversed: "Basic (and reversed card)"
        case .cloze: "Cloze"
        }
    }

    /// Its name in a package: Anki's name and "(kept)". A package's note types are added beside
    /// the collection's own (their ids differ), and Anki would rename one called `Basic` `Basic+`.
    var packageName: String { name + " (kept)" }

    var fields: [String] { self == .cloze ? ["Text", "Back Extra"] : ["Front", "Back"] }

    /// The card `ord` a review item is: Anki's template number, or a cloze's number less one.
    static func ord(of item: ReviewItem) -> Int {
        switch item {
        case .front: 0
        case .reverse: 1
        case .cloze(let number): number - 1
        }
    }

    /// Its entry in the collection's `models` JSON (schema 11).
    func json(deck: Int64, modified: Int64) -> [String: Any] {
        let templates: [(name: String, question: String, answer: String)] = switch self {
        case .basic: [("Card 1", "{{Front}}", "{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}")]
        case .reversed: [("Card 1", "{{Front}}", "{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}"),
                         ("Card 2", "{{Back}}", "{{FrontSide}}\n\n<hr id=answer>\n\n{{Front}}")]
        case .cloze: [("Cloze", "{{cloze:Text}}", "{{cloze:Text}}<br>\n{{Back Extra}}")]
        }
        var css = ".card {\n    font-family: arial;\n    font-size: 20px;\n    line-height: 1.5;\n    text-align: center;\n    color: black;\n    background-color: white;\n}\n"
        if self == .cloze { css += ".cloze {\n    font-weight: bold;\n    color: blue;\n}\n.nightMode .cloze {\n    color: lightblue;\n}\n" }
        return [
            "id": id, "name": packageName, "type": self == .cloze ? 1 : 0, "mod": modified, "usn": -1, "sortf": 0, "did": deck,
            "tmpls": templates.enumerated().map { ord, template in
                ["name": template.name, "ord": ord, "qfmt": template.question, "afmt": template.answer,
                 "bqfmt": "", "bafmt": "", "did": NSNull(), "bfont": "", "bsize": 0] as [String: Any]
            },
            "flds": fields.enumerated().map { ord, name in
                ["name": name, "ord": ord, "sticky": false, "rtl": false, "font": "Arial", "size": 20,
                 "description": "", "plainText": false, "collapsed": false, "excludeFromSearch": false] as [String: Any]
            },
            "css": css,
            "latexPre": "\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n",
            "latexPost": "\\end{document}", "latexsvg": false,
            "req": self == .reversed ? [[0, "any", [0]], [1, "any", [1]]] : [[0, "any", [0]]],
            "tags": [String](), "vers": [Int](),
        ]
    }
}
