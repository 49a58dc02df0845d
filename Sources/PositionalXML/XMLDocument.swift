// An XML document as the subset resource files use: elements, attributes and text, each where it was written.
import SourceDiagnostics

/// A parsed XML document: its one root element, and the path it was read from.
public struct XMLDocument: Sendable {
    /// The path the document was read from, as the user named it.
    public var path: String
    /// The root element.
    public var root: XMLElement
}

/// An element: its name, attributes and content in document order, and where its `<` is.
public struct XMLElement: Sendable {
    /// The name as written (with a prefix, if any: `android:name`).
    public var name: String
    /// The attributes in document order.
    public var attributes: [XMLAttribute]
    /// Nested elements and text (entities, character references and CDATA sections decoded;
    /// comments and processing instructions left out).
    public var children: [XMLChild]
    /// Where the element's `<` is.
    public var position: TextPosition

    /// The attribute `name`, if the element has it.
    public func attribute(_ name: String) -> XMLAttribute? {
        attributes.first { $0.name == name }
    }

    /// The nested elements, in document order.
    public var elements: [XMLElement] {
        children.compactMap { child in
            if case .element(let element) = child { return element }
            return nil
        }
    }

    /// The element's text (its text children joined, nested elements left out) with the
    /// position of its first character that is not white space; nil when it has no text.
    public var text: (value: String, position: TextPosition)? {
        var value = ""
        var position: TextPosition?
        for child in children {
            guard case .text(let text) = child else { continue }
            value += text.value
            if position == nil && text.value.contains(where: { !$0.isWhitespace }) { position = text.position }
        }
        guard let first = children.lazy.compactMap({ child -> TextPosition? in
            if case .text(let text) = child { return text.position }
            return nil
        }).first else { return nil }
        return (value, position ?? first)
    }
}

/// An attribute: its name, its value (entities decoded) and where each is.
public struct XMLAttribute: Sendable {
    public var name: String
    public var value: String
    /// Where the name starts.
    public var position: TextPosition
    /// Where the value starts (after its opening quote).
    public var valuePosition: TextPosition
}

/// One item of an element's content.
public enum XMLChild: Sendable {
    case element(XMLElement)
    /// A run of text, with the position of its first character that is not white space (its
    /// start when it is all white space).
    case text(XMLText)
}

/// A run of text in an element.
public struct XMLText: Sendable {
    public var value: String
    public var position: TextPosition
}
