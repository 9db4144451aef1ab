import Foundation

extension Store {
    /// Reads every entry file and writes the index cache for all of them, so that the next
    /// run reads none: for a store whose files were all written just now (a clone's checkout)
    /// or adopted (`kept init`). Returns how many entries there are.
    ///
    /// The cache takes no file changed within `FileStamp.clockMargin` before a run began (an
    /// edit in the same clock tick could keep the whole stamp), and a clone's files were all
    /// changed in the last few milliseconds: so this waits out that margin first, once. Every
    /// file written before this call is then settled and cached with the stamp it has; one
    /// written meanwhile (an editor already at work in the new folder) is left to the usual
    /// rule and read again next time, and any later edit changes the stamp as always.
    @discardableResult
    package func writeIndexCache() -> Int {
        let settled = Date().addingTimeInterval(FileStamp.clockMargin + 0.002)
        let wait = settled.timeIntervalSinceNow
        if wait > 0 { Thread.sleep(forTimeInterval: wait) }
        return StoreIndex.load(self).entries.count
    }
}
