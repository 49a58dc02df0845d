// Tests `colorgen preview`: writes only the page (default name or --output), and its errors.
import Foundation
import XCTest
import TestSupport

final class PreviewCommandTests: XCTestCase {
    private let tokens = #"{"text": {"onBackground": {"body": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}, "background": {"light": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}"#

    func testWritesThePageToTheDefaultFileWithoutWritingTheConfigsOutputs() throws {
        let folder = try TemporaryFolder()
        try folder.write("light.tokens.json", tokens)
        try folder.write("colorgen.json", #"{"schemes": {"light": ["light.tokens.json"]}, "outputs": [{"format": "css", "path": "c.css"}], "rulesVersion": 2}"#)
        let run = try CLIRunner.run(["preview"], in: folder.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "written colorgen-preview.html\n")
        let page = try XCTUnwrap(folder.read("colorgen-preview.html"))
        XCTAssertTrue(page.contains("<span class=\"hex\">#000000</span><span class=\"contrast pass\">21.00:1 &#10003; 4.5:1</span>"))
        XCTAssertNil(folder.read("c.css"))
    }

    func testOutputOptionAndErrors() throws {
        let folder = try TemporaryFolder()
        try folder.write("light.tokens.json", tokens)
        try folder.write("c.json", #"{"schemes": {"light": ["light.tokens.json", "missing.tokens.json"]}, "outputs": [], "rulesVersion": 2}"#)
        let broken = try CLIRunner.run(["preview", "--config", "c.json", "--output", "p.html"], in: folder.url)
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.stderr.contains("missing.tokens.json"), broken.stderr)
        XCTAssertNil(folder.read("p.html"))
        XCTAssertEqual(try CLIRunner.run(["preview", "extra"], in: folder.url).status, 2)
        XCTAssertTrue(try CLIRunner.run(["preview", "--help"], in: folder.url).stdout.contains("usage: colorgen preview"))
    }
}
