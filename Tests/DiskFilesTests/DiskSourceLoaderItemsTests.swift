// Tests DiskSourceLoader's items(at:) for many paths: the same answers as item(at:) for each, links and `..` included.
import Foundation
import XCTest
import DiskFiles
import SourceDiagnostics
import TestSupport

final class DiskSourceLoaderItemsTests: XCTestCase {
    /// Files in folders reached through links, links to files, `..`, folders, missing paths and
    /// relative paths: the batch resolves each as ``DiskSourceLoader/item(at:)`` does.
    func testManyPathsAtOnceResolveAsEachAlone() throws {
        let folder = try TemporaryFolder()
        try folder.write("Colors.xcassets/Brand/Primary.colorset/Contents.json", "{}")
        try folder.write("Colors.xcassets/Brand/Accent.colorset/Contents.json", "{}")
        try folder.write("tokens/light.tokens.json", "{}")
        let root = folder.url.path
        try FileManager.default.createSymbolicLink(atPath: root + "/linked", withDestinationPath: root + "/Colors.xcassets/Brand")
        try FileManager.default.createSymbolicLink(atPath: root + "/tokens/current.json", withDestinationPath: "light.tokens.json")
        try FileManager.default.createSymbolicLink(atPath: root + "/dangling.json", withDestinationPath: "missing.json")
        let paths = [
            root + "/Colors.xcassets/Brand/Primary.colorset/Contents.json",
            root + "/linked/Accent.colorset/Contents.json",
            root + "/linked/../tokens/light.tokens.json",
            root + "/tokens/current.json",
            root + "/tokens/./light.tokens.json",
            root + "/tokens/..",
            root + "/tokens/",
            root + "/dangling.json",
            root + "/missing/colors.json",
            "/",
            ".",
        ]
        let loader = DiskSourceLoader()
        let batch = loader.items(at: paths)
        XCTAssertEqual(batch, paths.map { loader.item(at: $0) })
        // The link to a folder resolves to the folder it names; both ways to one file are one place.
        XCTAssertEqual(batch[1].canonicalPath, loader.item(at: root + "/Colors.xcassets/Brand/Accent.colorset/Contents.json").canonicalPath)
        XCTAssertEqual(batch[3].fileID, batch[4].fileID)
        XCTAssertEqual(batch[0].kind, .regularFile)
        XCTAssertEqual(batch[8].kind, .nothing)
    }
}
