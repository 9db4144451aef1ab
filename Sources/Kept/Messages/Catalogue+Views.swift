extension Catalogue {
    static let views: Table = [:]
}
