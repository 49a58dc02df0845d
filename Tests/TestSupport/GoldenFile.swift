// Test support: compares output with golden files, rewrites them under COLORGEN_UPDATE_GOLDEN=1.
import Foundation
import XCTest

/// Compares generated text byte for byte with a file checked into the repository.
///
/// With `COLORGEN_UPDATE_GOLDEN=1` in the environment the file is (re)written instead and the
/// test passes; review the change with `git diff`. On a mismatch the failure shows a line diff:
/// the first differing lines, expected (`-`) and actual (`+`), with their line numbers.
public enum GoldenFile {
    /// `Tests/Golden`, the default root of golden files. It lies outside every target's folder, so
    /// SwiftPM does not take the files for unhandled resources.
    public static let goldenRoot = PackageRoot.url.appendingPathComponent("Tests/Golden")

    /// Whether golden files are being rewritten.
    static var isUpdating: Bool { ProcessInfo.processInfo.environment["COLORGEN_UPDATE_GOLDEN"] == "1" }

    /// How many differing lines a failure shows.
    static let shownDifferences = 20

    /// Asserts that `actual` equals the file at `relativePath` under `root`, or rewrites the file
    /// when updating.
    public static func assertMatches(
        _ actual: String, golden relativePath: String, under root: URL = goldenRoot,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let url = root.appendingPathComponent(relativePath)
        if isUpdating {
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: url)
            } catch {
                XCTFail("cannot write golden file \(relativePath): \(error)", file: file, line: line)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            XCTFail("golden file \(relativePath) is missing; run with COLORGEN_UPDATE_GOLDEN=1 to create it",
                    file: file, line: line)
            return
        }
        guard data != Data(actual.utf8) else { return }
        let expected = String(decoding: data, as: UTF8.self)
        XCTFail("golden file \(relativePath) differs (run with COLORGEN_UPDATE_GOLDEN=1 to accept):\n"
                + lineDiff(expected: expected, actual: actual), file: file, line: line)
    }

    /// A readable diff of two texts: up to ``shownDifferences`` lines, each `-NNN: text` (only in
    /// expected, numbered in expected) or `+NNN: text` (only in actual, numbered in actual).
    static func lineDiff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let edits = difference(old, new)
        if edits.isEmpty {
            return "  (the texts differ only in bytes the line split does not show, e.g. line endings)"
        }
        var lines = edits.prefix(shownDifferences).map { edit in
            "  \(edit.isRemoval ? "-" : "+")\(edit.line): \(edit.text)"
        }
        if edits.count > shownDifferences {
            lines.append("  ... and \(edits.count - shownDifferences) more differing lines")
        }
        return lines.joined(separator: "\n")
    }

    /// One line present in only one of the texts; `line` is 1-based in its own text.
    struct Edit: Equatable {
        var isRemoval: Bool
        var line: Int
        var text: Substring
    }

    /// The lines outside a longest common subsequence, in reading order (removals before the
    /// insertions that replace them).
    static func difference(_ old: [Substring], _ new: [Substring]) -> [Edit] {
        let (n, m) = (old.count, new.count)
        // common[i][j] = length of the longest common subsequence of old[i...] and new[j...].
        var common = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var (i, j) = (0, 0)
        while i < n || j < m {
            if i < n && j < m && old[i] == new[j] {
                i += 1
                j += 1
            } else if j == m || (i < n && common[i + 1][j] >= common[i][j + 1]) {
                edits.append(Edit(isRemoval: true, line: i + 1, text: old[i]))
                i += 1
            } else {
                edits.append(Edit(isRemoval: false, line: j + 1, text: new[j]))
                j += 1
            }
        }
        return edits
    }
}
