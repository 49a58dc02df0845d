// Tests DTCG group `$extends`: inheritance and deep overrides, multi-level order, cycles and bad bases.
import XCTest

final class GroupExtendsTests: XCTestCase {
    func testAnExtendingGroupInheritsTokensTypeAndNestedGroupsAndOverridesDeeply() throws {
        let (tokens, diagnostics) = try TokenTestSupport.resolve("""
        {
          "base": {
            "$type": "color",
            "text": { "$value": \(TokenTestSupport.srgb(0, 0, 0)) },
            "fill": { "normal": { "$value": \(TokenTestSupport.srgb(1, 1, 1)) },
                      "hover": { "$value": \(TokenTestSupport.srgb(0.9, 0.9, 0.9)) } }
          },
          "dark": {
            "$extends": "{base}",
            "fill": { "hover": { "$value": \(TokenTestSupport.srgb(0.1, 0.1, 0.1)) } },
            "accent": { "$value": \(TokenTestSupport.srgb(1, 0, 0)) }
          }
        }
        """)
        XCTAssertEqual(diagnostics.map(\.description), [])
        XCTAssertEqual(tokens.map(\.path), [
            "base.text", "base.fill.normal", "base.fill.hover",
            "dark.text", "dark.fill.normal", "dark.fill.hover", "dark.accent",
        ])
        XCTAssertEqual(tokens["dark.fill.hover"]?.color?.components, [0.1, 0.1, 0.1], "the local token wins")
        XCTAssertEqual(tokens["dark.fill.normal"]?.color?.components, [1, 1, 1], "inherited through a nested group")
        XCTAssertEqual(tokens["dark.accent"]?.type, .color, "the base group's $type is inherited")
    }

    func testMultiLevelExtendsAppliesTheBasesFirstWhateverTheOrder() throws {
        let (tokens, diagnostics) = try TokenTestSupport.resolve("""
        {
          "c": { "$extends": "{b}", "z": { "$value": 3 } },
          "b": { "$extends": "#/a", "y": { "$value": 2 } },
          "a": { "$type": "number", "x": { "$value": 1 } }
        }
        """)
        XCTAssertEqual(diagnostics.map(\.description), [])
        XCTAssertEqual(tokens.map(\.path), ["c.x", "c.y", "c.z", "b.x", "b.y", "a.x"])
    }

    func testTheTopLevelCannotExtend() throws {
        let (_, diagnostics) = try TokenTestSupport.resolve(#"{ "$extends": "{a}", "a": { "t": { "$type": "number", "$value": 1 } } }"#)
        XCTAssertEqual(diagnostics.map(\.description), [
            "tokens.json:1:15: error: the document's top level cannot use $extends; put the tokens in a group that extends 'a'",
        ])
    }

    func testCyclesMissingBasesTokensAndAncestorsAreReported() throws {
        let (_, diagnostics) = try TokenTestSupport.resolve("""
        {
          "a": { "$extends": "{b}" },
          "b": { "$extends": "{a}" },
          "c": { "$extends": "{nowhere}" },
          "d": { "$extends": "{t}" },
          "t": { "$type": "number", "$value": 1 },
          "e": { "inner": { "$extends": "{e}" } }
        }
        """)
        XCTAssertEqual(diagnostics.map(\.description), [
            "tokens.json:4:22: error: $extends '{nowhere}' refers to 'nowhere', but there is no such group",
            "tokens.json:5:22: error: $extends '{t}' refers to token 't'; only groups can be extended",
            "tokens.json:7:33: error: group 'e.inner' cannot extend group 'e', which contains it",
            "tokens.json:2:22: error: circular $extends: 'a' → 'b' → 'a'",
            "tokens.json:3:22: error: circular $extends: 'a' → 'b' → 'a'",
        ])
    }
}
