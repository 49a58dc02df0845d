// The CLI's output: results to stdout, diagnostics to stderr, invisible characters escaped.
import ColorGenKit
import SourceDiagnostics
import Platform

/// Where the command-line tool writes: results to standard output, diagnostics to standard error.
/// Every line has the control, bidirectional and invisible characters that paths and names from
/// the input may hold escaped, so nothing printed can disguise itself or steer the terminal.
enum Console {
    /// Writes a line to standard output.
    static func out(_ line: String) {
        StandardStream.output.write(line.escapingInvisibleCharacters(keepingLineBreaks: true) + "\n")
    }

    /// Writes a line to standard error.
    static func error(_ line: String) {
        StandardStream.error.write(line.escapingInvisibleCharacters(keepingLineBreaks: true) + "\n")
    }

    /// Writes diagnostics to standard error in compiler style, in reading order.
    static func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics.inReadingOrder {
            error(diagnostic.description)
        }
    }

    /// Writes `text` to standard output as it is: a rendered template, a report.
    static func write(_ text: String) {
        StandardStream.output.write(text)
    }
}
