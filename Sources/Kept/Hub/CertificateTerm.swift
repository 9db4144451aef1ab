import Foundation

/// Where a certificate stands in its life, as `kept serve` acts on it: kept's own is renewed at
/// start within the last `margin` (a new key and a new fingerprint: the phone must trust it
/// again, so the user is told); a running server says so when it passes into the margin and
/// again when the certificate has ended, since only a restart renews it (or, for the user's own
/// `--cert`, reads the files their tool renewed).
package enum CertificateTerm: Equatable, Sendable {
    case good
    case endsSoon(Date)
    case ended(Date)

    /// A month: kept's own lasts a year, `tailscale cert` 90 days and renews in the last 30.
    package static let margin: TimeInterval = 30 * 86_400

    package init(notAfter: Date, now: Date) {
        if notAfter <= now { self = .ended(notAfter) }
        else if notAfter.timeIntervalSince(now) <= Self.margin { self = .endsSoon(notAfter) }
        else { self = .good }
    }
}
