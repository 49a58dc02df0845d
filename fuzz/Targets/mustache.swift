// libFuzzer target: Mustache parsing and rendering of a fuzzed template, partial and context.
import Foundation

/// A Mustache template, a partial and a context (NUL-separated): parsed and rendered against the
/// context read as JSON when it is JSON, and against a small fixed context built from its bytes
/// otherwise. The partials `p` (the partial) and `self` (the template) allow recursion.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMustache(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let parts = FuzzInput(data, size).parts(3)
    let text = String(decoding: parts[0], as: UTF8.self)
    let partialText = String(decoding: parts[1], as: UTF8.self)
    guard let template = try? MustacheTemplate(parsing: text, path: "fuzz.mustache") else { return 0 }
    let context: TemplateValue
    if let json = try? JSONParser.parse(parts[2], path: "context.json") {
        context = TemplateValue(json.root)
    } else {
        context = fallbackContext(parts[2])
    }
    let partials = MustachePartials(["p": partialText, "self": text], whenMissing: .renderNothing)
    _ = try? template.render(context, partials: partials)
    _ = try? template.render(context, partials: .none)
    return 0
}

/// A few values of every kind, named with one-letter keys, with a list of maps two levels deep.
private func fallbackContext(_ bytes: [UInt8]) -> TemplateValue {
    let word = String(decoding: bytes.prefix(16), as: UTF8.self)
    let item: TemplateValue = ["a": .string(word), "b": .number(.integer(bytes.count)), "c": [true, false]]
    return [
        "a": .string(word), "b": true, "c": 0, "d": 1.5, "e": nil, "f": [item, item],
        "g": ["h": item, "i": "<&\"'>"], "l": [1, 2, 3],
    ]
}
