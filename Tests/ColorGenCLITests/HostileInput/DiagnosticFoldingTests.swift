// Tests that one declared contrast pattern pair over many roles reports a few worst failures and a count.
import Foundation
import TestSupport
import XCTest

/// A `"**"` on `"**"` contrast pair over hundreds of roles fails for nearly every pair: it is
/// reported as the three worst pairs per scheme and a note counting the rest, not a line per
/// pair (2,000 roles printed 7.1 million lines), within a time and memory cap.
final class DiagnosticFoldingTests: XCTestCase {
    func testEveryRoleOnEveryRoleFoldsToTheWorstAndACount() throws {
        let folder = try TemporaryFolder()
        let roles = (0..<300).map { index in
            #""r\#(index)": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.5, 0.5, \#(0.5 + Double(index % 50) / 1000)]}}"#
        }
        try folder.write("roles.tokens.json", #"{"roles": {"# + roles.joined(separator: ", ") + "}}")
        try folder.write("colorgen.json", """
            {"schemes": {"light": ["roles.tokens.json"], "dark": ["roles.tokens.json"]},
             "contrast": [{"foreground": "**", "background": "**", "minimum": 4.5}],
             "outputs": [{"format": "css", "path": "out/c.css"}]}
            """)
        let run = try CLIRunner.runBounded(["generate"], in: folder.url, seconds: 120, megabytes: 800)
        XCTAssertEqual(run.status, 1)
        let lines = run.stderr.split(separator: "\n")
        let errors = lines.filter { $0.contains(": error: ") && $0.contains("below the declared minimum 4.5:1") }
        XCTAssertEqual(errors.count, 6, "three per scheme: \(run.stderr)")
        for scheme in ["light", "dark"] {
            XCTAssertTrue(lines.contains("colorgen.json:2:15: note: 89697 more pairs of this entry fail in scheme \"\(scheme)\" "
                                         + "(the 3 furthest below the minimum are shown)"), run.stderr)
        }
        XCTAssertLessThan(lines.count, 20)
        XCTAssertNil(folder.read("out/c.css"))
    }
}
