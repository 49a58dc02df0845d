// Tests alias resolution: chains without recursion, cycles, missing targets, type rules, composites, $root.
import XCTest
@testable import ColorMath
@testable import DesignTokens

final class TokenAliasTests: XCTestCase {
    private let red = TokenTestSupport.srgb(1, 0, 0)

    func testChainedAliasesResolveToTheValueAtTheEndAndRememberTheirDirectTarget() throws {
        let (tokens, diagnostics) = try TokenTestSupport.resolve("""
        {
          "c": { "$value": "{b}" },
          "b": { "$value": "{a}" },
          "a": { "$type": "color", "$value": \(red) }
        }
        """)
        XCTAssertEqual(diagnostics.map(\.description), [])
        XCTAssertEqual(tokens.map(\.path), ["c", "b", "a"], "document order")
        let expected = DTCGColor(colorSpace: .srgb, components: [1, 0, 0])
        XCTAssertEqual(tokens["c"]?.color, expected)
        XCTAssertEqual(tokens["c"]?.type, .color, "type comes from the alias target")
        XCTAssertEqual(tokens["c"]?.aliasTarget, "b")
        XCTAssertEqual(tokens["b"]?.aliasTarget, "a")
        XCTAssertNil(tokens["a"]?.aliasTarget)
    }

    func testALongChainResolvesWithoutRecursion() throws {
        let count = 20_000
        var members = ["\"t0\": { \"$type\": \"number\", \"$value\": 7 }"]
        for index in 1..<count {
            members.append("\"t\(index)\": { \"$value\": \"{t\(index - 1)}\" }")
        }
        let (tokens, diagnostics) = try TokenTestSupport.resolve("{" + members.joined(separator: ",") + "}")
        XCTAssertEqual(diagnostics.count, 0)
        guard case .number(let number)? = tokens["t\(count - 1)"]?.value else {
            return XCTFail("the last token did not resolve to a number")
        }
        XCTAssertEqual(number, 7)
    }

    func testACycleIsReportedAtEveryMemberNamingTheWholeCycle() throws {
        let (tokens, diagnostics) = try TokenTestSupport.resolve("""
        {
          "a": { "$type": "color", "$value": "{b}" },
          "b": { "$type": "color", "$value": "{c}" },
          "c": { "$type": "color", "$value": "{a}" },
          "d": { "$type": "color", "$value": "{a}" }
        }
        """)
        let cycle = "circular reference: 'a' → 'b' → 'c' → 'a'"
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.description), [
            "tokens.json:2:38: error: \(cycle)",
            "tokens.json:3:38: error: \(cycle)",
            "tokens.json:4:38: error: \(cycle)",
        ])
        XCTAssertEqual(diagnostics.filter { $0.severity == .note }.map(\.message),
                       ["'{a}' is not resolved because token 'a' has errors"])
        XCTAssertTrue(tokens.isEmpty)
    }

    func testASelfReferenceIsACycleOfOne() throws {
        let (_, diagnostics) = try TokenTestSupport.resolve(#"{ "me": { "$type": "number", "$value": "{me}" } }"#)
        XCTAssertEqual(TokenTestSupport.errors(diagnostics), ["token 'me' refers to itself"])
    }

    func testMissingTargetsAndReferencesIntoValuesAreExplained() throws {
        let (_, diagnostics) = try TokenTestSupport.resolve("""
        {
          "colors": { "blue": { "$type": "color", "$value": \(red) } },
          "x": { "$type": "color", "$value": "{colors.green}" },
          "y": { "$type": "number", "$value": "{colors.blue.components.0}" },
          "z": { "$type": "color", "$value": "{colors}" }
        }
        """)
        XCTAssertEqual(TokenTestSupport.errors(diagnostics), [
            "'{colors.green}' refers to 'colors.green', but there is no such token",
            "'{colors.blue.components.0}' refers to 'colors.blue.components.0', but there is no such token; "
                + "'colors.blue' is a token, and curly-brace references name whole tokens; reach inside its value "
                + "with a JSON pointer such as {\"$ref\": \"#/colors/blue/$value\"}",
            "'{colors}' names a group, but references name tokens (a group's own value is its $root token)",
        ])
    }

    func testADeclaredTypeMustMatchTheAliasTarget() throws {
        let (tokens, diagnostics) = try TokenTestSupport.resolve("""
        {
          "space": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } },
          "wrong": { "$type": "color", "$value": "{space}" }
        }
        """)
        XCTAssertEqual(TokenTestSupport.errors(diagnostics), [
            "token 'wrong' is declared a color but refers to 'space', which is a dimension token",
        ])
        XCTAssertNil(tokens["wrong"])
        XCTAssertNotNil(tokens["space"])
    }

    func testTypesComeFromTheTokenThenTheAliasTargetThenTheNearestGroup() throws {
        let (tokens, diagnostics) = try TokenTestSupport.resolve("""
        {
          "sizes": { "$type": "dimension", "base": { "$value": { "value": 4, "unit": "px" } } },
          "colors": {
            "$type": "color",
            "nested": { "deep": { "$value": \(red) } },
            "spacing": { "$value": "{sizes.base}" },
            "count": { "$type": "number", "$value": 3 }
          }
        }
        """)
        XCTAssertEqual(diagnostics.map(\.description), [])
        XCTAssertEqual(tokens["colors.nested.deep"]?.type, .color)
        XCTAssertEqual(tokens["colors.spacing"]?.type, .dimension)
        XCTAssertEqual(tokens["colors.count"]?.type, .number)
        guard case .dimension(let size)? = tokens["colors.spacing"]?.value else { return XCTFail("no dimension") }
        XCTAssertEqual(size, DimensionValue(value: 4, unit: .px))
    }

    func testAliasesInsideCompositeValuesAreReplacedAndTypeChecked() throws {
        let (tokens, diagnostics) = try TokenTestSupport.resolve("""
        {
          "black": { "$type": "color", "$value": \(TokenTestSupport.srgb(0, 0, 0)) },
          "small": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } },
          "ratio": { "$type": "number", "$value": 1.5 },
          "good": { "$type": "border", "$value": { "color": "{black}", "width": "{small}", "style": "solid" } },
          "bad": { "$type": "border", "$value": { "color": "{black}", "width": "{ratio}", "style": "solid" } }
        }
        """)
        XCTAssertEqual(diagnostics.map(\.description), [
            "tokens.json:6:72: error: the border's width refers to 'ratio', which is a number token, "
                + "but a dimension is needed here",
        ])
        guard case .composite(let border)? = tokens["good"]?.value,
              let width = border.objectValue?["width"]?.objectValue else {
            return XCTFail("the good border did not resolve")
        }
        XCTAssertEqual(width["value"]?.numberValue?.double, 4, "the alias is replaced by the dimension")
        XCTAssertEqual(width["unit"]?.stringValue, "px")
    }

    func testRootTokensAreReferencedWithDollarRoot() throws {
        let (tokens, diagnostics) = try TokenTestSupport.resolve("""
        {
          "accent": { "$type": "color", "$root": { "$value": \(red) }, "light": { "$value": "{accent.$root}" } }
        }
        """)
        XCTAssertEqual(diagnostics.map(\.description), [])
        XCTAssertEqual(tokens.map(\.path), ["accent.$root", "accent.light"])
        XCTAssertEqual(tokens["accent.light"]?.aliasTarget, "accent.$root")
    }

    func testMalformedReferencesAreReportedAsSuch() throws {
        let (_, diagnostics) = try TokenTestSupport.resolve("""
        {
          "a": { "$type": "color", "$value": "{colors.blue" },
          "b": { "$type": "color", "$value": "{}" },
          "c": { "$type": "color", "$value": "{colors..blue}" },
          "d": { "$type": "color", "$value": "{colors.blue.$type}" },
          "e": { "$type": "color", "$value": "{colors{blue}" }
        }
        """)
        XCTAssertEqual(TokenTestSupport.errors(diagnostics), [
            "reference '{colors.blue' is missing its closing '}'",
            "reference '{}' is empty; name a token, e.g. {colors.blue}",
            "reference '{colors..blue}' has an empty path segment",
            "reference '{colors.blue.$type}' names '$type'; curly-brace references name whole tokens, "
                + "and only '$root' may start with '$'",
            "reference '{colors{blue}' has a brace inside its path",
        ])
    }
}
