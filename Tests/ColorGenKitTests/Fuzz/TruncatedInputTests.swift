// Tests every Schemes/ file and the default config cut short at many points: an error inside, no crash.
import Foundation
import XCTest
import ColorGenKit
import DesignTokens
import PositionalJSON
import SourceDiagnostics

/// Every Schemes/ token file and the default colorgen.json, cut short at many points (inside
/// keys, strings, numbers, multi-byte characters, between tokens), is an error at a position
/// inside what is left, and never a crash. Only the whole file (or the whole file less trailing
/// whitespace) reads as it did before.
final class TruncatedInputTests: XCTestCase {
    private let schemes = URL(fileURLWithPath: RepositoryLoader.schemes)

    /// About `count` cut points spread evenly over `length`, plus every one of the first and last
    /// 64 bytes, where a cut leaves the file's outer structure almost whole.
    private func cutPoints(_ length: Int, count: Int = 300) -> [Int] {
        let stride = max(1, length / count)
        let points = Set(Swift.stride(from: 0, to: length, by: stride)).union(0..<min(64, length))
            .union(max(0, length - 64)..<length)
        return points.sorted()
    }

    private func bytes(_ relativePath: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: schemes.appendingPathComponent(relativePath)))
    }

    /// Whether `prefix` is `whole` less only trailing whitespace.
    private func isWholeButTrailingWhitespace(_ prefix: ArraySlice<UInt8>, of whole: [UInt8]) -> Bool {
        whole[prefix.count...].allSatisfy { [0x20, 0x0A, 0x0D, 0x09].contains($0) }
    }

    /// Asserts that `diagnostics` for the truncated text `prefix` hold an error, each positioned
    /// inside the text, or, for a cut in trailing whitespace, are those of the whole file.
    private func assertTruncation(_ diagnostics: [Diagnostic], prefix: ArraySlice<UInt8>, of whole: [UInt8],
                                  wholeDiagnostics: [Diagnostic], file: String, cut: Int) {
        if isWholeButTrailingWhitespace(prefix, of: whole) {
            XCTAssertEqual(diagnostics, wholeDiagnostics, "\(file) cut at \(cut)")
            return
        }
        XCTAssertTrue(diagnostics.containsErrors, "\(file) cut at \(cut) gives no error")
        let lines = prefix.filter { $0 == 0x0A }.count + 1
        for diagnostic in diagnostics {
            guard let location = diagnostic.location else { continue }
            XCTAssertTrue((1...lines).contains(location.position.line),
                          "\(file) cut at \(cut): \(diagnostic) lies past the last line, \(lines)")
        }
    }

    func testEveryTruncatedSchemeTokenFileIsAnErrorAtAPositionInside() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: schemes.path)
            .filter { $0.hasSuffix(".tokens.json") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 11, "Schemes/ token files")
        for file in files {
            let whole = try bytes(file)
            let path = "/Schemes/\(file)"
            // Palettes and the light scheme refer to SageResearch swatches in another file, so on
            // their own they have reference errors, but never a syntax error.
            let wholeDiagnostics = DocumentValidator.validate(path: path, kind: nil,
                                                              loader: InMemorySourceLoader(files: [path: whole]))
            XCTAssertNoThrow(try JSONParser.parse(whole, path: path))
            for cut in cutPoints(whole.count) {
                let prefix = whole[..<cut]
                let loader = InMemorySourceLoader(files: [path: Array(prefix)])
                let diagnostics = DocumentValidator.validate(path: path, kind: nil, loader: loader)
                assertTruncation(diagnostics, prefix: prefix, of: whole, wholeDiagnostics: wholeDiagnostics,
                                 file: file, cut: cut)
            }
        }
    }

    func testEveryTruncationOfTheDefaultConfigIsAnErrorThroughTheWholeGenerator() throws {
        let whole = try bytes("colorgen.json")
        let configPath = "\(RepositoryLoader.schemes)/colorgen.json"
        for cut in 0..<whole.count {
            let prefix = whole[..<cut]
            let (config, _, diagnostics) = Generator.readConfig(Array(prefix), path: "colorgen.json")
            assertTruncation(diagnostics, prefix: prefix, of: whole, wholeDiagnostics: [], file: "colorgen.json", cut: cut)
            XCTAssertEqual(config == nil, diagnostics.containsErrors, "cut at \(cut)")
            if cut % 16 == 0 {
                let loader = RepositoryLoader(overlay: [configPath: String(decoding: prefix, as: UTF8.self)])
                let result = Generator.generate(configPath: configPath, loader: loader)
                XCTAssertEqual(result.files.map(\.path), [], "cut at \(cut)")
                XCTAssertTrue(result.diagnostics.containsErrors, "cut at \(cut)")
            }
        }
    }
}
