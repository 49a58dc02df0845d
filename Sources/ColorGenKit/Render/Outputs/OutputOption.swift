import Mustache
import PositionalJSON
import SourceDiagnostics

/// One option a built-in format accepts in its `"options"` object.
public struct OutputOption: Sendable {
    /// The values an option takes.
    public enum Kind: Sendable {
        /// `true` or `false`.
        case bool
        /// Any string.
        case string
        /// One of a fixed set of strings.
        case choice([String])
    }

    /// The option's key.
    public var name: String
    /// What values it takes.
    public var kind: Kind
    /// Its value when the config does not give one.
    public var defaultValue: TemplateValue

    /// Creates an option description.
    public init(_ name: String, _ kind: Kind, default defaultValue: TemplateValue) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
    }

    /// The options of one output checked against `accepted`, with defaults filled in; every
    /// unknown key or wrong value is an error at its position in the config file `path`.
    static func read(_ given: JSONObject?, accepted: [OutputOption], format: String, path: String)
        -> (options: TemplateMap, diagnostics: [Diagnostic]) {
        var options = TemplateMap(accepted.map { ($0.name, $0.defaultValue) })
        var diagnostics: [Diagnostic] = []
        let names = accepted.map(\.name)
        for member in given?.members ?? [] {
            guard let option = accepted.first(where: { $0.name == member.key }) else {
                if let appearance = RetiredAppearanceOptions.appearance(namedBy: member.key, format: format) {
                    diagnostics.append(RetiredAppearanceOptions.diagnostic(for: member, appearance: appearance,
                                                                           format: format, path: path))
                    continue
                }
                let known = names.isEmpty ? "it has no options" : "its options are " + names.joined(separator: ", ")
                diagnostics.append(.error("unknown option \"\(member.key)\" for the \(format) format; \(known)"
                                          + Suggestion.hint(for: member.key, in: names),
                                          at: SourceLocation(path: path, position: member.keyPosition)))
                continue
            }
            let location = SourceLocation(path: path, position: member.value.position)
            switch option.kind {
            case .bool:
                guard let flag = member.value.boolValue else {
                    diagnostics.append(.error("option \"\(option.name)\" must be true or false", at: location))
                    continue
                }
                options[option.name] = .bool(flag)
            case .string:
                guard let text = member.value.stringValue else {
                    diagnostics.append(.error("option \"\(option.name)\" must be a string", at: location))
                    continue
                }
                options[option.name] = .string(text)
            case .choice(let choices):
                guard let text = member.value.stringValue, choices.contains(text) else {
                    diagnostics.append(.error("option \"\(option.name)\" must be one of "
                                              + choices.map { "\"\($0)\"" }.joined(separator: ", ")
                                              + Suggestion.hint(for: member.value.stringValue ?? "", in: choices), at: location))
                    continue
                }
                options[option.name] = .string(text)
            }
        }
        return (options, diagnostics)
    }
}
