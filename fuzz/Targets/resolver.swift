// libFuzzer target: reading and evaluating a fuzzed DTCG resolver document and its files.
import Foundation

/// A DTCG resolver document and three files it may reference, all carved from the input
/// (NUL-separated): read, then evaluated — modifiers, contexts, every input, input files.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResolver(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let parts = FuzzInput(data, size).parts(4)
    let path = "/fuzz/resolver.json"
    let loader = InMemorySourceLoader(files: [
        path: parts[0],
        "/fuzz/a.tokens.json": parts[1],
        "/fuzz/b.tokens.json": parts[2],
        "/fuzz/sub/other.resolver.json": parts[3],
    ])
    let read = ResolverDocumentReader.read(parts[0], path: path)
    guard let document = read.document else { return 0 }
    let evaluator = ResolverEvaluator(document: document, loader: loader)
    _ = evaluator.inputFiles()
    let modifiers = evaluator.modifiers().modifiers
    _ = evaluator.resolveTokens(inputs: [:])
    for modifier in modifiers.prefix(4) {
        let contexts = evaluator.contextNames(ofModifier: modifier.name).contexts
        for context in contexts.prefix(4) {
            _ = evaluator.resolveTokens(inputs: [modifier.name: context])
        }
    }
    _ = evaluator.resolve(inputs: ["no such modifier": "x"])
    _ = DocumentValidator.validate(path: path, kind: .resolver, loader: loader)
    return 0
}
