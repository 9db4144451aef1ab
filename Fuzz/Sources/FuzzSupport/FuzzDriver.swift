import Foundation

@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// Runs libFuzzer on `body`. SwiftPM names each executable's entry point itself (it links
/// `main` to `<Target>_main`), so libFuzzer's own `main` cannot be used: each target's
/// top-level code calls this instead, with the command line libFuzzer reads its options from.
public func runFuzzer(_ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Never {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, body))
}

/// The input as text, invalid UTF-8 replaced (as kept reads a command line or a file name).
public func text(_ data: UnsafePointer<UInt8>?, _ size: Int) -> String {
    guard let data else { return "" }
    return String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
}

/// libFuzzer's own `main` (pulled in by `-sanitize=fuzzer`) needs this symbol to link; the
/// driver above is what runs, with the target's closure.
@_cdecl("LLVMFuzzerTestOneInput")
public func unusedTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 { 0 }
