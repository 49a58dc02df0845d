// The macOS path of watching's file fingerprints (Apple's `stat` field names), type-checked against a C stub of Darwin.
import Foundation
import XCTest

/// `FileFingerprint` type-checked with the C stub module of Tests/Stubs/DarwinC (Apple's
/// `struct stat`, whose times are `st_mtimespec` where glibc's are `st_mtim`), so its
/// `canImport(Darwin)` branch is compiled on Linux. The stub's layout is not glibc's, so the
/// branch is type-checked, not run; the Linux branch runs in `GenerateWatchTests`.
final class FileFingerprintOnDarwinTests: XCTestCase {
    private static let repository = PluginTests.repository

    func testTheDarwinBranchTypeChecksAgainstApplesStat() throws {
        let check = try Swiftc.run(["-typecheck", "-swift-version", "6", "-warnings-as-errors",
                                    "-I", Self.repository.appendingPathComponent("Tests/Stubs/DarwinC").path,
                                    Self.repository.appendingPathComponent("Sources/colorgen/Watch/FileFingerprint.swift").path])
        XCTAssertEqual(check.status, 0, check.output)
    }
}
