// Tests InMemorySourceLoader's folders: a folder is a prefix of some file's path.
import XCTest
import SourceDiagnostics

final class InMemoryFolderListingTests: XCTestCase {
    private let loader = InMemorySourceLoader(texts: [
        "Assets.xcassets/Contents.json": "{}",
        "Assets.xcassets/Brand/Primary.colorset/Contents.json": "{}",
        "Assets.xcassets/Accent.colorset/Contents.json": "{}",
    ])

    func testListsEachEntryOnceSortedWithFoldersMarked() throws {
        XCTAssertEqual(try loader.entries(ofFolder: "Assets.xcassets"), [
            SourceFolderEntry(name: "Accent.colorset", isFolder: true),
            SourceFolderEntry(name: "Brand", isFolder: true),
            SourceFolderEntry(name: "Contents.json", isFolder: false),
        ])
        XCTAssertEqual(try loader.entries(ofFolder: "./Assets.xcassets/Brand/"), [SourceFolderEntry(name: "Primary.colorset", isFolder: true)])
    }

    func testAFileOrAMissingPathIsNoFolder() {
        XCTAssertThrowsError(try loader.entries(ofFolder: "Assets.xcassets/Contents.json")) { error in
            XCTAssertEqual((error as? SourceLoaderError)?.reason, "not a folder")
        }
        XCTAssertThrowsError(try loader.entries(ofFolder: "Colors.xcassets")) { error in
            XCTAssertEqual((error as? SourceLoaderError)?.reason, "no such folder")
        }
    }
}
