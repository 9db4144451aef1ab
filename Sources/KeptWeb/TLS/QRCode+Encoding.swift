import CQRencode
import Kept

extension QRCode {
    /// `text` encoded by Debian's libqrencode (never a hand-made encoder), as the `qrencode`
    /// program does by default (the text split into the shortest modes, case kept), so that its
    /// output is the reference the tests compare with. nil when the text does not fit in a QR
    /// code (over about 2,900 bytes) or is empty.
    package init?(encoding text: String, level: Level = .medium) {
        guard !text.isEmpty, !text.utf8.contains(0) else { return nil }
        let cLevel: QRecLevel = switch level {
        case .low: QR_ECLEVEL_L
        case .medium: QR_ECLEVEL_M
        case .quartile: QR_ECLEVEL_Q
        case .high: QR_ECLEVEL_H
        }
        // version 0: the smallest that holds the text; QR_MODE_8 as the hint, as `qrencode` gives.
        guard let code = QRcode_encodeString(text, 0, cLevel, QR_MODE_8, 1) else { return nil }
        defer { QRcode_free(code) }
        let width = Int(code.pointee.width)
        // Bit 0 of each byte is the module's colour; the others are libqrencode's bookkeeping.
        self.init(width: width, modules: (0..<width * width).map { code.pointee.data[$0] & 1 == 1 })
    }
}
