// The wheel and npm packages of Scripts/build-packages.sh, installed offline where PATH has no Swift toolchain, run colorgen.
import Foundation
import XCTest
import ColorGenModel
import TestSupport

/// Scripts/build-packages.sh, given the colorgen these tests run (`--binary`, a debug build: the
/// release build is too heavy for a test; its packages differ only in the binary), writes a wheel
/// and npm packages that install offline into a fresh venv and a fresh npm project and run there
/// with a `PATH` holding no Swift toolchain: `--version`, and a generate of `colorgen init`'s config.
final class ReleasePackagesTests: XCTestCase {
    /// The script's output folder, made once for the tests of this class.
    nonisolated(unsafe) private static var built: (folder: TemporaryFolder, output: URL, log: String)?

    /// The packages, built on first use.
    private static func packages() throws -> (output: URL, log: String) {
        if let built { return (built.output, built.log) }
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("dist")
        let script = try ProcessRunner.runCombined(URL(fileURLWithPath: "/bin/bash"),
                                                   [PackageRoot.url.appendingPathComponent("Scripts/build-packages.sh").path,
                                                    "--output", output.path, "--binary", CLIRunner.executable.path],
                                                   in: folder.url)
        XCTAssertEqual(script.status, 0, script.output)
        built = (folder, output, script.output)
        return (output, script.output)
    }

    private static var version: String { ColorGenVersion.current }

    /// A folder whose only programs are links to `tools` (found on this process's PATH): what a
    /// teammate without Swift has. Fails when a Swift toolchain would still be found.
    private static func toolsPath(_ tools: [URL], in folder: URL) throws -> String {
        let bin = folder.appendingPathComponent("tools")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        for tool in tools {
            try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent(tool.lastPathComponent),
                                                       withDestinationURL: tool.resolvingSymlinksInPath())
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: bin.appendingPathComponent("swift").path))
        return bin.path
    }

    /// `colorgen --version`, `colorgen init` and a generate of its config, run as `colorgen` at `path`
    /// in `folder` with `environment`: what every package must do.
    private static func runsColorgen(_ colorgen: URL, in folder: URL, environment: [String: String],
                                     file: StaticString = #filePath, line: UInt = #line) throws {
        let version = try ProcessRunner.run(colorgen, ["--version"], in: folder, environment: environment)
        XCTAssertEqual(version.status, 0, version.stderr, file: file, line: line)
        XCTAssertEqual(version.stdout, "colorgen \(Self.version)\n", file: file, line: line)
        let project = folder.appendingPathComponent("design")
        let initialized = try ProcessRunner.run(colorgen, ["init", "--dir", project.path], in: folder, environment: environment)
        XCTAssertEqual(initialized.status, 0, initialized.stderr, file: file, line: line)
        let generated = try ProcessRunner.run(colorgen, ["generate", "--config", project.appendingPathComponent("colorgen.json").path],
                                              in: folder, environment: environment)
        XCTAssertEqual(generated.status, 0, generated.stderr, file: file, line: line)
        let written = generated.stdout.split(separator: "\n").filter { $0.hasPrefix("written ") }
        XCTAssertFalse(written.isEmpty, generated.stdout, file: file, line: line)
        for entry in written {
            let path = String(entry.dropFirst("written ".count))
            let text = try String(contentsOfFile: path.hasPrefix("/") ? path : folder.appendingPathComponent(path).path, encoding: .utf8)
            XCTAssertTrue(text.contains("colorgen \(Self.version)"), "\(path) names another version:\n\(text.prefix(300))",
                          file: file, line: line)
        }
        let wrong = try ProcessRunner.run(colorgen, ["generate", "--no-such-option"], in: folder, environment: environment)
        XCTAssertEqual(wrong.status, 2, "the exit status passes through:\n\(wrong.stderr)", file: file, line: line)
    }

    func testTheWheelInstallsOfflineIntoAFreshVenvAndRunsColorgen() throws {
        let python = try ExternalTool.require("python3", install: "apt-get install python3 python3-venv")
        let (output, log) = try Self.packages()
        let wheels = try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("python").path)
        XCTAssertEqual(wheels.count, 1, "\(wheels)\n\(log)")
        let wheel = output.appendingPathComponent("python").appendingPathComponent(try XCTUnwrap(wheels.first))
        let prefix = "colorgen-\(Self.version)-py3-none-"
        XCTAssertTrue(wheel.lastPathComponent.hasPrefix(prefix) && wheel.lastPathComponent.hasSuffix(".whl"), wheel.lastPathComponent)
        let tag = String(wheel.lastPathComponent.dropFirst(prefix.count).dropLast(".whl".count))

        // The wheel's metadata, and every RECORD hash against the file it lists.
        let folder = try TemporaryFolder()
        let inspect = try folder.write("inspect.py", """
            import base64, hashlib, sys, zipfile
            wheel = zipfile.ZipFile(sys.argv[1])
            names = wheel.namelist()
            record = wheel.read("colorgen-\(Self.version).dist-info/RECORD").decode().splitlines()
            for line in record:
                path, digest, size = line.rsplit(",", 2)
                if path.endswith("RECORD"):
                    assert digest == "" and size == "", line
                    continue
                data = wheel.read(path)
                expected = "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
                assert digest == expected and int(size) == len(data), line
            assert sorted(line.rsplit(",", 2)[0] for line in record) == sorted(names), names
            mode = wheel.getinfo("colorgen-\(Self.version).data/scripts/colorgen").external_attr >> 16
            print(wheel.read("colorgen-\(Self.version).dist-info/WHEEL").decode(), end="")
            print(wheel.read("colorgen-\(Self.version).dist-info/METADATA").decode(), end="")
            print("mode %o" % mode)
            """)
        let inspected = try ProcessRunner.run(python, [inspect.path, wheel.path])
        XCTAssertEqual(inspected.status, 0, inspected.stderr)
        XCTAssertTrue(inspected.stdout.contains("Tag: py3-none-\(tag)\n"), inspected.stdout)
        XCTAssertTrue(inspected.stdout.contains("Root-Is-Purelib: false\n"), inspected.stdout)
        XCTAssertTrue(inspected.stdout.contains("Name: colorgen\nVersion: \(Self.version)\n"), inspected.stdout)
        XCTAssertTrue(inspected.stdout.contains("mode 100755"), inspected.stdout)

        // The platform tag: on Linux, the newest glibc symbol version the binary needs.
        #if os(Linux)
        let objdump = try ExternalTool.require("objdump", install: "apt-get install binutils")
        let symbols = try ProcessRunner.run(objdump, ["-T", CLIRunner.executable.path]).stdout
        let versions = symbols.split(whereSeparator: { !$0.isNumber && $0 != "." && $0 != "_" && !$0.isLetter })
            .filter { $0.hasPrefix("GLIBC_2.") }
            .compactMap { Int($0.dropFirst("GLIBC_2.".count).split(separator: ".").first ?? "") }
        let newest = try XCTUnwrap(versions.max(), symbols)
        #if arch(x86_64)
        XCTAssertEqual(tag, "manylinux_2_\(newest)_x86_64")
        #elseif arch(arm64)
        XCTAssertEqual(tag, "manylinux_2_\(newest)_aarch64")
        #endif
        #endif

        // A fresh venv, the wheel installed from the file alone, run with PATH holding only the venv.
        let venv = folder.url.appendingPathComponent("venv")
        let created = try ProcessRunner.run(python, ["-m", "venv", venv.path])
        XCTAssertEqual(created.status, 0, created.stderr)
        let installed = try ProcessRunner.run(venv.appendingPathComponent("bin/pip"),
                                              ["install", "--no-index", "--no-cache-dir", "--disable-pip-version-check", wheel.path],
                                              environment: ["HOME": folder.url.path, "PATH": venv.appendingPathComponent("bin").path])
        XCTAssertEqual(installed.status, 0, installed.stdout + installed.stderr)
        let environment = ["HOME": folder.url.path, "PATH": venv.appendingPathComponent("bin").path]
        try Self.runsColorgen(venv.appendingPathComponent("bin/colorgen"), in: folder.url, environment: environment)
    }

    func testTheNpmPackagesInstallOfflineIntoAFreshProjectAndRunColorgen() throws {
        let node = try ExternalTool.require("node", install: "apt-get install nodejs")
        let npm = try ExternalTool.require("npm", install: "apt-get install npm")
        let (output, log) = try Self.packages()
        let tarballs = output.appendingPathComponent("npm")
        #if os(Linux) && arch(x86_64)
        let platform = (os: "linux", cpu: "x64")
        #elseif os(Linux) && arch(arm64)
        let platform = (os: "linux", cpu: "arm64")
        #elseif os(macOS) && arch(arm64)
        let platform = (os: "darwin", cpu: "arm64")
        #else
        let platform = (os: "darwin", cpu: "x64")
        #endif
        let main = tarballs.appendingPathComponent("colorgen-\(Self.version).tgz")
        let binary = tarballs.appendingPathComponent("colorgen-\(platform.os)-\(platform.cpu)-\(Self.version).tgz")
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: tarballs.path)),
                       [main.lastPathComponent, binary.lastPathComponent], log)

        let folder = try TemporaryFolder()
        let path = try Self.toolsPath([node, npm], in: folder.url)
        let environment = ["HOME": folder.url.path, "PATH": path, "npm_config_cache": folder.url.appendingPathComponent("cache").path]
        let project = folder.url.appendingPathComponent("web")
        _ = try folder.write("web/package.json", #"{ "name": "web", "private": true }"#)
        let installed = try ProcessRunner.run(npm, ["install", "--offline", "--no-audit", "--no-fund", main.path, binary.path],
                                              in: project, environment: environment)
        XCTAssertEqual(installed.status, 0, installed.stdout + installed.stderr)

        // The packages' manifests, as installed.
        let modules = project.appendingPathComponent("node_modules")
        let manifest = try Self.json(modules.appendingPathComponent("colorgen/package.json"))
        XCTAssertEqual(manifest["version"] as? String, Self.version)
        XCTAssertEqual(manifest["bin"] as? [String: String], ["colorgen": "bin/colorgen.js"])
        let optional = try XCTUnwrap(manifest["optionalDependencies"] as? [String: String])
        XCTAssertEqual(optional, Dictionary(uniqueKeysWithValues: ["darwin-arm64", "darwin-x64", "linux-arm64", "linux-x64"]
                                                .map { ("@colorgen/\($0)", Self.version) }))
        let platformManifest = try Self.json(modules.appendingPathComponent("@colorgen/\(platform.os)-\(platform.cpu)/package.json"))
        XCTAssertEqual(platformManifest["name"] as? String, "@colorgen/\(platform.os)-\(platform.cpu)")
        XCTAssertEqual(platformManifest["version"] as? String, Self.version)
        XCTAssertEqual(platformManifest["os"] as? [String], [platform.os])
        XCTAssertEqual(platformManifest["cpu"] as? [String], [platform.cpu])
        XCTAssertTrue(FileManager.default.isExecutableFile(
            atPath: modules.appendingPathComponent("@colorgen/\(platform.os)-\(platform.cpu)/bin/colorgen").path))

        let colorgen = modules.appendingPathComponent(".bin/colorgen")
        try Self.runsColorgen(colorgen, in: project, environment: environment)

        // Signals reach colorgen: Ctrl-C sent to the launcher alone stops colorgen's watch, whose
        // exit status the launcher returns.
        let watch = Process()
        watch.executableURL = colorgen
        watch.arguments = ["generate", "--watch", "--config", project.appendingPathComponent("design/colorgen.json").path]
        watch.environment = environment
        let out = Pipe()
        watch.standardOutput = out
        watch.standardError = out
        try watch.run()
        var printed = Data()
        while !String(decoding: printed, as: UTF8.self).contains("\n") {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed += chunk
        }
        kill(watch.processIdentifier, SIGINT)
        printed += out.fileHandleForReading.readDataToEndOfFile()
        watch.waitUntilExit()
        let text = String(decoding: printed, as: UTF8.self)
        XCTAssertEqual(watch.terminationReason, .exit, text)
        XCTAssertEqual(watch.terminationStatus, 0, text)
        XCTAssertTrue(text.contains("stopped watching"), text)
    }

    private static func json(_ url: URL) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }
}
