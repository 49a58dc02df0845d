// libFuzzer target: the YAML subset reader on arbitrary bytes gives a document or one in-range error.
import Foundation

/// YAMLParser on arbitrary bytes: a document or one error (a construct outside the subset is
/// refused by name), never a crash, a hang or runaway memory; an error's position inside the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAMLParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    do {
        _ = try YAMLParser.parse(input.bytes, path: "fuzz.yaml")
    } catch {
        fuzzCheck(error.severity == .error, "a parse failure that is not an error: \(error)")
        fuzzCheck(error.location?.path == "fuzz.yaml", "an error without the file: \(error)")
        if let position = error.location?.position {
            let lines = FuzzInput.lineCount(input.bytes)
            fuzzCheck(position.line >= 1 && position.line <= lines && position.column >= 1,
                      "error position \(position) outside a \(lines)-line input")
        }
    }
    return 0
}
