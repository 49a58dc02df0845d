// libFuzzer target: the JSON5 reader on arbitrary bytes, and agreement with strict JSON.
import Foundation

/// JSONParser's JSON5 grammar on arbitrary bytes: a document or one error, never a crash, error
/// positions inside the input; and JSON5 being a superset of JSON, every text the strict grammar
/// accepts reads as JSON5 into the same values (and, without JSON5's extra line breaks, at the
/// same positions).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON5Parser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    let lineBreaks = JSON5LineBreaks(input.bytes)
    let json5: JSONDocument?
    do {
        let document = try JSONParser.parse(input.bytes, path: "fuzz.json5")
        for warning in document.warnings {
            fuzzCheck(warning.location?.path == "fuzz.json5", "warning without the file: \(warning)")
        }
        json5 = document
    } catch {
        fuzzCheck(error.severity == .error, "a parse failure that is not an error: \(error)")
        if let position = error.location?.position {
            fuzzCheck(position.line >= 1 && position.line <= lineBreaks.count + 1 && position.column >= 1,
                      "error position \(position) outside an input of \(lineBreaks.count) line breaks")
        }
        json5 = nil
    }
    if let json = try? JSONParser.parse(input.bytes, path: "fuzz.json") {
        guard let json5 else { fatalError("invariant broken: JSON that JSON5 rejects") }
        fuzzCheck(json.warnings.count == json5.warnings.count, "JSON and JSON5 warn differently")
        checkSame(json.root, json5.root, positions: !lineBreaks.hasJSON5Only)
    }
    return 0
}

/// The line breaks JSON5 counts in `bytes`: line feeds, carriage returns and U+2028/U+2029
/// (an upper bound on the lines a position can name); `hasJSON5Only` when there is one JSON does
/// not count (U+2028/U+2029; JSON ends a line at a carriage return too).
private struct JSON5LineBreaks {
    var count = 0
    var hasJSON5Only = false

    init(_ bytes: [UInt8]) {
        for index in bytes.indices {
            switch bytes[index] {
            case 0x0A, 0x0D:
                count += 1
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                count += 1
                hasJSON5Only = true
            default:
                break
            }
        }
    }
}

/// Ends the process unless `json` and `json5` hold the same values, keys in the same order.
private func checkSame(_ json: JSONValue, _ json5: JSONValue, positions: Bool) {
    if positions {
        fuzzCheck(json.position == json5.position, "JSON at \(json.position), JSON5 at \(json5.position)")
    }
    switch (json.kind, json5.kind) {
    case (.null, .null):
        break
    case (.bool(let a), .bool(let b)):
        fuzzCheck(a == b, "booleans \(a) and \(b)")
    case (.number(let a), .number(let b)):
        fuzzCheck(a.literal == b.literal && (a.double == b.double || (a.double.isNaN && b.double.isNaN)),
                  "numbers \(a) and \(b)")
    case (.string(let a), .string(let b)):
        fuzzCheck(a.unicodeScalars.elementsEqual(b.unicodeScalars), "strings \(a.debugDescription) and \(b.debugDescription)")
    case (.array(let a), .array(let b)):
        fuzzCheck(a.count == b.count, "arrays of \(a.count) and \(b.count) elements")
        for (x, y) in zip(a, b) { checkSame(x, y, positions: positions) }
    case (.object(let a), .object(let b)):
        fuzzCheck(a.keys.count == b.keys.count && zip(a.keys, b.keys).allSatisfy { $0.unicodeScalars.elementsEqual($1.unicodeScalars) },
                  "objects with keys \(a.keys) and \(b.keys)")
        for (x, y) in zip(a.members, b.members) {
            if positions { fuzzCheck(x.keyPosition == y.keyPosition, "key \(x.key) at \(x.keyPosition) and \(y.keyPosition)") }
            checkSame(x.value, y.value, positions: positions)
        }
    default:
        fatalError("invariant broken: JSON \(json.kindName), JSON5 \(json5.kindName)")
    }
}
