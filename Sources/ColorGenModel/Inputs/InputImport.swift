// `colorgen import`: any input form read once per scheme into the DTCG token tree it gives, for writing as token files.
import DesignTokens
import SourceDiagnostics

/// Reads inputs in any form colorgen reads (token files, a Material Theme Builder export, an asset
/// catalog, Android resources) the way a scheme listing all of them reads them, once per scheme:
/// each scheme's token tree, its files laid over one another in order, aliases kept as written,
/// names as read. Every problem is reported, aliases and values checked as generation checks them.
package enum InputImport {
    /// Each scheme's tree of `sources` (paths as the user gave them, read through `loader`), with
    /// every file read and every problem.
    package static func read(_ sources: [String], schemes: [String], loader: any SourceLoader)
        -> (trees: [(scheme: String, tree: TokenTree)], inputFiles: [String], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var inputFiles: [String] = []
        let inputs = sources.map { source in
            let mention = Located(source, at: SourceLocation(path: source, line: 1, column: 1))
            let contents = SchemeFileReader.read(mention, path: source, loader: loader, schemeNames: schemes)
            inputFiles += [source] + contents.filesRead
            diagnostics += contents.diagnostics
            return (mention, contents)
        }
        var trees: [(scheme: String, tree: TokenTree)] = []
        var taken: [Int: [(scheme: String, variant: String)]] = [:]
        for scheme in schemes {
            var schemeTrees: [TokenTree] = []
            for (index, (mention, contents)) in inputs.enumerated() {
                if let tree = contents.tree {
                    schemeTrees.append(tree)
                } else if let variants = contents.variants {
                    let read = variants.tree(forScheme: scheme, mention: mention)
                    diagnostics += read.diagnostics
                    if let variant = read.variant, let tree = read.tree {
                        schemeTrees.append(tree)
                        taken[index, default: []].append((scheme, variant))
                    }
                }
            }
            let tree = TokenTree.merged(schemeTrees)
            diagnostics += TokenEvaluator.evaluate(tree, purpose: .generation).diagnostics
            trees.append((scheme, tree))
        }
        for (index, read) in taken.sorted(by: { $0.key < $1.key }) {
            if let variants = inputs[index].1.variants { diagnostics.insert(variants.note(taken: read), at: 0) }
        }
        return (trees, inputFiles, diagnostics.removingDuplicates())
    }
}
