import XCTest
import DesignTokens
import PositionalJSON

final class ResolverPointerTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONParser.parse(text, path: "t.json").root
    }

    func testResolvesObjectMembersAndArrayIndices() throws {
        let root = try parse(#"{ "a/b": { "list": [10, 20] }, "~": 1 }"#)
        XCTAssertEqual(ResolverPointer(parsing: "/a~1b/list/1")?.resolve(in: root)?.numberValue?.int, 20)
        XCTAssertEqual(ResolverPointer(parsing: "/~0")?.resolve(in: root)?.numberValue?.int, 1)
        XCTAssertNil(ResolverPointer(parsing: "/a~1b/list/01")?.resolve(in: root), "no leading zeros in indices")
        XCTAssertNil(ResolverPointer(parsing: "/a~1b/list/2")?.resolve(in: root))
        XCTAssertEqual(ResolverPointer(parsing: "")?.resolve(in: root)?.kindName, "object")
    }

    func testRejectsTextThatIsNoPointer() {
        XCTAssertNil(ResolverPointer(parsing: "sets/a"))
        XCTAssertNil(ResolverPointer(parsing: "/a~2"))
        XCTAssertNil(ResolverPointer(parsing: "/a~"))
    }

    func testContainmentAndEscapedDescription() {
        let set = ResolverPointer(tokens: ["sets", "a"])
        XCTAssert(set.contains(set.appending("sources").appending(0)))
        XCTAssert(set.contains(set))
        XCTAssertFalse(set.contains(ResolverPointer(tokens: ["sets", "ab"])))
        XCTAssert(ResolverPointer.root.contains(set))
        XCTAssertEqual(ResolverPointer(tokens: ["a/b", "c~d"]).fragment, "#/a~1b/c~0d")
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
