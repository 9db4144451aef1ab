import Foundation

/// One entry read from another program's export, before it is filed: what the source says,
/// in kept's terms, and where in the source it came from.
package struct ImportedEntry: Sendable {
    /// Where it stands in the source, as a problem names it: `journal.txt:12`,
    /// `Journal.json 3F2A…`, `Daily/2024-01-01.md`.
    package var origin: String
    /// Where it came from, recorded as the entry's `imported:` field so that a second import
    /// recognises it: `jrnl:<sha>`, `dayone:<uuid>`, `file:<folder>/<relative path>`.
    package var importedID: String
    /// Ids an older kept gave the same source entry, still recognised as imported before
    /// (`file:<relative path>`, before the folder's name was part of it).
    package var earlierIDs: [String] = []
    package var title: String
    package var date: ImportedDate?
    /// The body exactly as the source has it (Markdown), attachment links already pointing at
    /// the entry's attachment folder (see `ImportedAttachment.link`).
    package var body: String
    package var tags: [String]
    package var starred: Bool
    package var location: Location?
    package var weather: String?
    /// Fields beyond the ones above, as YAML values (`journal: Travel`).
    package var fields: [(key: String, yaml: String)]
    /// A Markdown file's own text, front matter and all: kept as it is, only the missing
    /// fields added (`Markdown folders`).
    package var originalText: String?
    /// Files to copy into the entry's attachment folder.
    package var attachments: [ImportedAttachment]
    /// A folder the entry came from (a category for kinds filed by one), when the source has one.
    package var category: String?
    /// Dated by nothing but its file's modification time (a Markdown note with no date of its
    /// own): the import's summary counts these, since a copied vault's files all date from the copy.
    package var datedByFileTime = false
    /// Reviews the source recorded (Anki's review log), added to this machine's review log
    /// for the card's `id` in the import's commit.
    package var reviews: [ImportedReview] = []

    package init(origin: String, importedID: String, title: String, date: ImportedDate?, body: String,
                tags: [String] = [], starred: Bool = false, location: Location? = nil, weather: String? = nil,
                fields: [(key: String, yaml: String)] = [], originalText: String? = nil,
                attachments: [ImportedAttachment] = [], category: String? = nil) {
        self.origin = origin
        self.importedID = importedID
        self.title = title
        self.date = date
        self.body = body
        self.tags = tags
        self.starred = starred
        self.location = location
        self.weather = weather
        self.fields = fields
        self.originalText = originalText
        self.attachments = attachments
        self.category = category
    }
}

/// When an imported entry was written: an instant shown in the time zone it was written in
/// (Day One's `timeZone`), or a day alone.
package struct ImportedDate: Sendable, Equatable {
    package let instant: Date
    package let timeZone: TimeZone
    package let hasTime: Bool

    package init(instant: Date, timeZone: TimeZone, hasTime: Bool = true) {
        self.instant = instant
        self.timeZone = timeZone
        self.hasTime = hasTime
    }

    /// A wall-clock time (jrnl's `2024-03-09 21:30`) in `timeZone`; nil when it is no date.
    package init?(local text: String, timeZone: TimeZone) {
        guard let field = FieldDate(text) else { return nil }
        var components = DateComponents()
        components.year = field.day.year
        components.month = field.day.month
        components.day = field.day.day
        let seconds = field.secondsOfDay ?? 0
        components.hour = seconds / 3600
        components.minute = seconds / 60 % 60
        components.second = seconds % 60
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        guard let instant = calendar.date(from: components) else { return nil }
        self.init(instant: instant, timeZone: timeZone, hasTime: field.secondsOfDay != nil)
    }

    /// As front matter holds it: `2017-12-25T10:04:32+07:00`, or `2017-12-25` for a day.
    package var text: String {
        hasTime ? DateText.iso(instant, timeZone: timeZone) : day.iso
    }

    /// The day on the calendar of the place it was written.
    package var day: Day {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return Day(instant, calendar: calendar)
    }
}

/// A file an imported entry brings along, copied into its attachment folder.
package struct ImportedAttachment: Sendable, Equatable {
    /// The source's folder, and the file's path in it: read through `SourceFolder`, so no
    /// link in the source is followed.
    package let root: String
    package let relative: String
    /// The name it is given in the attachment folder (sanitised and made unique on import).
    package let name: String
    package let link: Link

    /// How the body comes to show the copy.
    package enum Link: Sendable, Equatable {
        /// Links to this target in the body (`dayone-moment://ID`, `images/a.png`) are made
        /// links to the copy (`<folder>/<name>`).
        case replacing(target: String)
        /// Not named in the body: a link is appended.
        case appended
        /// Obsidian's embed of this target (`![[Pasted image 1.png|300]]`, the part before `|`,
        /// `#` or `]]`) made to name the copy by its place (`![[2024-01-15-note/pasted-image-1.png|300]]`):
        /// the copy's name is made safe (and may get `-2`), so the name as written finds no
        /// file, or another one, when the store is opened as a vault.
        case embed(target: String)
    }

    /// The file's full path, for messages.
    package var source: String { (root as NSString).appendingPathComponent(relative) }

    package init(root: String, relative: String, name: String, link: Link) {
        self.root = root
        self.relative = relative
        self.name = name
        self.link = link
    }
}
