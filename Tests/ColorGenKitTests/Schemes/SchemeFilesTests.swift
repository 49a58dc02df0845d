// Tests that Schemes/ library and palette token files equal the built-in model (regenerated on update).
import Foundation
import XCTest
@testable import ColorGenKit
@testable import ColorGenModel
import TestSupport

/// `Schemes/` holds the built-in libraries and palettes as DTCG token files; they must say exactly
/// what the model says. Regenerate them with `COLORGEN_UPDATE_GOLDEN=1`.
final class SchemeFilesTests: XCTestCase {
    private let libraries: [(String, ColorLibrary)] = [
        ("sage-v0", .sageVersion0), ("sage-v1", .sageVersion1), ("sage-v2", .sageVersion2),
    ]

    func testLibraryFilesMatchTheBuiltInLibraries() {
        for (name, library) in libraries {
            GoldenFile.assertMatches(SageSchemeFile.library(library), golden: "Schemes/sage/\(name).tokens.json",
                                     under: PackageRoot.url)
        }
    }

    func testPaletteFilesMatchTheNamedPalettes() {
        for palette in NamedPalette.allCases {
            GoldenFile.assertMatches(SageSchemeFile.palette(palette), golden: "Schemes/palettes/\(palette.rawValue).tokens.json",
                                     under: PackageRoot.url)
        }
    }

    func testEveryFileIsJSONWhoseAliasesPointAtExistingTiles() throws {
        let v2 = try json(SageSchemeFile.library(.sageVersion2))
        for palette in NamedPalette.allCases {
            let file = try json(SageSchemeFile.palette(palette))
            let keys = try XCTUnwrap(file["palette"] as? [String: Any])
            for key in ["primary", "secondary", "accent"] {
                let alias = try XCTUnwrap((keys[key] as? [String: Any])?["$value"] as? String)
                let path = alias.dropFirst().dropLast().split(separator: ".").map(String.init)
                let target = lookUp(path, in: file) ?? lookUp(path, in: v2)
                XCTAssertNotNil((target as? [String: Any])?["$value"], "\(palette).\(key) → \(alias)")
            }
        }
        XCTAssertNotNil(try json(SageSchemeFile.library(.sageVersion0))["swatch"])
    }

    func testTilesCarryComponentsHexAndLightStyle() throws {
        let v1 = try json(SageSchemeFile.library(.sageVersion1))
        let royal1 = try XCTUnwrap(lookUp(["swatch", "royal", "1"], in: v1) as? [String: Any])
        let value = try XCTUnwrap(royal1["$value"] as? [String: Any])
        XCTAssertEqual(value["hex"] as? String, "#7b67b3")
        XCTAssertEqual(value["components"] as? [Double], [0.4824, 0.4039, 0.702])
        XCTAssertEqual(value["alpha"] as? Double, 1)
        let style = (royal1["$extensions"] as? [String: Any])?["colorgen"] as? [String: Any]
        XCTAssertEqual(style?["usesLightStyle"] as? Bool, true)
        let black = try XCTUnwrap(lookUp(["grayScale", "black", "$value"], in: v1) as? [String: Any])
        XCTAssertEqual(black["hex"] as? String, "#2a2a2a")
    }

    private func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func lookUp(_ path: [String], in object: [String: Any]) -> Any? {
        var current: Any? = object
        for segment in path { current = (current as? [String: Any])?[segment] }
        return current
    }
}
