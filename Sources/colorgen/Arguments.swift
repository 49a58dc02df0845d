/// The words after a command's name, split into options and positional arguments.
///
/// Accepts `--name value`, `--name=value`, bare `--flag`s and `--` to end options. Anything the
/// command did not declare is a usage error.
struct Arguments {
    /// Options given a value, by name without dashes (the last one wins).
    private(set) var values: [String: String] = [:]
    /// Flags that were present, by name without dashes.
    private(set) var flags: Set<String> = []
    /// Positional arguments in order.
    private(set) var positionals: [String] = []

    /// Splits `words` given the option names that take a value and the bare flags the command knows.
    init(_ words: [String], valued: Set<String>, flags knownFlags: Set<String>) throws(UsageError) {
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if word == "--" {
                positionals.append(contentsOf: words[index...])
                return
            }
            guard word.hasPrefix("-"), word != "-" else {
                positionals.append(word)
                continue
            }
            if word == "-h" {
                flags.insert("help")
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
            if valued.contains(name) {
                if let inlineValue {
                    values[name] = inlineValue
                } else if index < words.count {
                    values[name] = words[index]
                    index += 1
                } else {
                    throw UsageError("option '--\(name)' needs a value")
                }
            } else if knownFlags.contains(name) || name == "help" {
                guard inlineValue == nil else {
                    throw UsageError("option '--\(name)' takes no value")
                }
                flags.insert(name)
            } else {
                throw UsageError("unknown option '--\(name)'")
            }
        }
    }

    /// Whether `--help` or `-h` was given.
    var wantsHelp: Bool { flags.contains("help") }
}

/// A command line that does not fit the command's usage; reported with exit status 2.
struct UsageError: Error {
    /// What is wrong with the command line.
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
