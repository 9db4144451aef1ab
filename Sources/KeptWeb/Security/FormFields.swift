import Foundation

/// The fields of an `application/x-www-form-urlencoded` body, as a browser sends a form.
struct FormFields: Sendable {
    private(set) var values: [(name: String, value: String)] = []

    init(_ body: String) {
        for pair in body.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let decode = { (text: Substring) in
                String(text).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? ""
            }
            values.append((decode(parts[0]), parts.count > 1 ? decode(parts[1]) : ""))
        }
    }

    subscript(name: String) -> String? {
        values.first { $0.name == name }?.value
    }

    /// Every value of `name`, in order (repeated inputs).
    func all(_ name: String) -> [String] {
        values.filter { $0.name == name }.map(\.value)
    }
}
