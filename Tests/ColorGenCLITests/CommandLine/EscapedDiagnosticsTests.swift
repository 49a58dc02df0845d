// Tests that validate and generate never print control, bidi or invisible characters from input raw.
import Foundation
import XCTest
import TestSupport

/// Nothing colorgen prints shows control, bidirectional or invisible characters from its input raw.
final class EscapedDiagnosticsTests: XCTestCase {
    private func assertNoRawInvisibles(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(text.unicodeScalars.contains { [0x1B, 0x07, 0x202E, 0x2066, 0x200B].contains($0.value) },
                       text, file: file, line: line)
    }

    func testValidateEscapesNamesInItsMessages() throws {
        let folder = try TemporaryFolder()
        try folder.write("t.tokens.json", #"{"t": {"$type": "color", "$value": "{evil\u202Egnp.exe\u001B[2J}"}}"#)
        let result = try CLIRunner.run(["validate", "t.tokens.json"], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains(#"evil\u{202E}gnp.exe\u{1B}[2J"#), result.stderr)
        assertNoRawInvisibles(result.stderr)
    }

    func testGenerateEscapesPathsItPrints() throws {
        let folder = try TemporaryFolder()
        try folder.write("light.tokens.json", MinimalPaletteTokens.text)
        try folder.write("colorgen.json", #"""
            {"layout": "palette", "schemes": {"light": ["light.tokens.json", "missing\u2066.tokens.json"]},
             "outputs": [{"format": "css", "path": "out/col\u200Bors\u0007.css"}]}
            """#)
        let failed = try CLIRunner.run(["generate"], in: folder.url)
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(failed.stderr.contains(#"missing\u{2066}.tokens.json"#), failed.stderr)
        assertNoRawInvisibles(failed.stderr)
        try folder.write("colorgen.json", #"""
            {"layout": "palette", "schemes": {"light": ["light.tokens.json"]},
             "outputs": [{"format": "css", "path": "out/col\u200Bors\u0007.css"}]}
            """#)
        let written = try CLIRunner.run(["generate"], in: folder.url)
        XCTAssertEqual(written.status, 0, written.stderr)
        XCTAssertTrue(written.stdout.contains(#"written out/col\u{200B}ors\u{7}.css"#), written.stdout)
        assertNoRawInvisibles(written.stdout)
    }
}
