// swift-tools-version:6.2
// libFuzzer targets for kept's parsers. A package of its own so that the main package's
// `swift build` / `swift test` never see `-sanitize=fuzzer`; `Fuzz/run SECONDS` builds and runs them.
import PackageDescription

let targets = ["FuzzFrontMatter", "FuzzDates", "FuzzSlug", "FuzzHangul", "FuzzSearchQuery", "FuzzIndexCache"]

let package = Package(
    name: "kept-fuzz",
    dependencies: [.package(name: "kept", path: "..")],
    targets: [.target(name: "FuzzSupport")] + targets.map {
        .executableTarget(name: $0, dependencies: ["FuzzSupport", .product(name: "Kept", package: "kept")])
    },
    swiftLanguageModes: [.v6]
)
