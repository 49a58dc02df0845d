// A unified diff of two texts, line by line, as `diff -u` prints it: what --check --diff shows of each differing output.
/// The unified diff of two versions of a file (`---`/`+++` header, `@@` hunks with three lines of
/// context), for showing how a file on disk differs from what colorgen would write.
public enum UnifiedDiff {
    /// The lines of context around each change.
    static let context = 3
    /// Above this many line pairs the changed middle is shown as removed and added as a whole,
    /// instead of aligning its lines (which costs time and memory in the product of their counts).
    static let alignmentLimit = 4_000_000

    /// The diff from `old` to `new` with the headers `--- oldLabel` and `+++ newLabel`; empty when
    /// the texts are equal. Bytes that are not UTF-8 show as U+FFFD.
    public static func render(old: [UInt8], new: [UInt8], oldLabel: String, newLabel: String) -> String {
        let oldLines = lines(old), newLines = lines(new)
        let edits = self.edits(oldLines, newLines)
        guard edits.contains(where: { $0.kind != .same }) else { return "" }
        var text = "--- \(oldLabel)\n+++ \(newLabel)\n"
        for hunk in hunks(edits) {
            let first = edits[hunk.lowerBound], olds = edits[hunk].filter { $0.kind != .added }.count
            let news = edits[hunk].filter { $0.kind != .removed }.count
            text += "@@ -\(range(first.oldIndex, olds)) +\(range(first.newIndex, news)) @@\n"
            for edit in edits[hunk] {
                switch edit.kind {
                case .same: text += " " + oldLines[edit.oldIndex]
                case .removed: text += "-" + oldLines[edit.oldIndex]
                case .added: text += "+" + newLines[edit.newIndex]
                }
                let line = edit.kind == .added ? newLines[edit.newIndex] : oldLines[edit.oldIndex]
                if !line.hasSuffix("\n") { text += "\n\\ No newline at end of file\n" }
            }
        }
        return text
    }

    /// One line of the diff: kept, removed from the old text or added from the new, with the
    /// index each side had reached (of the line itself where it has one).
    struct Edit: Equatable {
        enum Kind { case same, removed, added }
        var kind: Kind
        var oldIndex: Int
        var newIndex: Int
    }

    /// The text's lines, each with its line break (the last may have none).
    static func lines(_ bytes: [UInt8]) -> [String] {
        var lines: [String] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append(String(decoding: bytes[start...index], as: UTF8.self))
            start = index + 1
        }
        if start < bytes.count { lines.append(String(decoding: bytes[start...], as: UTF8.self)) }
        return lines
    }

    /// The edits that turn `old` into `new`: the common first and last lines kept, the middle
    /// aligned by its longest common subsequence of lines.
    static func edits(_ old: [String], _ new: [String]) -> [Edit] {
        var prefix = 0
        while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix && suffix < new.count - prefix
            && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)]), newMiddle = Array(new[prefix..<(new.count - suffix)])
        var edits = (0..<prefix).map { Edit(kind: .same, oldIndex: $0, newIndex: $0) }
        for edit in aligned(oldMiddle, newMiddle) {
            edits.append(Edit(kind: edit.kind, oldIndex: edit.oldIndex + prefix, newIndex: edit.newIndex + prefix))
        }
        edits += (0..<suffix).map { Edit(kind: .same, oldIndex: old.count - suffix + $0, newIndex: new.count - suffix + $0) }
        return edits
    }

    /// `old` turned into `new` by their longest common subsequence (or, above
    /// ``alignmentLimit``, all removed then all added).
    private static func aligned(_ old: [String], _ new: [String]) -> [Edit] {
        guard old.count * new.count <= alignmentLimit else {
            return old.indices.map { Edit(kind: .removed, oldIndex: $0, newIndex: 0) }
                + new.indices.map { Edit(kind: .added, oldIndex: old.count, newIndex: $0) }
        }
        // common[i][j]: the length of the longest common subsequence of old[i...] and new[j...].
        let width = new.count + 1
        var common = [Int](repeating: 0, count: (old.count + 1) * width)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i * width + j] = old[i] == new[j] ? common[(i + 1) * width + j + 1] + 1
                    : max(common[(i + 1) * width + j], common[i * width + j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count && j < new.count && old[i] == new[j] {
                edits.append(Edit(kind: .same, oldIndex: i, newIndex: j)); i += 1; j += 1
            } else if i < old.count && (j == new.count || common[(i + 1) * width + j] >= common[i * width + j + 1]) {
                edits.append(Edit(kind: .removed, oldIndex: i, newIndex: j)); i += 1
            } else {
                edits.append(Edit(kind: .added, oldIndex: i, newIndex: j)); j += 1
            }
        }
        return edits
    }

    /// The ranges of `edits` each hunk shows: every change with up to ``context`` kept lines on
    /// either side, hunks closer than twice that merged.
    private static func hunks(_ edits: [Edit]) -> [Range<Int>] {
        var hunks: [Range<Int>] = []
        for (index, edit) in edits.enumerated() where edit.kind != .same {
            let range = max(0, index - context)..<min(edits.count, index + context + 1)
            if let last = hunks.last, range.lowerBound <= last.upperBound {
                hunks[hunks.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                hunks.append(range)
            }
        }
        return hunks
    }

    /// A hunk header's range: the first line (1-based; the line before, for an empty range) and
    /// the count, as `diff -u` writes it.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start + 1)" : "\(count == 0 ? start : start + 1),\(count)"
    }
}
