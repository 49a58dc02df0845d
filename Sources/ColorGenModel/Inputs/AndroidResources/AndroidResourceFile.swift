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
    /// The colors read, in document order: each one's token name, its resource name as written,
    /// and where that name is.
    var colors: [(name: String, resource: String, location: SourceLocation)] = []

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

    /// Reads `bytes`, read from `path`; every problem is added to `diagnostics`. A color the file
    /// defines twice is an error, as Android's resource compiler makes it (and one defined in two
    /// files of a configuration: ``duplicates(in:)``).
    init(_ bytes: [UInt8], path: String, diagnostics: inout [Diagnostic]) {
        var defined: [String: SourceLocation] = [:]
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
                diagnostics.append(Self.duplicate(nameAttribute.value, first: first, at: location(nameAttribute.position)))
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
            colors.append((name, nameAttribute.value, location(nameAttribute.position)))
        }
    }

    /// The error for every color that `files`, the files of one configuration in order, define
    /// again after an earlier file, at the later definition.
    static func duplicates(in files: [AndroidResourceFile]) -> [Diagnostic] {
        var defined: [String: SourceLocation] = [:]
        var found: [Diagnostic] = []
        for file in files {
            for color in file.colors {
                if let first = defined[color.name] {
                    found.append(duplicate(color.resource, first: first, at: color.location))
                } else {
                    defined[color.name] = color.location
                }
            }
        }
        return found
    }

    /// The error for the color `name` defined again at `location`.
    private static func duplicate(_ name: String, first: SourceLocation, at location: SourceLocation) -> Diagnostic {
        .error("the color '\(name)' is defined twice for one configuration (first at \(first)); Android refuses duplicate resources",
               at: location)
    }
}
