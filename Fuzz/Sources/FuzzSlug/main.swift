import Foundation
import FuzzSupport
@testable import Kept

/// Any title becomes a file name that stays one path component: no separator, no leading
/// dot, no `..`, no control character, at most the byte budget, valid UTF-8.
runFuzzer { data, size in
    let title = text(data, size)
    let slug = Slug.make(title)
    precondition(slug.utf8.count <= Slug.maxFileNameBytes - 3, "slug longer than its budget")
    precondition(!slug.contains("/") && !slug.contains("\0"), "slug holds a separator or NUL")
    precondition(!slug.hasPrefix("."), "slug starts with a dot")
    precondition(slug != "..", "slug is ..")
    precondition(!slug.unicodeScalars.contains { $0.properties.generalCategory == .control }, "slug holds a control character")
    let cut = Slug.truncated(title, maxBytes: size / 2)
    precondition(cut.utf8.count <= size / 2, "truncation overran its budget")
    return 0
}
