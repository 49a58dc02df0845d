// Tests that inputs which are not regular files (FIFOs, devices, symlink loops) are refused at once, never read.
import Foundation
import TestSupport
import XCTest

/// Every input a command reads (config, token file, template, partial, `--context`) that is a
/// FIFO, a link to a device or a loop of links is refused with an error naming what it is: the
/// run neither blocks on the FIFO nor reads `/dev/zero` until memory runs out. Each run is
/// bounded in time and memory, so a regression fails here instead of hanging.
final class SpecialInputFileTests: XCTestCase {
    private static let tokens = #"{"text": {"onBackground": {"body": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}, "#
        + #""background": {"light": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}"#

    /// A folder with a good light scheme file, a FIFO, a link to `/dev/zero` and a link loop.
    private func folderWithSpecialFiles() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("light.tokens.json", Self.tokens)
        XCTAssertEqual(mkfifo(folder.url.appendingPathComponent("fifo.json").path, 0o644), 0)
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("zero.json").path,
                                                   withDestinationPath: "/dev/zero")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("loop.json").path,
                                                   withDestinationPath: "loop.json")
        return folder
    }

    func testTokenFilesThatAreNoRegularFilesAreRefusedEachWithWhatItIs() throws {
        let folder = try folderWithSpecialFiles()
        try folder.write("colorgen.json", """
            {"schemes": {"light": ["light.tokens.json"], "dark": ["fifo.json"], "a": ["zero.json"], "b": ["loop.json"]},
             "outputs": [{"format": "css", "path": "out/c.css"}]}
            """)
        let run = try CLIRunner.runBounded(["generate"], in: folder.url, seconds: 30, megabytes: 600)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("colorgen.json:1:55: error: cannot read token file 'fifo.json': is a FIFO (named pipe), "
                                          + "not a regular file: colorgen reads only regular files"), run.stderr)
        XCTAssertTrue(run.stderr.contains("error: cannot read token file 'zero.json': is a character device, not a regular file"), run.stderr)
        XCTAssertTrue(run.stderr.contains("error: cannot read token file 'loop.json': is a symbolic link that leads back to itself "
                                          + "(a loop of links)"), run.stderr)
        XCTAssertFalse(run.stderr.contains("did you mean"), "a loop is no missing file with a hint naming itself: \(run.stderr)")
        XCTAssertNil(folder.read("out/c.css"), "nothing is written")
    }

    func testAnOutputStaysByteIdenticalWhenItsTokenFileBecomesAFIFO() throws {
        let folder = try folderWithSpecialFiles()
        try folder.write("colorgen.json", #"{"schemes": {"light": ["light.tokens.json"]}, "outputs": [{"format": "css", "path": "out/c.css"}]}"#)
        XCTAssertEqual(try CLIRunner.runBounded(["generate"], in: folder.url).status, 0)
        let before = try XCTUnwrap(folder.read("out/c.css"))
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("light.tokens.json"))
        XCTAssertEqual(mkfifo(folder.url.appendingPathComponent("light.tokens.json").path, 0o644), 0)
        let run = try CLIRunner.runBounded(["generate"], in: folder.url, seconds: 30, megabytes: 600)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("'light.tokens.json': is a FIFO (named pipe)"), run.stderr)
        XCTAssertEqual(folder.read("out/c.css"), before)
    }

    func testAConfigOrValidatedFileThatIsAFIFOOrADeviceIsRefused() throws {
        let folder = try folderWithSpecialFiles()
        for (name, what) in [("fifo.json", "a FIFO (named pipe)"), ("zero.json", "a character device"),
                             ("loop.json", "a symbolic link that leads back to itself")] {
            for command in [["generate", "--config", name], ["validate", name], ["preview", "--config", name, "--output", "p.html"]] {
                let run = try CLIRunner.runBounded(command, in: folder.url, seconds: 30, megabytes: 600)
                XCTAssertEqual(run.status, 1, "\(command) \(name): \(run.stderr)")
                XCTAssertTrue(run.stderr.contains("'\(name)': is \(what)"), "\(command) \(name): \(run.stderr)")
            }
        }
    }

    func testATemplateOrContextThatIsAFIFOOrADeviceIsRefused() throws {
        let folder = try folderWithSpecialFiles()
        try folder.write("t.mustache", "{{x}}\n")
        try folder.write("context.json", #"{"x": "1"}"#)
        let template = try CLIRunner.runBounded(["template", "render", "fifo.json", "--context", "context.json"], in: folder.url)
        XCTAssertEqual(template.status, 1)
        XCTAssertEqual(template.stderr, "colorgen: error: cannot read template 'fifo.json': is a FIFO (named pipe), "
                       + "not a regular file: colorgen reads only regular files\n")
        for context in ["fifo.json", "zero.json"] {
            let run = try CLIRunner.runBounded(["template", "render", "t.mustache", "--context", context], in: folder.url,
                                               seconds: 30, megabytes: 600)
            XCTAssertEqual(run.status, 1, run.stderr)
            XCTAssertTrue(run.stderr.hasPrefix("colorgen: error: cannot read context '\(context)': is a "), run.stderr)
        }
    }
}
