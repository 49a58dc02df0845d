// Tests resolver evaluation: inputs and defaults, unknown modifiers, missing files, cycles, references.
import XCTest
import DesignTokens
import SourceDiagnostics

final class ResolverEvaluatorTests: XCTestCase {
    /// A resolver in `schemes/` with one set of files and a scheme modifier with a default.
    private let schemes = """
        {
          "version": "2025.10",
          "sets": {
            "palette": { "sources": [{ "$ref": "base/palette.json" }, { "inline": {} }] }
          },
          "modifiers": {
            "scheme": {
              "contexts": {
                "light": [{ "$ref": "light.json" }],
                "dark": [{ "$ref": "light.json" }, { "$ref": "../shared/dark.json#/overrides" }]
              },
              "default": "light"
            },
            "contrast": { "contexts": { "standard": [], "high": [{ "$ref": "base/high.json" }] } }
          },
          "resolutionOrder": [
            { "$ref": "#/sets/palette" },
            { "$ref": "#/modifiers/scheme" },
            { "$ref": "#/modifiers/contrast" }
          ]
        }
        """

    private func schemesEvaluator() throws -> ResolverEvaluator {
        let loader = InMemorySourceLoader(texts: [
            "schemes/base/palette.json": #"{ "palette": {} }"#,
            "schemes/base/high.json": #"{ "high": {} }"#,
            "schemes/light.json": #"{ "light": {} }"#,
            "shared/dark.json": #"{ "ignored": {}, "overrides": { "dark": {}, "darker": {} } }"#,
        ])
        return ResolverEvaluator(document: try readValidResolver(schemes, path: "schemes/app.resolver.json"), loader: loader)
    }

    func testAppliesDefaultsAndChosenContextsInResolutionOrder() throws {
        let evaluator = try schemesEvaluator()
        let light = evaluator.resolve(inputs: ["contrast": "standard"])
        XCTAssertEqual(light.diagnostics.map(\.description), [])
        XCTAssertEqual(light.contexts, ["scheme": "light", "contrast": "standard"])
        XCTAssertEqual(
            describe(light.sources),
            ["schemes/base/palette.json:palette", "schemes/app.resolver.json:inline", "schemes/light.json:light"])

        let dark = evaluator.resolve(inputs: ["scheme": "dark", "contrast": "high"])
        XCTAssertEqual(dark.diagnostics.map(\.description), [])
        XCTAssertEqual(
            describe(dark.sources),
            [
                "schemes/base/palette.json:palette", "schemes/app.resolver.json:inline", "schemes/light.json:light",
                "shared/dark.json:dark,darker", "schemes/base/high.json:high",
            ])
    }

    func testInputsMatchCaseInsensitivelyWhenUnambiguous() throws {
        let resolution = try schemesEvaluator().resolve(inputs: ["Scheme": "DARK", "CONTRAST": "High"])
        XCTAssertEqual(resolution.diagnostics.map(\.description), [])
        XCTAssertEqual(resolution.contexts, ["scheme": "dark", "contrast": "high"])
    }

    func testReportsUnknownModifiersUnknownContextsAndMissingInputs() throws {
        let resolution = try schemesEvaluator().resolve(inputs: ["scheme": "dim", "size": "large"])
        XCTAssertEqual(
            resolution.diagnostics.map(\.description),
            [
                ##"schemes/app.resolver.json:7:5: error: the input chooses the context "dim" for modifier "scheme", "##
                    + ##"which has no such context; its contexts are "light", "dark""##,
                ##"colorgen: error: the input names the modifier "size", which "schemes/app.resolver.json" does not "##
                    + ##"declare; its modifiers are "scheme", "contrast""##,
                ##"schemes/app.resolver.json:14:5: error: no input chooses a context for modifier "contrast", which "##
                    + ##"has no "default"; its contexts are "standard", "high""##,
            ])
        XCTAssertEqual(resolution.sources.count, 0, "no sources when the input is invalid")
    }

    func testListsContextsOfAModifierAndEveryFileTheResolverReads() throws {
        let evaluator = try schemesEvaluator()
        XCTAssertEqual(evaluator.contextNames(ofModifier: "scheme").contexts, ["light", "dark"])
        let missing = evaluator.contextNames(ofModifier: "theme")
        XCTAssertEqual(missing.contexts, [])
        XCTAssertEqual(
            missing.diagnostics.map(\.message),
            [##""schemes/app.resolver.json" has no modifier "theme"; its modifiers are "scheme", "contrast""##])
        let files = evaluator.inputFiles()
        XCTAssertEqual(files.diagnostics.map(\.description), [])
        XCTAssertEqual(
            files.paths,
            [
                "schemes/app.resolver.json", "schemes/base/palette.json", "schemes/light.json", "shared/dark.json",
                "schemes/base/high.json",
            ])
    }

    func testMissingFilesAndBadPointersAreDiagnosedAtTheReference() throws {
        let document = try readValidResolver(
            """
            {
              "version": "2025.10",
              "resolutionOrder": [
                { "type": "set", "name": "all", "sources": [
                  { "$ref": "gone.json" },
                  { "$ref": "tokens.json#/color/missing" },
                  { "$ref": "tokens.json#/color/list" },
                  { "$ref": "broken.json" }
                ] }
              ]
            }
            """)
        let loader = InMemorySourceLoader(texts: [
            "tokens.json": #"{ "color": { "list": [1] } }"#,
            "broken.json": "{\n  \"a\": \n}",
        ])
        let resolution = ResolverEvaluator(document: document, loader: loader).resolve(inputs: [:])
        XCTAssertEqual(resolution.sources.count, 0)
        let described = resolution.diagnostics.map(\.description)
        XCTAssertEqual(described.count, 5, described.joined(separator: "\n"))
        XCTAssertEqual(described[0], ##"app.resolver.json:5:17: error: cannot read "gone.json": no such file"##)
        XCTAssertEqual(
            described[1],
            ##"app.resolver.json:6:17: error: "$ref" "tokens.json#/color/missing" points at nothing: "##
                + ##""tokens.json" has no #/color/missing"##)
        XCTAssertEqual(
            described[2],
            ##"app.resolver.json:7:17: error: "$ref" "tokens.json#/color/list" must point at an object of tokens, "##
                + "found array")
        XCTAssert(described[3].hasPrefix("broken.json:3:1: error: "), described[3])
        XCTAssertEqual(described[4], ##"app.resolver.json:8:17: note: "broken.json" is referenced here"##)
    }

    func testCirclesAcrossFilesAreErrorsNotCrashes() throws {
        let loader = InMemorySourceLoader(texts: [
            "a.resolver.json": """
                {
                  "version": "2025.10",
                  "sets": { "x": { "sources": [{ "$ref": "lib/b.resolver.json#/sets/y" }] } },
                  "resolutionOrder": [{ "$ref": "#/sets/x" }]
                }
                """,
            "lib/b.resolver.json": """
                {
                  "version": "2025.10",
                  "sets": { "y": { "sources": [{ "$ref": "../a.resolver.json#/sets/x" }] } },
                  "resolutionOrder": [{ "$ref": "#/sets/y" }]
                }
                """,
        ])
        let read = ResolverDocumentReader.load("a.resolver.json", from: loader)
        let document = try XCTUnwrap(read.document, "each file alone is valid")
        let resolution = ResolverEvaluator(document: document, loader: loader).resolve(inputs: [:])
        XCTAssertEqual(
            resolution.diagnostics.map(\.description),
            [
                "lib/b.resolver.json:3:42: error: circular reference: a.resolver.json#/sets/x → #/sets/y → "
                    + "a.resolver.json#/sets/x"
            ])
    }

    func testSetsAndModifiersOfAnotherResolverResolveRelativeToThatResolver() throws {
        let loader = InMemorySourceLoader(texts: [
            "lib/themes.resolver.json": """
                {
                  "version": "2025.10",
                  "sets": { "brand": { "sources": [{ "$ref": "brand.json" }] } },
                  "modifiers": { "theme": { "contexts": { "light": [{ "$ref": "#/sets/brand" }], "dark": [{ "$ref": "dark.json" }] } } },
                  "resolutionOrder": [{ "$ref": "#/modifiers/theme" }]
                }
                """,
            "lib/brand.json": #"{ "brand": {} }"#,
            "lib/dark.json": #"{ "dark": {} }"#,
        ])
        let document = try readValidResolver(
            """
            {
              "version": "2025.10",
              "sets": { "app": { "sources": [{ "$ref": "lib/themes.resolver.json#/sets/brand" }, { "app": {} }] } },
              "resolutionOrder": [
                { "$ref": "#/sets/app" },
                { "$ref": "lib/themes.resolver.json#/modifiers/theme", "default": "dark" }
              ]
            }
            """)
        let evaluator = ResolverEvaluator(document: document, loader: loader)
        XCTAssertEqual(evaluator.modifiers().modifiers.map(\.name), ["theme"])
        XCTAssertEqual(evaluator.contextNames(ofModifier: "theme").contexts, ["light", "dark"])

        let byDefault = evaluator.resolve(inputs: [:])
        XCTAssertEqual(byDefault.diagnostics.map(\.description), [])
        XCTAssertEqual(byDefault.contexts, ["theme": "dark"], "the override beside $ref supplies the default")
        XCTAssertEqual(describe(byDefault.sources), ["lib/brand.json:brand", "app.resolver.json:app", "lib/dark.json:dark"])

        let light = evaluator.resolve(inputs: ["theme": "light"])
        XCTAssertEqual(describe(light.sources), ["lib/brand.json:brand", "app.resolver.json:app", "lib/brand.json:brand"])
    }

    func testOverridesBesideAFileReferenceReplaceTopLevelMembersShallowly() throws {
        let document = try readValidResolver(
            """
            {
              "version": "2025.10",
              "resolutionOrder": [
                { "type": "set", "name": "all", "sources": [{ "$ref": "tokens.json", "color": { "b": 2 }, "size": {} }] }
              ]
            }
            """)
        let loader = InMemorySourceLoader(texts: ["tokens.json": #"{ "color": { "a": 1 }, "space": {} }"#])
        let resolution = ResolverEvaluator(document: document, loader: loader).resolve(inputs: [:])
        XCTAssertEqual(describe(resolution.sources), ["tokens.json:color,space,size"])
        let color = try XCTUnwrap(resolution.sources.first?.root.objectValue?["color"]?.objectValue)
        XCTAssertEqual(color.keys, ["b"], "objects beside $ref replace, they are not merged")
    }

    func testAReferenceToAFileThatIsNotAResolverCannotBeAResolutionOrderEntry() throws {
        let document = try readValidResolver(
            """
            {
              "version": "2025.10",
              "resolutionOrder": [{ "$ref": "tokens.json#/sets/x" }]
            }
            """)
        let loader = InMemorySourceLoader(texts: ["tokens.json": #"{ "sets": { "x": {} } }"#])
        let resolution = ResolverEvaluator(document: document, loader: loader).resolve(inputs: [:])
        XCTAssertEqual(
            resolution.diagnostics.map(\.description),
            [
                ##"app.resolver.json:3:33: error: "$ref" "tokens.json#/sets/x" must point at a set or modifier of a "##
                    + ##"resolver document, but "tokens.json" is a token file"##
            ])
    }
}

extension ResolverEvaluatorTests {
    func testModifiersOutsideResolutionOrderAreValidatedButNeedNoInput() throws {
        let document = try readValidResolver(
            """
            {
              "version": "2025.10",
              "modifiers": { "unused": { "contexts": { "a": [], "b": [] } } },
              "resolutionOrder": [{ "type": "set", "name": "s", "sources": [{ "s": {} }] }]
            }
            """)
        let evaluator = ResolverEvaluator(document: document, loader: InMemorySourceLoader(files: [:]))
        XCTAssertEqual(evaluator.resolve(inputs: [:]).diagnostics.map(\.description), [])
        XCTAssertEqual(evaluator.resolve(inputs: ["unused": "b"]).diagnostics.map(\.description), [])
        XCTAssertEqual(describe(evaluator.resolve(inputs: ["unused": "b"]).sources), ["app.resolver.json:s"])
        XCTAssertEqual(evaluator.resolve(inputs: ["unused": "c"]).diagnostics.count, 1)
    }
}
