// A unified diff of one file's two texts, as `colorgen fix --dry-run` prints it.

/// The unified diff (`diff -u` style, three lines of context) of a file before and after.
public enum UnifiedDiff {
    /// `--- a/path`, `+++ b/path` and a hunk per run of changed lines; empty when nothing changed.
    /// Lines are compared by position when both texts have as many, which is the case for edits
    /// within lines (fix's); otherwise the whole file is one hunk.
    public static func text(path: String, old: [UInt8], new: [UInt8], context: Int = 3) -> String {
        guard old != new else { return "" }
        let before = lines(old), after = lines(new)
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        guard before.count == after.count else {
            output += "@@ -1,\(before.count) +1,\(after.count) @@\n"
            output += before.map { "-" + $0 + "\n" }.joined() + after.map { "+" + $0 + "\n" }.joined()
            return output
        }
        let changed = before.indices.filter { before[$0] != after[$0] }
        var hunks: [ClosedRange<Int>] = []
        for line in changed {
            let range = max(0, line - context)...min(before.count - 1, line + context)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...range.upperBound
            } else {
                hunks.append(range)
            }
        }
        for hunk in hunks {
            output += "@@ -\(hunk.lowerBound + 1),\(hunk.count) +\(hunk.lowerBound + 1),\(hunk.count) @@\n"
            for line in hunk {
                if before[line] == after[line] {
                    output += " " + before[line] + "\n"
                } else {
                    output += "-" + before[line] + "\n+" + after[line] + "\n"
                }
            }
        }
        return output
    }

    private static func lines(_ bytes: [UInt8]) -> [String] {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
