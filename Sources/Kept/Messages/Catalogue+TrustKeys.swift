extension Catalogue {
    /// Store keys and encrypted remotes that another machine or the host changed.
    static let trustKeys: Table = [:]
}
