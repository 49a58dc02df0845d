// libFuzzer target: the XML reader of Android resource files on arbitrary bytes gives a document or one in-range error.
import Foundation

/// XMLParser on arbitrary bytes: a document or one error, never a crash, a hang or runaway
/// memory; an error's position inside the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXMLParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    do {
        _ = try XMLParser.parse(input.bytes, path: "fuzz.xml")
    } catch {
        fuzzCheck(error.severity == .error, "a parse failure that is not an error: \(error)")
        fuzzCheck(error.location?.path == "fuzz.xml", "an error without the file: \(error)")
        if let position = error.location?.position {
            let lines = FuzzInput.lineCount(input.bytes)
            fuzzCheck(position.line >= 1 && position.line <= lines && position.column >= 1,
                      "error position \(position) outside a \(lines)-line input")
        }
    }
    return 0
}
