// Tests that concurrent reading, resolving and rendering give the same files and diagnostics every run.
import XCTest
import ColorGenKit

/// Files and schemes are read, resolved and rendered on all cores: the output and the
/// diagnostics must not depend on which thread finishes first.
final class ConcurrentGenerationTests: XCTestCase {
    private let schemeNames = ["one", "two", "three", "four", "five", "six"]

    private let swatches = """
        {
          "swatch": {
            "$type": "color",
            "blue": {
              "0": {"$value": {"colorSpace": "srgb", "components": [0.8, 0.9, 1]}},
              "1": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.8]}},
              "2": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.2, 0.4]}}
            }
          }
        }
        """

    /// A palette with `count` custom roles whose colors depend on `seed`, plus `extra` members.
    private func palette(seed: Int, roles count: Int, extra: String = "") -> String {
        let roles = (0..<count).map { index in
            let channel = Double((seed + index) % 8) / 8
            return #""role\#(index)": {"$value": {"colorSpace": "srgb", "components": [\#(channel), 0.5, 0.25]}}"#
        }
        return """
            {
              "palette": {
                "$type": "color",
                "primary": {"$value": "{swatch.blue.1}"},
                "secondary": {"$value": "{swatch.blue.2}"},
                "accent": {"$value": "{swatch.blue.0}"}
              },
              "roles": {"$type": "color", "custom": {\(roles.joined(separator: ", "))}}\(extra)
            }
            """
    }

    private func project(palettes: [String]) -> [String: String] {
        let schemes = schemeNames.map { #""\#($0)": ["swatches.json", "\#($0).json"]"# }.joined(separator: ", ")
        var files = ["/p/colorgen.json": """
            {"rulesVersion": 2, "layout": "palette", "schemes": {\(schemes)},
             "outputs": [{"format": "json", "path": "out/colors"}, {"format": "css", "path": "out/colors.css"},
                         {"format": "swift", "path": "out/Colors.swift"}]}
            """, "/p/swatches.json": swatches]
        for (name, palette) in zip(schemeNames, palettes) {
            files["/p/\(name).json"] = palette
        }
        return files
    }

    func testOutputsAreTheSameOnEveryRun() {
        let files = project(palettes: schemeNames.indices.map { palette(seed: $0, roles: 300) })
        let first = Generator.generate(configPath: "/p/colorgen.json", loader: RepositoryLoader(overlay: files))
        XCTAssertEqual(first.diagnostics.filter { $0.severity == .error }, [])
        XCTAssertEqual(first.files.map(\.path), ["/p/out/colors.one.tokens.json", "/p/out/colors.two.tokens.json",
                                                 "/p/out/colors.three.tokens.json", "/p/out/colors.four.tokens.json",
                                                 "/p/out/colors.five.tokens.json", "/p/out/colors.six.tokens.json",
                                                 "/p/out/colors.resolver.json", "/p/out/colors.css", "/p/out/Colors.swift"])
        for _ in 0..<8 {
            let again = Generator.generate(configPath: "/p/colorgen.json", loader: RepositoryLoader(overlay: files))
            XCTAssertEqual(again.files, first.files)
            XCTAssertEqual(again.diagnostics, first.diagnostics)
        }
    }

    func testEachSchemeFileGetsItsOwnColors() throws {
        let files = project(palettes: schemeNames.indices.map { palette(seed: $0, roles: 3) })
        let result = Generator.generate(configPath: "/p/colorgen.json", loader: RepositoryLoader(overlay: files))
        for (seed, name) in schemeNames.enumerated() {
            let file = try XCTUnwrap(result.files.first { $0.path == "/p/out/colors.\(name).tokens.json" })
            let line = String(decoding: file.bytes, as: UTF8.self).split(separator: "\n").first { $0.contains(#""role2""#) }
            let red = String(format: "%02x", Int((Double((seed + 2) % 8) / 8 * 255).rounded()))
            XCTAssertEqual(line.map { $0.hasSuffix(##""hex": "#\##(red)8040"}}"##) }, true,
                           "scheme \(name) has the colors of its own file: \(line ?? "no role2")")
        }
    }

    func testDiagnosticsOfManyFilesComeInTheSameOrderOnEveryRun() {
        // Every scheme file has a repeated key (a warning) and a role of the wrong type (an error).
        let palettes = schemeNames.indices.map { seed in
            palette(seed: seed, roles: 2, extra: #", "roles": {"bad": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}}}"#)
        }
        let files = project(palettes: palettes)
        let first = Generator.generate(configPath: "/p/colorgen.json", loader: RepositoryLoader(overlay: files))
        XCTAssertEqual(first.files, [])
        XCTAssertEqual(first.diagnostics.filter { $0.severity == .warning && !$0.isUnservedSchemeWarning }.count, schemeNames.count,
                       first.diagnostics.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(first.diagnostics.filter { $0.severity == .error }.map { $0.location?.path },
                       schemeNames.sorted().map { "/p/\($0).json" },
                       "one error per scheme file, in the order of their paths")
        for _ in 0..<8 {
            let again = Generator.generate(configPath: "/p/colorgen.json", loader: RepositoryLoader(overlay: files))
            XCTAssertEqual(again.diagnostics, first.diagnostics)
        }
    }
}
