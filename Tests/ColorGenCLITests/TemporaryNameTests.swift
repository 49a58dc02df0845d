// Temporary outputs are named `.NAME.colorgen-UUID.tmp` beside their target, and recognized by that shape.
import Foundation
import XCTest
@testable import colorgen

final class TemporaryNameTests: XCTestCase {
    func testIdentifiersAreRandomVersion4UUIDsFoundationReadsBack() {
        let identifiers = (0..<64).map { _ in TemporaryName.randomIdentifier() }
        XCTAssertEqual(Set(identifiers).count, identifiers.count)
        for identifier in identifiers {
            let uuid = UUID(uuidString: identifier)
            XCTAssertEqual(uuid?.uuidString, identifier, "upper case, 8-4-4-4-12")
            XCTAssertEqual(Array(identifier)[14], "4", "version 4")
            XCTAssertTrue("89AB".contains(Array(identifier)[19]), "RFC 4122 variant")
            XCTAssertTrue(TemporaryName.isIdentifier(identifier))
        }
        XCTAssertTrue(TemporaryName.isIdentifier(UUID().uuidString.lowercased()))
        for notOne in ["", "0123", "0123456-89AB-CDEF-0123-456789ABCDEF0", "G1234567-89AB-CDEF-0123-456789ABCDEF",
                       "01234567-89AB-CDEF-0123_456789ABCDEF", "01234567-89AB-CDEF-0123-456789ABCDE"] {
            XCTAssertFalse(TemporaryName.isIdentifier(notOne), notOne)
        }
    }

    func testATemporaryPathIsAHiddenSiblingOfItsTarget() {
        let path = TemporaryName.path(beside: "out/Generated/Colors.swift")
        XCTAssertTrue(path.hasPrefix("out/Generated/.Colors.swift.colorgen-"), path)
        XCTAssertTrue(path.hasSuffix(".tmp"), path)
        XCTAssertTrue(TemporaryName.isIdentifier(path.dropFirst("out/Generated/.Colors.swift.colorgen-".count).dropLast(4)))
        XCTAssertTrue(TemporaryName.path(beside: "colors.css").hasPrefix(".colors.css.colorgen-"))
        XCTAssertTrue(TemporaryName.path(beside: "/colors.css").hasPrefix("//.colors.css.colorgen-"))
    }
}
