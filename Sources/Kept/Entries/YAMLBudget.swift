import Yams

/// How much YAML kept reads from one front matter, settings file or value.
///
/// Aliases let a few lines stand for billions of values (a "billion laughs"): Yams composes
/// them cheaply, sharing the anchored node, but anything that walks the result (fields, JSON,
/// search) would expand every repetition. So values are counted first, each alias as all the
/// values it repeats, stopping as soon as the count passes the limit. Deep nesting is already
/// refused by libyaml's parser (it stops at 1,000 levels, with an error kept reports).
enum YAMLBudget {
    static let limit = 10_000

    /// Counts `node`'s values into `count`; false as soon as the total passes `limit`.
    static func fits(_ node: Node, count: inout Int, limit: Int = limit) -> Bool {
        var pending = [node]
        while let next = pending.popLast() {
            count += 1
            if count > limit { return false }
            switch next {
            case .scalar, .alias: break
            case let .sequence(sequence): pending.append(contentsOf: sequence)
            case let .mapping(mapping):
                for (key, value) in mapping { pending.append(key); pending.append(value) }
            }
        }
        return true
    }

    static func fits(_ node: Node) -> Bool {
        var count = 0
        return fits(node, count: &count)
    }
}
