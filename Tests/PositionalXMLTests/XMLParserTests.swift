// Tests the XML subset of resource files: structure, text, entities, CDATA, positions, and one error per malformed input.
import XCTest
import PositionalXML
import SourceDiagnostics

final class XMLParserTests: XCTestCase {
    private func parse(_ text: String) throws -> XMLDocument {
        try XMLParser.parse(Array(text.utf8), path: "colors.xml")
    }

    private func error(_ text: String) -> String {
        do {
            _ = try parse(text)
            return "no error"
        } catch {
            return (error as? Diagnostic)?.description ?? "\(error)"
        }
    }

    func testElementsAttributesTextAndWhereEachIs() throws {
        let document = try parse("""
            \u{FEFF}<?xml version="1.0" encoding="utf-8"?>
            <!-- brand colors -->
            <resources xmlns:tools="http://schemas.android.com/tools">
                <color name="primary">#FF6200EE</color>
                <color name='fish &amp; chips' tools:ignore="x">  &#x23;FFF  </color>
                <string name="title"><![CDATA[<b>Café</b>]]></string>
                <item name="accent" type="color"/>
            </resources>
            """)
        XCTAssertEqual(document.root.name, "resources")
        XCTAssertEqual(document.root.attributes.map(\.name), ["xmlns:tools"])
        let elements = document.root.elements
        XCTAssertEqual(elements.map(\.name), ["color", "color", "string", "item"])
        XCTAssertEqual(elements[0].position, TextPosition(line: 4, column: 5))
        XCTAssertEqual(elements[0].attribute("name")?.value, "primary")
        XCTAssertEqual(elements[0].attribute("name")?.valuePosition, TextPosition(line: 4, column: 18))
        XCTAssertEqual(elements[0].text?.value, "#FF6200EE")
        XCTAssertEqual(elements[0].text?.position, TextPosition(line: 4, column: 27))
        XCTAssertEqual(elements[1].attribute("name")?.value, "fish & chips")
        XCTAssertEqual(elements[1].text?.value, "  #FFF  ")
        XCTAssertEqual(elements[1].text?.position, TextPosition(line: 5, column: 55), "the first character that is not white space")
        XCTAssertEqual(elements[2].text?.value, "<b>Café</b>")
        XCTAssertNil(elements[3].text)
        XCTAssertEqual(elements[3].attribute("type")?.value, "color")
    }

    func testColumnsCountUnicodeScalars() throws {
        let document = try parse("<r><c n=\"é€😀\">x</c><d/></r>")
        XCTAssertEqual(document.root.elements[1].position, TextPosition(line: 1, column: 20))
    }

    func testEachMalformedInputIsOneErrorAtItsPlace() {
        XCTAssertEqual(error("<resources>\n  <color name=\"a\">#fff</colour>\n</resources>"),
                       "colors.xml:2:23: error: expected </color> to close the element opened at 2:3, found </colour>")
        XCTAssertEqual(error("<resources>\n  <color name=\"a\">&nbsp;</color>\n</resources>"),
                       "colors.xml:2:19: error: unknown entity &nbsp;: XML without a DOCTYPE has &lt; &gt; &amp; &quot; &apos; "
                       + "and character references such as &#169;")
        XCTAssertEqual(error("<?xml version=\"1.0\"?>\n<!DOCTYPE r [<!ENTITY a \"b\">]>\n<r/>"),
                       "colors.xml:2:1: error: a DOCTYPE is not read: resource files have none (and the entities it could declare are refused)")
        XCTAssertEqual(error("<resources>\n  <color name=\"a\">#fff</color>\n"),
                       "colors.xml:3:1: error: <resources> (at 1:1) is not closed: expected </resources>")
        XCTAssertEqual(error("<r a=\"1\" a=\"2\"/>"), "colors.xml:1:10: error: the attribute 'a' is given twice in <r>")
        XCTAssertEqual(error("<r a=1/>"), "colors.xml:1:6: error: an attribute value must be quoted with \" or '")
        XCTAssertEqual(error("<r/><s/>"), "colors.xml:1:5: error: only one root element is allowed; found more after it")
        XCTAssertEqual(error("<r><!-- open </r>"), "colors.xml:1:4: error: the comment is not closed with -->")
        XCTAssertEqual(error("<r>a & b</r>"), "colors.xml:1:6: error: '&' starts an entity such as &amp; or &#169;, which needs a ';'; "
                       + "write &amp; for '&'")
        XCTAssertEqual(error(""), "colors.xml:1:1: error: the file has no root element")
        XCTAssertEqual(error(String(repeating: "<a>", count: 300)), "colors.xml:1:769: error: elements are nested more than 256 deep")
    }
}
