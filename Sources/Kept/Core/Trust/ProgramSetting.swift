import Foundation

/// The settings whose value is a program kept starts: they belong to the machine, not to the
/// store. `.kept/config.yaml` travels with every sync, so whoever can push to the remote could
/// write one there; a command set there runs only after this machine approved that exact text
/// (`CommandApprovals`, `kept trust`). The machine's own config
/// (`${XDG_CONFIG_HOME:-~/.config}/kept/config.yaml`, `MachineConfig`) is trusted as it is.
package enum ProgramSetting: String, Sendable, CaseIterable {
    /// Its first line of output becomes a new diary entry's weather (`WeatherCommand`).
    case weatherCommand = "diary.weather_command"
    /// The pager long output goes through (after `$KEPT_PAGER`, before `$PAGER`).
    case pager = "pager"

    package var key: String { rawValue }
}

/// A program setting as this machine will use it.
package struct ProgramChoice: Sendable, Equatable {
    package enum Source: Sendable, Equatable {
        /// This machine's own config: runs.
        case machine
        /// The store's `.kept/config.yaml`, approved here for this store: runs.
        case approved
        /// The store's, never approved here: does not run.
        case notApproved
        /// The store's, changed since this machine approved an earlier text: does not run.
        case changed
    }

    package let setting: ProgramSetting
    /// The command exactly as written (trimmed of surrounding blanks).
    package let command: String
    package let source: Source

    /// Whether kept may start it.
    package var runs: Bool { source == .machine || source == .approved }

    /// The one-line notice for a command that did not run: what was skipped and how to allow it.
    package var skippedNotice: Message? {
        switch source {
        case .machine, .approved: return nil
        case .notApproved:
            return Message(.machineTrustSkipped, ["setting": setting.key, "command": ProgramChoice.shown(command),
                                                     "file": StoreConfig.relativePath])
        case .changed:
            return Message(.machineTrustSkippedChanged, ["setting": setting.key, "command": ProgramChoice.shown(command),
                                                            "file": StoreConfig.relativePath])
        }
    }

    /// The files of the store `root` the command names (`./weather.sh`, `sh tools/w.sh`, an
    /// absolute path inside it): an approval covers the command's text, not what such a file
    /// says, and any sync may change it. Words are split on blanks, quotes and the shell's
    /// operators; only names that exist are given, sorted.
    package func storeFiles(in root: String) -> [String] {
        let separators = CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: "'\";|&<>()`$={}"))
        var found: Set<String> = []
        for word in command.components(separatedBy: separators) where !word.isEmpty && word != "." && word != ".." {
            let full = word.hasPrefix("/") ? word : (root as NSString).appendingPathComponent(word)
            let standard = URL(fileURLWithPath: full).standardizedFileURL.resolvingSymlinksInPath().path
            let inside = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
            var isFolder: ObjCBool = false
            guard standard.hasPrefix(inside + "/"), FileManager.default.fileExists(atPath: standard, isDirectory: &isFolder),
                  !isFolder.boolValue else { continue }
            found.insert(String(standard.dropFirst(inside.count + 1)))
        }
        return found.sorted()
    }

    /// The command as it may be printed to a terminal: control characters (an escape that
    /// would hide the rest, a carriage return that would overwrite it) and the bidirectional
    /// controls are shown as `\u{…}`, so what the user reads is what would run.
    package static func shown(_ command: String) -> String {
        var out = ""
        for scalar in command.unicodeScalars {
            let value = scalar.value
            let hidden = scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
                || (0x2028...0x2029).contains(value)
            if hidden {
                out += "\\u{" + String(value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

/// Where each program setting comes from on this machine: its own config first, then the
/// store's, which runs only when approved (`CommandApprovals`).
package struct ProgramSettings: Sendable {
    package let machine: MachineConfig
    package let store: StoreConfig
    package let approvals: CommandApprovals
    /// The store's folder, as the approvals know it.
    package let root: String

    package init(machine: MachineConfig, store: StoreConfig, approvals: CommandApprovals, root: String) {
        self.machine = machine
        self.store = store
        self.approvals = approvals
        self.root = root
    }

    /// The setting as this machine uses it; nil when neither config sets it (or sets it blank).
    package func choice(_ setting: ProgramSetting) -> ProgramChoice? {
        if let command = Self.value(machine.config, setting) {
            return ProgramChoice(setting: setting, command: command, source: .machine)
        }
        return storeChoice(setting)
    }

    /// The store's own value of `setting` and whether it is approved here, whatever the
    /// machine's config says (what `kept trust` shows).
    package func storeChoice(_ setting: ProgramSetting) -> ProgramChoice? {
        guard let command = Self.value(store, setting) else { return nil }
        let source: ProgramChoice.Source
        switch approvals.state(of: command, setting: setting, store: root) {
        case .approved: source = .approved
        case .never: source = .notApproved
        case .changed: source = .changed
        }
        return ProgramChoice(setting: setting, command: command, source: source)
    }

    /// Whether this machine's own config sets `setting`.
    package func machineSets(_ setting: ProgramSetting) -> Bool { Self.value(machine.config, setting) != nil }

    private static func value(_ config: StoreConfig, _ setting: ProgramSetting) -> String? {
        guard let text = config.string(setting.key)?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
        return text
    }
}
