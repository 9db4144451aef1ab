import Hummingbird
import Kept

/// What a request carries through the routes: the device that sent it (set by `DeviceGate`)
/// and the language its pages are in.
struct WebContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// The paired device; nil only on the pairing page and the app's shell.
    var device: PairedDevice?
    var language: Language = .english
    /// "https" when the server speaks TLS (set by `ServerScheme`), for the Origin check.
    var scheme = "http"

    init(source: Source) {
        coreContext = .init(source: source)
    }

    /// The device's scope: nothing at all without a device.
    var scope: AccessScope {
        device?.scope ?? AccessScope(kinds: [], readOnly: true)
    }

    /// A sentence of the catalogue in the page's language.
    func say(_ key: MessageKey, _ arguments: [String: String] = [:]) -> String {
        Message(key, arguments).text(in: language)
    }

    func say(_ key: MessageKey, count: Int, _ arguments: [String: String] = [:]) -> String {
        Message(key, count: count, arguments).text(in: language)
    }
}
