import Foundation

/// Removes inline syntax: emphasis, code span marks, links, images, autolinks, escapes.
struct MarkdownInline {
    let references: [String: String]

    /// Whether a byte can start inline syntax; a line without any is returned as it is, which
    /// is most prose (and keeps `kept list` excerpts quick).
    static func isSyntax(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"), UInt8(ascii: "["),
             UInt8(ascii: "]"), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: "\\"): return true
        default: return false
        }
    }

    static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return text
    }

    static func isASCIIPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".unicodeScalars.contains(scalar)
    }

    /// A letter or digit of any script: `_` between two of them is not emphasis.
    static func isWordy(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    func convert(_ text: String) -> String {
        guard text.utf8.contains(where: Self.isSyntax) else { return text }
        return convert(Array(text.unicodeScalars))
    }

    func convert(_ chars: [Unicode.Scalar]) -> String {
        var out = ""
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "\\", i + 1 < chars.count, Self.isASCIIPunctuation(chars[i + 1]) {
                out.unicodeScalars.append(chars[i + 1])
                i += 2
                continue
            }
            if c == "`" {
                let run = run(of: c, in: chars, at: i)
                if let close = closingCodeRun(chars, from: i + run, length: run) {
                    var code = Self.string(chars[(i + run)..<close])
                    if code.count > 2, code.hasPrefix(" "), code.hasSuffix(" ") { code = String(code.dropFirst().dropLast()) }
                    out += code
                    i = close + run
                } else {
                    out += Self.string(chars[i..<(i + run)])
                    i += run
                }
                continue
            }
            if c == "!", i + 1 < chars.count, chars[i + 1] == "[", let link = link(chars, at: i + 1) {
                let isWeb = link.url.hasPrefix("http://") || link.url.hasPrefix("https://")
                let alt = convert(link.label)
                out += alt.isEmpty ? (isWeb ? link.url : "") : (isWeb ? "\(alt) (\(link.url))" : alt)
                i = link.end
                continue
            }
            if c == "[", let link = link(chars, at: i) {
                let label = convert(link.label)
                let bare = link.url.hasPrefix("mailto:") ? String(link.url.dropFirst(7)) : link.url
                out += label.isEmpty || label == link.url || label == bare ? bare : "\(label) (\(link.url))"
                i = link.end
                continue
            }
            if c == "<", let close = chars[i...].firstIndex(of: ">") {
                let inside = Self.string(chars[(i + 1)..<close])
                if inside.wholeMatch(of: /[A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*/) != nil {
                    out += inside.hasPrefix("mailto:") ? String(inside.dropFirst(7)) : inside
                    i = close + 1
                    continue
                }
                if inside.wholeMatch(of: /[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+/) != nil {
                    out += inside
                    i = close + 1
                    continue
                }
                if inside.wholeMatch(of: /\/?br\s*\/?/.ignoresCase()) != nil {
                    i = close + 1
                    continue
                }
            }
            if c == "*" || c == "_" || c == "~" {
                let run = run(of: c, in: chars, at: i)
                if let close = closingEmphasis(chars, at: i, run: run) {
                    out += convert(Array(chars[(i + run)..<close]))
                    i = close + run
                } else {
                    out += Self.string(chars[i..<(i + run)])
                    i += run
                }
                continue
            }
            out.unicodeScalars.append(c)
            i += 1
        }
        return out
    }

    func run(of c: Unicode.Scalar, in chars: [Unicode.Scalar], at i: Int) -> Int {
        var n = 0
        while i + n < chars.count, chars[i + n] == c { n += 1 }
        return n
    }

    func closingCodeRun(_ chars: [Unicode.Scalar], from start: Int, length: Int) -> Int? {
        var j = start
        while j < chars.count {
            if chars[j] == "`" {
                let n = run(of: "`", in: chars, at: j)
                if n == length { return j }
                j += n
            } else {
                j += 1
            }
        }
        return nil
    }

    /// Where the run closing the emphasis opened at `i` starts: a run of the same character
    /// and length, with text between that neither starts nor ends with a space.
    func closingEmphasis(_ chars: [Unicode.Scalar], at i: Int, run length: Int) -> Int? {
        let c = chars[i]
        if c == "~" && length != 2 { return nil }
        guard length <= 3, i + length < chars.count, !chars[i + length].properties.isWhitespace else { return nil }
        if c == "_", i > 0, Self.isWordy(chars[i - 1]) { return nil }
        var j = i + length
        while j < chars.count {
            if chars[j] == "`" {
                let n = run(of: "`", in: chars, at: j)
                if let close = closingCodeRun(chars, from: j + n, length: n) { j = close + n; continue }
                j += n
                continue
            }
            guard chars[j] == c else { j += 1; continue }
            let n = run(of: c, in: chars, at: j)
            let end = j + n
            if n == length, !chars[j - 1].properties.isWhitespace,
               c != "_" || end == chars.count || !(chars[end].isASCII && Self.isWordy(chars[end])) {
                return j
            }
            j = end
        }
        return nil
    }

    struct Link {
        let label: [Unicode.Scalar]
        let url: String
        /// The index after the link's last character.
        let end: Int
    }

    /// `[label](url "title")`, `[label][ref]`, `[label][]` or `[label]` with a definition.
    func link(_ chars: [Unicode.Scalar], at i: Int) -> Link? {
        var depth = 0
        var j = i
        var close: Int?
        while j < chars.count {
            if chars[j] == "\\" { j += 2; continue }
            if chars[j] == "[" { depth += 1 }
            if chars[j] == "]" { depth -= 1; if depth == 0 { close = j; break } }
            j += 1
        }
        guard let close else { return nil }
        let label = Array(chars[(i + 1)..<close])
        let next = close + 1
        if next < chars.count, chars[next] == "(" {
            var depth = 0
            var k = next
            while k < chars.count {
                if chars[k] == "(" { depth += 1 }
                if chars[k] == ")" { depth -= 1; if depth == 0 { break } }
                k += 1
            }
            guard k < chars.count else { return nil }
            var target = Self.string(chars[(next + 1)..<k]).trimmingCharacters(in: .whitespaces)
            if target.hasPrefix("<"), let end = target.firstIndex(of: ">") {
                target = String(target[target.index(after: target.startIndex)..<end])
            } else if let space = target.firstIndex(where: { $0 == " " || $0 == "\t" }) {
                target = String(target[..<space])  // drop a `"title"`
            }
            return Link(label: label, url: target, end: k + 1)
        }
        if next < chars.count, chars[next] == "[", let end = chars[next...].firstIndex(of: "]") {
            let name = Self.string(chars[(next + 1)..<end])
            let key = (name.isEmpty ? Self.string(label[...]) : name).lowercased()
            guard let url = references[key] else { return nil }
            return Link(label: label, url: url, end: end + 1)
        }
        guard let url = references[Self.string(label[...]).lowercased()] else { return nil }
        return Link(label: label, url: url, end: next)
    }
}
