// One Android resource file (`<resources>` in a values*/ folder): its color resources as a token tree, other elements ignored.
import DesignTokens
import PositionalJSON
import PositionalXML
import SourceDiagnostics

/// The color resources of one Android resource file: every `<color name="…">` and
/// `<item name="…" type="color">` child of `<resources>`, as color tokens named by the resource
/// (a value an alias when it is an `@color/` reference); other resources (`dimen`, `string`,
/// `style`, …) are ignored.
package struct AndroidResourceFile: Sendable {
    /// The file's path.
    var path: String
    /// The colors as a token tree.
    var tree: TokenTree
    /// The names of the colors read, with where each is, in document order.
    var colors: [(name: String, location: SourceLocation)] = []

    /// The name of every color resource (`<color name="…">`, `<item name="…" type="color">`) of
    /// the resource file `bytes`, as written, in document order; nil when it is no resource file
    /// (malformed XML, another root element). What an output writing colors into the same `res/`
    /// must not declare again.
    package static func colorNames(in bytes: [UInt8], path: String) -> [String]? {
        guard let document = try? XMLParser.parse(bytes, path: path), document.root.name == "resources" else { return nil }
        return document.root.elements.compactMap { element in
            guard element.name == "color" || (element.name == "item" && element.attribute("type")?.value == "color"),
                  let name = element.attribute("name")?.value, !name.isEmpty else { return nil }
            return name
        }
    }

    /// Reads `bytes`, read from `path`; every problem is added to `diagnostics`. `defined` holds
    /// the colors already read for the same configuration (the other files of its folder), so a
    /// color defined twice is an error, as Android's resource compiler makes it.
    init(_ bytes: [UInt8], path: String, defined: inout [String: SourceLocation], diagnostics: inout [Diagnostic]) {
        self.path = path
        tree = TokenTree(root: TokenGroup(name: "", location: SourceLocation(path: path, line: 1, column: 1)))
        let document: XMLDocument
        do {
            document = try XMLParser.parse(bytes, path: path)
        } catch {
            diagnostics.append(error)
            return
        }
        func location(_ position: TextPosition) -> SourceLocation { SourceLocation(path: path, position: position) }
        guard document.root.name == "resources" else {
            diagnostics.append(.error("an Android resource file has <resources> as its root element; found <\(document.root.name)>",
                                      at: location(document.root.position)))
            return
        }
        var root = TokenGroup(name: "", location: location(document.root.position))
        defer { tree = TokenTree(root: root) }
        for element in document.root.elements {
            guard element.name == "color" || (element.name == "item" && element.attribute("type")?.value == "color") else { continue }
            guard let nameAttribute = element.attribute("name"), !nameAttribute.value.isEmpty else {
                diagnostics.append(.error("a <\(element.name)> resource needs a name=\"…\"", at: location(element.position)))
                continue
            }
            let name = AndroidColorValue.tokenName(nameAttribute.value)
            if let first = defined[name] {
                diagnostics.append(.error("the color '\(nameAttribute.value)' is defined twice for one configuration (first at \(first)); "
                                          + "Android refuses duplicate resources", at: location(nameAttribute.position)))
                continue
            }
            defined[name] = location(nameAttribute.position)
            let text = element.text ?? (value: "", position: element.position)
            let value: JSONValue
            switch AndroidColorValue.read(text.value) {
            case .failure(let failure):
                diagnostics.append(.error(failure.message, at: location(text.position)))
                continue
            case .success(.color(let color)):
                value = color.tokenValue(at: text.position)
            case .success(.reference(let target)):
                value = JSONValue(.string("{\(target)}"), at: text.position)
            }
            root.setChild(.token(TokenDefinition(name: name, declaredType: .color, value: value, location: location(nameAttribute.position))))
            colors.append((name, location(nameAttribute.position)))
        }
    }
}
