// The CLI's output: results to stdout, diagnostics to stderr, invisible characters escaped.
import Foundation
import ColorGenKit
import SourceDiagnostics

/// Where the command-line tool writes: results to standard output, diagnostics to standard error.
/// Every line has the control, bidirectional and invisible characters that paths and names from
/// the input may hold escaped, so nothing printed can disguise itself or steer the terminal.
enum Console {
    /// Writes a line to standard output.
    static func out(_ line: String) {
        FileHandle.standardOutput.write(Data((line.escapingInvisibleCharacters(keepingLineBreaks: true) + "\n").utf8))
    }

    /// Writes a line to standard error.
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line.escapingInvisibleCharacters(keepingLineBreaks: true) + "\n").utf8))
    }

    /// Writes diagnostics to standard error in compiler style, in reading order.
    static func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics.inReadingOrder {
            error(diagnostic.description)
        }
    }
}
