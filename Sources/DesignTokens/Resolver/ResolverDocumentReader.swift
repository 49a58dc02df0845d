// Entry point for resolver files: parse, structural validation, and loading through a SourceLoader.
import PositionalJSON
import SourceDiagnostics

/// Reads a DTCG Resolver Module 2025.10 document into a validated ``ResolverDocument``.
///
/// Reports every structural error the module and its JSON schemas define, each at the
/// offending key or value: a missing or wrong `version`, a missing or empty `resolutionOrder`,
/// unknown properties, sets without `sources`, modifiers with fewer than two contexts or a
/// `default` naming no context, inline items without `type` or `name`, names repeated in
/// `resolutionOrder`, and same-document references that point at nothing, at a modifier from a
/// set or modifier, into `resolutionOrder`, or in a circle. References to other files are
/// followed later, by ``ResolverEvaluator``, since the core does no I/O.
public enum ResolverDocumentReader {
    /// The only resolver version this reader accepts.
    public static let version = "2025.10"

    /// The document read from its parsed JSON, or `nil` when any error was found.
    public static func read(_ root: JSONValue, path: String) -> (document: ResolverDocument?, diagnostics: [Diagnostic]) {
        var reader = ResolverStructureReader(path: path, root: root)
        let document = reader.readDocument()
        var diagnostics = reader.diagnostics
        if let document {
            let expander = ResolverSourceExpander(loader: nil)
            expander.checkReferences(of: document)
            diagnostics += expander.diagnostics
        }
        diagnostics = diagnostics.removingRepeats()
        return (diagnostics.containsErrors ? nil : document, diagnostics)
    }

    /// The document read from the bytes of a resolver file (JSON syntax errors included).
    public static func read(_ bytes: [UInt8], path: String) -> (document: ResolverDocument?, diagnostics: [Diagnostic]) {
        do {
            let parsed = try JSONParser.parse(bytes, path: path)
            let result = read(parsed.root, path: path)
            return (result.document, parsed.warnings + result.diagnostics)
        } catch {
            return (nil, [error])
        }
    }

    /// The document at `path`, loaded through `loader`.
    public static func load(_ path: String, from loader: any SourceLoader) -> (
        document: ResolverDocument?, diagnostics: [Diagnostic]
    ) {
        do {
            return read(try loader.load(path), path: path)
        } catch {
            return (nil, [.error("cannot read resolver \"\(path)\": \(error.reason)", at: nil)])
        }
    }
}

extension Array where Element == Diagnostic {
    /// These diagnostics without exact repeats (a set referenced twice reports its problems once).
    func removingRepeats() -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return filter { seen.insert($0).inserted }
    }
}
