// The README synopsis block: its marker lines and the Markdown the command tables produce for it.
import CommandOptions

/// The README's command-line synopsis: every command's usage lines, produced from the same tables
/// as `--help`, between two marker lines that a test finds and compares (README "Tests").
enum ReadmeSynopsis {
    /// The line before the synopsis in README.md.
    static let beginMarker = "<!-- synopsis: produced from the option tables in Sources/ColorGenCLI "
        + "(COLORGEN_UPDATE_GOLDEN=1 swift test --filter ReadmeSynopsisTests rewrites it) -->"
    /// The line after the synopsis in README.md.
    static let endMarker = "<!-- end of synopsis -->"

    /// The Markdown between the markers: one code block with each command's usage lines.
    static func markdown(_ specs: [CommandSpec]) -> String {
        (["```"] + specs.flatMap { Synopsis.lines(of: $0) } + ["```"]).joined(separator: "\n")
    }
}
