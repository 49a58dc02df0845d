// Deleting a temporary folder removes everything in it and nothing a symbolic link inside points at.
import Foundation
import XCTest
@testable import colorgen

final class ItemRemovalTests: XCTestCase {
    func testRemovesAFolderAtAnyDepthWithoutFollowingLinks() throws {
        let folder = try TemporaryFolder()
        try folder.write("outside/kept.txt", "kept")
        try folder.write("doomed/a.txt", "a")
        try folder.write("doomed/deep/er/b.txt", "b")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("doomed/deep/link").path,
                                                   withDestinationPath: folder.url.appendingPathComponent("outside").path)
        XCTAssertTrue(ItemRemoval.remove(folder.url.appendingPathComponent("doomed").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("doomed").path))
        XCTAssertEqual(folder.read("outside/kept.txt"), "kept", "the link was deleted, not followed")
    }

    func testRemovesAFileOrALinkItselfAndReportsWhatIsNotThere() throws {
        let folder = try TemporaryFolder()
        try folder.write("target/file.txt", "kept")
        let link = folder.url.appendingPathComponent("link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder.url.appendingPathComponent("target").path)
        XCTAssertTrue(ItemRemoval.remove(link))
        XCTAssertEqual(folder.read("target/file.txt"), "kept")
        XCTAssertTrue(ItemRemoval.remove(folder.url.appendingPathComponent("target/file.txt").path))
        XCTAssertNil(folder.read("target/file.txt"))
        XCTAssertFalse(ItemRemoval.remove(folder.url.appendingPathComponent("missing").path))
    }
}
