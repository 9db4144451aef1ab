import Foundation

/// A block scalar whose first line of content starts, after its indentation, with a tab:
///
/// ```yaml
/// foo: |-
///  →bar
/// ```
///
/// is valid YAML, `'\tbar'` for YAML 1.2, PyYAML and ruamel.yaml (the YAML test suite's 96NN,
/// R4YG, Y79Y), but libyaml, which Yams is, refuses it ("found a tab character where an
/// indentation space is expected"): it looks for the content's indentation while the tab is
/// still ahead. Written with its indentation indicator (`foo: |1-`), the same scalar is read
/// by libyaml as YAML 1.2 reads it. This writes that indicator into the header of each such
/// block scalar, nothing else; the front matter is read from the result only when libyaml
/// refused the text as written, and the file itself is never changed.
enum BlockScalarTabs {
    /// `yaml` with the indentation indicator written into each block scalar's header whose
    /// first line of content starts with spaces and then a tab; nil when there is none.
    static func indicated(_ yaml: String) -> String? {
        guard yaml.contains("\t"), yaml.contains("|") || yaml.contains(">") else { return nil }
        var lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var changed = false
        for i in lines.indices {
            guard let (indicatorEnd, parent) = header(lines[i]) else { continue }
            // The first line with content (not only white space) after the header.
            guard let first = lines[(i + 1)...].first(where: { $0.contains { $0 != " " && $0 != "\t" && $0 != "\r" } }) else { continue }
            let spaces = first.prefix { $0 == " " }.count
            guard first.dropFirst(spaces).first == "\t", (1...9).contains(spaces - parent) else { continue }
            let at = lines[i].index(lines[i].startIndex, offsetBy: indicatorEnd)
            lines[i].insert(contentsOf: String(spaces - parent), at: at)
            changed = true
        }
        return changed ? lines.joined(separator: "\n") : nil
    }

    /// Where a block scalar's header line has its `|` or `>` (the offset just after it) and
    /// the indentation of the node it is the value of (the key's column, or the `-`'s of a
    /// list item), when the line is one without an indicator already: `key: |`, `- >-`,
    /// `- key: |+ # comment`.
    static func header(_ line: String) -> (indicatorEnd: Int, parent: Int)? {
        var text = Substring(line)
        if text.hasSuffix("\r") { text = text.dropLast() }
        if let comment = text.range(of: " #") { text = text[..<comment.lowerBound] }
        while text.last == " " { text = text.dropLast() }
        guard let match = text.wholeMatch(of: /( *)((?:- +)*)(?:(.*?:) +)?([|>])([+-]?)/) else { return nil }
        let indent = match.output.1.count, dashes = match.output.2
        let parent: Int
        if let key = match.output.3 {
            guard !key.hasPrefix("#"), !key.hasPrefix("-") else { return nil }
            parent = indent + dashes.count
        } else if let lastDash = dashes.lastIndex(of: "-") {
            parent = indent + dashes.distance(from: dashes.startIndex, to: lastDash)
        } else {
            return nil
        }
        return (text.distance(from: text.startIndex, to: match.output.4.endIndex), parent)
    }
}
