/// Values a command hands to the end of the process instead of freeing them: the index of
/// 100,000 entries is a million small objects, and freeing them one by one when `run`
/// returns costs more than a tenth of a warm `kept list`. The process ends right after, and
/// the system takes all of its memory back at once (as compilers do with `-disable-free`).
enum ExitWithoutFreeing {
    static func keep(_ value: Any) {
        _ = Unmanaged.passRetained(Box(value))
    }

    private final class Box {
        let value: Any
        init(_ value: Any) { self.value = value }
    }
}
