// A killed run's leftover is deleted whole, file, link or folder, never following a symbolic link; what cannot go is reported.
import Foundation
import XCTest
import DiskFiles
import TestSupport

/// What OutputWriter does with the temporary files and folders a killed run left beside its
/// outputs: deletes each as a whole, and a symbolic link in or as one itself, never what it
/// points at; what cannot be deleted is reported with the system's reason, and the rest still is.
final class LeftoverRemovalTests: XCTestCase {
    private let leftover = ".colors.css.colorgen-01234567-89AB-4CDE-8123-456789ABCDEF.tmp"

    /// Writes `colors.css` into `folder`, returning each outcome other than the output's own.
    private func writeOutput(in folder: TemporaryFolder) throws -> [(path: String, outcome: OutputWriter.Outcome)] {
        let output = folder.url.path + "/colors.css"
        return try OutputWriter().write([(output, Array("new".utf8))]).filter { $0.path != output }
    }

    func testRemovesAFolderAtAnyDepthWithoutFollowingLinks() throws {
        let folder = try TemporaryFolder()
        try folder.write("outside/kept.txt", "kept")
        try folder.write(leftover + "/a.txt", "a")
        try folder.write(leftover + "/deep/er/b.txt", "b")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent(leftover + "/deep/link").path,
                                                   withDestinationPath: folder.url.appendingPathComponent("outside").path)
        let outcomes = try writeOutput(in: folder)
        XCTAssertEqual(outcomes.map(\.path), [folder.url.path + "/" + leftover])
        XCTAssertEqual(outcomes.map(\.outcome), [.removedLeftover])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(leftover).path))
        XCTAssertEqual(folder.read("outside/kept.txt"), "kept", "the link was deleted, not followed")
    }

    func testRemovesALinkItselfNotWhatItPointsAt() throws {
        let folder = try TemporaryFolder()
        try folder.write("target/file.txt", "kept")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent(leftover).path,
                                                   withDestinationPath: folder.url.appendingPathComponent("target").path)
        XCTAssertEqual(try writeOutput(in: folder).map(\.outcome), [.removedLeftover])
        XCTAssertNil(try? FileManager.default.destinationOfSymbolicLink(atPath: folder.url.appendingPathComponent(leftover).path))
        XCTAssertEqual(folder.read("target/file.txt"), "kept")
        XCTAssertEqual(try writeOutput(in: folder).map(\.outcome), [], "nothing is left the next time")
    }

    func testAnItemThatCannotBeDeletedIsReportedWithItsReasonAndTheRestIsDeleted() throws {
        let folder = try TemporaryFolder()
        try folder.write(leftover + "/stuck/file.txt", "stuck")
        try folder.write(leftover + "/other.txt", "other")
        let stuck = folder.url.appendingPathComponent(leftover + "/stuck").path
        try ImmutableItem.whileImmutable(stuck) {
            let outcomes = try writeOutput(in: folder)
            XCTAssertEqual(outcomes.map(\.path), [folder.url.path + "/" + leftover])
            XCTAssertEqual(outcomes.map(\.outcome), [.keptLeftover(reason: stuck + "/file.txt: Operation not permitted")])
            XCTAssertNil(folder.read(leftover + "/other.txt"), "what can be deleted still is")
            XCTAssertEqual(folder.read(leftover + "/stuck/file.txt"), "stuck")
            XCTAssertEqual(folder.read("colors.css"), "new", "the output is written all the same")
        }
    }
}
