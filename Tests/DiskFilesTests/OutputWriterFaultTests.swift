// OutputWriter on a failing disk: no space, no permission, a failed rename, a held lock; nothing half-written.
import Foundation
import XCTest
import DiskFiles
import OutputFiles
import Platform
import TestSupport

/// Every fault leaves every output as it was and no temporary file behind, and names the output
/// and the system's reason.
final class OutputWriterFaultTests: XCTestCase {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    private func names(in folder: TemporaryFolder, _ relative: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent(relative).path).sorted()
    }

    func testADiskThatFillsUpWhileWritingChangesNoOutput() throws {
        let folder = try TemporaryFolder()
        let first = try folder.write("first.css", "old first")
        let second = try folder.write("second.css", "old second")
        let disk = FaultyFileSystem()
        disk.fail(.createFile, on: ".second.css.colorgen-", reason: "No space left on device")
        var writer = OutputWriter()
        writer.fileSystem = disk
        XCTAssertThrowsError(try writer.write([(first.path, bytes("new first")), (second.path, bytes("new second"))])) { error in
            let failure = error as? OutputWriter.Failure
            XCTAssertEqual(failure?.path, second.path)
            XCTAssertTrue(failure?.reason.hasSuffix(": No space left on device") == true, failure?.reason ?? "")
        }
        XCTAssertEqual(disk.refusals[.createFile], 1)
        XCTAssertEqual(folder.read("first.css"), "old first", "the output staged before the failure is not put in place")
        XCTAssertEqual(folder.read("second.css"), "old second")
        XCTAssertEqual(try names(in: folder), ["first.css", "second.css"], "no temporary file or lock is left behind")
    }

    func testAFolderWithoutWritePermissionIsReportedForItsOutput() throws {
        let folder = try TemporaryFolder()
        let existing = try folder.write("kept.css", "old")
        let blocked = folder.url.appendingPathComponent("locked/colors.css").path
        let disk = FaultyFileSystem()
        disk.fail(.createFolder, on: "/locked", reason: "Permission denied")
        var writer = OutputWriter()
        writer.fileSystem = disk
        XCTAssertThrowsError(try writer.write([(existing.path, bytes("new")), (blocked, bytes("x"))])) { error in
            let failure = error as? OutputWriter.Failure
            XCTAssertEqual(failure?.path, blocked)
            XCTAssertEqual(failure?.reason, "cannot create folder '\(folder.url.path)/locked': Permission denied")
        }
        XCTAssertEqual(folder.read("kept.css"), "old")
        XCTAssertEqual(try names(in: folder), ["kept.css"])
    }

    func testARenameThatFailsPutsBackTheOutputsAlreadyReplaced() throws {
        let folder = try TemporaryFolder()
        let first = try folder.write("a.css", "old a")
        let second = try folder.write("b.css", "old b")
        let disk = FaultyFileSystem()
        disk.fail(.rename, on: "/b.css", reason: "Input/output error")
        var writer = OutputWriter()
        writer.fileSystem = disk
        XCTAssertThrowsError(try writer.write([(first.path, bytes("new a")), (second.path, bytes("new b"))])) { error in
            XCTAssertEqual((error as? OutputWriter.Failure)?.path, second.path)
            XCTAssertEqual((error as? OutputWriter.Failure)?.reason, "Input/output error")
        }
        XCTAssertEqual(folder.read("a.css"), "old a", "a.css was replaced, then put back")
        XCTAssertEqual(folder.read("b.css"), "old b")
        XCTAssertEqual(try names(in: folder), ["a.css", "b.css"])
    }

    func testAFailedSwapOfAnOwnedFolderKeepsItsOldContents() throws {
        let folder = try TemporaryFolder()
        let catalog = folder.url.appendingPathComponent("Colors.xcassets").path
        let directory = OwnedDirectory(path: catalog, marker: ".generated-by-colorgen")
        let old: [OutputWriter.File] = [(catalog + "/.generated-by-colorgen", bytes("generated")), (catalog + "/Contents.json", bytes("old"))]
        _ = try OutputWriter().write(old, owning: [directory])
        let disk = FaultyFileSystem()
        disk.fail(.createFile, on: "/Contents.json", reason: "No space left on device")
        var writer = OutputWriter()
        writer.fileSystem = disk
        let new: [OutputWriter.File] = [(catalog + "/.generated-by-colorgen", bytes("generated")), (catalog + "/Contents.json", bytes("new"))]
        XCTAssertThrowsError(try writer.write(new, owning: [directory]))
        XCTAssertEqual(folder.read("Colors.xcassets/Contents.json"), "old")
        XCTAssertEqual(try names(in: folder), ["Colors.xcassets"], "the staged folder is removed")
    }

    func testALockHeldByAnotherRunFailsWithoutWaitingAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("colors.css", "old")
        let disk = FaultyFileSystem()
        disk.fail(.tryLock, on: "", reason: "held")
        var writer = OutputWriter()
        writer.fileSystem = disk
        writer.waiting = .failFast
        XCTAssertThrowsError(try writer.write([(file.path, bytes("new"))])) { error in
            XCTAssertEqual((error as? OutputWriter.Failure)?.reason, "another colorgen run is writing into this folder (--no-wait)")
        }
        XCTAssertEqual(disk.refusals[.tryLock], 1)
        XCTAssertEqual(folder.read("colors.css"), "old")
        // The lock file is the other run's, and stays for it to delete; nothing else is written.
        XCTAssertEqual(try names(in: folder).filter { $0 != ".colorgen.lock" }, ["colors.css"])
    }
}
