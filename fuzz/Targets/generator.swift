// libFuzzer target: the whole generate pipeline on a fuzzed config and two token files.
import Foundation

/// The whole pipeline: a colorgen.json and two token files (NUL-separated) read through an
/// in-memory loader and generated. Files come out only when there is no error.
///
/// Every scheme and every output multiplies the work of one input, and copying them is a mutation
/// libFuzzer makes often; a config naming more than ``maximumSchemes`` schemes or
/// ``maximumOutputs`` outputs is skipped, so that inputs stay fast without leaving out any kind
/// of scheme or output (tests cover many of them at once).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGenerator(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let parts = FuzzInput(data, size).parts(3)
    if let config = try? JSONParser.parse(parts[0], path: "/fuzz/colorgen.json").root.objectValue,
       (config["schemes"]?.objectValue?.members.count ?? 0) > maximumSchemes
        || (config["outputs"]?.arrayValue?.count ?? 0) > maximumOutputs {
        return -1  // libFuzzer keeps the input out of the corpus
    }
    let loader = InMemorySourceLoader(files: [
        "/fuzz/colorgen.json": parts[0],
        "/fuzz/a.tokens.json": parts[1],
        "/fuzz/b.tokens.json": parts[2],
    ])
    let result = Generator.generate(configPath: "/fuzz/colorgen.json", loader: loader)
    fuzzCheck(result.files.isEmpty || !result.diagnostics.containsErrors, "files produced despite errors")
    fuzzCheck(result.inputFiles.first == "/fuzz/colorgen.json", "the config is not the first input file")
    return 0
}

/// The most schemes a config may name for the generator target to run it.
private let maximumSchemes = 3
/// The most outputs a config may list for the generator target to run it.
private let maximumOutputs = 4
