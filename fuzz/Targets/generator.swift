import Foundation

/// The whole pipeline: a colorgen.json and two token files (NUL-separated) read through an
/// in-memory loader and generated. Files come out only when there is no error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGenerator(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let parts = FuzzInput(data, size).parts(3)
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
