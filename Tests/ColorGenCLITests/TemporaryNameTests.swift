// Temporary outputs are named `.NAME.colorgen-UUID.tmp` beside their target, and recognized by that shape.
import Foundation
import XCTest
@testable import colorgen
import Platform

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

    func testOnlyASCIIHexDigitsMakeAnIdentifier() {
        // Fullwidth digits and letters (U+FF10..., U+FF21...) are hex digits to Character.isHexDigit.
        let fullwidth = "０１２３４５６７-89AB-CDEF-0123-456789ABCDEF"
        XCTAssertTrue(fullwidth.allSatisfy { $0 == "-" || $0.isHexDigit }, "the trap this test is about")
        XCTAssertFalse(TemporaryName.isIdentifier(fullwidth))
        XCTAssertFalse(TemporaryName.isIdentifier("01234567-89AB-CDEF-0123-456789ABCDEＦ"))
        XCTAssertTrue(TemporaryName.isIdentifier("01234567-89ab-CDEF-0123-456789abcdef"))
    }

    func testACleanupLeavesANameWithFullwidthDigitsAlone() throws {
        let folder = try TemporaryFolder()
        let lookalike = ".Colors.swift.colorgen-０１２３４５６７-89AB-CDEF-0123-456789ABCDEF.tmp"
        let leftover = ".Colors.swift.colorgen-01234567-89AB-CDEF-0123-456789ABCDEF.tmp"
        try folder.write(lookalike, "a user's file")
        try folder.write(leftover, "a killed run's file")
        XCTAssertEqual(LeftoverCleanup.clean(folder.url.path, in: SystemFileSystem()).cleaned, [folder.url.path + "/" + leftover])
        XCTAssertEqual(folder.read(lookalike), "a user's file")
        XCTAssertNil(folder.read(leftover))
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
