/// How a card category is named where settings keep it (`cards.review.categories.<name>.…`):
/// composed Unicode (NFC), lower case, so `동사` typed on a Mac and on Linux, or `Verbs` and
/// `verbs`, are one category's settings.
package enum CardCategory {
    package static func key(_ category: String) -> String { category.precomposedStringWithCanonicalMapping.lowercased() }
}
