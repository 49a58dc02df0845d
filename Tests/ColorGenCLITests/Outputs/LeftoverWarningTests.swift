// A leftover of a killed run that cannot be removed is a warning of `colorgen generate`, and the outputs are still written.
import Foundation
import XCTest
import TestSupport

/// How `colorgen generate` reports the leftovers of killed runs it cannot remove.
final class LeftoverWarningTests: XCTestCase {
    func testALeftoverThatCannotBeRemovedIsReportedAndTheOutputsAreStillWritten() throws {
        let folder = try TemporaryFolder()
        let leftover = ".colors.css.colorgen-01234567-89AB-4CDE-8123-456789ABCDEF.tmp"
        try folder.write(leftover + "/part.css", "from a killed run")
        try folder.write("colorgen.json", """
            {"rulesVersion": 2, "layout": "palette", "schemes": {"light": ["light.tokens.json"]},
             "outputs": [{"format": "css", "path": "colors.css"}]}
            """)
        try folder.write("light.tokens.json", MinimalPaletteTokens.text)
        try ImmutableItem.whileImmutable(folder.url.appendingPathComponent(leftover).path) {
            let run = try CLIRunner.run(["generate"], in: folder.url)
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertTrue(run.stdout.contains("written colors.css"), run.stdout)
            XCTAssertTrue(run.stdout.contains("warning: cannot remove leftover ./\(leftover): ./\(leftover)/part.css: Operation not permitted"),
                          run.stdout)
        }
    }
}
