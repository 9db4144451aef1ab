extension Catalogue {
    static let errors: Table = [:]
}
