// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "kept",
    products: [
        .executable(name: "kept", targets: ["kept"]),
        .executable(name: "kept-serve", targets: ["kept-serve"]),
        .executable(name: "kept-mcp", targets: ["kept-mcp"]),
        // For Fuzz/, a package of its own (so that `-sanitize=fuzzer` never reaches this one's
        // build): its targets `@testable import Kept`, whose declarations are `package`.
        .library(name: "Kept", targets: ["Kept"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        // `kept serve`: without the trait that reads settings from swift-configuration.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        // Photos from a phone's camera arrive as multipart/form-data: parsed by a kept library.
        .package(url: "https://github.com/vapor/multipart-kit", from: "4.7.1"),
        // kept serve's self-signed certificate beyond loopback (X509 on swift-crypto's keys).
        .package(url: "https://github.com/apple/swift-certificates", from: "1.21.1"),
        .package(url: "https://github.com/apple/swift-asn1", from: "1.7.0"),
        // `kept mcp`: the official Model Context Protocol SDK (its server and stdio transport).
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", exact: "0.12.1"),
        // The SDK's logging package, named by kept mcp's own stdio transport (its `Transport` has a logger).
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibGit2",
            pkgConfig: "libgit2",
            providers: [.apt(["libgit2-dev"])]
        ),
        // GitHub's CommonMark (Debian's libcmark-gfm, with the GFM extensions): kept's one Markdown reader.
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // Debian's libqrencode: the QR code of kept serve's pairing address (never a hand-made encoder).
        .systemLibrary(
            name: "CQRencode",
            pkgConfig: "libqrencode",
            providers: [.apt(["libqrencode-dev"])]
        ),
        // Debian's libsqlite3: `kept import` reads Anki's collections (SQLite) read-only through it.
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // System calls Swift cannot make (a variadic `syscall`): openat2 for store files.
        .target(name: "CKeptSystem"),
        .target(name: "KeptGit", dependencies: ["CLibGit2", .product(name: "Crypto", package: "swift-crypto")]),
        .target(
            name: "Kept",
            dependencies: [
                "KeptGit",
                "CKeptSystem",
                "CCmarkGFM",
                "CSQLite",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "OrderedCollections", package: "swift-collections"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "CryptoExtras", package: "swift-crypto"),
            ]
        ),
        // The command line as a library: commands, views and the system around them, which the
        // tests call directly; the executable below only starts it.
        .target(
            name: "KeptCLI",
            dependencies: [
                "Kept",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "KeptWeb",
            dependencies: [
                "Kept",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTLS", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "MultipartKit", package: "multipart-kit"),
                // The certificate and the QR code: only the server's program links them.
                "CQRencode",
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
            ]
        ),
        // `kept mcp`'s server: the protocol's side, beside the command line, over the domain.
        .target(
            name: "KeptMCP",
            dependencies: [
                "Kept",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "kept",
            dependencies: ["KeptCLI"],
            // Not Sources/kept: it would collide with Sources/Kept on case-insensitive disks.
            path: "Sources/KeptExecutable"
        ),
        // `kept serve`'s program: the command line with the web server, which `kept` runs in
        // its own place. Apart so that kept's start-up scans none of the server's types.
        .executableTarget(
            name: "kept-serve",
            dependencies: ["KeptCLI", "KeptWeb"],
            path: "Sources/KeptServeExecutable"
        ),
        // `kept mcp`'s program: the command line with the assistant's server, apart for the
        // same reason (the MCP library's types would be scanned at each start of kept).
        .executableTarget(
            name: "kept-mcp",
            dependencies: ["KeptCLI", "KeptMCP"],
            path: "Sources/KeptMCPExecutable"
        ),
        // Runs the Python reference implementations (py-fsrs, cmark-gfm, PyYAML…) for the tests.
        .target(name: "ReferenceTools", path: "Tests/References", exclude: ["requirements.txt"]),
        .testTarget(name: "KeptTests", dependencies: ["Kept", "KeptGit", "ReferenceTools"]),
        .testTarget(name: "KeptGitTests", dependencies: ["KeptGit"]),
        .testTarget(name: "keptCLITests", dependencies: ["KeptCLI", "KeptWeb", "Kept", "KeptGit", "ReferenceTools"]),
        .testTarget(name: "KeptWebTests", dependencies: [
            "KeptWeb", "Kept", "ReferenceTools",
            .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Mustache", package: "swift-mustache"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
