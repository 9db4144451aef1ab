import Foundation

extension RemoteURL {
    /// A URL as given, or an existing local folder as an absolute path.
    static func location(_ url: String) -> String {
        if url.contains("://") || (!url.hasPrefix("/") && !url.hasPrefix(".") && !url.hasPrefix("~") && url.contains(":")) {
            return url
        }
        return Store.absolute(url)
    }
}
