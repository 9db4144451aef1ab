import Yams

/// How much YAML kept reads from one front matter, settings file or value.
///
/// Aliases let a few lines stand for billions of values (a "billion laughs"): Yams composes
/// them cheaply, sharing the anchored node, but anything that walks the result (fields, JSON,
/// search) would expand every repetition. So values are counted first, each alias as all the
/// values it repeats, stopping as soon as the count passes the limit. Deep nesting is already
/// refused by libyaml's parser (it stops at 1,000 levels, with an error kept reports).
///
/// Values written out (no alias repeated) cost only what their own text costs: a plain list of
/// 12,000 tags is a real front matter, not an attack, and has its own, higher limit.
enum YAMLBudget {
    /// Values once aliases are expanded, when at least one alias was.
    static let limit = 10_000
    /// Values written out, no alias repeated. Each takes at least two bytes of the file, so
    /// reading them is bounded by the file itself (no amplification); the limit only turns a
    /// runaway file (a million values, megabytes of generated YAML) into a clear refusal
    /// instead of a slow read of every command that walks it.
    static let plainLimit = 1_000_000

    /// What the count found.
    enum Verdict: Equatable {
        case fits
        /// More than `limit` values once aliases were expanded: a "billion laughs".
        case aliasBomb
        /// More than `plainLimit` values written out.
        case tooLong
    }

    /// A running count across the values of one document (a front matter's fields).
    struct Count {
        var values = 0
        /// Anchors met; meeting one again means an alias repeated its node.
        var anchors: Set<String> = []
        var expanded = false
    }

    /// Counts `node`'s values into `count`, stopping as soon as a limit is passed.
    static func verdict(_ node: Node, count: inout Count) -> Verdict {
        var pending = [node]
        while let next = pending.popLast() {
            count.values += 1
            if let anchor = next.anchor?.rawValue, !count.anchors.insert(anchor).inserted { count.expanded = true }
            if count.values > limit && count.expanded { return .aliasBomb }
            if count.values > plainLimit { return .tooLong }
            switch next {
            case .scalar, .alias: break
            case let .sequence(sequence): pending.append(contentsOf: sequence)
            case let .mapping(mapping):
                for (key, value) in mapping { pending.append(key); pending.append(value) }
            }
        }
        return .fits
    }

    static func verdict(_ node: Node) -> Verdict {
        var count = Count()
        return verdict(node, count: &count)
    }

    static func fits(_ node: Node) -> Bool { verdict(node) == .fits }
}
