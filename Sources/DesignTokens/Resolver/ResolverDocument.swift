// In-memory resolver file after structural checks: name, description, sets, modifiers, order; lookups.
import PositionalJSON

/// A resolver document that passed structural validation (DTCG Resolver Module 2025.10).
///
/// Produced by ``ResolverDocumentReader``; turned into token sources by ``ResolverEvaluator``.
public struct ResolverDocument: Sendable {
    /// The document's path, as the user named it.
    public var path: String
    /// The whole parsed document, which same-document pointers are resolved against.
    public var root: JSONValue
    /// The optional short human-readable name.
    public var name: String?
    /// The optional human-readable description.
    public var description: String?
    /// The sets declared under `sets`, in document order.
    public var sets: [ResolverSet]
    /// The modifiers declared under `modifiers`, in document order.
    public var modifiers: [ResolverModifier]
    /// The entries of `resolutionOrder`, in order (never empty).
    public var resolutionOrder: [ResolutionOrderItem]

    /// Creates a document.
    public init(
        path: String, root: JSONValue, name: String? = nil, description: String? = nil,
        sets: [ResolverSet], modifiers: [ResolverModifier], resolutionOrder: [ResolutionOrderItem]
    ) {
        self.path = path
        self.root = root
        self.name = name
        self.description = description
        self.sets = sets
        self.modifiers = modifiers
        self.resolutionOrder = resolutionOrder
    }

    /// The set declared under `sets` with this name.
    public func set(named name: String) -> ResolverSet? {
        sets.first { $0.name.hasSameCodePoints(as: name) }
    }

    /// The modifier declared under `modifiers` with this name.
    public func modifier(named name: String) -> ResolverModifier? {
        modifiers.first { $0.name.hasSameCodePoints(as: name) }
    }
}
