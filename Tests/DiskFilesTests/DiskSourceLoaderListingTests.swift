// Tests DiskSourceLoader's folder listing: sorted entries, folders (and links to folders) told from files, errors for non-folders.
import Foundation
import XCTest
import DiskFiles
import SourceDiagnostics
import TestSupport

final class DiskSourceLoaderListingTests: XCTestCase {
    func testListsAFolderSortedWithItsSubfoldersMarked() throws {
        let folder = try TemporaryFolder()
        try folder.write("res/values/colors.xml", "<resources/>")
        try folder.write("res/values-night/colors.xml", "<resources/>")
        try folder.write("res/README", "")
        let res = folder.url.appendingPathComponent("res").path
        try FileManager.default.createSymbolicLink(atPath: res + "/linked", withDestinationPath: res + "/values")
        let entries = try DiskSourceLoader().entries(ofFolder: res)
        XCTAssertEqual(entries, [SourceFolderEntry(name: "README", isFolder: false),
                                 SourceFolderEntry(name: "linked", isFolder: true),
                                 SourceFolderEntry(name: "values", isFolder: true),
                                 SourceFolderEntry(name: "values-night", isFolder: true)])
    }

    func testAFileOrNothingIsNotAFolder() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("colors.json", "{}")
        XCTAssertThrowsError(try DiskSourceLoader().entries(ofFolder: file.path)) { error in
            XCTAssertEqual((error as? SourceLoaderError)?.reason, "not a folder")
        }
        XCTAssertThrowsError(try DiskSourceLoader().entries(ofFolder: folder.url.appendingPathComponent("missing").path)) { error in
            XCTAssertEqual((error as? SourceLoaderError)?.reason, "no such folder")
        }
    }
}
