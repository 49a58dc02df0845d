// libFuzzer target: a fuzzed DTCG token file parsed, read, resolved, merged and validated.
import Foundation

/// A DTCG token file: parsed, read into a token tree, its aliases resolved, and validated as a
/// whole by DocumentValidator (which also detects a resolver document and checks that).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokens(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    let path = "/fuzz/tokens.json"
    if let document = try? JSONParser.parse(input.bytes, path: path) {
        let read = TokenTreeReader.read(document.root, path: path)
        let resolved = TokenEvaluator.evaluate(read.tree)
        if !(read.diagnostics + resolved.diagnostics).containsErrors {
            // Merging a tree with itself changes nothing that resolving can object to.
            let twice = TokenEvaluator.evaluate(TokenTree.merged([read.tree, read.tree]))
            fuzzCheck(!twice.diagnostics.containsErrors, "a valid tree merged with itself has errors")
        }
    }
    let loader = InMemorySourceLoader(files: [path: input.bytes])
    _ = DocumentValidator.validate(path: path, kind: nil, loader: loader)
    return 0
}
