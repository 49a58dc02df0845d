// Tests that no output may overwrite an input or another output, or write into a non-file.
import Foundation
import XCTest
import TestSupport

/// No output may destroy an input or another output, or write into something that is not a file.
final class OutputSafetyTests: XCTestCase {
    private let tokens = MinimalPaletteTokens.text
    private let resolver = """
        {"version": "2025.10",
         "modifiers": {"scheme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "light.tokens.json"}]}}},
         "resolutionOrder": [{"$ref": "#/modifiers/scheme"}]}
        """

    /// A project whose config lists `outputs` (JSON text of the array's members) and reads
    /// light.tokens.json, a template and its partial.
    private func project(_ outputs: String, schemes: String = #""schemes": {"light": ["light.tokens.json"]}"#) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("colorgen.json", "{\(schemes),\n\"outputs\": [\n\(outputs)\n], \"layout\": \"palette\"}\n")
        try folder.write("light.tokens.json", tokens)
        try folder.write("mine.resolver.json", resolver)
        try folder.write("t/page.mustache", "{{> part}}\n")
        try folder.write("t/part.mustache", "{{#schemes}}{{name}}{{/schemes}}\n")
        return folder
    }

    /// Runs generate in `folder` and checks it fails with `message` at line 3 (the first
    /// output), leaving every file as it was.
    private func assertRefused(_ folder: TemporaryFolder, _ message: String, line: Int = 3,
                               file: StaticString = #filePath, sourceLine: UInt = #line) throws {
        let names = ["colorgen.json", "light.tokens.json", "mine.resolver.json", "t/page.mustache", "t/part.mustache"]
        let before = names.map(folder.read)
        let result = try CLIRunner.run(["generate"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.stderr, file: file, line: sourceLine)
        XCTAssertTrue(result.stderr.contains("colorgen.json:\(line):"), result.stderr, file: file, line: sourceLine)
        XCTAssertTrue(result.stderr.contains(message), result.stderr, file: file, line: sourceLine)
        XCTAssertEqual(result.stdout, "", file: file, line: sourceLine)
        XCTAssertEqual(names.map(folder.read), before, "no input was changed", file: file, line: sourceLine)
    }

    func testAnOutputOverTheConfigIsRefused() throws {
        let folder = try project(#"{"format": "swift", "path": "colorgen.json"}"#)
        try assertRefused(folder, "error: output 'colorgen.json' would overwrite the config 'colorgen.json'")
    }

    func testAnOutputOverASchemeFileThroughDotDotIsRefused() throws {
        let folder = try project(#"{"format": "css", "path": "x/../light.tokens.json"}"#)
        try assertRefused(folder, "error: output 'light.tokens.json' would overwrite the input 'light.tokens.json'")
    }

    func testAnOutputOverTheResolverFileIsRefused() throws {
        let folder = try project(#"{"format": "css", "path": "mine.resolver.json"}"#,
                                 schemes: #""resolver": "mine.resolver.json", "modifier": "scheme""#)
        try assertRefused(folder, "would overwrite the input 'mine.resolver.json'")
    }

    func testAnOutputOverATemplateOrItsPartialIsRefused() throws {
        let template = try project("""
            {"template": "t/page.mustache", "path": "t/page.mustache"}
            """)
        try assertRefused(template, "would overwrite the input 't/page.mustache'")
        let partial = try project("""
            {"template": "t/page.mustache", "path": "t/part.mustache"}
            """)
        try assertRefused(partial, "would overwrite the input 't/part.mustache'")
    }

    func testAnOutputReachingAnInputThroughASymbolicLinkIsRefused() throws {
        let folder = try project(#"{"format": "css", "path": "linked/light.tokens.json"}"#)
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("linked").path,
                                                   withDestinationPath: ".")
        try assertRefused(folder, "error: output 'linked/light.tokens.json' would overwrite the input 'light.tokens.json'")
        let link = try project(#"{"format": "css", "path": "alias.css"}"#)
        try FileManager.default.createSymbolicLink(atPath: link.url.appendingPathComponent("alias.css").path,
                                                   withDestinationPath: "colorgen.json")
        try assertRefused(link, "would overwrite the config 'colorgen.json'")
    }

    func testAnOutputFolderHoldingAnInputIsRefused() throws {
        let folder = try project(#"{"format": "xcassets", "path": "t/Colors.xcassets"}"#)
        try folder.write("t/Colors.xcassets/light.tokens.json", tokens)
        try folder.write("colorgen.json", """
            {"layout": "palette", "schemes": {"light": ["t/Colors.xcassets/light.tokens.json"]},
            "outputs": [
            {"format": "xcassets", "path": "t/Colors.xcassets"}
            ]}
            """)
        try assertRefused(folder, "output folder 't/Colors.xcassets' holds the input 't/Colors.xcassets/light.tokens.json'")
    }

    func testOutputsOverlappingAfterNameExpansionAreRefused() throws {
        let folder = try project("""
            {"format": "json", "path": "out/colors"},
            {"format": "css", "path": "out/colors.light.tokens.json"}
            """)
        try assertRefused(folder, "error: output 'out/colors.light.tokens.json' is also written by the output at line 3",
                          line: 4)
        XCTAssertNil(folder.read("out/colors.light.tokens.json"), "nothing was written")
    }

    func testAFileInsideAnotherOutputsFolderIsRefused() throws {
        let folder = try project("""
            {"format": "xcassets", "path": "Colors.xcassets"},
            {"format": "css", "path": "Colors.xcassets/colors.css"}
            """)
        try assertRefused(folder, "output 'Colors.xcassets/colors.css' lies inside 'Colors.xcassets', which the output at line 3 writes",
                          line: 4)
    }

    func testAFIFOIsNoOutput() throws {
        let folder = try project(#"{"format": "css", "path": "pipe.css"}"#)
        XCTAssertEqual(mkfifo(folder.url.appendingPathComponent("pipe.css").path, 0o644), 0)
        try assertRefused(folder, "error: output path 'pipe.css' is a FIFO (named pipe), not a regular file")
        XCTAssertEqual(DirectoryKind.of(folder.url.appendingPathComponent("pipe.css").path), S_IFIFO, "the FIFO is still there")
    }

    func testADeviceIsNoOutput() throws {
        let folder = try project(#"{"format": "css", "path": "null.css"}"#)
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("null.css").path,
                                                   withDestinationPath: "/dev/null")
        try assertRefused(folder, "error: output path 'null.css' is a character device, not a regular file")
        XCTAssertEqual(DirectoryKind.of("/dev/null"), S_IFCHR)
        // A device node of the test's own, where the system lets it make one (root, outside containers).
        let own = try project(#"{"format": "css", "path": "zero.css"}"#)
        if mknod(own.url.appendingPathComponent("zero.css").path, S_IFCHR | 0o644, dev_t(1 << 8 | 5)) == 0 {  // /dev/zero's numbers
            try assertRefused(own, "error: output path 'zero.css' is a character device")
        }
    }

    func testAWriteErrorGivesTheOperatingSystemsReason() throws {
        let folder = try project(#"{"format": "css", "path": "blocker/colors.css"}"#)
        try folder.write("blocker", "a file where a folder should be")
        let result = try CLIRunner.run(["generate"], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("cannot write 'blocker/colors.css': cannot create folder '"), result.stderr)
        XCTAssertTrue(result.stderr.contains("blocker': Not a directory; no output was changed"), result.stderr)
    }

    func testAHandWrittenFileIsNotReplacedButAFileColorgenWroteIs() throws {
        let folder = try project("""
            {"format": "android", "path": "res"},
            {"format": "css", "path": "web/colors.css"}
            """)
        let handWritten = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n  <color name=\"brand\">#FF0000</color>\n</resources>\n"
        try folder.write("res/values/colors.xml", handWritten)
        try folder.write("web/colors.css", ":root { --mine: red; }\n")
        let refused = try CLIRunner.run(["generate"], in: folder.url, timeout: 60)
        XCTAssertEqual(refused.status, 1, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("colorgen.json:3:31: error: output 'res/values/colors.xml' would replace a file that "
                                              + "colorgen did not write (it lacks the header '<!-- Generated by colorgen …')"),
                      refused.stderr)
        XCTAssertTrue(refused.stderr.contains("colorgen.json:4:27: error: output 'web/colors.css' would replace a file that "
                                              + "colorgen did not write (it lacks the header '/* Generated by colorgen …')"),
                      refused.stderr)
        XCTAssertEqual(folder.read("res/values/colors.xml"), handWritten, "the app's own colors are kept")
        XCTAssertEqual(folder.read("web/colors.css"), ":root { --mine: red; }\n")
        XCTAssertNil(folder.read("res/values-night/colors.xml"), "nothing else was written either")
        // Once the files are out of the way, colorgen writes them, and replaces its own from then on.
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("res/values/colors.xml"))
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("web/colors.css"))
        XCTAssertEqual(try CLIRunner.run(["generate", "--quiet"], in: folder.url, timeout: 60).status, 0)
        try folder.write("light.tokens.json", tokens.replacingOccurrences(of: "[0.2, 0.4, 0.8]", with: "[0.3, 0.4, 0.8]"))
        let again = try CLIRunner.run(["generate"], in: folder.url, timeout: 60)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(again.stdout.contains("written web/colors.css"), again.stdout)
    }

    func testAnAbsoluteOutputPathIsAnErrorAtItsPosition() throws {
        let folder = try project(#"{"format": "css", "path": "/Generated/colorgen-absolute-\#(UUID().uuidString).css"}"#)
        try assertRefused(folder, "colorgen.json:3:27: error: output path \"/Generated/colorgen-absolute-")
        let result = try CLIRunner.run(["generate"], in: folder.url)
        XCTAssertTrue(result.stderr.contains("is absolute; an output path is relative to the config's folder"), result.stderr)
    }

    func testANULInAPathIsAnErrorAndEscapesNoCheck() throws {
        let folder = try project("""
            {"format": "css", "path": "out/x.css\\u0000b"},
            {"format": "css", "path": "out/x.css"}
            """)
        try assertRefused(folder, #"colorgen.json:3:27: error: output path "out/x.css\u{0}b" contains a NUL character"#)
        XCTAssertNil(folder.read("out/x.css"))
        let scheme = try project(#"{"format": "css", "path": "c.css"}"#,
                                 schemes: #""schemes": {"light": ["light.tokens.json\u0000.bak"]}"#)
        let result = try CLIRunner.run(["generate"], in: scheme.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains(#"colorgen.json:1:24: error: path "light.tokens.json\u{0}.bak" contains a NUL"#),
                      result.stderr)
        let long = try project(#"{"format": "css", "path": "out/\#(String(repeating: "n", count: 256)).css"}"#)
        try assertRefused(long, "file systems take at most 255 bytes per name")
    }

    func testOutputPathsDifferingOnlyInCaseAreRefused() throws {
        let folder = try project("""
            {"format": "swift", "path": "Colors.swift"},
            {"format": "swift", "path": "colors.swift"}
            """)
        try assertRefused(folder, "output 'colors.swift' and 'Colors.swift', which the output at line 3 writes, differ only in "
                          + "letter case or Unicode normalization", line: 4)
    }

    func testOutputsOutsideTheAllowedFolderAreRefusedWhenAsked() throws {
        let folder = try project(#"{"format": "css", "path": "../outside-\#(UUID().uuidString).css"}"#)
        try folder.write("inside/keep.txt", "")
        let refused = try CLIRunner.run(["generate", "--outputs-within", "."], in: folder.url)
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.contains("lies outside '.'"), refused.stderr)
        let linked = try project(#"{"format": "css", "path": "escape/colors.css"}"#)
        try FileManager.default.createSymbolicLink(atPath: linked.url.appendingPathComponent("escape").path,
                                                   withDestinationPath: FileManager.default.temporaryDirectory.path)
        let throughLink = try CLIRunner.run(["generate", "--outputs-within", "."], in: linked.url)
        XCTAssertEqual(throughLink.status, 1, "a symbolic link does not smuggle an output out")
        let inside = try project(#"{"format": "css", "path": "inside/colors.css"}"#)
        XCTAssertEqual(try CLIRunner.run(["generate", "--outputs-within", ".", "--quiet"], in: inside.url).status, 0)
    }
}

/// The kind bits of what a path leads to.
enum DirectoryKind {
    static func of(_ path: String) -> mode_t? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }
}
