// What a resolutionOrder step applies (set, modifier, or another file's item) and where its name is written.
import SourceDiagnostics

/// One entry of `resolutionOrder`: a set or a modifier, declared inline or referenced.
public struct ResolutionOrderItem: Sendable {
    /// What the entry applies.
    public enum Content: Sendable {
        /// A set of this document (inline, or referenced with the reference's overrides applied).
        case set(ResolverSet)
        /// A modifier of this document (inline, or referenced with the reference's overrides applied).
        case modifier(ResolverModifier)
        /// A set or modifier of another resolver document, named by ``ResolutionOrderItem/reference``
        /// (`other.json#/sets/x` or `other.json#/modifiers/x`) and loaded by ``ResolverEvaluator``.
        case external
    }

    /// What the entry applies.
    public var content: Content
    /// The entry's name: the inline `name`, or the referenced set's or modifier's name.
    public var name: String
    /// Where the entry's object starts in `resolutionOrder`.
    public var position: TextPosition
    /// The reference object the entry is written as; `nil` for an inline set or modifier.
    public var reference: ResolverReference?

    /// Creates an entry.
    public init(content: Content, name: String, position: TextPosition, reference: ResolverReference?) {
        self.content = content
        self.name = name
        self.position = position
        self.reference = reference
    }
}

extension ResolutionOrderItem {
    /// Whether the entry applies a set (rather than a modifier).
    public var isSet: Bool {
        switch content {
        case .set: true
        case .modifier: false
        case .external: reference?.pointer.segments.first == "sets"
        }
    }

    /// Where the entry's name is written: the inline `name`, or the reference's `$ref`.
    public var namePosition: TextPosition {
        if let reference { return reference.position }
        switch content {
        case .set(let set): return set.namePosition
        case .modifier(let modifier): return modifier.namePosition
        case .external: return position
        }
    }
}
