// Which keys of its data a template, with every partial it can reach, can ever look up.

/// The keys a template can look up in its data: every part of every name its variable,
/// section and inverted-section tags write, in the template and in every partial it can reach.
///
/// A key outside the set is never looked up, so a map with or without it renders the same:
/// whoever builds the data can leave out whatever the template cannot read
/// (``MustacheTemplate/readableNames(partials:)``). Names are keys as written, without a
/// trailing `?`; `a.b` reads both `a` and `b` (at any depth), `.` reads no key.
public struct MustacheReadableNames: Hashable, Sendable {
    /// The keys, or nil when every key may be read.
    private let keys: Set<String>?

    private init(keys: Set<String>?) {
        self.keys = keys
    }

    /// Every key: what a template may read whose partials cannot all be known.
    public static let all = MustacheReadableNames(keys: nil)

    /// Exactly `keys`.
    init(_ keys: Set<String>) {
        self.init(keys: keys)
    }

    /// Whether the template can look up `key`.
    public func contains(_ key: String) -> Bool {
        keys?.contains(key) ?? true
    }
}

extension MustacheTemplate {
    /// The keys this template and the partials it can reach through `partials` can look up.
    ///
    /// Partials are followed by name from every partial tag, whether or not rendering would
    /// reach it; a partial `partials` does not supply reads nothing (rendering it is nothing or an
    /// error). When a supplied partial does not parse, what it would read is unknown and the
    /// answer is ``MustacheReadableNames/all`` (rendering that reaches it reports the error).
    public func readableNames(partials: MustachePartials) -> MustacheReadableNames {
        var keys: Set<String> = []
        var seenPartials: Set<String> = []
        var pending = [program]
        while let next = pending.popLast() {
            for name in next.names { keys.formUnion(name.parts) }
            for partial in next.partials where seenPartials.insert(partial.name).inserted {
                guard let source = partials.partial(named: partial.name) else { continue }
                guard let parsed = try? MustacheTemplate(parsing: source.text, path: source.path) else { return .all }
                pending.append(parsed.program)
            }
        }
        return MustacheReadableNames(keys)
    }
}
