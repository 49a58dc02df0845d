// Lets `colorgen diff` compare a git revision, another file or rules version: a label paired with a loader.
import ColorGenModel
import SourceDiagnostics

/// One side of a role diff: a config read through its own loader, optionally under another rules
/// version. The core never touches the file system: a side in a git revision is a loader that
/// reads that revision (the command-line tool's), a side on disk is the disk loader.
public struct DiffSide: Sendable {
    /// What reports call this side, e.g. `HEAD`, `old/colorgen.json` or `rules 1`.
    public var label: String
    /// The config's path, as the loader knows it.
    public var configPath: String
    /// Where the config and the files it names are read from.
    public var loader: any SourceLoader
    /// The rules version to resolve with instead of the config's pinned one, when given.
    public var rulesVersion: RulesVersion?

    /// Creates a side.
    public init(label: String, configPath: String, loader: any SourceLoader, rulesVersion: RulesVersion? = nil) {
        self.label = label
        self.configPath = configPath
        self.loader = loader
        self.rulesVersion = rulesVersion
    }
}
