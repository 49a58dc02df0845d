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
        input.checkParseFailure(error, path: "fuzz.yaml")
    }
    return 0
}
