import Kept

/// A field of a phone's form that the domain refused, with what it said: the page is drawn
/// again as typed, the sentence beside that field (`FridgeAddForm`, `NewEntryForm`).
struct FormFieldError: Error {
    let field: String
    let message: Message

    /// `read`'s value, or its refusal as the refusal of `field`.
    static func reading<T>(_ field: String, _ read: () throws -> T) throws -> T {
        do { return try read() } catch let error as UserMessageError { throw FormFieldError(field: field, message: error.message) }
    }
}
