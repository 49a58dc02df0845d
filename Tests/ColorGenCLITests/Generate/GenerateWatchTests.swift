// Tests `generate --watch` as a process: regenerates on edits, survives errors, stops on SIGINT.
import Foundation
import XCTest
import TestSupport

/// `colorgen generate --watch` run as a process: it regenerates on edits, reports errors
/// leaving the outputs untouched, follows files added to the config, and stops on SIGINT.
final class GenerateWatchTests: XCTestCase {
    private static func tokens(_ red: Double) -> String {
        #"{"text": {"onBackground": {"body": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [\#(red), 0, 0]}}}}, "#
            + #""background": {"light": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}"#
    }

    /// Standard output or error of the watcher, collected as it arrives.
    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()

        func append(_ more: Data) { lock.withLock { data.append(more) } }
        var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
    }

    /// Waits up to 20 s for `condition` on the collected output.
    private func wait(for what: String, in collected: Collected, _ condition: (String) -> Bool) {
        let deadline = Date().addingTimeInterval(20)
        while !condition(collected.text) {
            guard Date() < deadline else {
                XCTFail("timed out waiting for \(what); output so far:\n\(collected.text)")
                return
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// `colorgen generate --watch` started in `folder`, with its output collected as it arrives.
    private func startWatching(in folder: TemporaryFolder) throws -> (process: Process, stdout: Collected, stderr: Collected) {
        let process = Process()
        process.executableURL = CLIRunner.executable
        process.arguments = ["generate", "--watch"]
        process.currentDirectoryURL = folder.url
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdout = Collected(), stderr = Collected()
        out.fileHandleForReading.readabilityHandler = { stdout.append($0.availableData) }
        err.fileHandleForReading.readabilityHandler = { stderr.append($0.availableData) }
        try process.run()
        return (process, stdout, stderr)
    }

    /// Ends the watcher if it still runs and stops collecting its output.
    private func stop(_ process: Process) {
        if process.isRunning { process.terminate() }
        (process.standardOutput as? Pipe)?.fileHandleForReading.readabilityHandler = nil
        (process.standardError as? Pipe)?.fileHandleForReading.readabilityHandler = nil
    }

    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }

    func testRegeneratesReportsErrorsFollowsNewFilesAndStopsOnSIGINT() throws {
        let folder = try TemporaryFolder()
        try folder.write("light.tokens.json", Self.tokens(0))
        try folder.write("colorgen.json", #"{"schemes": {"light": ["light.tokens.json"]}, "outputs": [{"format": "css", "path": "out/c.css"}]}"#)
        let (process, stdout, stderr) = try startWatching(in: folder)
        defer { stop(process) }
        let runs = { self.lines(stdout.text).count }

        wait(for: "the first run", in: stdout) { $0.contains("watching colorgen.json: 1 written (out/c.css), 0 unchanged\n") }
        XCTAssertTrue(folder.read("out/c.css")?.contains("--text-on-background-body: #000000;") ?? false)

        // An edit of the scheme file regenerates.
        try folder.write("light.tokens.json", Self.tokens(0.2))
        wait(for: "the regeneration", in: stdout) { $0.contains("light.tokens.json changed: 1 written (out/c.css), 0 unchanged\n") }
        let regenerated = try XCTUnwrap(folder.read("out/c.css"))
        XCTAssertTrue(regenerated.contains("--text-on-background-body: #330000;"), regenerated)

        // An error is reported at its place; the outputs stay as they were and watching goes on.
        let before = runs()
        try folder.write("light.tokens.json", "{\n  \"text\": \n")
        wait(for: "the error", in: stdout) { $0.contains("light.tokens.json changed: 1 error, outputs unchanged\n") }
        XCTAssertEqual(runs(), before + 1, "one line per run")
        XCTAssertTrue(stderr.text.contains("light.tokens.json:3:1: error: "), stderr.text)
        XCTAssertEqual(folder.read("out/c.css"), regenerated)

        // Fixed, it regenerates.
        try folder.write("light.tokens.json", Self.tokens(0.4))
        wait(for: "the fix", in: stdout) { self.lines($0).last?.hasSuffix("light.tokens.json changed: 1 written (out/c.css), 0 unchanged") ?? false }
        XCTAssertTrue(folder.read("out/c.css")?.contains("--text-on-background-body: #660000;") ?? false)

        // A file added to the config while watching is watched too.
        try folder.write("extra.tokens.json", #"{"roles": {"brand": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}}}"#)
        try folder.write("colorgen.json", #"{"schemes": {"light": ["light.tokens.json", "extra.tokens.json"]}, "outputs": [{"format": "css", "path": "out/c.css"}]}"#)
        wait(for: "the config change", in: stdout) { $0.contains("colorgen.json changed: 1 written (out/c.css), 0 unchanged\n") }
        try folder.write("extra.tokens.json", #"{"roles": {"brand": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 1, 0]}}}}"#)
        wait(for: "the new file's change", in: stdout) { $0.contains("extra.tokens.json changed: 1 written (out/c.css), 0 unchanged\n") }
        XCTAssertTrue(folder.read("out/c.css")?.contains("#00ff00") ?? false, folder.read("out/c.css") ?? "")

        // Ctrl-C ends it cleanly.
        kill(process.processIdentifier, SIGINT)
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        XCTAssertFalse(process.isRunning, "still running 20 s after SIGINT")
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .exit)
        XCTAssertEqual(process.terminationStatus, 0)
        wait(for: "the goodbye", in: stdout) { $0.hasSuffix("stopped watching\n") }
        for line in lines(stdout.text).dropLast() {
            XCTAssertNotNil(line.range(of: #"^\[\d\d:\d\d:\d\d\] "#, options: .regularExpression), "run line: \(line)")
        }
    }

    /// A listed folder is watched as a whole: a resource file added to an Android `res/`'s
    /// `values/` is read by the next run.
    func testAFileAddedToAListedFolderRegenerates() throws {
        let folder = try TemporaryFolder()
        try folder.write("res/values/colors.xml", #"<resources><color name="brand">#FF0000</color></resources>"#)
        try folder.write("colorgen.json", #"{"schemes": {"light": ["res"]}, "outputs": [{"format": "css", "path": "out/c.css"}]}"#)
        let (process, stdout, _) = try startWatching(in: folder)
        defer { stop(process) }
        wait(for: "the first run", in: stdout) { $0.contains("watching colorgen.json: 1 written (out/c.css), 0 unchanged\n") }
        XCTAssertFalse(folder.read("out/c.css")?.contains("--accent") ?? true)
        try folder.write("res/values/accent.xml", #"<resources><color name="accent">#0000FF</color></resources>"#)
        wait(for: "the new file's run", in: stdout) { $0.contains("values changed: 1 written (out/c.css), 0 unchanged\n") }
        let css = try XCTUnwrap(folder.read("out/c.css"))
        XCTAssertTrue(css.contains("--accent: #0000ff;") && css.contains("--brand: #ff0000;"), css)
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
    }

    func testAFailureFixedWithoutAnEditIsRetried() throws {
        let folder = try TemporaryFolder()
        try folder.write("light.tokens.json", Self.tokens(0))
        try folder.write("colorgen.json", #"{"schemes": {"light": ["light.tokens.json"]}, "outputs": [{"format": "css", "path": "out/c.css"}]}"#)
        // A file where the output folder should be: the run fails though no watched file is wrong.
        try folder.write("out", "in the way\n")
        let (process, stdout, stderr) = try startWatching(in: folder)
        defer { stop(process) }
        wait(for: "the failed first run", in: stdout) { $0.contains("watching colorgen.json: 1 error, outputs unchanged\n") }
        XCTAssertTrue(stderr.text.contains("cannot create folder"), stderr.text)
        // Fixed outside the watched files: the next retry (within a second or two) writes the output.
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("out"))
        wait(for: "the retry", in: stdout) { $0.contains("retrying after the failure: 1 written (out/c.css), 0 unchanged\n") }
        XCTAssertTrue(folder.read("out/c.css")?.contains("--text-on-background-body: #000000;") ?? false)
        // After a success nothing runs until a change.
        let runs = lines(stdout.text).count
        Thread.sleep(forTimeInterval: 1.5)
        XCTAssertEqual(lines(stdout.text).count, runs, "no retry after a success: \(stdout.text)")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
    }

    func testWatchExcludesCheck() throws {
        let run = try CLIRunner.run(["generate", "--watch", "--check"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("--watch and --check exclude each other"), run.stderr)
    }
}
