import Foundation
import Testing

/// Every command names itself (`CommandConfiguration(commandName: …)`): argument-parser
/// otherwise makes each name from `String(describing:)` of the type, every run, for every
/// command in the tree, and on Linux each of those is a search of every protocol
/// conformance in the process (half a million instructions a command, half of
/// `kept --version`). A command added without a name fails here, naming its file.
struct CommandNameTests {
    @Test func everyCommandConfigurationNamesItsCommand() throws {
        var missing: [String] = []
        for (file, text) in try SourceFiles.all(under: "Sources/KeptCLI") {
            let configurations = text.components(separatedBy: "CommandConfiguration(").dropFirst()
            for (i, rest) in configurations.enumerated() {
                // The arguments up to the closing parenthesis of the call's first line or block.
                let head = rest.prefix(while: { $0 != ")" })
                if !head.contains("commandName:") { missing.append("\(file): configuration \(i + 1)") }
            }
        }
        #expect(missing == [], "give these a commandName (the name users type):\n\(missing.joined(separator: "\n"))")
    }
}
