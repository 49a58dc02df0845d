import PositionalJSON
import SourceDiagnostics

/// Where each option of an output is written in the config, for errors a format finds only when
/// rendering (a scheme name that is not a scheme): at the option's value, else at the output entry.
struct OptionLocations: Sendable {
    private var positions: [String: SourceLocation]
    /// Where the output entry is.
    private(set) var entry: SourceLocation?

    /// The locations of `options` in the config file `path`; `entry` is the output's own location.
    init(_ options: JSONObject?, path: String, entry: SourceLocation?) {
        var positions: [String: SourceLocation] = [:]
        for member in options?.members ?? [] where positions[member.key] == nil {
            positions[member.key] = SourceLocation(path: path, position: member.value.position)
        }
        self.positions = positions
        self.entry = entry
    }

    /// Where option `name` is given, or the output entry when it is not.
    subscript(name: String) -> SourceLocation? {
        positions[name] ?? entry
    }
}
