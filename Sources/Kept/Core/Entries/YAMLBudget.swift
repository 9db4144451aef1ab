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
    /// Values reached through aliases (each alias counted as all the values it repeats).
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
        /// Values reached again through an alias (a node met before, and all under it): what a
        /// "billion laughs" multiplies.
        var repeated = 0
        /// The nodes met, by where they start and what they are. Yams resolves an alias to the
        /// anchored node itself, with its start mark; its `anchor` is held weakly and gone
        /// once composed, so the mark is what tells a repeat.
        var met: Set<Int> = []
    }

    /// A node's identity within one document: its start (line, column) and its kind (a block
    /// mapping starts where its first key does).
    private static func identity(_ node: Node) -> Int? {
        guard let mark = node.mark else { return nil }
        let kind = switch node {
        case .scalar: 0
        case .sequence: 1
        case .mapping: 2
        case .alias: 3
        }
        return mark.line << 34 | mark.column << 2 | kind
    }

    /// Counts `node`'s values into `count`, stopping as soon as a limit is passed.
    static func verdict(_ node: Node, count: inout Count, limit: Int = limit, plainLimit: Int = plainLimit) -> Verdict {
        var pending = [(node, false)]
        while let (next, inRepeat) = pending.popLast() {
            var repeats = inRepeat
            if !repeats, let identity = identity(next), !count.met.insert(identity).inserted { repeats = true }
            count.values += 1
            if repeats { count.repeated += 1 }
            if count.repeated > limit { return .aliasBomb }
            if count.values > plainLimit { return .tooLong }
            switch next {
            case .scalar, .alias: break
            case let .sequence(sequence): pending.append(contentsOf: sequence.map { ($0, repeats) })
            case let .mapping(mapping):
                for (key, value) in mapping { pending.append((key, repeats)); pending.append((value, repeats)) }
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
