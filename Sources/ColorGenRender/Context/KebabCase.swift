import ColorGenModel

/// `text.onPrimary.body` → `text-on-primary-body`: the CSS custom property spelling of role paths.
enum KebabCase {
    /// Each segment's camel-case words lowercased, everything joined with `-`.
    /// A run of capitals is one word (`highContrastUI` → `high-contrast-ui`). A group's own token
    /// (`$root`) is named by its group (`brand.$root` → `brand`), and spaces and slashes in names
    /// as design tools write them separate words like dashes (`Beam Blue/Dark` → `beam-blue-dark`).
    static func join(_ segments: [String]) -> String {
        join(segments, after: "")
    }

    /// `prefix` followed by ``join(_:)`` of `segments`, written into one string.
    static func join(_ segments: [String], after prefix: String) -> String {
        if segments.count > 1, segments.last == RolePath.groupTokenSegment {
            return join(Array(segments.dropLast()), after: prefix)
        }
        if let ascii = asciiJoin(segments, after: prefix) { return ascii }
        if segments.contains(where: hasWordSeparators) {
            return join(segments.map(dashed), after: prefix)
        }
        return prefix + segments.map(words).joined(separator: "-")
    }

    /// Whether `segment` holds a space or a slash.
    private static func hasWordSeparators(_ segment: String) -> Bool {
        if segment.utf8.allSatisfy({ $0 < 0x80 }) { return segment.utf8.contains(where: isASCIIWordSeparator) }
        return segment.unicodeScalars.contains { $0 == "/" || $0.properties.isWhitespace }
    }

    /// `segment` with each run of spaces, slashes and dashes made one dash (`Dark / Deep-Blue` →
    /// `Dark-Deep-Blue`).
    private static func dashed(_ segment: String) -> String {
        segment.split { $0 == "/" || $0 == "-" || $0.isWhitespace }.joined(separator: "-")
    }

    /// One segment in kebab case.
    static func words(_ segment: String) -> String {
        let scalars = Array(segment.unicodeScalars)
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            let isUpper = scalar.properties.isUppercase
            if isUpper, index > 0 {
                let previous = scalars[index - 1]
                let nextIsLower = index + 1 < scalars.count && scalars[index + 1].properties.isLowercase
                if previous.properties.isLowercase || previous.properties.numericType != nil
                    || (previous.properties.isUppercase && nextIsLower) {
                    result.append("-")
                }
            }
            if isUpper {
                result.append(contentsOf: String(scalar).lowercased().unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// `prefix` and ``join(_:)`` of segments that are all ASCII without spaces or slashes, in one
    /// pass over their bytes, where the Unicode properties reduce to byte ranges (only `0`-`9`
    /// have a numeric type); `nil` when a segment is not ASCII or holds a word separator.
    static func asciiJoin(_ segments: [String], after prefix: String = "") -> String? {
        var capacity = prefix.utf8.count
        for segment in segments { capacity += 2 * segment.utf8.count + 1 }
        var isASCIIWithoutSeparators = true
        let joined = String(unsafeUninitializedCapacity: capacity) { buffer in
            var count = 0
            var prefix = prefix
            prefix.withUTF8 { bytes in
                for byte in bytes {
                    buffer[count] = byte
                    count += 1
                }
            }
            for (position, segment) in segments.enumerated() {
                if position > 0 {
                    buffer[count] = UInt8(ascii: "-")
                    count += 1
                }
                var segment = segment
                let complete = segment.withUTF8 { bytes -> Bool in
                    for index in bytes.indices {
                        let byte = bytes[index]
                        guard isUpper(byte) else {
                            if byte >= 0x80 || isASCIIWordSeparator(byte) {
                                return false
                            }
                            buffer[count] = byte
                            count += 1
                            continue
                        }
                        if index > 0 {
                            let previous = bytes[index - 1]
                            let nextIsLower = index + 1 < bytes.count && isLower(bytes[index + 1])
                            if isLower(previous) || isDigit(previous) || (isUpper(previous) && nextIsLower) {
                                buffer[count] = UInt8(ascii: "-")
                                count += 1
                            }
                        }
                        buffer[count] = byte + (UInt8(ascii: "a") - UInt8(ascii: "A"))
                        count += 1
                    }
                    return true
                }
                guard complete else {
                    isASCIIWithoutSeparators = false
                    return 0
                }
            }
            return count
        }
        return isASCIIWithoutSeparators ? joined : nil
    }

    /// Whether the ASCII `byte` separates words as ``hasWordSeparators(_:)`` reads them: a slash
    /// or white space, which in ASCII is the space and tab to carriage return (no property look-ups).
    private static func isASCIIWordSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte)
    }

    private static func isUpper(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
    private static func isLower(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
