// Generator.fix: the nearest passing colors of failing contrast pairs, written into the token files that hold them.
import ColorGenModel
import ColorMath
import SourceDiagnostics

extension Generator {
    /// What `colorgen fix` would change: each token file with its bytes before and after, a line
    /// per color changed, and a diagnostic for each failure it cannot fix.
    public struct Fix: Sendable {
        /// A token file to rewrite.
        public struct File: Sendable {
            /// Its path, as the config names it.
            public var path: String
            /// Its bytes now.
            public var old: [UInt8]
            /// Its bytes with every fix.
            public var new: [UInt8]
        }

        /// The files to rewrite, in the order first changed.
        public var files: [File] = []
        /// `Colors/light.tokens.json:4:5: text.secondary #999999 → #767676 (reaches 4.54:1 on background.base in "light")`.
        public var changes: [String] = []
        /// The run's problems: those reading the config and tokens, and each failing pair left unfixed.
        public var diagnostics: [Diagnostic] = []
        /// How many failing literals and rule-made roles are left as they were.
        public var leftFailing = 0
    }

    /// The fixes for the failing contrast pairs of the config at `configPath` (only in scheme
    /// `scheme`, when given): each failing foreground's literal moved to its suggested color
    /// (``ContrastSuggestion``), in the token file holding it. A literal that several roles use
    /// changes only when every pair of every role using it then passes (the pairs that passed
    /// still pass); otherwise the conflict is reported with those roles. A role the rules make, or
    /// whose pair only the background can fix, is reported and left.
    public static func fix(configPath: String, loader: any SourceLoader, scheme: String? = nil) -> Fix {
        var fix = Fix()
        let resolved = resolveRoles(configPath: configPath, loader: loader)
        fix.diagnostics = resolved.diagnostics.filter { diagnostic in
            !resolved.contrastDiagnostics.contains { $0.message == diagnostic.message && $0.location == diagnostic.location }
        }
        guard let config = resolved.config, var roles = resolved.roles, !fix.diagnostics.containsErrors else { return fix }
        if let scheme, !roles.schemes.contains(scheme) {
            fix.diagnostics.append(.error("--scheme names \"\(scheme)\", which the config does not have; its schemes: "
                                          + roles.schemes.joined(separator: ", "), at: SourceLocation(path: configPath, line: 1, column: 1)))
            return fix
        }
        var planner = FixPlanner(config: config, loader: loader)
        let failing = roles.declaredContrast.filter { !$0.passes && (scheme == nil || $0.scheme == scheme) }
        var handled = Set<String>()
        for result in failing {
            guard let literal = result.literal else {
                fix.leftFailing += 1
                fix.diagnostics.append(.warning("\(result.failureSummary): the rules make this color, so fix cannot change it; "
                                                + "\(result.suggestionText)", at: SourceLocation(path: config.path, line: 1, column: 1)))
                continue
            }
            let key = literal.location.path + "\u{0}" + literal.path
            guard !handled.contains(key) else { continue }
            handled.insert(key)
            planner.fix(literal, failing: failing.filter { $0.literal.map { $0.location.path + "\u{0}" + $0.path } == key },
                        in: &roles, into: &fix)
        }
        fix.files = planner.files
        return fix
    }
}

/// The fixes of one run, literal by literal, each checked on the roles as the fixes before it
/// left them.
private struct FixPlanner {
    let config: ColorGenConfig
    let loader: any SourceLoader
    /// The files changed so far, with their bytes before and after.
    var files: [Generator.Fix.File] = []

    init(config: ColorGenConfig, loader: any SourceLoader) {
        self.config = config
        self.loader = loader
    }

    /// Every (role position, scheme index) whose color is `literal`.
    private func users(of literal: ColorLiteral, in roles: ColorRoleSet) -> [(position: Int, scheme: Int)] {
        roles.schemes.indices.flatMap { scheme in
            roles.roles.indices.compactMap { position -> (Int, Int)? in
                guard let found = roles.literal(of: roles.roles[position].path, scheme: scheme),
                      found.path == literal.path, found.location.path == literal.location.path else { return nil }
                return (position, scheme)
            }
        }
    }

    /// Moves `literal` to the nearest suggested color of `failing` (its failing pairs) that leaves
    /// every pair of every role using it passing, and writes it into its file.
    mutating func fix(_ literal: ColorLiteral, failing: [DeclaredContrastCheck.Result], in roles: inout ColorRoleSet,
                      into fix: inout Generator.Fix) {
        let users = users(of: literal, in: roles)
        guard let first = users.first else { return }
        var fixed = false
        defer { if !fixed { fix.leftFailing += 1 } }
        let original = roles.roles[first.position].colors[first.scheme]
        let candidates = failing.compactMap { result -> RGBA? in
            if case .foreground(let color, _) = result.suggestion { return color }
            return nil
        }.sorted { abs($0.oklch.lightness - original.oklch.lightness) < abs($1.oklch.lightness - original.oklch.lightness) }
        guard !candidates.isEmpty else {
            for result in failing {
                fix.diagnostics.append(.warning("\(result.failureSummary): \(result.suggestionText)", at: literal.location))
            }
            return
        }
        let names = Set(users.map { "\(roles.roles[$0.position].path) in \"\(roles.schemes[$0.scheme])\"" }).sorted()
        let before = DeclaredContrastCheck.check(roles, config: config).results
        for candidate in candidates {
            var changed = roles
            for user in users {
                let alpha = changed.roles[user.position].colors[user.scheme].alpha
                changed.roles[user.position].colors[user.scheme] = candidate.withAlpha(alpha)
            }
            let after = DeclaredContrastCheck.check(changed, config: config).results
            let affected = Set(users.map { "\(roles.roles[$0.position].path)\u{0}\(roles.schemes[$0.scheme])" })
            let breaks = zip(before, after).contains { old, new in
                let involved = affected.contains("\(new.foreground)\u{0}\(new.scheme)")
                    || affected.contains("\(new.background)\u{0}\(new.scheme)")
                return involved && !new.passes && (old.passes || affected.contains("\(new.foreground)\u{0}\(new.scheme)"))
            }
            guard !breaks else { continue }
            guard write(candidate, to: literal, into: &fix) else { return }
            fixed = true
            roles = changed
            var reached: [String] = []
            for result in failing where !reached.contains("\(result.background) in \"\(result.scheme)\"") {
                reached.append("\(result.background) in \"\(result.scheme)\"")
            }
            fix.changes.append("\(literal.location): \(literal.path) \(original.hexWithAlpha) → \(candidate.hexWithAlpha) "
                               + "(for \(names.joined(separator: ", ")); passes on \(reached.joined(separator: ", ")))")
            return
        }
        fix.diagnostics.append(.error(
            "\(literal.path) is the color of \(names.joined(separator: ", ")), and no suggested color ("
                + candidates.map(\.hexWithAlpha).joined(separator: ", ") + ") makes every pair of all of them pass; "
                + "give the roles colors of their own, or change it by hand", at: literal.location))
    }

    /// Writes `color` into `literal`'s file (as changed so far); false, with an error, when it cannot.
    private mutating func write(_ color: RGBA, to literal: ColorLiteral, into fix: inout Generator.Fix) -> Bool {
        let path = literal.location.path
        let index = files.firstIndex { $0.path == path }
        let bytes: [UInt8]
        if let index {
            bytes = files[index].new
        } else {
            do { bytes = try loader.load(path) } catch {
                fix.diagnostics.append(.error("cannot read '\(path)': \(error.reason)", at: literal.location))
                return false
            }
        }
        switch ColorLiteralEdit.replacing(tokenPath: literal.path, with: color, in: bytes, path: path) {
        case .success(let edited):
            if let index { files[index].new = edited } else { files.append(.init(path: path, old: bytes, new: edited)) }
            return true
        case .failure(let problem):
            let reason = switch problem {
            case .unreadable(let message): message
            case .notFound: "no token \(literal.path) with a $value in this file"
            case .unsupported(let what): "fix writes sRGB hex strings and sRGB objects, not \(what)"
            }
            fix.diagnostics.append(.error("cannot write \(color.hexWithAlpha) into \(literal.path): \(reason)", at: literal.location))
            return false
        }
    }
}

private extension DeclaredContrastCheck.Result {
    /// `text.muted on background.base in scheme "dark" reaches 2.72:1, below 4.5:1`.
    var failureSummary: String { "\(failureText), below \(minimumText)" }
}
