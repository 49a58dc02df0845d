// Which keys a template, with every partial it can reach, can look up on its context stack, and which inside given sections.

/// The keys a template can look up on its context stack: the first part of every name its
/// variable, section and inverted-section tags write, in the template and in every partial it
/// can reach (without a trailing `?`; `.` looks up no key).
///
/// The maps on the stack are the data's root and the values sections push, so a map that is
/// never a member of another (the root, an element of a list) is read only through these keys:
/// without the others it renders the same, and whoever builds it can leave them out
/// (``MustacheTemplate/readableNames(partials:scope:)``). The later parts of a dotted name are
/// looked up in the value the part before found (`b` of `a.b` in `a`'s value): a map that is a
/// member of another is to be given whole.
///
/// The keys looked up inside the sections of a scope are also told apart: a map that only those
/// sections put on the stack (an element of a list they iterate) is read only by those look-ups.
public struct MustacheReadableNames: Hashable, Sendable {
    /// The keys, or nil when every key may be looked up.
    private let keys: Set<String>?
    /// The keys looked up inside a section of the scope, or nil when every key may be.
    private let scopedKeys: Set<String>?

    private init(keys: Set<String>?, scopedKeys: Set<String>?) {
        self.keys = keys
        self.scopedKeys = scopedKeys
    }

    /// Every key, anywhere: what a template may look up whose partials cannot all be known.
    public static let all = MustacheReadableNames(keys: nil, scopedKeys: nil)

    /// Exactly `keys`, of which `scopedKeys` inside the scope.
    init(_ keys: Set<String>, scopedKeys: Set<String>) {
        self.init(keys: keys, scopedKeys: scopedKeys)
    }

    /// Whether the template can look up `key` on the context stack.
    public func contains(_ key: String) -> Bool {
        keys?.contains(key) ?? true
    }

    /// Whether the template can look up `key` on the context stack while a section of the scope
    /// renders: inside the section, in a section nested in it or in a partial it includes.
    public func containsInScope(_ key: String) -> Bool {
        scopedKeys?.contains(key) ?? true
    }
}

extension MustacheTemplate {
    /// The keys this template and the partials it can reach through `partials` can look up on
    /// the context stack, telling apart those looked up inside a section over one of the keys of
    /// `scope`, that is whose name is that one key (`{{#roles}}`, not `{{#theme.roles}}`, which
    /// iterates a member of `theme`).
    ///
    /// Partials are followed by name from every partial tag, whether or not rendering would
    /// reach it; a partial `partials` does not supply reads nothing (rendering it is nothing or an
    /// error). When a supplied partial does not parse, what it would read is unknown and the
    /// answer is ``MustacheReadableNames/all`` (rendering that reaches it reports the error).
    /// Partials not parsed ahead (``MustachePartials/parsed(reachableFrom:)``) are parsed here.
    public func readableNames(partials: MustachePartials, scope: Set<String> = []) -> MustacheReadableNames {
        var keys: Set<String> = []
        var scopedKeys: Set<String> = []
        // Each partial is walked at most twice, once outside the scope and once inside.
        var walked: Set<PartialVisit> = []
        var pending: [(program: MustacheProgram, instructions: Range<Int>, inScope: Bool)] = [(program, program.main, false)]
        while let (program, instructions, inScope) = pending.popLast() {
            func lookUp(_ name: MustacheName) {
                guard let key = name.parts.first else { return }
                keys.insert(key)
                if inScope { scopedKeys.insert(key) }
            }
            for instruction in program.instructions[instructions] {
                switch instruction {
                case .text, .lineStart:
                    break
                case .variable(let index):
                    lookUp(program.names[program.variables[index].name])
                case .section(let index):
                    let section = program.sections[index]
                    let name = program.names[section.name]
                    lookUp(name)
                    let opensScope = name.parts.count == 1 && scope.contains(name.parts[0])
                    pending.append((program, section.body, inScope || opensScope))
                case .partial(let index):
                    let name = program.partials[index].name
                    guard walked.insert(PartialVisit(name: name, inScope: inScope)).inserted,
                          let source = partials.partial(named: name) else { continue }
                    guard let partial = try? source.template() else { return .all }
                    pending.append((partial.program, partial.program.main, inScope))
                }
            }
        }
        return MustacheReadableNames(keys, scopedKeys: scopedKeys)
    }
}

/// A partial walked for its names, inside the scope or outside.
private struct PartialVisit: Hashable {
    var name: String
    var inScope: Bool
}
