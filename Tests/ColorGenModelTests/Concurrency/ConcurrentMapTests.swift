// Tests concurrentMap: results in element order whatever finishes first, memory handed over intact.
import XCTest
@testable import ColorGenModel

final class ConcurrentMapTests: XCTestCase {
    func testResultsKeepTheOrderOfTheElementsWhateverOrderTheyFinishIn() {
        // Early elements take longest, so on several cores they finish last.
        let elements = Array(0..<64)
        let results = elements.concurrentMap { element -> String in
            var sum = 0
            for step in 0..<((64 - element) * 20_000) { sum &+= step }
            return "\(element):\(sum != -1)"
        }
        XCTAssertEqual(results, elements.map { "\($0):true" })
    }

    func testEmptyAndSingleElementArrays() {
        XCTAssertEqual([Int]().concurrentMap { $0 * 2 }, [])
        XCTAssertEqual([21].concurrentMap { $0 * 2 }, [42])
    }

    func testResultsOwningMemoryAreMovedOutIntact() {
        let results = Array(0..<1_000).concurrentMap { element in Array(repeating: element, count: element % 7) }
        XCTAssertEqual(results, (0..<1_000).map { Array(repeating: $0, count: $0 % 7) })
    }

    func testHandingOverLeavesTheTransformTheOnlyOwnerOfEachElement() {
        let elements = (0..<16).map { Payload($0) }
        weak let first = elements[0]
        let results = (consume elements).concurrentMapHandingOver { (element: consuming Payload) in
            isKnownUniquelyReferenced(&element) ? element.value : -1
        }
        XCTAssertEqual(results, Array(0..<16), "each element is freed where it is transformed")
        XCTAssertNil(first)
    }

    func testPlainConcurrentMapLeavesTheElementsToTheArray() {
        let elements = (0..<16).map { Payload($0) }
        let results = elements.concurrentMap { element in
            var copy = element
            return isKnownUniquelyReferenced(&copy)
        }
        XCTAssertEqual(results, Array(repeating: false, count: 16))
    }
}

private final class Payload: Sendable {
    let value: Int

    init(_ value: Int) {
        self.value = value
    }
}
