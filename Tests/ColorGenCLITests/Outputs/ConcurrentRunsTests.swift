// Tests overlapping, killed and waiting generate runs: outputs are always one run's complete set.
import Foundation
import XCTest
import TestSupport

/// Runs that overlap, are killed or wait for one another end with one run's complete outputs.
final class ConcurrentRunsTests: XCTestCase {
    private static let schemes = PackageRoot.url.appendingPathComponent("Schemes")

    private let outputs = """
        "outputs": [
          {"format": "swift", "path": "Generated/Colors.swift"},
          {"format": "css", "path": "Generated/colors.css"},
          {"format": "json", "path": "Generated/colors"},
          {"format": "xcassets", "path": "Generated/Colors.xcassets"}
        ]
        """

    /// A project with two configs, a.json and b.json, that read different schemes and write the
    /// same outputs (an asset catalog of hundreds of files among them).
    private func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(at: Self.schemes, to: folder.url.appendingPathComponent("Schemes"))
        try folder.write("a.json", """
            {"rulesVersion": 2, "layout": "palette", "schemes": {"light": ["Schemes/sage/sage-v2.tokens.json", "Schemes/default/light.tokens.json"],
             "dark": ["Schemes/default/dark.tokens.json"]},
            \(outputs)}
            """)
        try folder.write("b.json", """
            {"rulesVersion": 2, "layout": "palette", "schemes": {"light": ["Schemes/sage/sage-v2.tokens.json", "Schemes/palettes/beach.tokens.json"],
             "dark": ["Schemes/sage/sage-v2.tokens.json", "Schemes/palettes/midnight.tokens.json"]},
            \(outputs)}
            """)
        return folder
    }

    /// Every regular file below Generated/ by relative path, leftovers and lock files aside.
    private func snapshot(_ folder: TemporaryFolder) throws -> [String: Data] {
        let root = folder.url.appendingPathComponent("Generated").path
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [:] }
        for case let relative as String in enumerator where !isColorgenTemporary(relative) {
            let path = root + "/" + relative
            if DirectoryKind.of(path) == S_IFREG { files[relative] = FileManager.default.contents(atPath: path) }
        }
        return files
    }

    private func isColorgenTemporary(_ relative: String) -> Bool {
        relative.split(separator: "/").contains { $0.contains(".colorgen-") || $0 == ".colorgen.lock" }
    }

    /// Everything below Generated/ that colorgen names as its own temporary or lock file.
    private func leftovers(_ folder: TemporaryFolder) -> [String] {
        let root = folder.url.appendingPathComponent("Generated").path
        let all = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String]) ?? []
        return all.filter(isColorgenTemporary)
    }

    private func generate(_ config: String, in folder: TemporaryFolder, extra: [String] = []) throws -> CLIRunner.Result {
        try CLIRunner.run(["generate", "--config", config, "--quiet"] + extra, in: folder.url)
    }

    private func start(_ config: String, in folder: TemporaryFolder, stderr: Pipe? = nil) throws -> Process {
        let process = Process()
        process.executableURL = CLIRunner.executable
        process.arguments = ["generate", "--config", config, "--quiet"]
        process.currentDirectoryURL = folder.url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = stderr ?? FileHandle.nullDevice
        try process.run()
        return process
    }

    /// The complete outputs of a.json and of b.json.
    private func expectedSets(_ folder: TemporaryFolder) throws -> (a: [String: Data], b: [String: Data]) {
        let first = try generate("a.json", in: folder)
        XCTAssertEqual(first.status, 0, first.stderr)
        let a = try snapshot(folder)
        let second = try generate("b.json", in: folder)
        XCTAssertEqual(second.status, 0, second.stderr)
        let b = try snapshot(folder)
        XCTAssertNotEqual(a, b)
        XCTAssertGreaterThan(a.keys.filter { $0.hasPrefix("Colors.xcassets/") }.count, 100)
        return (a, b)
    }

    func testConcurrentRunsWithDifferentInputsEndWithOneRunsCompleteSet() throws {
        let folder = try project()
        let (a, b) = try expectedSets(folder)
        for round in 0..<3 {
            let processes = try (0..<4).map { try start($0 % 2 == round % 2 ? "a.json" : "b.json", in: folder) }
            for process in processes { process.waitUntilExit() }
            XCTAssertEqual(processes.map(\.terminationStatus), [0, 0, 0, 0])
            let final = try snapshot(folder)
            XCTAssertTrue(final == a || final == b, "round \(round): the outputs mix two runs")
            XCTAssertEqual(leftovers(folder), [], "no temporary or lock file is left")
        }
    }

    func testAKilledRunLeavesEveryFileAndTheCatalogInOneCompleteVersion() throws {
        let folder = try project()
        let (a, b) = try expectedSets(folder)
        func catalog(_ set: [String: Data]) -> [String: Data] { set.filter { $0.key.hasPrefix("Colors.xcassets/") } }
        var generator = SystemRandomNumberGenerator()
        for round in 0..<16 {
            let process = try start(round % 2 == 0 ? "a.json" : "b.json", in: folder)
            usleep(UInt32.random(in: 20_000...600_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let now = try snapshot(folder)
            let nowCatalog = catalog(now)
            XCTAssertTrue(nowCatalog == catalog(a) || nowCatalog == catalog(b),
                          "round \(round): the catalog is missing or mixed (\(nowCatalog.count) files)")
            for (path, bytes) in now where !path.hasPrefix("Colors.xcassets/") {
                XCTAssertTrue(bytes == a[path] || bytes == b[path], "round \(round): '\(path)' is no complete version")
            }
            XCTAssertEqual(now.keys.filter { !$0.hasPrefix("Colors.xcassets/") }.sorted(),
                           a.keys.filter { !$0.hasPrefix("Colors.xcassets/") }.sorted(), "round \(round): a file is missing")
        }
        XCTAssertEqual(try generate("a.json", in: folder).status, 0)
        XCTAssertTrue(try snapshot(folder) == a, "a complete run after the kills writes its whole set")
        XCTAssertEqual(leftovers(folder), [], "the next run removes what killed runs left")
    }

    func testASecondRunWaitsWithAMessageOrFailsFastWithNoWait() throws {
        let folder = try project()
        XCTAssertEqual(try generate("a.json", in: folder).status, 0)
        let lockPath = folder.url.appendingPathComponent("Generated/.colorgen.lock").path
        let descriptor = open(lockPath, O_RDWR | O_CREAT, 0o644)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        XCTAssertEqual(flock(descriptor, LOCK_EX), 0)

        let failed = try generate("b.json", in: folder, extra: ["--no-wait"])
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(failed.stderr.contains("another colorgen run is writing into this folder (--no-wait)"), failed.stderr)

        let stderr = Pipe()
        let waiting = try start("b.json", in: folder, stderr: stderr)
        // The message comes after a second of waiting; on a loaded machine the run may need
        // longer than that to reach the lock, so the test reads until the message arrives.
        var message = ""
        let waitingMessage = "colorgen: waiting for another colorgen run writing into '"
        while !message.contains(waitingMessage), waiting.isRunning {
            message += String(decoding: stderr.fileHandleForReading.availableData, as: UTF8.self)
        }
        XCTAssertTrue(waiting.isRunning, "the second run waits for the lock")
        close(descriptor)
        waiting.waitUntilExit()
        message += String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(waiting.terminationStatus, 0, message)
        XCTAssertTrue(message.contains(waitingMessage), message)
        XCTAssertEqual(leftovers(folder), [])
    }

    func testTheNextRunRemovesWhatKilledRunsLeft() throws {
        let folder = try project()
        XCTAssertEqual(try generate("a.json", in: folder).status, 0)
        let expected = try snapshot(folder)
        let id = { UUID().uuidString }
        let file = ".colors.css.colorgen-\(id()).tmp"
        let previousFile = ".colors.css.colorgen-\(id()).tmp.previous"
        let stagedCatalog = ".Colors.xcassets.colorgen-\(id()).tmp"
        try folder.write("Generated/" + file, "half a file")
        try folder.write("Generated/" + previousFile, "an old file")
        try folder.write("Generated/" + stagedCatalog + "/Contents.json", "{}")
        try folder.write("Generated/.notes.colorgen-mine.tmp", "not of colorgen's naming")
        let result = try CLIRunner.run(["generate", "--config", "a.json"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        for name in [file, previousFile, stagedCatalog] {
            XCTAssertTrue(result.stdout.contains("removed leftover Generated/\(name)\n"), result.stdout)
            XCTAssertNil(DirectoryKind.of(folder.url.appendingPathComponent("Generated/" + name).path))
        }
        XCTAssertEqual(folder.read("Generated/.notes.colorgen-mine.tmp"), "not of colorgen's naming")
        XCTAssertTrue(try snapshot(folder).filter { $0.key != ".notes.colorgen-mine.tmp" } == expected)
    }

    func testACatalogSetAsideByAKilledFallbackSwapIsPutBack() throws {
        let folder = try project()
        XCTAssertEqual(try generate("a.json", in: folder).status, 0)
        let catalog = folder.url.appendingPathComponent("Generated/Colors.xcassets").path
        let aside = folder.url.appendingPathComponent("Generated/.Colors.xcassets.colorgen-\(UUID().uuidString).tmp.previous").path
        XCTAssertEqual(rename(catalog, aside), 0, "as if killed between the two renames of the fallback")
        XCTAssertNil(DirectoryKind.of(catalog), "the catalog is missing")
        let result = try CLIRunner.run(["generate", "--config", "a.json"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("removed leftover Generated/.Colors.xcassets.colorgen-"), result.stdout)
        XCTAssertFalse(result.stdout.contains("written Generated/Colors.xcassets/"), "the catalog put back is current")
        XCTAssertEqual(DirectoryKind.of(catalog), S_IFDIR)
    }
}
