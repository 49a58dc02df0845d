// The macOS path of the atomic folder exchange (renamex_np with RENAME_SWAP), compiled and run against stub Darwin.
import Foundation
import XCTest
import TestSupport

/// `FolderExchange` compiled with the stub Darwin module of Tests/Stubs (Apple's `renamex_np`
/// and `RENAME_SWAP` signatures), so its `canImport(Darwin)` branch is type-checked on Linux and,
/// through the stub's `renameat2`, executed.
final class FolderExchangeOnDarwinTests: XCTestCase {

    func testTheDarwinBranchSwapsTwoFoldersThroughRenamexNP() throws {
        let folder = try TemporaryFolder()
        try DarwinStubs.build(in: folder.url)
        try folder.write("main.swift", """
            print(FolderExchange.exchange(CommandLine.arguments[1], CommandLine.arguments[2]))

            """)
        let build = try SwiftCompiler.run(["-swift-version", "6", "-warnings-as-errors", "-I", ".", "-L", ".", "-lDarwin", "-lCLibrary",
                                    PackageRoot.url.appendingPathComponent("Sources/Platform/FolderExchange.swift").path,
                                    "main.swift", "-o", "exchange"], in: folder.url)
        XCTAssertEqual(build.status, 0, build.output)
        try folder.write("old/Contents.json", "old")
        try folder.write("new/Contents.json", "new")

        let run = try ProcessRunner.runCombined(folder.url.appendingPathComponent("exchange"), ["old", "new"], in: folder.url)
        XCTAssertEqual(run.output, "renamex_np\ntrue\n", "the exchange went through renamex_np and succeeded")
        XCTAssertEqual(folder.read("old/Contents.json"), "new")
        XCTAssertEqual(folder.read("new/Contents.json"), "old")
    }
}
