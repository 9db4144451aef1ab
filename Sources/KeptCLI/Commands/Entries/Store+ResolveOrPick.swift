import Foundation
import Kept

extension Store {
    /// `resolve`, except that an ambiguous reference typed at a terminal, with fzf installed,
    /// offers its candidates in fzf instead of failing.
    func resolveOrPick(_ reference: String, kinds: [String]? = nil) throws -> String {
        try pickingOnAmbiguity { try resolve(TypedArguments.asTyped(reference), kinds: kinds) }
    }

    /// Runs a resolver; when it finds several entries and a person at a terminal has fzf,
    /// they choose one there instead of the command failing.
    func pickingOnAmbiguity(_ resolver: () throws -> String) throws -> String {
        do {
            return try resolver()
        } catch let KeptError.ambiguous(ref, candidates) {
            guard Terminal.isInteractive, let fzf = Fzf.locate() else { throw KeptError.ambiguous(ref, candidates: candidates) }
            let entries = candidates.compactMap { try? entry(at: $0) }
            guard let chosen = try Fzf.choose(entries, executable: fzf) else { throw KeptError.ambiguous(ref, candidates: candidates) }
            return chosen
        }
    }
}
