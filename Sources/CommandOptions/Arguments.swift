import SourceDiagnostics

/// The words after a command's name, split by the command's option table into options and
/// positional arguments.
///
/// Accepts `--name value`, `--name=value`, bare `--flag`s and `--` to end options; `-h` is
/// `--help`. Anything the table does not declare is a usage error, and so is an empty value or
/// positional argument (an unset variable in a script, which as a folder would mean `/`) and, unless help was asked
/// for, is breaking one of the table's constraints or giving more positional arguments than any
/// form takes.
public struct Arguments {
    /// The table the words were read with.
    private let spec: CommandSpec
    /// Options given a value, by name without dashes (the last one wins).
    private var values: [String: String] = [:]
    /// Flags that were present, by name without dashes.
    private var flags: Set<String> = []
    /// Positional arguments in order.
    public private(set) var positionals: [String] = []
    /// Whether `--help` or `-h` was given.
    public private(set) var wantsHelp = false

    /// Splits `words` by `spec`'s option table and checks them against its rules.
    public init(_ words: [String], spec: CommandSpec) throws(UsageError) {
        self.spec = spec
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if word == "--" {
                for operand in words[index...] { positionals.append(try Self.nonEmpty(operand, what: "an argument")) }
                break
            }
            guard word.hasPrefix("-"), word != "-" else {
                positionals.append(try Self.nonEmpty(word, what: "an argument"))
                continue
            }
            if word == "-h" {
                wantsHelp = true
                continue
            }
            guard word.hasPrefix("--") else {
                throw UsageError("unknown option '\(word)'")
            }
            let body = word.dropFirst(2)
            let name: String
            var inlineValue: String?
            if let equals = body.firstIndex(of: "=") {
                name = String(body[..<equals])
                inlineValue = String(body[body.index(after: equals)...])
            } else {
                name = String(body)
            }
            guard let option = spec.option(named: name) ?? (name == "help" ? HelpText.helpOption : nil) else {
                throw UsageError("unknown option '--\(name)'"
                                 + Suggestion.hint(for: "--" + name, in: (spec.options + [HelpText.helpOption]).map { "--" + $0.name }))
            }
            if option.placeholder != nil {
                if let inlineValue {
                    values[name] = try Self.nonEmpty(inlineValue, what: "option '--\(name)'")
                } else if index < words.count {
                    values[name] = try Self.nonEmpty(words[index], what: "option '--\(name)'")
                    index += 1
                } else {
                    throw UsageError("option '--\(name)' needs a value")
                }
            } else {
                guard inlineValue == nil else {
                    throw UsageError("option '--\(name)' takes no value")
                }
                if option == HelpText.helpOption { wantsHelp = true } else { flags.insert(name) }
            }
        }
        if !wantsHelp { try checkRules() }
    }

    /// `word`, refused when it is empty: an empty word is almost always an unset variable in a
    /// script (`--output-dir "$OUT"`), and as a folder it would mean the file system's root.
    private static func nonEmpty(_ word: String, what: String) throws(UsageError) -> String {
        guard word.isEmpty else { return word }
        throw UsageError("\(what) is empty (an unset variable?); give it a value")
    }

    /// Whether `flag` was given.
    public func isSet(_ flag: FlagOption) -> Bool {
        assertDeclared(flag.spec)
        return flags.contains(flag.spec.name)
    }

    /// Whether `option` was given a value.
    public func isGiven<Value>(_ option: ValueOption<Value>) -> Bool {
        assertDeclared(option.spec)
        return values[option.spec.name] != nil
    }

    /// The value given for `option`, read by the option's `parse`, or nil when it was not given.
    public func value<Value>(of option: ValueOption<Value>) throws(UsageError) -> Value? {
        assertDeclared(option.spec)
        return try values[option.spec.name].map { word throws(UsageError) in try option.parse(word) }
    }

    /// Stops a debug build when a command reads an option its table does not declare.
    private func assertDeclared(_ option: OptionSpec) {
        assert(spec.option(named: option.name) == option, "--\(option.name) is not in the \(spec.name) table")
    }

    /// Throws the first broken constraint of the table, or the first positional argument beyond
    /// what any form takes.
    private func checkRules() throws(UsageError) {
        if let limit = spec.operandLimit, positionals.count > limit {
            throw UsageError("unexpected argument '\(positionals[limit])'")
        }
        let given = flags.union(values.keys)
        for constraint in spec.constraints {
            if let violation = constraint.violation(given: given) { throw violation }
        }
    }
}

/// A command line that does not fit the command's usage; reported with exit status 2.
public struct UsageError: Error {
    /// What is wrong with the command line.
    public var message: String

    /// A usage error saying `message`.
    public init(_ message: String) {
        self.message = message
    }
}
