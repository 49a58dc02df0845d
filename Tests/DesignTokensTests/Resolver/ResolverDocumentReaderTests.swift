// Tests reading DTCG resolver documents: sets, modifiers, resolution order and errors at their place.
import XCTest
import DesignTokens
import SourceDiagnostics

final class ResolverDocumentReaderTests: XCTestCase {
    func testReadsSetsModifiersContextsAndResolutionOrderInDocumentOrder() throws {
        let document = try readValidResolver(
            """
            {
              "name": "Schemes",
              "description": "colorgen schemes",
              "version": "2025.10",
              "sets": {
                "palette": { "description": "raw colors", "sources": [{ "$ref": "palette.json" }],
                             "$extensions": { "org.example": { "x": 1 } } },
                "roles": { "sources": [{ "role": {} }, { "$ref": "#/sets/palette" }] }
              },
              "modifiers": {
                "scheme": { "contexts": { "light": [], "dark": [{ "$ref": "dark.json" }], "contrast": [] },
                            "default": "light" }
              },
              "resolutionOrder": [
                { "$ref": "#/sets/palette" },
                { "type": "set", "name": "extra", "sources": [] },
                { "$ref": "#/modifiers/scheme" },
                { "type": "modifier", "name": "size", "contexts": { "s": [], "l": [] } }
              ]
            }
            """)
        XCTAssertEqual(document.name, "Schemes")
        XCTAssertEqual(document.description, "colorgen schemes")
        XCTAssertEqual(document.sets.map(\.name), ["palette", "roles"])
        XCTAssertEqual(document.sets[0].description, "raw colors")
        XCTAssertEqual(document.sets[0].extensions?.keys, ["org.example"])
        XCTAssertEqual(document.sets[1].sources.count, 2)
        let scheme = try XCTUnwrap(document.modifier(named: "scheme"))
        XCTAssertEqual(scheme.contextNames, ["light", "dark", "contrast"])
        XCTAssertEqual(scheme.defaultContext, "light")
        XCTAssertEqual(scheme.namePosition, TextPosition(line: 11, column: 5))
        XCTAssertEqual(document.resolutionOrder.map(\.name), ["palette", "extra", "scheme", "size"])
        XCTAssertEqual(document.resolutionOrder.map(\.isSet), [true, true, false, false])
        XCTAssertEqual(document.resolutionOrder.map { $0.reference == nil }, [false, true, false, true])
        guard case .reference(let reference) = document.sets[0].sources[0] else {
            return XCTFail("a $ref source must read as a reference")
        }
        XCTAssertEqual(reference.file, "palette.json")
        XCTAssertEqual(reference.pointer, .root)
        XCTAssertEqual(reference.position, TextPosition(line: 6, column: 69))
        XCTAssertEqual(reference.location, JSONPointer(segments: ["sets", "palette", "sources", "0"]))
    }

    func testErrorsPointAtTheOffendingKeyOrValue() {
        let errors = resolverErrors(
            """
            {
              "version": "2025.1",
              "modifiers": {
                "scheme": { "contexts": { "light": [], "dark": [] }, "default": "dim", "colour": 1 }
              },
              "resolutionOrder": [{ "$ref": "#/modifiers/scheme" }]
            }
            """)
        XCTAssertEqual(
            errors.map(\.description),
            [
                ##"app.resolver.json:2:14: error: "version" must be "2025.10", found "2025.1""##,
                ##"app.resolver.json:4:76: error: modifier "scheme" has an unknown property "colour"; "##
                    + ##"allowed are "$extensions", "contexts", "default", "description""##,
                ##"app.resolver.json:4:69: error: "default" of modifier "scheme" is "dim", which names no context; "##
                    + ##"the contexts are "light", "dark""##,
            ])
    }

    func testInlineItemsNeedAKnownTypeAndANonEmptyName() {
        let errors = resolverErrors(
            """
            {
              "version": "2025.10",
              "resolutionOrder": [
                { "type": "group", "name": "a", "sources": [] },
                { "type": "set", "name": "", "sources": [] },
                { "type": "modifier", "contexts": { "a": [], "b": [] } }
              ]
            }
            """)
        XCTAssertEqual(errors.map(\.location?.position.line), [4, 5, 6])
        XCTAssertEqual(errors.first?.message, ##""type" of resolutionOrder item 0 must be "set" or "modifier", found "group""##)
    }

    func testNamesMustBeUniqueInResolutionOrderExceptAReferencedSetAndModifierOfOneName() throws {
        let errors = resolverErrors(
            """
            {
              "version": "2025.10",
              "sets": { "theme": { "sources": [] } },
              "resolutionOrder": [
                { "$ref": "#/sets/theme" },
                { "type": "modifier", "name": "theme", "contexts": { "a": [], "b": [] } }
              ]
            }
            """)
        XCTAssertEqual(errors.count, 1)
        XCTAssertEqual(errors.first?.location?.position, TextPosition(line: 6, column: 35))

        let document = try readValidResolver(
            """
            {
              "version": "2025.10",
              "sets": { "theme": { "sources": [] } },
              "modifiers": { "theme": { "contexts": { "a": [], "b": [] } } },
              "resolutionOrder": [{ "$ref": "#/sets/theme" }, { "$ref": "#/modifiers/theme" }]
            }
            """)
        XCTAssertEqual(document.resolutionOrder.map(\.name), ["theme", "theme"])
    }

    func testReferencesToMissingSetsToParentsAndInCirclesAreErrors() {
        let errors = resolverErrors(
            """
            {
              "version": "2025.10",
              "sets": {
                "a": { "sources": [{ "$ref": "#/sets/missing" }] },
                "b": { "sources": [{ "$ref": "#/sets/b/sources/0" }] },
                "c": { "sources": [{ "$ref": "#" }] },
                "d": { "sources": [{ "$ref": "#/$defs/d" }] }
              },
              "$defs": { "d": { "$ref": "#/sets/d" } },
              "resolutionOrder": [{ "$ref": "#/sets/a" }]
            }
            """)
        XCTAssertEqual(
            errors.map(\.description),
            [
                ##"app.resolver.json:4:34: error: "$ref" "#/sets/missing" names no set of "app.resolver.json"; "##
                    + ##"its sets are "a", "b", "c", "d""##,
                ##"app.resolver.json:5:34: error: "$ref" "#/sets/b/sources/0" points at an object that contains "##
                    + "the reference itself, which would include itself forever",
                ##"app.resolver.json:6:34: error: "$ref" "#" points at an object that contains the reference "##
                    + "itself, which would include itself forever",
                "app.resolver.json:9:29: error: circular reference: #/sets/d → #/$defs/d → #/sets/d",
            ])
    }

    func testPointersElsewhereInTheDocumentAndOverridesAreFollowed() throws {
        let document = try readValidResolver(
            """
            {
              "version": "2025.10",
              "modifiers": { "scheme": { "contexts": { "light": [], "dark": [] }, "default": "light" } },
              "sets": { "base": { "sources": [{ "$ref": "#/$defs/brand" }] } },
              "$defs": { "brand": { "brand": { "$type": "color", "$value": "#ff0000" } } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/scheme", "default": "dark" }]
            }
            """)
        guard case .modifier(let scheme) = document.resolutionOrder[1].content else {
            return XCTFail("the second entry must be the scheme modifier")
        }
        XCTAssertEqual(scheme.defaultContext, "dark", "an override beside $ref replaces the target's member")
        XCTAssertEqual(document.modifier(named: "scheme")?.defaultContext, "light", "the declaration is unchanged")
    }

    func testRejectsMalformedReferences() {
        let errors = resolverErrors(
            """
            {
              "version": "2025.10",
              "sets": { "a": { "sources": [{ "$ref": "https://example.com/t.json" }, { "$ref": "#/x~2" }, { "$ref": 3 }] } },
              "resolutionOrder": [{ "$ref": "#/sets" }, { "$ref": "#/sets/a" }]
            }
            """)
        XCTAssertEqual(errors.map(\.location?.position.column), [42, 84, 105, 33])
        XCTAssertEqual(
            errors.last?.message,
            ##"a resolutionOrder reference must point at a set (#/sets/name) or a modifier (#/modifiers/name), found "#/sets""##)
    }

    func testAcceptsEscapedAndPercentEncodedPointers() throws {
        let document = try readValidResolver(
            """
            {
              "version": "2025.10",
              "sets": { "a/b": { "sources": [{ "$ref": "my%20tokens.json#/color~0x" }] } },
              "resolutionOrder": [{ "$ref": "#/sets/a~1b" }]
            }
            """)
        XCTAssertEqual(document.resolutionOrder.first?.name, "a/b")
        guard case .reference(let reference) = document.sets[0].sources[0] else {
            return XCTFail("a $ref source must read as a reference")
        }
        XCTAssertEqual(reference.file, "my tokens.json")
        XCTAssertEqual(reference.pointer.segments, ["color~x"])
        XCTAssertEqual(reference.pointer.description, "/color~0x")
    }

    func testDecodesPercentEscapesAsUTF8AndRefusesBrokenOnes() throws {
        let document = try readValidResolver(
            """
            {
              "version": "2025.10",
              "sets": { "s": { "sources": [{ "$ref": "caf%C3%a9%2Fdark.json#/a%20b" }] } },
              "resolutionOrder": [{ "$ref": "#/sets/s" }]
            }
            """)
        guard case .reference(let reference) = document.sets[0].sources[0] else {
            return XCTFail("a $ref source must read as a reference")
        }
        XCTAssertEqual(reference.file, "café/dark.json", "escapes of either case, a multi-byte character")
        XCTAssertEqual(reference.pointer.segments, ["a b"])
        for broken in ["tokens%2.json", "tokens%zz.json", "tokens%FF.json", "tokens.json#/a%", "tokens%C3.json"] {
            let errors = resolverErrors(
                """
                { "version": "2025.10", "sets": { "s": { "sources": [{ "$ref": "\(broken)" }] } },
                  "resolutionOrder": [{ "$ref": "#/sets/s" }] }
                """).map(\.description)
            XCTAssertTrue(errors.contains { $0.contains("holds an invalid percent-escape") }, "\(broken): \(errors)")
        }
    }

    func testReportsJSONSyntaxErrorsAndNonObjectRoots() {
        XCTAssertEqual(resolverErrors("{ \"version\": }").count, 1)
        XCTAssertEqual(
            resolverErrors("[]").map(\.description),
            ["app.resolver.json:1:1: error: a resolver document must be a JSON object, found array"])
    }
}
