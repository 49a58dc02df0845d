// Tests that a chain of derived schemes thousands deep is read in linear time, each mirrored as often as it should be.
import Foundation
import TestSupport
import XCTest

/// Each derived scheme's chain is its source's plus one step, worked out once: a chain of
/// 2,000 derived schemes (11.4 s when every scheme walked and searched the whole chain, n³ in
/// all) is generated within a time and memory cap, each scheme mirrored once per dark step.
final class DerivedChainCostTests: XCTestCase {
    private static func srgb(_ value: Double) -> String {
        #"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [\#(value), \#(value), \#(value)]}}"#
    }

    func testTwoThousandDeepChainIsGeneratedWithinTheCap() throws {
        let folder = try TemporaryFolder()
        try folder.write("light.tokens.json", #"{"text": {"onBackground": {"body": "# + Self.srgb(0) + "}}, "
                         + #""background": {"light": "# + Self.srgb(1) + #", "dark": "# + Self.srgb(0) + "}}")
        let derived = (1..<2_000).map { #""s\#($0)": {"derivedFrom": "s\#($0 - 1)", "counterpart": "dark", "files": []}"# }
        try folder.write("colorgen.json", #"{"schemes": {"s0": ["light.tokens.json"], "# + derived.joined(separator: ", ") + "}, "
                         + #""outputs": [{"format": "css", "path": "out/c.css"}]}"#)
        let started = Date()
        let run = try CLIRunner.runBounded(["generate", "--quiet"], in: folder.url, seconds: 60, megabytes: 800)
        XCTAssertEqual(run.status, 0, String(run.stderr.prefix(2_000)))
        XCTAssertLessThan(Date().timeIntervalSince(started), 30, "linear: about a second in a debug build")
        let css = try XCTUnwrap(folder.read("out/c.css"))
        // A dark step mirrors the background swatch (white and black swap); two steps give it back.
        for (scheme, light) in [("s1", "#000000"), ("s2", "#ffffff"), ("s1998", "#ffffff"), ("s1999", "#000000")] {
            let block = try XCTUnwrap(css.range(of: "[data-color-scheme=\"\(scheme)\"] {"), "\(scheme) is generated")
            let rest = css[block.upperBound...]
            let light = rest.range(of: "--background-light: \(light);")
            XCTAssertNotNil(light, scheme)
            XCTAssertLessThan(light?.lowerBound ?? rest.endIndex, rest.range(of: "}")?.lowerBound ?? rest.startIndex, scheme)
        }
    }
}
