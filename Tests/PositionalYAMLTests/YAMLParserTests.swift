// Tests the YAML subset reader: values and positions, the core schema, folding, and refused constructs.
import XCTest
import PositionalJSON
import PositionalYAML
import SourceDiagnostics

final class YAMLParserTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONValue {
        try YAMLParser.parse(text, path: "tokens.yaml").root
    }

    /// The diagnostic text for `text`, which must be refused.
    private func failure(_ text: String) -> String {
        do {
            _ = try YAMLParser.parse(text, path: "tokens.yaml")
            return "parsed without error"
        } catch {
            return error.description
        }
    }

    func testBlockMappingsAndSequencesKeepOrderAndPositions() throws {
        let root = try XCTUnwrap(try parse("""
            # brand colors
            color:
              primary:
                value: "#0A84FF"   # blue
              list:
                - 'a'
                - b
            z: 1
            """).objectValue)
        XCTAssertEqual(root.keys, ["color", "z"])
        let color = try XCTUnwrap(root["color"]?.objectValue)
        XCTAssertEqual(color.member("primary")?.keyPosition, TextPosition(line: 3, column: 3))
        let value = try XCTUnwrap(color["primary"]?.objectValue?["value"])
        XCTAssertEqual(value.stringValue, "#0A84FF")
        XCTAssertEqual(value.position, TextPosition(line: 4, column: 12))
        let list = try XCTUnwrap(color["list"]?.arrayValue)
        XCTAssertEqual(list.map(\.stringValue), ["a", "b"])
        XCTAssertEqual(list[1].position, TextPosition(line: 7, column: 7))
        XCTAssertEqual(root["z"]?.numberValue?.double, 1)
    }

    func testSequencesAtTheirKeysIndentationAndCompactForms() throws {
        let root = try XCTUnwrap(try parse("""
            items:
            - name: a
              value: 1
            - - x
              - y
            after: true
            """).objectValue)
        let items = try XCTUnwrap(root["items"]?.arrayValue)
        XCTAssertEqual(items[0].objectValue?.keys, ["name", "value"])
        XCTAssertEqual(items[1].arrayValue?.map(\.stringValue), ["x", "y"])
        XCTAssertEqual(root["after"]?.boolValue, true)
    }

    func testPlainScalarsFollowTheCoreSchema() throws {
        let root = try XCTUnwrap(try parse("""
            n1: null
            n2: ~
            n3:
            b: False
            i: -12
            o: 0o17
            h: 0x1F
            f: 1.5e2
            d: .5
            inf: -.inf
            s: 12px
            v: 'true'
            version: 1.10
            """).objectValue)
        XCTAssertTrue(root["n1"]?.isNull == true && root["n2"]?.isNull == true && root["n3"]?.isNull == true)
        XCTAssertEqual(root["b"]?.boolValue, false)
        XCTAssertEqual(root["i"]?.numberValue, JSONNumber(literal: "-12", double: -12))
        XCTAssertEqual(root["o"]?.numberValue, JSONNumber(literal: "15", double: 15))
        XCTAssertEqual(root["h"]?.numberValue, JSONNumber(literal: "31", double: 31))
        XCTAssertEqual(root["f"]?.numberValue?.double, 150)
        XCTAssertEqual(root["d"]?.numberValue?.double, 0.5)
        XCTAssertEqual(root["inf"]?.numberValue?.double, -.infinity)
        XCTAssertEqual(root["s"]?.stringValue, "12px")
        XCTAssertEqual(root["v"]?.stringValue, "true")
        XCTAssertEqual(root["version"]?.numberValue?.literal, "1.10", "a JSON-valid literal is kept as written")
    }

    func testQuotedAndMultiLineScalarsFoldAsYAMLFolds() throws {
        let root = try XCTUnwrap(try parse("""
            plain: one
              two

              three
            double: "a\\tb \\u00e9 \\
              c"
            single: 'it''s
              here'
            """).objectValue)
        XCTAssertEqual(root["plain"]?.stringValue, "one two\nthree")
        XCTAssertEqual(root["double"]?.stringValue, "a\tb é c")
        XCTAssertEqual(root["single"]?.stringValue, "it's here")
    }

    func testDocumentMarkersAndStreams() throws {
        XCTAssertEqual(try parse("---\na: 1\n...\n").objectValue?.keys, ["a"])
        XCTAssertEqual(try parse("--- 'text'\n").stringValue, "text")
        let stream = try YAMLParser.parseStream(Array("a: 1\n---\nb: 2\n".utf8), path: "s.yaml")
        XCTAssertEqual(stream.map { $0.objectValue?.keys ?? [] }, [["a"], ["b"]])
        XCTAssertEqual(failure("a: 1\n---\nb: 2\n"),
                       "tokens.yaml:3:1: error: a stream of 2 YAML documents; a file read as YAML must hold exactly one document")
        XCTAssertEqual(failure("# nothing\n"),
                       "tokens.yaml:1:1: error: no YAML document; a file read as YAML must hold exactly one document")
    }

    func testConstructsOutsideTheSubsetAreRefusedByName() {
        let subset = "is not supported (colorgen reads the block subset of YAML)"
        XCTAssertEqual(failure("base: &b '#fff'\n"),
                       "tokens.yaml:1:7: error: YAML anchor '&' \(subset): write the value out in full, or use a token alias such as \"{color.base}\"")
        XCTAssertEqual(failure("a: 1\nb: *b\n"),
                       "tokens.yaml:2:4: error: YAML alias '*' \(subset): write the value out in full, or use a token alias such as \"{color.base}\"")
        XCTAssertEqual(failure("a: !!str 1\n"),
                       "tokens.yaml:1:4: error: YAML tag '!' \(subset): remove the tag; scalars are typed by the YAML 1.2 core schema")
        XCTAssertEqual(failure("a:\n  b: {c: 1}\n"),
                       "tokens.yaml:2:6: error: YAML flow mapping '{ }' \(subset): write the mapping as indented 'key: value' lines")
        XCTAssertEqual(failure("a: [1, 2]\n"),
                       "tokens.yaml:1:4: error: YAML flow sequence '[ ]' \(subset): write the sequence as indented '- item' lines")
        XCTAssertEqual(failure("? a\n: b\n"), "tokens.yaml:1:1: error: YAML explicit key '?' \(subset): write the key as 'key: value'")
        XCTAssertEqual(failure("a: |\n  text\n"),
                       "tokens.yaml:1:4: error: YAML literal block scalar '|' \(subset): write the text as a quoted string")
        XCTAssertEqual(failure("%YAML 1.2\n---\na: 1\n"),
                       "tokens.yaml:1:1: error: YAML directive '%' \(subset): remove it; the file is read as YAML 1.2")
        XCTAssertEqual(failure("a:\n\tb: 1\n"), "tokens.yaml:2:1: error: YAML tab in indentation \(subset): indent with spaces")
    }

    func testSyntaxErrorsPointAtTheirPlace() {
        XCTAssertEqual(failure("a: b: c\n"),
                       "tokens.yaml:1:4: error: a mapping cannot start on the line of its key; start it on the next line, indented")
        XCTAssertEqual(failure("a:\n  b: 1\n c: 2\n"),
                       "tokens.yaml:3:2: error: this line is indented more than the mapping's keys; expected a key at column 1")
        XCTAssertEqual(failure("a:\n  b: 1\n    c: 2\n"),
                       "tokens.yaml:3:6: error: unexpected ': ' inside a plain scalar (check the indentation, or quote the text)")
        XCTAssertEqual(failure("a: 1\na: 2\n"),
                       "tokens.yaml:2:1: error: key 'a' repeated in one mapping (first at line 1); YAML keys are unique")
        XCTAssertEqual(failure("a: \"open\n"), "tokens.yaml:1:4: error: quoted scalar is not closed")
        XCTAssertEqual(failure("a: \"\\q\"\n"), "tokens.yaml:1:5: error: unknown escape '\\q' in a double-quoted scalar")
        XCTAssertEqual(failure("a: 'x' y\n"), "tokens.yaml:1:8: error: unexpected more text after the value")
        XCTAssertEqual(failure("a: 1\n- b\n"),
                       "tokens.yaml:2:1: error: unexpected content after the document's value (check the indentation)")
        XCTAssertThrowsError(try YAMLParser.parse(Array("a: b\n  c".utf8) + [0xFF], path: "tokens.yaml")) { error in
            XCTAssertEqual("\(error)", "tokens.yaml:2:4: error: invalid UTF-8; a YAML file must be UTF-8 text")
        }
    }
}
