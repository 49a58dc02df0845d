// The options several commands share: --config and --quiet.
import CommandOptions

/// Options several commands declare in their tables with the same meaning.
enum SharedOptions {
    /// `--config PATH` of the commands that read one config.
    static let config = ValueOption(
        "config", "PATH",
        help: "the config (default: ./colorgen.json if it exists, else Schemes/colorgen.json, the "
            + "embedded default of this repository)")

    /// `--quiet`: only problems are printed.
    static let quiet = FlagOption("quiet", help: "print nothing but problems")
}
