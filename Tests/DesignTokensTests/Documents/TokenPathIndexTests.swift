// Tests TokenPathIndex: finding tokens and groups by path, later tokens replacing, growth past capacity.
import XCTest
@testable import DesignTokens

final class TokenPathIndexTests: XCTestCase {
    func testFindsTokensAndGroupsByPath() {
        var index = TokenPathIndex(tokenCount: 4)
        index.addToken(named: "top", inGroup: 0)
        let colors = index.addGroup(path: "colors")
        let blue = index.addGroup(path: "colors.blue")
        index.addToken(named: "500", inGroup: blue)
        index.addToken(named: "$root", inGroup: colors)
        index.addToken(named: "grün", inGroup: colors)
        XCTAssertEqual(index.token(atPath: "top"), 0)
        XCTAssertEqual(index.token(atPath: "colors.blue.500"), 1)
        XCTAssertEqual(index.token(atPath: "colors.$root"), 2)
        XCTAssertEqual(index.token(atPath: "colors.grün"), 3)
        XCTAssertNil(index.token(atPath: "colors.blue"))
        XCTAssertNil(index.token(atPath: "colors.blue.600"))
        XCTAssertNil(index.token(atPath: "nope.500"))
        XCTAssertNil(index.token(atPath: "500"))
        XCTAssertTrue(index.isGroup("colors.blue"))
        XCTAssertFalse(index.isGroup(""))
        XCTAssertFalse(index.isGroup("top"))
        XCTAssertEqual(index.path(ofToken: 1), "colors.blue.500")
        XCTAssertEqual(index.path(ofToken: 0), "top")
        XCTAssertEqual(index.addGroup(path: "colors"), colors, "a group added again keeps its number")
    }

    func testALaterTokenWithTheSamePathTakesItsPlace() {
        var index = TokenPathIndex(tokenCount: 2)
        let group = index.addGroup(path: "g")
        index.addToken(named: "a", inGroup: group)
        index.addToken(named: "a", inGroup: group)
        XCTAssertEqual(index.token(atPath: "g.a"), 1)
    }

    func testGroupsGrowPastWhatWasReserved() {
        var index = TokenPathIndex(tokenCount: 0)
        let first = index.addGroup(path: "first")
        let second = index.addGroup(path: "second")
        index.reserveTokens(2, inGroup: first)
        for number in 0..<1_000 {
            index.addToken(named: "t\(number)", inGroup: number.isMultiple(of: 2) ? first : second)
        }
        for number in 0..<1_000 {
            let path = (number.isMultiple(of: 2) ? "first" : "second") + ".t\(number)"
            XCTAssertEqual(index.token(atPath: path), number, path)
        }
        XCTAssertNil(index.token(atPath: "first.t1"))
    }
}
