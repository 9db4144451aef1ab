import Foundation

/// What `kept new` was asked for.
public struct NewEntry: Sendable {
    public var title: String?
    public var date: PersonDate?
    public var assignments: [FieldAssignment]
    /// The body given with `--body`; nil means the template's.
    public var body: String?

    public init(title: String? = nil, date: PersonDate? = nil, assignments: [FieldAssignment] = [], body: String? = nil) {
        self.title = title
        self.date = date
        self.assignments = assignments
        self.body = body
    }
}
