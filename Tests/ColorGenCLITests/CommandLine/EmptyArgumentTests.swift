// Tests that an empty argument (an unset variable in a script) is a usage error, never the root folder.
import Foundation
import XCTest
import TestSupport

/// `--output-dir ''` and `init --dir ''` used to mean `/`: as root in CI, an unset variable wrote
/// into the file system's root. Every empty value and argument is now a usage error.
final class EmptyArgumentTests: XCTestCase {
    func testAnEmptyFolderIsAUsageErrorAndNothingIsWritten() throws {
        let folder = try TemporaryFolder()
        try folder.write("light.tokens.json", MinimalPaletteTokens.text)
        // A name no other run uses, so that a regression writing into `/` is seen (and cleaned up).
        let name = "colorgen-empty-argument-\(UUID().uuidString)"
        try folder.write("colorgen.json", #"{"layout": "palette", "schemes": {"light": ["light.tokens.json"]}, "outputs": [{"format": "css", "path": "\#(name).css"}]}"#)
        defer { try? FileManager.default.removeItem(atPath: "/\(name).css") }
        for arguments in [["generate", "--output-dir", ""], ["generate", "--output-dir="], ["generate", "--config", ""],
                          ["init", "--dir", ""], ["preview", "--output", ""], ["diff", "", "colorgen.json"]] {
            let result = try CLIRunner.run(arguments, in: folder.url, timeout: 60)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("is empty (an unset variable?); give it a value"), "\(arguments): \(result.stderr)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/\(name).css"), "nothing was written into the root folder")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted(),
                       ["colorgen.json", "light.tokens.json"])
    }
}
