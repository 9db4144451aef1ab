extension Catalogue {
    /// The command line's parser: usage, unknown options, help headings.
    static let parsing: Table = [
        "parsing.didYouMean": [
            .english: "Did you mean {suggestion}?",
            .korean: "혹시 {suggestion|을} 쓰려고 하셨나요?",
        ],
        "parsing.heading.arguments": [.english: "ARGUMENTS", .korean: "인자"],
        "parsing.heading.options": [.english: "OPTIONS", .korean: "옵션"],
        "parsing.heading.overview": [.english: "OVERVIEW", .korean: "개요"],
        "parsing.heading.subcommands": [.english: "SUBCOMMANDS", .korean: "명령"],
        "parsing.heading.usage": [.english: "USAGE", .korean: "사용법"],
        "parsing.help.default": [.english: "(default: {value})", .korean: "(기본값: {value})"],
        "parsing.help.defaultAsFlag": [.english: "(default as flag: {value})", .korean: "(값 없이 쓰면: {value})"],
        "parsing.help.defaultSubcommand": [.english: "(default)", .korean: "(기본)"],
        "parsing.help.help": [.english: "Show help information.", .korean: "도움말을 보여 줍니다."],
        "parsing.help.seeSubcommand": [
            .english: "  See '{command} <subcommand>' for detailed help.",
            .korean: "  명령마다 자세한 도움말은 `{command} <명령>`으로 볼 수 있습니다.",
        ],
        "parsing.help.values": [.english: "(values: {values})", .korean: "(값: {values})"],
        "parsing.help.valuesAndDefault": [
            .english: "(values: {values}; default: {value})",
            .korean: "(값: {values}; 기본값: {value})",
        ],
        "parsing.help.valuesAndDefaultAsFlag": [
            .english: "(values: {values}; default as flag: {value})",
            .korean: "(값: {values}; 값 없이 쓰면: {value})",
        ],
        "parsing.help.version": [.english: "Show the version.", .korean: "버전을 보여 줍니다."],
        // The lines under an error.
        "parsing.helpLine": [
            .english: "Help:  {help}",
            .korean: "도움말:  {help}",
        ],
        "parsing.invalidOption": [
            .english: "Invalid option: {option}",
            .korean: "잘못된 옵션입니다: {option}",
        ],
        "parsing.invalidValue": [
            .english: "The value {value} is invalid for {option}",
            .korean: "{value|은} {option}에 쓸 수 없는 값입니다",
        ],
        "parsing.invalidValueAlone": [
            .english: "The value {value} is invalid.",
            .korean: "{value|은} 쓸 수 없는 값입니다.",
        ],
        "parsing.missingArgument": [
            .english: "Missing expected argument {argument}",
            .korean: "{argument} 인자가 빠졌습니다",
        ],
        "parsing.missingOneOf": [
            .english: "Missing one of: {choices}",
            .korean: "다음 중 하나가 빠졌습니다: {choices}",
        ],
        "parsing.missingSubcommand": [
            .english: "Missing required subcommand.",
            .korean: "명령이 빠졌습니다.",
        ],
        "parsing.missingValue": [
            .english: "Missing value for {option}",
            .korean: "{option}의 값이 빠졌습니다",
        ],
        "parsing.missingValueInComposite": [
            .english: "   or: Missing value for {option} in {composite}",
            .korean: "   또는: {composite} 안의 {option}에 값이 빠졌습니다",
        ],
        "parsing.provideOneOf": [
            .english: ". Please provide one of {choices}.",
            .korean: ". {choices} 중 하나를 쓰세요.",
        ],
        // A word or option named in an error: argument-parser quotes with '…', the Korean
        // messages around it with backticks.
        "parsing.quoted": [
            .english: "'{text}'",
            .korean: "`{text}`",
        ],
        "parsing.seeHelp": [
            .english: "  See '{command} --help' for more information.",
            .korean: "  자세한 설명은 `{command} --help`에서 볼 수 있습니다.",
        ],
        "parsing.takesNoValue": [
            .english: "The option {option} does not take any value, but {value} was specified.",
            .korean: "{option} 옵션은 값을 받지 않는데 {value|이} 주어졌습니다.",
        ],
        // Errors (after `kept: `).
        "parsing.unexpectedArgument": [
            .english: "Unexpected argument {value}",
            .korean: "알 수 없는 인자입니다: {value}",
        ],
        "parsing.unexpectedArguments": [
            .english: "{count} unexpected arguments: {values}",
            .korean: "알 수 없는 인자가 {count}개 있습니다: {values}",
        ],
        "parsing.unknownCommand": [
            .english: "Unknown command {name}",
            .korean: "알 수 없는 명령입니다: {name}",
        ],
        "parsing.unknownKindNear": [
            .english: "there is no kind `{name}`: did you mean `{suggestion}`? (the kinds are {known})",
            .korean: "`{name}`{|이라는} 종류가 없습니다. 혹시 `{suggestion}`{|을} 쓰려고 하셨나요? (종류: {known})",
        ],
        "parsing.unknownOption": [
            .english: "Unknown option {option}",
            .korean: "알 수 없는 옵션입니다: {option}",
        ],
        "parsing.usageLine": [
            .english: "Usage: {usage}",
            .korean: "사용법: {usage}",
        ],
        // Words of the usage line and of --help.
        "parsing.word.options": [.english: "<options>", .korean: "<옵션>"],
        "parsing.word.subcommand": [.english: "<subcommand>", .korean: "<명령>"],
    ]
}
