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

    /// Writes diagnostics to standard error in compiler style, in reading order. `quiet`
    /// (`--quiet`: nothing but problems) leaves the notes out of a run without errors, so a build
    /// step is not told on every build how an input was read; beside an error they stay, as they
    /// may explain it.
    static func report(_ diagnostics: [Diagnostic], quiet: Bool = false) {
        let dropsNotes = quiet && !diagnostics.containsErrors
        for diagnostic in diagnostics.inReadingOrder where !(dropsNotes && diagnostic.severity == .note) {
            error(diagnostic.description)
        }
    }

    /// Writes `text` to standard output as it is: a rendered template, a report.
    static func write(_ text: String) {
        StandardStream.output.write(text)
    }
}
