// The single place output options are parsed and their errors located, value by value.
import ColorGenModel
import PositionalJSON
import SourceDiagnostics

/// Reads the `"options"` object of one built-in format's output into typed values: the one way
/// an option is read and an option error is placed.
///
/// Each value comes back ``Located``: at its value in the config, or at the output's entry when
/// the option is not given (its default), so that any later problem with it — one found when
/// checking the options together, or when rendering (a name two roles share) — is reported there.
/// A key the format does not accept is an error at the key (a retired appearance option, one
/// that says what to write instead); call ``finish()`` once every accepted option is read.
struct OutputOptionsReader {
    /// The options as written; nil when the output gives none.
    private let given: JSONObject?
    /// The format whose options these are.
    let format: OutputFormat
    /// The config file's path.
    private let path: String
    /// Where the output entry is: the location of every default.
    let entry: SourceLocation
    /// The keys read so far: the format's options, in the order it declares them.
    private(set) var names: [String] = []
    /// Every problem found, in the order found.
    private(set) var diagnostics: [Diagnostic] = []

    /// A reader of `options` (nil for none) of an output of `format` at `entry` in the config `path`.
    init(_ options: JSONObject?, format: OutputFormat, path: String, entry: SourceLocation) {
        given = options
        self.format = format
        self.path = path
        self.entry = entry
    }

    /// Option `name`, `true` or `false`.
    mutating func bool(_ name: String, default defaultValue: Bool) -> Located<Bool> {
        read(name, default: defaultValue, expected: "true or false") { $0.boolValue }
    }

    /// Option `name`, any string.
    mutating func string(_ name: String, default defaultValue: String) -> Located<String> {
        read(name, default: defaultValue, expected: "a string") { $0.stringValue }
    }

    /// Option `name`, one of the raw values of `Choice`.
    mutating func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, default defaultValue: Choice) -> Located<Choice> where Choice.RawValue == String {
        let choices = Choice.allCases.map(\.rawValue)
        return read(name, default: defaultValue, expected: "one of " + choices.map { "\"\($0)\"" }.joined(separator: ", "),
                    hint: { Suggestion.hint(for: $0.stringValue ?? "", in: choices) }) {
            $0.stringValue.flatMap(Choice.init(rawValue:))
        }
    }

    /// Option `name`, an object of strings: each key and value with its location, in order; empty
    /// when not given. A value that is not a string is an error at it.
    mutating func stringMap(_ name: String) -> [(key: Located<String>, value: Located<String>)] {
        let object = read(name, default: JSONObject?.none, expected: "an object of strings") { $0.objectValue }
        var entries: [(key: Located<String>, value: Located<String>)] = []
        for member in object.value?.members ?? [] {
            let location = SourceLocation(path: path, position: member.value.position)
            guard let value = member.value.stringValue else {
                error("option \"\(name)\" must map each key to a string; \"\(member.key)\" is not one", at: location)
                continue
            }
            entries.append((Located(member.key, at: SourceLocation(path: path, position: member.keyPosition)), Located(value, at: location)))
        }
        return entries
    }

    /// An error about the options, at `location` (an option's, from one of the readers above).
    mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(.error(message, at: location))
    }

    /// Reports every given key that is not one of the options read.
    mutating func finish() {
        for member in given?.members ?? [] where !names.contains(member.key) {
            if let appearance = RetiredAppearanceOptions.appearance(namedBy: member.key, format: format.rawValue) {
                diagnostics.append(RetiredAppearanceOptions.diagnostic(for: member, appearance: appearance,
                                                                       format: format.rawValue, path: path))
                continue
            }
            let known = names.isEmpty ? "it has no options" : "its options are " + names.joined(separator: ", ")
            error("unknown option \"\(member.key)\" for the \(format.rawValue) format; \(known)"
                  + Suggestion.hint(for: member.key, in: names), at: SourceLocation(path: path, position: member.keyPosition))
        }
    }

    /// Option `name` as `value` reads it; a value it cannot read is an error saying what is
    /// `expected`, followed by the `hint` for the value written.
    private mutating func read<Value: Sendable>(_ name: String, default defaultValue: Value, expected: String,
                                                hint: (JSONValue) -> String = { _ in "" },
                                                _ value: (JSONValue) -> Value?) -> Located<Value> {
        names.append(name)
        guard let member = given?.member(name) else { return Located(defaultValue, at: entry) }
        let location = SourceLocation(path: path, position: member.value.position)
        guard let read = value(member.value) else {
            error("option \"\(name)\" must be \(expected)" + hint(member.value), at: location)
            return Located(defaultValue, at: location)
        }
        return Located(read, at: location)
    }
}
