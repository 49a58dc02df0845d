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
        input.checkParseFailure(error, path: "fuzz.xml")
    }
    return 0
}
