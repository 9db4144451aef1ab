import Foundation
import Kept
#if canImport(Glibc)
import Glibc
#endif

/// The machine's account names, asked of the system (`getpwuid`): what `kept check` names the
/// owner of an unreadable file by.
struct SystemAccounts: AccountNames {
    func name(of uid: uid_t) -> String {
        guard let entry = getpwuid(uid), let name = entry.pointee.pw_name else { return String(uid) }
        return String(cString: name)
    }
}
