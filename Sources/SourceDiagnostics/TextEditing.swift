// Replacing and trimming text without Foundation, for the modules and the CLI alike.

extension String {
    /// The text with every occurrence of `target` replaced by `replacement`, left to right and
    /// without overlaps. Occurrences are matched scalar by scalar (on the UTF-8 bytes, which is
    /// the same for valid text), so a `|` followed by a combining mark is still a `|`.
    package func replacingEvery(_ target: String, with replacement: String) -> String {
        let pattern = Array(target.utf8)
        guard let first = pattern.first else { return self }
        var text = self
        // Read in place: text without an occurrence (the usual case) is returned without a copy.
        let replaced: [UInt8]? = text.withUTF8 { bytes in
            var result: [UInt8] = []
            var plainStart = 0
            var index = 0
            while index <= bytes.count - pattern.count {
                if bytes[index] == first && bytes[index..<index + pattern.count].elementsEqual(pattern) {
                    result += bytes[plainStart..<index]
                    result += replacement.utf8
                    index += pattern.count
                    plainStart = index
                } else {
                    index += 1
                }
            }
            guard plainStart > 0 else { return nil }
            result += bytes[plainStart...]
            return result
        }
        return replaced.map { String(decoding: $0, as: UTF8.self) } ?? self
    }
}

extension StringProtocol {
    /// The text without the spaces at either end: tabs and Unicode space separators (general
    /// category Zs), the set Foundation calls `whitespaces`. Line breaks are kept.
    package func trimmingSpaces() -> String {
        trimming { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
    }

    /// The text without the scalars at either end for which `isTrimmed` holds.
    private func trimming(_ isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !isTrimmed($0) }),
              let last = scalars.lastIndex(where: { !isTrimmed($0) }) else { return "" }
        var trimmed = String.UnicodeScalarView()
        trimmed.append(contentsOf: scalars[start...last])
        return String(trimmed)
    }
}
