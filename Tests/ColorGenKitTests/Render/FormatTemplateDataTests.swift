// Trimmed template data for built-in templates renders byte for byte what the full data renders.
import XCTest
@testable import ColorGenKit

/// A format's built-in templates get only the parts of the template data they read (the common
/// role fields and collections are left out where they read only the format's own), while a
/// user's template or partials get all of it: the built-in templates must therefore write
/// exactly the same bytes from either.
final class FormatTemplateDataTests: XCTestCase {
    /// `outputs` rendered with the built-in templates alone, and again with `"partials"` naming a
    /// folder that holds none (so the built-in templates render, but from the full data).
    private func assertSameFromFullData(_ outputs: [String], schemeCount: Int = 4, appearances: String? = nil,
                                        file: StaticString = #filePath, line: UInt = #line) {
        let withPartials = outputs.map { #"{"partials": "no-partials", "# + $0.dropFirst() }
        let slim = RolesOnlyFixture.generate(outputs: outputs.joined(separator: ", "), schemeCount: schemeCount,
                                             appearances: appearances, file: file, line: line)
        let full = RolesOnlyFixture.generate(outputs: withPartials.joined(separator: ", "), schemeCount: schemeCount,
                                             appearances: appearances, file: file, line: line)
        XCTAssertFalse(slim.isEmpty, file: file, line: line)
        XCTAssertEqual(slim.keys.sorted(), full.keys.sorted(), file: file, line: line)
        for (path, text) in slim {
            XCTAssertEqual(text, full[path], "\(path) differs when rendered from the full data", file: file, line: line)
        }
    }

    func testSwiftWritesTheSameFromTheFullData() {
        assertSameFromFullData([
            #"{"format": "swift", "path": "A.swift", "options": {"registry": true, "roleList": true, "colorMembers": "flat", "memberPrefix": "app"}}"#,
            #"{"format": "swift", "path": "B.swift", "options": {"colorMembers": "nested", "namespace": "Brand"}}"#,
            #"{"format": "swift", "path": "C.swift", "options": {"emitSupportTypes": false, "namespace": "Brand"}}"#,
        ])
    }

    func testCSSWritesTheSameFromTheFullData() {
        assertSameFromFullData([
            #"{"format": "css", "path": "a.css"}"#,
            #"{"format": "css", "path": "b.css", "options": {"strategy": "light-dark", "prefix": "app"}}"#,
        ], appearances: #"{"light": "light", "dark": "dark", "lightIncreasedContrast": "highContrastLight", "darkIncreasedContrast": "highContrastDark"}"#)
    }

    func testJSONWritesTheSameFromTheFullData() {
        assertSameFromFullData([#"{"format": "json", "path": "tokens/colors"}"#])
        assertSameFromFullData([#"{"format": "json", "path": "one"}"#], schemeCount: 1)
    }

    func testAndroidAndPreviewWriteTheSameFromTheFullData() {
        assertSameFromFullData([#"{"format": "android", "path": "res"}"#, #"{"format": "html", "path": "p.html"}"#])
        assertSameFromFullData([#"{"format": "android", "path": "res", "options": {"prefix": "app"}}"#], schemeCount: 1)
    }

    func testComposeWritesTheSameFromTheFullData() {
        assertSameFromFullData([
            #"{"format": "compose", "path": "A.kt", "options": {"package": "com.example"}}"#,
            #"{"format": "compose", "path": "B.kt", "options": {"package": "com.example.flat", "colorMembers": "flat", "accessLevel": "internal"}}"#,
        ])
    }

    func testTypeScriptWritesTheSameFromTheFullData() {
        assertSameFromFullData([
            #"{"format": "typescript", "path": "a.ts"}"#,
            #"{"format": "typescript", "path": "b.ts", "options": {"colorMembers": "flat", "namespace": "Theme", "cssPrefix": "app"}}"#,
        ])
    }

    func testTailwindWritesTheSameFromTheFullData() {
        assertSameFromFullData([
            #"{"format": "tailwind", "path": "a.css"}"#,
            #"{"format": "tailwind", "path": "b.css", "options": {"strategy": "light-dark", "prefix": "app"}}"#,
        ])
    }
}
