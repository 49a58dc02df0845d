// Tests that the per-folder lock file is never followed through a symbolic link and must be a regular file.
import Foundation
import XCTest
import TestSupport

/// A planted `.colorgen.lock` (a symbolic link, a FIFO) makes no run create or open a file
/// elsewhere, and no run hang: the run is refused, naming the lock file.
final class LockFileTests: XCTestCase {
    private func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("light.tokens.json", MinimalPaletteTokens.text)
        try folder.write("colorgen.json", #"{"layout": "palette", "schemes": {"light": ["light.tokens.json"]}, "outputs": [{"format": "css", "path": "out/colors.css"}]}"#)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("out"), withIntermediateDirectories: true)
        return folder
    }

    func testALockFileThatIsASymbolicLinkIsNotFollowed() throws {
        let folder = try project()
        let elsewhere = folder.url.appendingPathComponent("elsewhere/created-through-the-link").path
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("out/.colorgen.lock").path,
                                                   withDestinationPath: elsewhere)
        let result = try CLIRunner.run(["generate"], in: folder.url, timeout: 60)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("out/.colorgen.lock': cannot open the lock file: it is a symbolic link, which a lock "
                                             + "file may not be; no output was changed"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: elsewhere), "no file was created where the link points")
        XCTAssertNil(folder.read("out/colors.css"))
    }

    func testALockFileThatIsAFIFOIsRefusedWithoutWaiting() throws {
        let folder = try project()
        XCTAssertEqual(mkfifo(folder.url.appendingPathComponent("out/.colorgen.lock").path, 0o644), 0)
        let result = try CLIRunner.run(["generate"], in: folder.url, timeout: 60)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("cannot open the lock file: it is not a regular file, which a lock file must be"),
                      result.stderr)
        XCTAssertNil(folder.read("out/colors.css"))
    }
}
