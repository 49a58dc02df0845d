// The YAML constructs outside the block subset, each named in the error that refuses it.
import SourceDiagnostics

/// A YAML construct valid in YAML 1.2 that ``YAMLParser`` does not take. Its error names it and
/// says what to write instead, so that a refused file is never read as some other value.
public enum YAMLUnsupportedConstruct: String, CaseIterable, Sendable {
    case anchor
    case alias
    case tag
    case flowMapping
    case flowSequence
    case explicitKey
    case literalBlockScalar
    case foldedBlockScalar
    case directive
    case multiLineKey
    case tabIndentation

    /// What the construct is called in the error.
    public var name: String {
        switch self {
        case .anchor: "anchor '&'"
        case .alias: "alias '*'"
        case .tag: "tag '!'"
        case .flowMapping: "flow mapping '{ }'"
        case .flowSequence: "flow sequence '[ ]'"
        case .explicitKey: "explicit key '?'"
        case .literalBlockScalar: "literal block scalar '|'"
        case .foldedBlockScalar: "folded block scalar '>'"
        case .directive: "directive '%'"
        case .multiLineKey: "key spanning lines"
        case .tabIndentation: "tab in indentation"
        }
    }

    /// What to write instead.
    private var advice: String {
        switch self {
        case .anchor, .alias: "write the value out in full, or use a token alias such as \"{color.base}\""
        case .tag: "remove the tag; scalars are typed by the YAML 1.2 core schema"
        case .flowMapping: "write the mapping as indented 'key: value' lines"
        case .flowSequence: "write the sequence as indented '- item' lines"
        case .explicitKey: "write the key as 'key: value'"
        case .literalBlockScalar, .foldedBlockScalar: "write the text as a quoted string"
        case .directive: "remove it; the file is read as YAML 1.2"
        case .multiLineKey: "write the key on one line"
        case .tabIndentation: "indent with spaces"
        }
    }

    /// The error refusing the construct at `location`.
    func error(at location: SourceLocation) -> Diagnostic {
        .error("YAML \(name) is not supported (colorgen reads the block subset of YAML): \(advice)", at: location)
    }
}
