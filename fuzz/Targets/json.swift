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
        fuzzCheck(error.severity == .error, "a parse failure that is not an error: \(error)")
        if let position = error.location?.position {
            let lines = lineCount(input.bytes)
            fuzzCheck(position.line >= 1 && position.line <= lines && position.column >= 1,
                      "error position \(position) outside a \(lines)-line input")
        }
    }
    return 0
}

/// The lines of `bytes` as the parser counts them: a line feed, a carriage return and the pair of
/// them each end a line.
private func lineCount(_ bytes: [UInt8]) -> Int {
    var lines = 1
    for index in bytes.indices where bytes[index] == 0x0A || bytes[index] == 0x0D {
        if bytes[index] == 0x0A && index > 0 && bytes[index - 1] == 0x0D { continue }
        lines += 1
    }
    return lines
}
