// The CLI's output: results to stdout, diagnostics to stderr, invisible characters escaped.
import ColorGenKit
import SourceDiagnostics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the command-line tool writes: results to standard output, diagnostics to standard error.
/// Every line has the control, bidirectional and invisible characters that paths and names from
/// the input may hold escaped, so nothing printed can disguise itself or steer the terminal.
enum Console {
    /// Writes a line to standard output.
    static func out(_ line: String) {
        write(line.escapingInvisibleCharacters(keepingLineBreaks: true) + "\n", to: STDOUT_FILENO)
    }

    /// Writes a line to standard error.
    static func error(_ line: String) {
        write(line.escapingInvisibleCharacters(keepingLineBreaks: true) + "\n", to: STDERR_FILENO)
    }

    /// Writes diagnostics to standard error in compiler style, in reading order.
    static func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics.inReadingOrder {
            error(diagnostic.description)
        }
    }

    /// Writes `text` to standard output as it is: a rendered template, a report.
    static func write(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    /// Writes all of `text` to `descriptor`, unbuffered; a closed pipe ends the write quietly.
    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return }
                offset += count
            }
        }
    }
}

/// `write(2)`, under a name of its own: inside ``Console`` the name `write` is the console's.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
