// Finds and runs Debian's chromium headless for the browser tests; skips locally, fails on CI, when absent.
import Foundation
import XCTest
import TestSupport

/// Debian's `chromium`, run headless to load generated pages the way a browser user sees them.
///
/// Without Chromium a test skips with a message saying how to install it; on CI (`CI=true`) a
/// missing Chromium fails the test instead, so a broken CI image cannot silently skip the browser
/// tests. `.ci/run` installs it with `apt-get install chromium`.
struct HeadlessChromium {
    /// How the emulated system is set up.
    enum SystemAppearance: String, CaseIterable {
        /// The default: light mode, no contrast preference.
        case light
        /// Dark mode (`--force-dark-mode`): `prefers-color-scheme: dark` matches.
        case dark
        /// High contrast (`--force-high-contrast`): `prefers-contrast: more` matches (and
        /// `forced-colors: active`, which probes opt out of with `forced-color-adjust: none`).
        case highContrast
        /// Dark mode and high contrast together.
        case darkHighContrast

        var flags: [String] {
            switch self {
            case .light: []
            case .dark: ["--force-dark-mode"]
            case .highContrast: ["--force-high-contrast"]
            case .darkHighContrast: ["--force-dark-mode", "--force-high-contrast"]
            }
        }
    }

    /// The browser executable.
    let executable: URL

    /// Why there is no browser to run, and whether that fails the test (on CI) or skips it.
    struct Missing: Error {
        var message: String
        var failsTest: Bool
    }

    /// Chromium found on the `PATH` of `environment`, or why not.
    static func locate(in environment: [String: String]) -> Result<HeadlessChromium, Missing> {
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser"] {
            for folder in folders {
                let candidate = URL(fileURLWithPath: folder).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) {
                    return .success(HeadlessChromium(executable: candidate))
                }
            }
        }
        let onCI = environment["CI"] == "true"
        return .failure(Missing(
            message: "Chromium is not installed, so the browser tests cannot run; install it with "
                + "`apt-get update && apt-get install -y chromium` (Debian/Ubuntu)"
                + (onCI ? "; on CI (CI=true) a missing Chromium is an error, not a skip" : ""),
            failsTest: onCI))
    }

    /// The installed Chromium, or a skip (a failure on CI) when there is none.
    static func require(file: StaticString = #filePath, line: UInt = #line) throws -> HeadlessChromium {
        switch locate(in: ProcessInfo.processInfo.environment) {
        case .success(let chromium):
            return chromium
        case .failure(let missing):
            if missing.failsTest {
                XCTFail(missing.message, file: file, line: line)
            }
            throw XCTSkip(missing.message)
        }
    }

    /// The DOM of `page` after its scripts ran, serialised as HTML.
    func dumpDOM(of page: URL, appearance: SystemAppearance = .light) throws -> String {
        try run(appearance.flags + ["--dump-dom", page.absoluteString])
    }

    /// Writes a `width`×`height` PNG screenshot of `page` to `png`.
    func screenshot(of page: URL, to png: URL, width: Int = 1400, height: Int = 2400) throws {
        _ = try run(["--hide-scrollbars", "--window-size=\(width),\(height)", "--screenshot=\(png.path)", page.absoluteString])
    }

    /// Runs Chromium headless with its own throwaway profile and returns what it printed; a run
    /// that takes over two minutes is killed and reported.
    private func run(_ arguments: [String]) throws -> String {
        let profile = try TemporaryFolder()
        let run = try ProcessRunner.run(executable, ["--headless", "--disable-gpu", "--no-sandbox", "--no-first-run",
                                                     "--disable-extensions", "--user-data-dir=\(profile.url.path)"] + arguments,
                                        timeout: 120)
        guard run.status == 0 else {
            throw BrowserError("chromium \(arguments.joined(separator: " ")) exited with status \(run.status): "
                               + run.stderr.suffix(2000))
        }
        return run.stdout
    }
}

/// A browser run that went wrong.
struct BrowserError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
