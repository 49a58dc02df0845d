/// "Did you mean" hints for misspelt names.
///
/// The work is bounded whatever the input: a word longer than ``longestWord`` scalars gets no
/// hint (nobody types such a name by hand), a candidate whose length alone puts it too far is
/// skipped unread, and the distance is computed only within a band of the allowed edits, giving
/// up as soon as every way through the band is over the limit. A hint costs at most
/// `candidates × longestWord × (2 × mostEdits + 1)` steps and a few rows of memory.
package enum Suggestion {
    /// The longest word, in Unicode scalars, a hint is looked for.
    package static let longestWord = 200
    /// The most edits a hint may be away from the word.
    package static let mostEdits = 4

    /// The candidate closest to `word` by edit distance, if it is close enough to be a likely
    /// typo: at most a third of the word's length (rounded to nearest, at least 1, at most
    /// ``mostEdits``) edits away.
    package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        // A long word's bytes bound its scalars: a word too long by bytes is not even lowercased.
        guard word.utf8.count <= 4 * longestWord else { return nil }
        let wanted = Array(word.lowercased().unicodeScalars)
        guard wanted.count <= longestWord else { return nil }
        var limit = min(mostEdits, max(1, (wanted.count + 1) / 3))
        var best: String?
        for candidate in candidates {
            // A scalar is one to four bytes: the byte count alone rules out a far longer or shorter name.
            let bytes = candidate.utf8.count
            guard bytes >= wanted.count - limit, bytes <= 4 * (wanted.count + limit) else { continue }
            guard let distance = editDistance(wanted, Array(candidate.lowercased().unicodeScalars), atMost: limit) else { continue }
            best = candidate
            // Only a closer candidate replaces this one.
            if distance == 0 { break }
            limit = distance - 1
        }
        return best
    }

    /// `"; did you mean 'x'?"`, or an empty string when nothing is close.
    package static func hint(for word: String, in candidates: some Sequence<String>) -> String {
        closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The edit distance between two strings, by Unicode scalar, when it is at most `limit`;
    /// nil when it is more.
    package static func editDistance(_ lhs: String, _ rhs: String, atMost limit: Int) -> Int? {
        editDistance(Array(lhs.unicodeScalars), Array(rhs.unicodeScalars), atMost: limit)
    }

    /// The edit distance between `a` and `b`, counting an insertion, a deletion, a substitution
    /// or a swap of two neighbours as one edit (optimal string alignment), when it is at most
    /// `limit`; nil when it is more. Only the cells within `limit` of the diagonal are computed
    /// (any path leaving that band costs more), three rows at a time, and the computation stops
    /// at the first row whose every cell is over the limit.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost limit: Int) -> Int? {
        guard limit >= 0, abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let over = limit + 1
        var beforePrevious = [Int](repeating: over, count: b.count + 1)
        var previous = [Int](repeating: over, count: b.count + 1)
        for j in 0...min(b.count, limit) { previous[j] = j }
        var current = [Int](repeating: over, count: b.count + 1)
        for i in 1...a.count {
            let low = max(1, i - limit), high = min(b.count, i + limit)
            current[0] = min(i, over)
            if low > 1 { current[low - 1] = over }
            var rowMinimum = current[0]
            for j in low...high {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, beforePrevious[j - 2] + 1)
                }
                current[j] = min(value, over)
                rowMinimum = min(rowMinimum, current[j])
            }
            // The cell right of the band is out of reach: the next row must read it as over.
            if high < b.count { current[high + 1] = over }
            if rowMinimum > limit { return nil }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
