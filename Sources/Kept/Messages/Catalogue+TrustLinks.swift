extension Catalogue {
    /// Links inside the store: what is refused, named and never followed.
    static let trustLinks: Table = [:]
}
