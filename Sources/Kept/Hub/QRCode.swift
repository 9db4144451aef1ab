/// A QR code's modules: `kept serve` shows the pairing address as one, for a phone's camera.
/// The encoding is libqrencode's, in the server's program (`QRCode(encoding:)` in KeptWeb);
/// the command line only draws the modules it is given.
package struct QRCode: Sendable, Equatable {
    package enum Level: Sendable { case low, medium, quartile, high }

    /// Modules a side, without the quiet zone.
    package let width: Int
    /// Row after row, true for a dark module.
    package let modules: [Bool]

    package init(width: Int, modules: [Bool]) {
        precondition(modules.count == width * width)  // square: width rows of width modules
        self.width = width
        self.modules = modules
    }

    /// Whether the module at `x`, `y` is dark; outside the code (the quiet zone) it is light.
    package func isDark(_ x: Int, _ y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < width && modules[y * width + x]
    }
}
