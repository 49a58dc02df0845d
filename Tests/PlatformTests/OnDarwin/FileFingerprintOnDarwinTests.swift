// The macOS path of a file's modification time (Apple's `stat` field names), type-checked against a C stub of Darwin.
import Foundation
import XCTest
import TestSupport

/// The modification time of a `stat` (Sources/Platform/StatModificationTime.swift) type-checked
/// with the C stub module of Tests/Stubs/DarwinC (Apple's `struct stat`, whose times are
/// `st_mtimespec` where glibc's are `st_mtim`), through a CLibrary built against that stub, so
/// its `canImport(Darwin)` branch is compiled on Linux. The stub's layout is not glibc's, so the
/// branch is type-checked, not run; the Linux branch runs in `GenerateWatchTests`.
final class FileFingerprintOnDarwinTests: XCTestCase {

    func testTheDarwinBranchTypeChecksAgainstApplesStat() throws {
        let folder = try TemporaryFolder()
        let darwin = PackageRoot.url.appendingPathComponent("Tests/Stubs/DarwinC").path
        let library = try SwiftCompiler.run(["-parse-as-library", "-emit-module", "-module-name", "CLibrary", "-I", darwin,
                                      PackageRoot.url.appendingPathComponent("Sources/CLibrary/CLibrary.swift").path,
                                      "-emit-module-path", "CLibrary.swiftmodule"], in: folder.url)
        XCTAssertEqual(library.status, 0, library.output)
        let check = try SwiftCompiler.run(["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", ".", "-I", darwin,
                                    PackageRoot.url.appendingPathComponent("Sources/Platform/StatModificationTime.swift").path],
                                   in: folder.url)
        XCTAssertEqual(check.status, 0, check.output)
    }
}
