import Foundation

/// What `kept new` was asked for.
package struct NewEntry: Sendable {
    package var title: String?
    package var date: PersonDate?
    package var assignments: [FieldAssignment]
    /// The body given with `--body`; nil means the template's.
    package var body: String?

    package init(title: String? = nil, date: PersonDate? = nil, assignments: [FieldAssignment] = [], body: String? = nil) {
        self.title = title
        self.date = date
        self.assignments = assignments
        self.body = body
    }
}
