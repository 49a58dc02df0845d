// libFuzzer target: generation from the folder forms (an Android res/ and an Xcode asset catalog) on fuzzed files.
import Foundation

/// A fixed config whose schemes list an Android `res/` and an asset catalog, generated from fuzzed
/// files (NUL-separated: `values/colors.xml`, `values-night/colors.xml`, a color set's
/// `Contents.json`, a second color set's) through an in-memory loader that lists folders. Each
/// problem is in one of those files or the config; files come out only when there is no error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInputForms(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let parts = FuzzInput(data, size).parts(4)
    let files: [String: [UInt8]] = [
        "/fuzz/colorgen.json": Array(formsConfig.utf8),
        "/fuzz/res/values/colors.xml": parts[0],
        "/fuzz/res/values-night/colors.xml": parts[1],
        "/fuzz/Colors.xcassets/Brand/Primary.colorset/Contents.json": parts[2],
        "/fuzz/Colors.xcassets/Accent.colorset/Contents.json": parts[3],
    ]
    let result = Generator.generate(configPath: "/fuzz/colorgen.json", loader: InMemorySourceLoader(files: files))
    fuzzCheck(result.files.isEmpty || !result.diagnostics.containsErrors, "files produced despite errors")
    for diagnostic in result.diagnostics {
        guard let path = diagnostic.location?.path else { continue }
        fuzzCheck(files[path] != nil || path.hasSuffix("/Contents.json") || path.hasPrefix("/fuzz/res"),
                  "a diagnostic at a file the input does not hold: \(diagnostic)")
    }
    return 0
}

/// Light and dark schemes, each taking the res/ folder's configuration and the catalog's appearance of its name.
private let formsConfig = """
    {"schemes": {"light": ["res", "Colors.xcassets"], "dark": ["res", "Colors.xcassets"]},
     "outputs": [{"format": "css", "path": "out/colors.css"}, {"format": "swift", "path": "out/Colors.swift"}]}
    """
