// Runs a resolver for inputs: lists modifiers/contexts, orders the sources to merge, loads referenced files.
import SourceDiagnostics

/// Turns a validated ``ResolverDocument`` and an input into the ordered token sources to merge.
///
/// Files that references name are read through the ``SourceLoader`` (paths resolved against the
/// referring document with ``SourcePath``); a missing file, a file that does not parse, or a
/// circle of references across files is a diagnostic at the `$ref` that leads there.
public struct ResolverEvaluator: Sendable {
    /// The resolver document.
    public var document: ResolverDocument
    /// Where files named by references come from.
    public var loader: any SourceLoader

    /// Creates an evaluator of `document` reading files through `loader`.
    public init(document: ResolverDocument, loader: any SourceLoader) {
        self.document = document
        self.loader = loader
    }

    /// The modifiers resolutionOrder applies, in order (those of other resolver documents loaded).
    public func modifiers() -> (modifiers: [ResolverModifier], diagnostics: [Diagnostic]) {
        let expander = ResolverSourceExpander(loader: loader)
        let modifiers = expander.appliedItems(of: document).compactMap { item -> ResolverModifier? in
            if case .modifier(let modifier) = item.content { return modifier }
            return nil
        }
        return (modifiers, expander.diagnostics.removingRepeats())
    }

    /// The context names of the modifier `name` in document order (colorgen makes one scheme per
    /// context of its `scheme` modifier); an error when the resolver has no such modifier.
    public func contextNames(ofModifier name: String) -> (contexts: [String], diagnostics: [Diagnostic]) {
        let (applied, diagnostics) = modifiers()
        guard let modifier = applied.first(where: { $0.name == name }) ?? document.modifier(named: name) else {
            let known = (applied.map(\.name) + document.modifiers.map(\.name)).uniqued()
            let message =
                "\"\(document.path)\" has no modifier \"\(name)\""
                + (known.isEmpty ? "" : "; its modifiers are " + known.map { "\"\($0)\"" }.joined(separator: ", "))
            return ([], diagnostics + [.error(message, at: SourceLocation(path: document.path, position: .start))])
        }
        return (modifier.contextNames, diagnostics)
    }

    /// The token sources for `inputs` (modifier name → context name), following the module's
    /// resolution logic: inputs validated, defaults applied, then every resolutionOrder entry in
    /// order, a set contributing its sources and a modifier those of its chosen context.
    public func resolve(inputs: [String: String]) -> ResolverResolution {
        let expander = ResolverSourceExpander(loader: loader)
        let items = expander.appliedItems(of: document)
        var candidates: [ResolverInputSelection.Candidate] = items.compactMap { item in
            guard case .modifier(let modifier) = item.content else { return nil }
            return .init(modifier: modifier, path: item.document.path, isApplied: true)
        }
        for modifier in document.modifiers where !candidates.contains(where: { $0.modifier.name == modifier.name }) {
            candidates.append(.init(modifier: modifier, path: document.path, isApplied: false))
        }
        let selection = ResolverInputSelection.choose(inputs, among: candidates, resolverPath: document.path)
        var sources: [ResolvedTokenSource] = []
        if !selection.diagnostics.containsErrors {
            for item in items {
                switch item.content {
                case .set(let set):
                    sources += expander.expand(set.sources, of: .set, in: item.document, visiting: [item.key])
                case .modifier(let modifier):
                    guard let name = selection.contexts[modifier.name], let context = modifier.context(named: name) else {
                        continue
                    }
                    sources += expander.expand(
                        context.sources, of: .modifier, in: item.document, visiting: [item.contextKey(name)])
                }
            }
        }
        let diagnostics = (selection.diagnostics + expander.diagnostics).removingRepeats()
        return ResolverResolution(
            sources: diagnostics.containsErrors ? [] : sources, contexts: selection.contexts, diagnostics: diagnostics)
    }

    /// Every file resolving this document may read, whatever the input: the resolver itself and
    /// the files of every set and of every context of every modifier (build plugins declare these
    /// as inputs). Files that cannot be read are left out and reported.
    public func inputFiles() -> (paths: [String], diagnostics: [Diagnostic]) {
        let expander = ResolverSourceExpander(loader: loader)
        expander.checkReferences(of: document)
        return (([document.path] + expander.loadedPaths).uniqued(), expander.diagnostics.removingRepeats())
    }
}

extension Array where Element == String {
    /// These strings without repeats, in first-seen order.
    fileprivate func uniqued() -> [String] {
        var seen: Set<String> = []
        return filter { seen.insert($0).inserted }
    }
}
