// Tests that very large token files (100 MB parse, 10 MB full validation) are read in linear time.
import Foundation
import XCTest
import DesignTokens
import PositionalJSON
import SourceDiagnostics

/// Very large token files are read completely and correctly.
///
/// The JSON parser reads a 100 MB token file; the full validator (parse, token tree, aliases,
/// color values) a 10 MB one, since a debug build, which `swift test` uses, needs about ten times
/// as long per byte for it. How time and memory grow with size is measured by the benchmarks
/// (`bench/million_tokens.py`, `bench/run.py`, `bench/ref_scaling.py`), never here.
final class LargeInputTests: XCTestCase {
    /// A token file of about `megabytes` MB: groups of 1,000 sRGB color tokens with
    /// descriptions, every tenth token an alias of the token before it.
    static func colorTokenFile(megabytes: Int) -> (bytes: [UInt8], tokens: Int) {
        let target = megabytes * 1_000_000
        var bytes: [UInt8] = []
        bytes.reserveCapacity(target + 1_000)
        bytes += Array("{\n  \"$description\": \"generated\",\n  \"color\": {\n    \"$type\": \"color\"".utf8)
        var tokens = 0
        var group = 0
        while bytes.count < target {
            bytes += Array(",\n    \"g\(group)\": {\n".utf8)
            for index in 0..<1_000 {
                let name = "c\(index)"
                let value: String
                if index % 10 == 9 {
                    value = "\"{color.g\(group).c\(index - 1)}\""
                } else {
                    let red = index % 1_000, green = (index * 7) % 1_000, blue = (group * 13 + index) % 1_000
                    value = "{\"colorSpace\": \"srgb\", \"components\": [0.\(red), 0.\(green), 0.\(blue)], \"alpha\": 1}"
                }
                let separator = index == 999 ? "\n" : ",\n"
                bytes += Array("      \"\(name)\": {\"$value\": \(value), \"$description\": \"token \(tokens)\"}\(separator)".utf8)
                tokens += 1
            }
            bytes += Array("    }".utf8)
            group += 1
        }
        bytes += Array("\n  }\n}\n".utf8)
        return (bytes, tokens)
    }

    func testParserReadsAHundredMegabyteTokenFile() throws {
        let file = Self.colorTokenFile(megabytes: 100)
        XCTAssertGreaterThanOrEqual(file.bytes.count, 100_000_000)
        let groups: Int
        let document = try JSONParser.parse(file.bytes, path: "big.tokens.json")
        XCTAssertEqual(document.warnings.map(\.description), [])
        let color = try XCTUnwrap(document.root.objectValue?["color"]?.objectValue)
        groups = color.members.count - 1
        XCTAssertEqual(color["g0"]?.objectValue?.members.count, 1_000)
        XCTAssertEqual(groups * 1_000, file.tokens)
    }

    func testValidatorChecksATenMegabyteTokenFile() {
        let file = Self.colorTokenFile(megabytes: 10)
        let loader = InMemorySourceLoader(files: ["/big.tokens.json": file.bytes])
        let diagnostics = DocumentValidator.validate(path: "/big.tokens.json", kind: nil, loader: loader)
        XCTAssertEqual(diagnostics.map(\.description), [])
    }

    func testResolverReadsEveryTokenOfATwoMegabyteFile() throws {
        let file = Self.colorTokenFile(megabytes: 2)
        let document = try JSONParser.parse(file.bytes, path: "big.tokens.json")
        let read = TokenTreeReader.read(document.root, path: "big.tokens.json")
        let resolved = TokenEvaluator.evaluate(read.tree)
        XCTAssertEqual((read.diagnostics + resolved.diagnostics).map(\.description), [])
        let colors = resolved.tokens.compactMap(\.color)
        XCTAssertEqual(colors.count, file.tokens)
        let alias = try XCTUnwrap(resolved.tokens["color.g3.c19"]?.color)
        let target = try XCTUnwrap(resolved.tokens["color.g3.c18"]?.color)
        XCTAssertEqual(alias, target)
    }
}
