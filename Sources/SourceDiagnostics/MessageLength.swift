// Bounds a diagnostic's message: a huge name quoted in it is cut, and so is the message itself.

extension String {
    /// The most Unicode scalars a word (a run without spaces, such as a quoted name) keeps in a
    /// message.
    static let longestWordInMessage = 200
    /// The most Unicode scalars a message keeps.
    static let longestMessage = 2_000

    /// This message with every word longer than ``longestWordInMessage`` scalars cut in its
    /// middle to its start, `…` and its end (a 10 MB name quoted in a message does not make a
    /// 10 MB message, and names that differ at either end stay told apart), then the whole cut
    /// the same way to ``longestMessage`` scalars, keeping the advice messages end with. A
    /// message within both bounds is returned as it is, after one pass over its scalars.
    func boundedForMessage() -> String {
        var wordLength = 0
        var isWithinBounds = true
        var length = 0
        for scalar in unicodeScalars {
            length += 1
            wordLength = scalar == " " ? 0 : wordLength + 1
            if wordLength > Self.longestWordInMessage || length > Self.longestMessage {
                isWithinBounds = false
                break
            }
        }
        if isWithinBounds { return self }
        let words = unicodeScalars.split(separator: " ", omittingEmptySubsequences: false).map { word in
            Self.cutInTheMiddle(word, to: Self.longestWordInMessage, marker: "…")
        }
        let joined = words.joined(separator: " ")
        return Self.cutInTheMiddle(joined.unicodeScalars[...], to: Self.longestMessage, marker: " … ")
    }

    /// `scalars` when at most `limit` long; else its first three quarters of `limit` and its
    /// last quarter, with `marker` between.
    private static func cutInTheMiddle(_ scalars: Substring.UnicodeScalarView, to limit: Int, marker: String) -> String {
        guard scalars.count > limit else { return String(Substring(scalars)) }
        let end = limit / 4
        let start = limit - end - marker.unicodeScalars.count
        return String(Substring(scalars.prefix(start))) + marker + String(Substring(scalars.suffix(end)))
    }
}
