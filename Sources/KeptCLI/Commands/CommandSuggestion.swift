import ArgumentParser
import Kept

/// Where a command name is typed: after `kept`, or after a command that has commands of its
/// own (`kept fridge …`, `kept remote …`). argument-parser reports a mistyped command there
/// as an unexpected argument — even of the default command it fell back to (`kept fridge ad`
/// is read as `kept fridge list ad`) — so the typed words are read again to tell.
struct CommandSuggestion {
    /// The commands that could have been meant, by every name they answer to.
    let names: [String]

    /// The level whose command position holds `word`, for an error whose usage names `path`
    /// (`kept fridge list`); nil when `word` is an argument of a command rather than a command.
    static func level(path: String, word: String, arguments: [String]) -> CommandSuggestion? {
        var stack: [ParsableCommand.Type] = [KeptCommand.self]
        for name in path.split(separator: " ").dropFirst() {
            guard let next = subcommands(of: stack.last!).first(where: { names(of: $0).contains(String(name)) }) else { return nil }
            stack.append(next)
        }
        var levels: [ArraySlice<ParsableCommand.Type>] = [stack[...]]
        // A default command (fridge's list) stands for its parent when its name was not typed.
        if stack.count > 1,
           stack[stack.count - 2].configuration.defaultSubcommand.map(ObjectIdentifier.init) == ObjectIdentifier(stack.last!) {
            levels.append(stack.dropLast())
        }
        for level in levels where !subcommands(of: level.last!).isEmpty {
            let typed = level.dropFirst().map { $0._commandName }
            if commandWord(after: typed, in: arguments) == word {
                return CommandSuggestion(names: subcommands(of: level.last!).flatMap(names(of:)))
            }
        }
        return nil
    }

    static func subcommands(of command: ParsableCommand.Type) -> [ParsableCommand.Type] {
        command.configuration.subcommands
    }

    static func names(of command: ParsableCommand.Type) -> [String] {
        [command._commandName] + command.configuration.aliases
    }

    /// The first word that is not an option after the command names `path` in `arguments`
    /// (`--store DIR` and other options skipped): what was typed where a command goes.
    static func commandWord(after path: [String], in arguments: [String]) -> String? {
        var remaining = path[...]
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let word = arguments[index]
            index += 1
            if word == "--store" { index += 1; continue }
            if word.hasPrefix("-") { continue }
            guard let expected = remaining.first else { return word }
            // An alias typed for a command of the path counts as its name.
            guard word == expected || isAlias(word, of: expected) else { return nil }
            remaining = remaining.dropFirst()
        }
        return nil
    }

    static func isAlias(_ word: String, of name: String) -> Bool {
        var commands: [ParsableCommand.Type] = [KeptCommand.self]
        while let command = commands.popLast() {
            if command._commandName == name, command.configuration.aliases.contains(word) { return true }
            commands += subcommands(of: command)
        }
        return false
    }
}
