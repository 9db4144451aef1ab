extension Catalogue {
    static let commands: Table = [:]
}
