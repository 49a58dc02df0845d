// Fails when README's synopsis block drifts from the option-table text; COLORGEN_UPDATE_GOLDEN=1 rewrites it.
import Foundation
import XCTest
import ColorGenCLI
import TestSupport

/// README.md's command-line synopsis is what the option tables produce, so it cannot drift from
/// the options the commands parse. `COLORGEN_UPDATE_GOLDEN=1` rewrites the section (only it).
final class ReadmeSynopsisTests: XCTestCase {
    func testReadmeSynopsisIsProducedFromTheOptionTables() throws {
        let readme = PackageRoot.url.appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let begin = try XCTUnwrap(text.range(of: ReadmeSynopsis.beginMarker + "\n"),
                                  "README.md has no line '\(ReadmeSynopsis.beginMarker)'")
        let end = try XCTUnwrap(text.range(of: "\n" + ReadmeSynopsis.endMarker, range: begin.upperBound..<text.endIndex),
                                "README.md has no line '\(ReadmeSynopsis.endMarker)' after the synopsis")
        let written = String(text[begin.upperBound..<end.lowerBound])
        let produced = ReadmeSynopsis.markdown(ColorGenCommands.all.map { $0.spec })
        if ProcessInfo.processInfo.environment["COLORGEN_UPDATE_GOLDEN"] == "1" {
            try Data((text[..<begin.upperBound] + produced + text[end.lowerBound...]).utf8).write(to: readme)
            return
        }
        XCTAssertTrue(produced.contains("colorgen generate [--config PATH]"), produced)
        guard written != produced else { return }
        let changes = produced.split(separator: "\n", omittingEmptySubsequences: false)
            .difference(from: written.split(separator: "\n", omittingEmptySubsequences: false))
        let lines = changes.map { change in
            switch change {
            case .remove(let offset, let line, _): "  - README line \(offset + 1) of the synopsis: \(line)"
            case .insert(let offset, let line, _): "  + produced line \(offset + 1): \(line)"
            }
        }
        XCTFail("README.md's synopsis differs from the option tables in Sources/ColorGenCLI; run "
                + "'COLORGEN_UPDATE_GOLDEN=1 swift test --filter ReadmeSynopsisTests' and review 'git diff README.md':\n"
                + lines.joined(separator: "\n"))
    }
}
