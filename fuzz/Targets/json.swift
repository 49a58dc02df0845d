// libFuzzer target: JSONParser on arbitrary bytes gives a document or one in-range error.
import Foundation

/// JSONParser on arbitrary bytes: a document or one error, never a crash; positions in range.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    do {
        let document = try JSONParser.parse(input.bytes, path: "fuzz.json")
        for warning in document.warnings {
            fuzzCheck(warning.location?.path == "fuzz.json", "warning without the file: \(warning)")
        }
    } catch {
        input.checkParseFailure(error, path: "fuzz.json")
    }
    return 0
}
