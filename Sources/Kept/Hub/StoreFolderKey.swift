import Crypto
import Foundation

/// A short name for a store's folder, for what this machine keeps per store outside it: the
/// first 16 hexadecimal digits of the SHA-256 of its absolute path.
package enum StoreFolderKey {
    package static func of(_ root: String) -> String {
        HexDigits.string(SHA256.hash(data: Data(root.utf8)).prefix(8))
    }
}
