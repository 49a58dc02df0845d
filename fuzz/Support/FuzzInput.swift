/// How a fuzz target sees libFuzzer's input: raw bytes, or several files separated by NUL bytes.
///
/// JSON and Mustache text never contain a raw NUL, so a seed made of files joined with `\0`
/// (see `run.sh`) splits back into those files, and the fuzzer is free to move the separators.
struct FuzzInput {
    /// The whole input.
    let bytes: [UInt8]

    /// Copies libFuzzer's buffer.
    init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        bytes = size > 0 ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    }

    /// The input split at NUL bytes into exactly `count` parts; missing parts are empty and the
    /// last part keeps any further NULs.
    func parts(_ count: Int) -> [[UInt8]] {
        var parts: [[UInt8]] = []
        var rest = bytes[...]
        while parts.count < count - 1, let separator = rest.firstIndex(of: 0) {
            parts.append(Array(rest[..<separator]))
            rest = rest[(separator + 1)...]
        }
        parts.append(Array(rest))
        while parts.count < count { parts.append([]) }
        return parts
    }

    /// Ends the process unless `failure`, a parser's on this input read as the file `path`, is one
    /// error in that file at a position inside the input.
    func checkParseFailure(_ failure: Diagnostic, path: String) {
        fuzzCheck(failure.severity == .error, "a parse failure that is not an error: \(failure)")
        fuzzCheck(failure.location?.path == path, "an error without the file: \(failure)")
        if let position = failure.location?.position {
            let lines = Self.lineCount(bytes)
            fuzzCheck(position.line >= 1 && position.line <= lines && position.column >= 1,
                      "error position \(position) outside a \(lines)-line input")
        }
    }

    /// The lines of `bytes` as colorgen's parsers count them: a line feed, a carriage return and
    /// the pair of them each end a line (an upper bound on the line a position can name).
    private static func lineCount(_ bytes: [UInt8]) -> Int {
        var lines = 1
        for index in bytes.indices where bytes[index] == 0x0A || bytes[index] == 0x0D {
            if bytes[index] == 0x0A && index > 0 && bytes[index - 1] == 0x0D { continue }
            lines += 1
        }
        return lines
    }
}

/// Ends the process, so that libFuzzer records the input, when a result breaks an invariant
/// that holds for every input (a fuzz target checks more than "does not crash" where it can).
func fuzzCheck(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("invariant broken: " + message()) }
}
