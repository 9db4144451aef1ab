import Foundation

extension Store {
    /// What `kept check` finds wrong with cards and reviews: review log lines that cannot be
    /// read, and cards sharing an id (a copied file), whose reviews would mix. A sync's conflict
    /// copy shares its original's id by design until the user joins them: `kept check` notes
    /// conflict copies on their own, so they are not counted here.
    func cardProblems() -> [Message] {
        var problems: [Message] = []
        do {
            _ = try ReviewLog.all(in: self)
        } catch {
            problems.append(Message.of(error))
        }
        guard let kind = try? kind(named: "card") else { return problems }
        var pathsByID: [String: [String]] = [:]
        for entry in StoreIndex.load(self, kinds: [kind]).entries {
            if let original = ConflictCopy.original(of: entry.path),
               FileManager.default.fileExists(atPath: absolutePath(original)) { continue }
            if let id = entry.value(of: "id") { pathsByID[id, default: []].append(entry.path) }
        }
        for (id, paths) in pathsByID.sorted(by: { $0.key < $1.key }) where paths.count > 1 {
            let sorted = paths.sorted()
            problems.append(Message("check.sharedCardID", ["paths": sorted.joined(separator: ", "), "id": id]))
        }
        return problems
    }
}
