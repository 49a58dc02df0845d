// Deleting a temporary folder removes everything in it and nothing a symbolic link inside points at.
import Foundation
import XCTest
@testable import colorgen
import Platform

final class ItemRemovalTests: XCTestCase {
    func testRemovesAFolderAtAnyDepthWithoutFollowingLinks() throws {
        let folder = try TemporaryFolder()
        try folder.write("outside/kept.txt", "kept")
        try folder.write("doomed/a.txt", "a")
        try folder.write("doomed/deep/er/b.txt", "b")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("doomed/deep/link").path,
                                                   withDestinationPath: folder.url.appendingPathComponent("outside").path)
        XCTAssertTrue(try ItemRemoval.remove(folder.url.appendingPathComponent("doomed").path, in: SystemFileSystem()))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("doomed").path))
        XCTAssertEqual(folder.read("outside/kept.txt"), "kept", "the link was deleted, not followed")
    }

    func testRemovesAFileOrALinkItselfAndReportsWhatIsNotThere() throws {
        let folder = try TemporaryFolder()
        try folder.write("target/file.txt", "kept")
        let link = folder.url.appendingPathComponent("link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder.url.appendingPathComponent("target").path)
        XCTAssertTrue(try ItemRemoval.remove(link, in: SystemFileSystem()))
        XCTAssertEqual(folder.read("target/file.txt"), "kept")
        XCTAssertTrue(try ItemRemoval.remove(folder.url.appendingPathComponent("target/file.txt").path, in: SystemFileSystem()))
        XCTAssertNil(folder.read("target/file.txt"))
        XCTAssertFalse(try ItemRemoval.remove(folder.url.appendingPathComponent("missing").path, in: SystemFileSystem()))
    }

    /// Makes `path` immutable (`chattr +i`, which even root cannot delete from) for the length of
    /// `body`; skips when the file system has no such attribute.
    private func withImmutable(_ path: String, _ body: () throws -> Void) throws {
        let set = try Swiftc.program("/usr/bin/env", ["chattr", "+i", path])
        guard set.status == 0 else { throw XCTSkip("chattr +i is not available here: \(set.output)") }
        defer { _ = try? Swiftc.program("/usr/bin/env", ["chattr", "-i", path]) }
        try body()
    }

    func testAnItemThatCannotBeDeletedIsReportedWithItsReasonAndTheRestIsDeleted() throws {
        let folder = try TemporaryFolder()
        try folder.write("doomed/stuck/file.txt", "stuck")
        try folder.write("doomed/other.txt", "other")
        let stuck = folder.url.appendingPathComponent("doomed/stuck").path
        try withImmutable(stuck) {
            XCTAssertThrowsError(try ItemRemoval.remove(folder.url.appendingPathComponent("doomed").path, in: SystemFileSystem())) { error in
                XCTAssertEqual(error as? FileSystemError,
                               FileSystemError(path: stuck + "/file.txt", reason: "Operation not permitted"))
            }
            XCTAssertNil(folder.read("doomed/other.txt"), "what can be deleted still is")
            XCTAssertEqual(folder.read("doomed/stuck/file.txt"), "stuck")
        }
    }

    func testALeftoverThatCannotBeRemovedIsReportedAndTheOutputsAreStillWritten() throws {
        let folder = try TemporaryFolder()
        let leftover = ".colors.css.colorgen-01234567-89AB-4CDE-8123-456789ABCDEF.tmp"
        try folder.write(leftover + "/part.css", "from a killed run")
        try folder.write("colorgen.json", """
            {"rulesVersion": 2, "layout": "palette", "schemes": {"light": ["light.tokens.json"]},
             "outputs": [{"format": "css", "path": "colors.css"}]}
            """)
        try folder.write("light.tokens.json", MinimalPaletteTokens.text)
        try withImmutable(folder.url.appendingPathComponent(leftover).path) {
            let run = try CLIRunner.run(["generate"], in: folder.url)
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertTrue(run.stdout.contains("written colors.css"), run.stdout)
            XCTAssertTrue(run.stdout.contains("warning: cannot remove leftover ./\(leftover): ./\(leftover)/part.css: Operation not permitted"),
                          run.stdout)
        }
    }
}
