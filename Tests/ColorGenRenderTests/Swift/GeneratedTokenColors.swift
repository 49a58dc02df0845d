// Test helper: reads a json output's role colors with the core parser, to compare with the Swift output.
import Foundation
import XCTest
@testable import ColorGenKit
@testable import ColorGenRender
import OutputFiles
@testable import PositionalJSON

/// The role colors of a `json` output, read back with the core's JSON parser: what the Swift
/// output's colors are compared with.
struct GeneratedTokenColors {
    /// One role's color in one scheme, as the JSON token file writes it.
    struct Color: Equatable {
        var hex: String
        var components: [Double]
        var alpha: Double
        /// The token's `colorSpace`: `srgb`, or a wide-gamut color's space as authored.
        var colorSpace = "srgb"
    }

    /// Colors by role path, then by scheme name.
    var roles: [String: [String: Color]] = [:]

    /// Reads `<base>.<scheme>.tokens.json` for every scheme from `files`.
    init(_ files: [RenderedFile], base: String, schemes: [String]) throws {
        for scheme in schemes {
            let path = "\(base).\(scheme).tokens.json"
            let file = try XCTUnwrap(files.first { $0.path == path }, "no \(path) among \(files.map(\.path))")
            let document = try JSONParser.parse(file.bytes, path: path)
            try collect(document.root, prefix: [], scheme: scheme)
        }
    }

    private mutating func collect(_ value: JSONValue, prefix: [String], scheme: String) throws {
        let object = try XCTUnwrap(value.objectValue)
        if object["$type"] != nil {
            let color = try XCTUnwrap(object["$value"]?.objectValue)
            let components = try XCTUnwrap(color["components"]?.arrayValue).map { try XCTUnwrap($0.numberValue?.double) }
            roles[prefix.joined(separator: "."), default: [:]][scheme] = Color(
                hex: try XCTUnwrap(color["hex"]?.stringValue), components: components,
                alpha: try XCTUnwrap(color["alpha"]?.numberValue?.double),
                colorSpace: try XCTUnwrap(color["colorSpace"]?.stringValue))
            return
        }
        for member in object.members where !member.key.hasPrefix("$") {
            try collect(member.value, prefix: prefix + [member.key], scheme: scheme)
        }
    }
}
