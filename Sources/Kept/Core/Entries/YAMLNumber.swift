/// The value of a YAML 1.1 number as JSON text, computed as PyYAML's constructor computes it:
/// `010` is 8, `0x1F` 31, `0b11` 3, `1:20` 80 (base 60), `1_000` 1000, `+1` 1, `.5` 0.5,
/// `1.` 1.0. nil when JSON has no such number (`.inf`, `.nan`) or the text is no number of
/// that kind (an explicit `!!int abc`): the value is then shown as its text.
enum YAMLNumber {
    /// Python stops turning ints of more digits than this into text (`sys.int_info`): past
    /// it the value is shown as written. It also bounds the base conversion's work.
    static let digitLimit = 4300
    /// Longer binary, octal, hex or base-60 numbers are shown as written: converting them
    /// costs work in the square of their length, which a hostile file could multiply.
    static let convertedLimit = 256

    /// The decimal digits of the integer `text` means, with a `-` when negative.
    static func integer(_ text: String) -> String? {
        var body = Array(text.utf8.filter { $0 != UInt8(ascii: "_") })
        var negative = false
        if let first = body.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            body.removeFirst()
        }
        guard !body.isEmpty, body.count <= digitLimit else { return nil }
        var decimal: [UInt8]  // most significant first
        let isDecimal = body.first != 0x30 && !body.contains(UInt8(ascii: ":"))
        guard isDecimal || body.count <= convertedLimit else { return nil }
        if body == [0x30] {
            decimal = [0]
        } else if body.count > 2, body[0] == 0x30, body[1] == UInt8(ascii: "b") {
            guard let d = convert(body[2...].map { digitValue($0, base: 2) }, base: 2) else { return nil }
            decimal = d
        } else if body.count > 2, body[0] == 0x30, body[1] == UInt8(ascii: "x") {
            guard let d = convert(body[2...].map { digitValue($0, base: 16) }, base: 16) else { return nil }
            decimal = d
        } else if body[0] == 0x30 {
            guard let d = convert(body.dropFirst().map { digitValue($0, base: 8) }, base: 8) else { return nil }
            decimal = d
        } else if body.contains(UInt8(ascii: ":")) {
            // Base 60: each group a number (`1:20` is 80).
            var groups: [Int?] = []
            for part in body.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false) {
                guard !part.isEmpty, part.count <= 18, part.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
                groups.append(part.reduce(0) { $0 * 10 + Int($1 - 0x30) })
            }
            guard let d = convert(groups, base: 60) else { return nil }
            decimal = d
        } else {
            guard body.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            decimal = body.map { $0 - 0x30 }
        }
        while decimal.count > 1, decimal[0] == 0 { decimal.removeFirst() }
        guard decimal.count <= digitLimit else { return nil }
        let digits = String(decoding: decimal.map { $0 + 0x30 }, as: UTF8.self)
        return negative && digits != "0" ? "-" + digits : digits
    }

    /// JSON text of the float `text` means: always with a `.` (a float, not an int, when read
    /// back), never `.inf` or `.nan` (nil: JSON has neither).
    static func float(_ text: String) -> String? {
        var body = Array(text.lowercased().utf8.filter { $0 != UInt8(ascii: "_") })
        var sign = ""
        if let first = body.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            if first == UInt8(ascii: "-") { sign = "-" }
            body.removeFirst()
        }
        guard !body.isEmpty, body.count <= digitLimit else { return nil }
        if body.contains(UInt8(ascii: ":")) {
            // Base 60 in floats, summed from the last group as PyYAML sums them.
            let parts = body.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
            var value = 0.0, base = 1.0
            for part in parts.reversed() {
                guard let number = Double(String(decoding: part, as: UTF8.self)) else { return nil }
                value += number * base
                base *= 60
            }
            guard value.isFinite else { return nil }
            return sign + "\(value)"  // Swift and Python both write the shortest text that reads back
        }
        // [0-9]*(.[0-9]*)?(e[-+]?[0-9]+)?, at least one digit before the exponent.
        let digit: (UInt8) -> Bool = { (0x30...0x39).contains($0) }
        var i = 0
        var whole: [UInt8] = [], fraction: [UInt8] = [], exponent: [UInt8] = []
        while i < body.count, digit(body[i]) { whole.append(body[i]); i += 1 }
        if i < body.count, body[i] == UInt8(ascii: ".") {
            i += 1
            while i < body.count, digit(body[i]) { fraction.append(body[i]); i += 1 }
        }
        guard !whole.isEmpty || !fraction.isEmpty else { return nil }
        if i < body.count, body[i] == UInt8(ascii: "e") {
            i += 1
            if i < body.count, body[i] == UInt8(ascii: "-") || body[i] == UInt8(ascii: "+") { exponent.append(body[i]); i += 1 }
            let start = exponent.count
            while i < body.count, digit(body[i]) { exponent.append(body[i]); i += 1 }
            guard exponent.count > start else { return nil }
        }
        guard i == body.count else { return nil }
        while whole.count > 1, whole[0] == 0x30 { whole.removeFirst() }
        let text = (whole.isEmpty ? "0" : String(decoding: whole, as: UTF8.self)) + "."
            + (fraction.isEmpty ? "0" : String(decoding: fraction, as: UTF8.self))
            + (exponent.isEmpty ? "" : "e" + String(decoding: exponent, as: UTF8.self))
        return sign + text
    }

    private static func digitValue(_ byte: UInt8, base: Int) -> Int? {
        let value: Int
        switch byte {
        case 0x30...0x39: value = Int(byte - 0x30)
        case 0x61...0x66: value = Int(byte - 0x61 + 10)
        case 0x41...0x46: value = Int(byte - 0x41 + 10)
        default: return nil
        }
        return value < base ? value : nil
    }

    /// Digits in `base` (most significant first) as decimal digits, by long multiplication.
    private static func convert(_ digits: [Int?], base: Int) -> [UInt8]? {
        guard !digits.isEmpty else { return nil }
        var decimal: [Int] = [0]  // least significant first
        for case let d? in digits {
            var carry = d
            for j in decimal.indices {
                let v = decimal[j] * base + carry
                decimal[j] = v % 10
                carry = v / 10
            }
            while carry > 0 { decimal.append(carry % 10); carry /= 10 }
            if decimal.count > digitLimit { return nil }
        }
        guard !digits.contains(where: { $0 == nil }) else { return nil }
        return decimal.reversed().map(UInt8.init)
    }
}
