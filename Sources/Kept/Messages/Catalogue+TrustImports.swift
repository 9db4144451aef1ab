extension Catalogue {
    /// Imports that reach outside their source, names typed on the command line.
    static let trustImports: Table = [:]
}
