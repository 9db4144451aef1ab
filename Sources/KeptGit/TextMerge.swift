internal import CLibGit2
import Foundation

/// A three-way merge of texts, line by line (libgit2's `git_merge_file`, git's own algorithm).
package enum TextMerge {
    /// What to do with lines both sides changed differently.
    package enum Favor: Sendable {
        /// Leave them as a conflict (`isClean` false; the text then holds conflict markers).
        case none
        /// Take our side's lines.
        case ours
        /// Keep both sides' lines, ours first (for append-only logs).
        case union
    }

    package struct Result: Sendable, Equatable {
        package let data: Data
        /// True when no lines collided.
        package let isClean: Bool
    }

    /// Merges `ours` and `theirs`, both changed from `base` (nil: both added the file).
    package static func merge(base: Data?, ours: Data, theirs: Data, favor: Favor = .none) throws -> Result {
        LibGit2.ensureInitialised()
        var options = git_merge_file_options()
        git_merge_file_options_init(&options, UInt32(GIT_MERGE_FILE_OPTIONS_VERSION))
        switch favor {
        case .none: options.favor = GIT_MERGE_FILE_FAVOR_NORMAL
        case .ours: options.favor = GIT_MERGE_FILE_FAVOR_OURS
        case .union: options.favor = GIT_MERGE_FILE_FAVOR_UNION
        }
        var result = git_merge_file_result()
        let baseData = base ?? Data()
        try baseData.withUnsafeBytes { b in
            try ours.withUnsafeBytes { o in
                try theirs.withUnsafeBytes { t in
                    var ancestor = input(b), mine = input(o), other = input(t)
                    try check("merge text") { git_merge_file(&result, &ancestor, &mine, &other, &options) }
                }
            }
        }
        defer { git_merge_file_result_free(&result) }
        let data = result.ptr.map { Data(bytes: $0, count: result.len) } ?? Data()
        return Result(data: data, isClean: result.automergeable != 0)
    }

    private static func input(_ bytes: UnsafeRawBufferPointer) -> git_merge_file_input {
        var input = git_merge_file_input()
        git_merge_file_input_init(&input, UInt32(GIT_MERGE_FILE_INPUT_VERSION))
        // An empty buffer has no address; libgit2 wants one all the same.
        input.ptr = bytes.baseAddress.map { UnsafePointer($0.assumingMemoryBound(to: CChar.self)) } ?? UnsafeRawPointer(("" as StaticString).utf8Start).assumingMemoryBound(to: CChar.self)
        input.size = bytes.count
        input.mode = 0o100644
        return input
    }
}

