// Resolver references read, resolve and print through the shared JSONPointer.
import XCTest
import DesignTokens
import PositionalJSON

final class JSONPointerTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONParser.parse(text, path: "t.json").root
    }

    func testResolvesObjectMembersAndArrayIndices() throws {
        let root = try parse(#"{ "a/b": { "list": [10, 20] }, "~": 1 }"#)
        XCTAssertEqual(JSONPointer(parsing: "/a~1b/list/1")?.resolve(in: root)?.numberValue?.int, 20)
        XCTAssertEqual(JSONPointer(parsing: "/~0")?.resolve(in: root)?.numberValue?.int, 1)
        XCTAssertNil(JSONPointer(parsing: "/a~1b/list/01")?.resolve(in: root), "no leading zeros in indices")
        XCTAssertNil(JSONPointer(parsing: "/a~1b/list/2")?.resolve(in: root))
        XCTAssertEqual(JSONPointer(parsing: "")?.resolve(in: root)?.kindName, "object")
    }

    func testRejectsTextThatIsNoPointer() {
        XCTAssertNil(JSONPointer(parsing: "sets/a"))
        XCTAssertNil(JSONPointer(parsing: "/a~2"))
        XCTAssertNil(JSONPointer(parsing: "/a~"))
    }

    func testContainmentAndEscapedDescription() {
        let set = JSONPointer(segments: ["sets", "a"])
        XCTAssert(set.contains(set.appending("sources").appending(0)))
        XCTAssert(set.contains(set))
        XCTAssertFalse(set.contains(JSONPointer(segments: ["sets", "ab"])))
        XCTAssert(JSONPointer.root.contains(set))
        XCTAssertEqual(JSONPointer(segments: ["a/b", "c~d"]).fragment, "#/a~1b/c~0d")
    }

    func testAFragmentWithoutLeadingSlashIsReadFromTheRoot() throws {
        let document = try readValidResolver(
            """
            {
              "version": "2025.10",
              "sets": { "a": { "sources": [] }, "b": { "sources": [{ "$ref": "#sets/a" }] } },
              "resolutionOrder": [{ "$ref": "#sets/b" }]
            }
            """)
        XCTAssertEqual(document.resolutionOrder.first?.name, "b")
    }
}
