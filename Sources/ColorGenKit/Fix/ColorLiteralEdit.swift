// A color token's literal rewritten in place in its file's bytes: only the value's bytes change.
import ColorMath
import PositionalJSON

/// A new color written into the `$value` of one token of a JSON or JSON5 token file, changing
/// only the bytes of the value's text (comments, order and spacing kept), in the form the value
/// is written in: a `"#rrggbb"` string stays a hex string (with alpha digits when it had them),
/// an sRGB object keeps its keys, its `hex` and `components` rewritten (components to four
/// decimals, the form colorgen's JSON output writes). The result is parsed back before it is
/// returned, so no file is written that cannot be read again.
enum ColorLiteralEdit {
    /// `bytes` (the file at `path`) with token `tokenPath`'s color changed to `color`'s RGB
    /// channels on their 8-bit steps, or why it cannot be.
    static func replacing(tokenPath: String, with color: RGBA, in bytes: [UInt8], path: String) -> Result<[UInt8], Problem> {
        let document: JSONDocument
        do { document = try JSONParser.parse(bytes, path: path) } catch { return .failure(.unreadable(error.message)) }
        guard let value = self.value(at: tokenPath, in: document.root) else { return .failure(.notFound) }
        let replacements: [(offset: Int, text: String)]
        switch replacementsOf(value, with: color.quantized) {
        case .success(let found): replacements = found
        case .failure(let problem): return .failure(problem)
        }
        var edited = bytes
        for replacement in replacements.sorted(by: { $0.offset > $1.offset }) {
            let end = literalEnd(in: bytes, from: replacement.offset)
            // A string keeps its quotes (JSON5 allows single ones): only what is between them changes.
            let quote = bytes[replacement.offset]
            let isString = quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'")
            let range = isString ? replacement.offset + 1..<end - 1 : replacement.offset..<end
            edited.replaceSubrange(range, with: Array(replacement.text.utf8))
        }
        guard let reread = try? JSONParser.parse(edited, path: path), let written = self.value(at: tokenPath, in: reread.root),
              case .success(let again) = replacementsOf(written, with: color.quantized),
              again.map(\.text) == replacements.map(\.text) else {
            return .failure(.unreadable("the edited file would not read back"))
        }
        return .success(edited)
    }

    /// Why a literal cannot be rewritten.
    enum Problem: Error, Hashable {
        /// The file does not parse; the parser's message.
        case unreadable(String)
        /// No token of that path has a `$value` in the file.
        case notFound
        /// The value is written in a form this edit does not write (another color space, a
        /// color function); what it is.
        case unsupported(String)
    }

    /// The `$value` of the token at dotted `tokenPath` under `root`.
    private static func value(at tokenPath: String, in root: JSONValue) -> JSONValue? {
        var current = root
        for segment in tokenPath.split(separator: ".", omittingEmptySubsequences: false) {
            guard let next = current.objectValue?[String(segment)] else { return nil }
            current = next
        }
        return current.objectValue?["$value"]
    }

    /// Where `value`'s literals start and what each becomes for `color` (a string's text without its quotes).
    private static func replacementsOf(_ value: JSONValue, with color: RGBA) -> Result<[(offset: Int, text: String)], Problem> {
        if let string = value.stringValue {
            guard string.hasPrefix("#") else { return .failure(.unsupported("the color \(string)")) }
            return .success([(value.sourceOffset, color.hexText(alphaFrom: string))])
        }
        guard let object = value.objectValue else { return .failure(.unsupported("a \(value.kindName) value")) }
        guard object["colorSpace"]?.stringValue == "srgb" else {
            return .failure(.unsupported("a color in color space \(object["colorSpace"]?.stringValue ?? "?")"))
        }
        var replacements: [(offset: Int, text: String)] = []
        if let hex = object["hex"], let text = hex.stringValue {
            replacements.append((hex.sourceOffset, color.hexText(alphaFrom: text)))
        }
        if let components = object["components"]?.arrayValue {
            let channels = [color.red, color.green, color.blue]
            guard components.count == 3, components.allSatisfy({ $0.numberValue != nil }) else {
                return .failure(.unsupported("components other than three numbers"))
            }
            for (component, channel) in zip(components, channels) {
                replacements.append((component.sourceOffset, componentText(channel)))
            }
        }
        guard !replacements.isEmpty else { return .failure(.unsupported("an sRGB color without hex or components")) }
        return .success(replacements)
    }

    /// A channel on its 8-bit step to four decimals, trailing zeros cut: `0.4392`, `1`, `0`.
    static func componentText(_ channel: Double) -> String {
        var text = PrintfNumber.text(channel, format: "%.4f")
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// The offset just past the literal (a string or a number) starting at `offset`.
    private static func literalEnd(in bytes: [UInt8], from offset: Int) -> Int {
        let quote = bytes[offset]
        var index = offset + 1
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            while index < bytes.count, bytes[index] != quote {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            return min(index + 1, bytes.count)
        }
        let ends: Set<UInt8> = [UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: " "),
                                UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "/")]
        while index < bytes.count, !ends.contains(bytes[index]) { index += 1 }
        return index
    }
}

private extension RGBA {
    /// `#rrggbb`, with the alpha digits `written` (a hex string) had when it had them.
    func hexText(alphaFrom written: String) -> String {
        switch written.utf8.count {
        case 9: return hex + String(written.suffix(2))
        case 5: let digit = String(written.suffix(1)); return hex + digit + digit
        default: return hex
        }
    }
}
