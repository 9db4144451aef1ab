// Generated from VERSION by scripts/version (`make release` runs it): edit VERSION, not this.
enum KeptVersion {
    static let string = "0.1.0"
}
