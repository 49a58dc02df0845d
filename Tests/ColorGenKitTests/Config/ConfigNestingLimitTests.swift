// Tests that the config reader reports JSON nested 100,000 levels deep as one error, not a crash.
import XCTest
import ColorGenKit
import PositionalJSON
import TestSupport

/// A config nested 100,000 levels deep, at its root or inside `schemes`, is one error at
/// ``JSONParser/maximumDepth``, never a stack overflow.
final class ConfigNestingLimitTests: XCTestCase {
    private let depth = 100_000
    private let jsonLimit = JSONParser.maximumDepth
    private let tooDeep = "arrays and objects nest deeper than \(JSONParser.maximumDepth) levels"

    /// `[{"a": [{"a": ... 0 ... }]}]`, `depth` levels.
    private var mixedJSON: String { DeeplyNestedJSON.arraysAndObjects(depth: depth) }

    func testConfigReaderReportsDeepNestingAnywhereAsOneError() {
        let inSchemes = #"{"schemes": {"light": "# + mixedJSON + "}, \"outputs\": []}"
        let (config, _, diagnostics) = Generator.readConfig(Array(inSchemes.utf8), path: "colorgen.json")
        XCTAssertNil(config)
        XCTAssertEqual(diagnostics.map(\.description),
                       ["colorgen.json:1:\(22 + 7 * ((jsonLimit - 2) / 2) + 1): error: \(tooDeep)"])
        let (rootConfig, _, rootDiagnostics) = Generator.readConfig(Array(mixedJSON.utf8), path: "colorgen.json")
        XCTAssertNil(rootConfig)
        XCTAssertEqual(rootDiagnostics.count, 1)
        XCTAssertEqual(rootDiagnostics.first?.message, tooDeep)
    }
}
