// Escapes names and strings written into CSS so no input can change the stylesheet or break out of <style>.
import SourceDiagnostics

/// Text written into CSS so that no name can change the stylesheet's structure, and the same
/// text can sit inside an HTML `<style>` element: every character outside `[A-Za-z0-9_-]` is
/// written as a CSS hex escape (`\3c `), so quotes, `<`, `/`, `*`, spaces, braces and non-ASCII
/// characters never appear literally.
enum CSSText {
    /// `name` as a CSS identifier fragment (the part after `--` of a custom property): letters,
    /// digits, `-` and `_` as they are, everything else hex-escaped.
    package static func identifier(_ name: String) -> String {
        // Plain characters are ASCII, so a name whose bytes are all plain is returned as it is.
        var bytes = name
        if bytes.withUTF8({ $0.allSatisfy { isPlain(Unicode.Scalar($0)) } }) { return name }
        var result = ""
        for scalar in name.unicodeScalars {
            if isPlain(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += escape(scalar)
            }
        }
        return result
    }

    /// `text` as a double-quoted CSS string, with the same escaping as ``identifier(_:)``
    /// plus spaces and dots left as they are.
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            if isPlain(scalar) || scalar == " " || scalar == "." {
                result.unicodeScalars.append(scalar)
            } else {
                result += escape(scalar)
            }
        }
        return result + "\""
    }

    /// `text` made safe inside a `/* ... */` comment, also inside an HTML `<style>` element:
    /// `*/` and `<` cannot end the comment or the element.
    package static func comment(_ text: String) -> String {
        text.replacingEvery("*/", with: "* /").replacingEvery("<", with: "&lt;").replacingEvery("\n", with: " ")
    }

    /// Whether `scalar` is written as it is: an ASCII letter, digit, `-` or `_`.
    static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_": true
        default: false
        }
    }

    /// A hex escape ends with a space, which CSS consumes, so the next character cannot be read
    /// as one more hex digit.
    private static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\" + String(scalar.value, radix: 16) + " "
    }
}
