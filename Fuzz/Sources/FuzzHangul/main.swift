import Foundation
import FuzzSupport
@testable import Kept

/// The Hangul-aware matcher: the first half of the input searched for in the second half,
/// with and without initial consonants (`ㄱㅊ` finds 김치); every range must lie inside the text.
runFuzzer { data, size in
    let text = text(data, size)
    let split = text.index(text.startIndex, offsetBy: text.count / 3)
    let needle = String(text[..<split]), haystack = String(text[split...])
    for scalar in text.unicodeScalars {
        _ = Hangul.initialIndex(of: scalar.value)
        _ = Hangul.initialIndex(ofJamo: scalar.value)
    }
    let term = SearchTerm(needle)
    let folded = FoldedText(haystack)
    for initials in [false, true] {
        for range in term.matches(in: folded, initials: initials) {
            precondition(range.lowerBound >= 0 && range.lowerBound <= range.upperBound, "bad match range")
        }
        _ = term.firstMatch(in: folded, initials: initials)
    }
    return 0
}
