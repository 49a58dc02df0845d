// Tests turning role segments into Swift identifiers: camel case, keywords, digits, scripts, literals.
import XCTest
@testable import ColorGenKit
@testable import ColorGenRender

final class SwiftIdentifierTests: XCTestCase {
    func testCamelCaseJoinsWordsSplitAtNonIdentifierCharacters() {
        XCTAssertEqual(SwiftIdentifier.lowerCamel("on-primary"), "onPrimary")
        XCTAssertEqual(SwiftIdentifier.lowerCamel("high contrast ui"), "highContrastUi")
        XCTAssertEqual(SwiftIdentifier.lowerCamel("a.b/c+d"), "aBCD")
        XCTAssertEqual(SwiftIdentifier.upperCamel("on-primary"), "OnPrimary")
        XCTAssertEqual(SwiftIdentifier.upperCamel("onPrimary"), "OnPrimary")
        XCTAssertEqual(SwiftIdentifier.lowerCamel("onPrimary"), "onPrimary", "camel case input stays as it is")
        XCTAssertEqual(SwiftIdentifier.lowerCamel("high_contrast"), "high_contrast", "underscores are kept")
        XCTAssertEqual(SwiftIdentifier.lowerCamel("  padded  "), "padded")
    }

    func testLeadingCapitalsAreLoweredAsOneWord() {
        XCTAssertEqual(SwiftIdentifier.lowerCamel("Body"), "body")
        XCTAssertEqual(SwiftIdentifier.lowerCamel("URLColor"), "urlColor")
        XCTAssertEqual(SwiftIdentifier.lowerCamel("UI"), "ui")
        XCTAssertEqual(SwiftIdentifier.lowerCamel("ABC1"), "abc1")
        XCTAssertEqual(SwiftIdentifier.lowerCamel("HighContrast"), "highContrast")
    }

    func testKeywordsAreEscapedAndMetatypeNamesSuffixed() {
        XCTAssertEqual(SwiftIdentifier.lowerCamel("default"), "`default`")
        XCTAssertEqual(SwiftIdentifier.lowerCamel("class"), "`class`")
        XCTAssertEqual(SwiftIdentifier.lowerCamel("self"), "`self`")
        XCTAssertEqual(SwiftIdentifier.lowerCamel("init"), "`init`")
        XCTAssertEqual(SwiftIdentifier.upperCamel("self"), "`Self`")
        XCTAssertEqual(SwiftIdentifier.upperCamel("any"), "`Any`")
        XCTAssertEqual(SwiftIdentifier.upperCamel("type"), "Type_")
        XCTAssertEqual(SwiftIdentifier.upperCamel("protocol"), "Protocol_")
        XCTAssertEqual(SwiftIdentifier.lowerCamel("type"), "type", "contextual keywords need no escape")
        XCTAssertEqual(SwiftIdentifier.lowerCamel("open"), "open")
        XCTAssertEqual(SwiftIdentifier.upperCamel("default"), "Default", "capitalised keywords are plain names")
        XCTAssertEqual(SwiftIdentifier.lowerCamelWord("default"), "default", "the bare word is not escaped")
    }

    func testArgumentLabelsEscapeOnlyWhatACallNeeds() {
        XCTAssertEqual(SwiftIdentifier.argumentLabel("default"), "default")
        XCTAssertEqual(SwiftIdentifier.argumentLabel("inout"), "`inout`")
        XCTAssertEqual(SwiftIdentifier.argumentLabel("_"), "`_`")
        XCTAssertEqual(SwiftIdentifier.argumentLabel("light"), "light")
    }

    func testLeadingDigitsGetAnUnderscore() {
        XCTAssertEqual(SwiftIdentifier.lowerCamel("2xl"), "_2xl")
        XCTAssertEqual(SwiftIdentifier.upperCamel("3d"), "_3d")
        XCTAssertEqual(SwiftIdentifier.lowerCamel("100"), "_100")
        XCTAssertEqual(SwiftIdentifier.lowerCamel("tone-90"), "tone90")
        XCTAssertEqual(SwiftIdentifier.lowerCamel("90-tone"), "_90Tone")
    }

    func testNamesWithoutIdentifierCharactersBecomeUnderscore() {
        XCTAssertEqual(SwiftIdentifier.lowerCamel(""), "`_`")
        XCTAssertEqual(SwiftIdentifier.lowerCamel("-"), "`_`")
        XCTAssertEqual(SwiftIdentifier.lowerCamel("🎨"), "`_`")
        XCTAssertEqual(SwiftIdentifier.upperCamelWord("🎨"), "_")
        XCTAssertEqual(SwiftIdentifier.lowerCamel("🎨 accent"), "accent", "emoji separate words")
    }

    func testLettersOfOtherScriptsAreKept() {
        XCTAssertEqual(SwiftIdentifier.lowerCamel("цвет фона"), "цветФона")
        XCTAssertEqual(SwiftIdentifier.upperCamel("цвет"), "Цвет")
        XCTAssertEqual(SwiftIdentifier.lowerCamel("é"), "é")
        XCTAssertEqual(SwiftIdentifier.lowerCamel("Été"), "été")
        XCTAssertEqual(SwiftIdentifier.lowerCamel("色"), "色")
        XCTAssertEqual(SwiftIdentifier.lowerCamel("λ-max"), "λMax")
        // A combining accent continues a word but cannot start one.
        XCTAssertEqual(SwiftIdentifier.lowerCamel("e\u{301}te\u{301}"), "e\u{301}te\u{301}")
        XCTAssertEqual(SwiftIdentifier.lowerCamel("\u{301}x"), "_\u{301}x")
        // Arabic-Indic digits are digits: not a valid start.
        XCTAssertEqual(SwiftIdentifier.lowerCamel("\u{661}\u{662}"), "_\u{661}\u{662}")
    }

    func testInvisibleAndSymbolCharactersSeparateWords() {
        XCTAssertEqual(SwiftIdentifier.lowerCamel("a\u{200B}b"), "aB", "zero-width space")
        XCTAssertEqual(SwiftIdentifier.lowerCamel("a\u{00A0}b"), "aB", "no-break space")
        XCTAssertEqual(SwiftIdentifier.lowerCamel("50%"), "_50")
        XCTAssertEqual(SwiftIdentifier.lowerCamel("a€b"), "aB")
    }

    func testPlainIdentifiers() {
        XCTAssertTrue(SwiftIdentifier.isPlainIdentifier("SchemeColor"))
        XCTAssertTrue(SwiftIdentifier.isPlainIdentifier("_Private"))
        XCTAssertTrue(SwiftIdentifier.isPlainIdentifier("Цвет"))
        XCTAssertFalse(SwiftIdentifier.isPlainIdentifier(""))
        XCTAssertFalse(SwiftIdentifier.isPlainIdentifier("2Colors"))
        XCTAssertFalse(SwiftIdentifier.isPlainIdentifier("Scheme Color"))
        XCTAssertFalse(SwiftIdentifier.isPlainIdentifier("Scheme-Color"))
        XCTAssertFalse(SwiftIdentifier.isPlainIdentifier("class"))
        XCTAssertFalse(SwiftIdentifier.isPlainIdentifier("Type"))
        XCTAssertFalse(SwiftIdentifier.isPlainIdentifier("_"))
    }

    func testStringLiteralsAndCommentsEscapeWhatWouldBreakThem() {
        XCTAssertEqual(SwiftStringLiteral.quoted("text.onPrimary.body"), "\"text.onPrimary.body\"")
        XCTAssertEqual(SwiftStringLiteral.quoted("a\"b\\c"), #""a\"b\\c""#)
        XCTAssertEqual(SwiftStringLiteral.quoted("line\nbreak\ttab"), #""line\nbreak\ttab""#)
        XCTAssertEqual(SwiftStringLiteral.quoted("zero\u{200B}width"), #""zero\u{200B}width""#)
        XCTAssertEqual(SwiftStringLiteral.quoted("цвет 🎨"), "\"цвет 🎨\"")
        XCTAssertEqual(SwiftStringLiteral.commentText("a\nb"), #"a\u{A}b"#)
        XCTAssertEqual(SwiftStringLiteral.commentText("plain text"), "plain text")
    }
}
