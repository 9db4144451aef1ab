extension Catalogue {
    /// Programs a store names and git operations in progress.
    static let trustMachine: Table = [:]
}
