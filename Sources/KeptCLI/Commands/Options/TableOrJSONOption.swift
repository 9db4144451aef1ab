import ArgumentParser
import Kept

/// `--format table|json` of the report commands (`kept tags`, `kept stats`): a table for a
/// person, JSON for a program. One declaration, so the help, the check and the refusal agree.
struct TableOrJSONOption: ParsableArguments {
    @Option(help: ArgumentHelp(say(.optionTagsFormat), valueName: "table|json"))
    var format: String = "table"

    /// Whether JSON was asked for (any case: `--format JSON` too).
    var isJSON: Bool { format.lowercased() == "json" }

    func validate() throws {
        guard ["table", "json"].contains(format.lowercased()) else {
            throw ValidationError(say(.tagsBadFormat, ["value": format]))
        }
    }
}
