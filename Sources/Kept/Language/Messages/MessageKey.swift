/// The name of a sentence in the `Catalogue`, as a value code cannot misspell: every key is a
/// static member (`.fieldsUnknown`), generated from the catalogue's tables into `Keys/`, and a
/// key chosen at run time comes from a family function (`.month(3)`, MessageKey+Families.swift).
/// A key that is not in the catalogue does not compile; `MessageKeyTests` keeps the tables,
/// the members and their uses in step.
///
/// Not `ExpressibleByStringLiteral` on purpose: a string is not a key. The name is what
/// `Message` stores and encodes, and what the catalogue is looked up by.
package struct MessageKey: Hashable, Sendable, CustomStringConvertible {
    package let name: String

    /// Only the generated members and the family functions make keys (a test checks that no
    /// other file calls this).
    init(_ name: String) { self.name = name }

    package var description: String { name }
}
