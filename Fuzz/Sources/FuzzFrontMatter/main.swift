import Foundation
import FuzzSupport
@testable import Kept

/// Any bytes as an entry file: decoding, front-matter parsing, a field edit and the problem's
/// `path:line:col` text must neither crash nor hang, and an edit must keep the body.
runFuzzer { data, size in
    let contents = EntryFile.decode(data.map { Data(bytes: $0, count: size) } ?? Data())
    let document = EntryDocument(text: contents.text)
    if let problem = document.problem ?? contents.encodingProblem {
        _ = EntryProblem(path: "fuzz.md", problem: problem, text: contents.text).description
        return 0
    }
    for (_, value) in document.fields { _ = value.text; _ = value.items }
    if let edited = try? document.setting("title", yaml: "\"fuzz\"") {
        let again = EntryDocument(text: edited.text)
        precondition(again.problem == nil, "an edit made readable front matter unreadable")
        precondition(again.fields["title"]?.text == "fuzz", "the edited title does not read back")
    }
    return 0
}
