import Foundation
import ReferenceTools
import Testing

/// YAML both ways, checked against the readers people run on kept's files (issue 28):
/// PyYAML (`safe_load`, YAML 1.1, what python-frontmatter, Obsidian, Hugo and Jekyll users'
/// scripts use), ruamel.yaml (`typ='safe'`, YAML 1.2) and python-frontmatter.
///
/// `KEPT_YAML_BINARY` runs the same comparison with another `kept` (to measure a branch
/// before a change); the figures go to the test's output either way.
@Suite("YAML as the references read it")
struct YAMLReferenceTests {
    static let other = ProcessInfo.processInfo.environment["KEPT_YAML_BINARY"].map { URL(fileURLWithPath: $0) }

    /// What each reader made of the values: how many agree with kept's JSON, and the others.
    struct Agreement: Decodable {
        let total: Int
        let files: Int
        let agree: [String: Int]
        let filesAgree: [String: Int]
        let differ: [String: [String]]
    }

    @Test(.enabled(if: ReferencePython.available))
    func everyValueKeptWritesReadsTheSameInEveryReader() throws {
        let sandbox = try Sandbox()
        let values = YAMLAwkwardValues.values
        let keys = YAMLAwkwardValues.keys
        // Each value under a plain key and each key with a plain value, through `kept new
        // --set` and through `kept set`: all in one run each, or (when a run is refused, as a
        // kept before issue 28 refused some) one entry each, to count what is refused.
        let assignments = values.enumerated().map { ("v\($0.offset)", $0.element) } + keys.map { ($0, "value") }
        var refused: [String] = []
        var counted: [String: [String]] = [:]
        var attempts = 0
        for route in ["new", "set"] {
            // `kept set k=` removes the field: an empty value is set through `new` only.
            let assignments = route == "set" ? assignments.filter { !$0.1.isEmpty } : assignments
            attempts += assignments.count
            let together = try write(assignments, route: route, name: "\(route)-all", in: sandbox)
            if let path = together.path {
                counted[path] = assignments.map(\.0)
                continue
            }
            for (index, assignment) in assignments.enumerated() {
                let alone = try write([assignment], route: route, name: "\(route)-\(index)", in: sandbox)
                if let path = alone.path { counted[path] = [assignment.0] } else { refused.append("\(route) \(assignment): \(alone.error)") }
            }
        }
        #expect(refused.isEmpty, "kept refused \(refused.count) values:\n\(refused.prefix(20).joined(separator: "\n"))")

        let agreement = try Self.compare(sandbox, keys: counted)
        let figures = agreement.agree.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)/\(attempts)" }
        print("YAML written by kept, read back: " + figures.joined(separator: ", ") + "; refused by kept: \(refused.count)")
        for (reader, differences) in agreement.differ.sorted(by: { $0.key < $1.key }) {
            #expect(differences.isEmpty, "\(reader) reads \(differences.count) of kept's values otherwise:\n\(differences.prefix(40).joined(separator: "\n"))")
        }
        #expect(agreement.total == attempts)
    }

    /// Sets `assignments` on a new entry named `name`, through `kept new --set` or `kept set`:
    /// the entry's path, or kept's complaint.
    private func write(_ assignments: [(String, String)], route: String, name: String,
                       in sandbox: Sandbox) throws -> (path: String?, error: String) {
        let made = try sandbox.run(["new", "diary", name, "--no-edit", "--date", "2026-11-22"]
            + (route == "new" ? assignments.flatMap { ["--set", "\($0.0)=\($0.1)"] } + ["--new-field"] : []), executable: Self.other)
        let path = made.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        guard made.status == 0 else {
            if !path.isEmpty { try? FileManager.default.removeItem(at: sandbox.url(path)) }
            return (nil, made.stderr)
        }
        guard route == "set" else { return (path, "") }
        let set = try sandbox.run(["set", "--new-field", path] + assignments.map { "\($0.0)=\($0.1)" }, executable: Self.other)
        guard set.status == 0 else {
            try? FileManager.default.removeItem(at: sandbox.url(path))
            return (nil, set.stderr)
        }
        return (path, "")
    }

    @Test(.enabled(if: ReferencePython.available))
    func handWrittenFrontMatterReadsAsPyYAMLReadsIt() throws {
        let sandbox = try Sandbox()
        for file in YAMLCorpus.files {
            try sandbox.write("diary/2026/01/\(file.name).md", file.text)
        }
        let agreement = try Self.compare(sandbox, readers: ["pyyaml"])
        print("Hand-written front matter, kept vs PyYAML: \(agreement.filesAgree["pyyaml"] ?? 0)/\(agreement.files) files, "
            + "\(agreement.agree["pyyaml"] ?? 0)/\(agreement.total) values")
        #expect(agreement.files == YAMLCorpus.files.count)
        let differences = agreement.differ["pyyaml"] ?? []
        #expect(differences.isEmpty, "\(differences.count) values differ:\n\(differences.joined(separator: "\n"))")
    }

    /// Where kept reads otherwise than PyYAML on purpose (docs/references.md), each difference
    /// shown: the reference's reading from the reference, kept's from kept.
    @Test(.enabled(if: ReferencePython.available))
    func deliberateDifferencesFromPyYAML() throws {
        let sandbox = try Sandbox()
        for file in YAMLCorpus.differences {
            try sandbox.write("diary/2026/02/\(file.name).md", file.text)
        }
        let listed = try sandbox.run(["list", "--format", "json"], executable: Self.other)
        let entries = try parseJSONList(listed.stdout)
        func kept(_ name: String) -> [String: Any] {
            entries.first { ($0["path"] as? String) == "diary/2026/02/\(name).md" } ?? [:]
        }
        let texts = Dictionary(uniqueKeysWithValues: YAMLCorpus.differences.map { ($0.name, $0.text) })
        let reference = try ReferencePython.json(#"""
            import json, sys, math, yaml
            from ruamel.yaml import YAML
            texts = json.load(sys.stdin)
            def fm(name):
                return texts[name].split('---\n')[1]
            out = {}
            keys = yaml.safe_load(fm('keys-not-strings'))
            out['keyTypes'] = sorted(type(k).__name__ for k in keys)
            inf = yaml.safe_load(fm('infinity'))
            out['infinity'] = [math.isinf(inf['inf']), math.isnan(inf['nan']), inf['ninf'] < 0 and math.isinf(inf['ninf']),
                               math.isinf(inf['pinf']), math.isnan(inf['NaN'])]
            out['keyTwice'] = yaml.safe_load(fm('key-twice'))['a']
            out['mergePyYAML'] = yaml.safe_load(fm('merge-order'))['m']['long_key']
            out['mergeRuamel'] = YAML(typ='safe').load(fm('merge-order'))['m']['long_key']
            try:
                yaml.safe_load(fm('equals-value'))
                out['equalsFails'] = False
            except yaml.YAMLError:
                out['equalsFails'] = True
            try:
                yaml.safe_load(fm('tab-after-colon'))
                out['tabFails'] = False
            except yaml.YAMLError:
                out['tabFails'] = True
            json.dump(out, sys.stdout)
            """#, texts, as: DifferenceFacts.self)

        // Keys: PyYAML gives bool, int, NoneType, date and float keys; kept the text written.
        #expect(reference.keyTypes == ["NoneType", "bool", "date", "float", "int"])
        #expect(Set(kept("keys-not-strings").keys).isSuperset(of: ["yes", "010", "null", "2026-01-02", "1.5"]))
        #expect(kept("keys-not-strings")["yes"] as? String == "a")
        // Infinity and not-a-number: floats in PyYAML; JSON has neither, so kept shows the text.
        #expect(reference.infinity == [true, true, true, true, true])
        #expect(kept("infinity")["inf"] as? String == ".inf" && kept("infinity")["nan"] as? String == ".nan")
        #expect(kept("infinity")["ninf"] as? String == "-.Inf" && kept("infinity")["pinf"] as? String == "+.INF")
        // A key twice: PyYAML keeps the last; kept refuses the file and says where.
        #expect(reference.keyTwice == 2)
        #expect((kept("key-twice")["problem"] as? String)?.contains("twice") == true)
        // Merge order: the merge type says the earlier mapping wins, as ruamel.yaml and kept do.
        #expect(reference.mergeRuamel == "a" && reference.mergePyYAML == "b")
        #expect((kept("merge-order")["m"] as? [String: Any])?["long_key"] as? String == "a")
        // `=` and unknown tags: PyYAML's safe_load refuses them; kept reads the text.
        #expect(reference.equalsFails)
        #expect(kept("equals-value")["a"] as? String == "=" && kept("equals-value")["b"] as? String == "x")
        // A tab after the colon: PyYAML fails; kept, as libyaml, reads the values.
        #expect(reference.tabFails)
        #expect(kept("tab-after-colon")["a"] as? String == "x" && kept("tab-after-colon")["b"] as? String == "y")
    }

    struct DifferenceFacts: Decodable {
        let keyTypes: [String]
        let infinity: [Bool]
        let keyTwice: Int
        let mergePyYAML: String
        let mergeRuamel: String
        let equalsFails: Bool
        let tabFails: Bool
    }

    /// Every entry's front matter read by each reader, compared with `kept list --format json`.
    /// `keys`: for each path, the keys to compare (all of kept's when not named).
    static func compare(_ sandbox: Sandbox, readers: [String] = ["pyyaml", "ruamel", "frontmatter"],
                        keys: [String: [String]] = [:]) throws -> Agreement {
        let listed = try sandbox.run(["list", "--format", "json"], executable: other)
        guard listed.status == 0 else { throw SupportError("kept list failed: \(listed)") }
        // The entry files (not the paths in kept's JSON: a kept before issue 28 printed `1.`,
        // which is no JSON, and the Python side reads it entry by entry).
        var files: [YAMLReaders.File] = []
        let diary = sandbox.url("diary")
        let found = FileManager.default.enumerator(atPath: diary.path)?.compactMap { $0 as? String } ?? []
        for relative in found.sorted() where relative.hasSuffix(".md") {
            let path = "diary/" + relative
            guard keys.isEmpty || keys[path] != nil else { continue }
            files.append(.init(path: path, text: String(decoding: try sandbox.bytes(path), as: UTF8.self), keys: keys[path]))
        }
        // kept's JSON goes to Python as kept wrote it: `1.0` stays a float there.
        return try ReferencePython.json(YAMLReaders.script, YAMLReaders.Input(readers: readers, files: files, kept: listed.stdout),
                                        as: Agreement.self)
    }
}
