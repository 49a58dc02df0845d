// Temporary outputs are named `.NAME.colorgen-UUID.tmp` beside their target, and only that shape is cleaned up as a leftover.
import Foundation
import XCTest
import DiskFiles
import Platform
import TestSupport

/// The names OutputWriter gives what it writes before renaming it into place, and how a later
/// run tells a killed run's leftover by that name from a user's file.
final class TemporaryNamingTests: XCTestCase {
    private let marker = ".colorgen-"

    /// The identifiers in the temporary names of the files `write` created for `targets`.
    private func temporaryIdentifiers(writing targets: [String]) throws -> [String] {
        let disk = FaultyFileSystem()
        var writer = OutputWriter()
        writer.fileSystem = disk
        _ = try writer.write(targets.map { ($0, Array("new".utf8)) })
        return disk.createdFiles.filter { $0.hasSuffix(".tmp") }.map { String($0.dropLast(4).suffix(36)) }
    }

    func testIdentifiersAreRandomVersion4UUIDsFoundationReadsBack() throws {
        let folder = try TemporaryFolder()
        let identifiers = try temporaryIdentifiers(writing: (0..<64).map { folder.url.path + "/out\($0).css" })
        XCTAssertEqual(identifiers.count, 64)
        XCTAssertEqual(Set(identifiers).count, identifiers.count)
        for identifier in identifiers {
            let uuid = UUID(uuidString: identifier)
            XCTAssertEqual(uuid?.uuidString, identifier, "upper case, 8-4-4-4-12")
            XCTAssertEqual(Array(identifier)[14], "4", "version 4")
            XCTAssertTrue("89AB".contains(Array(identifier)[19]), "RFC 4122 variant")
        }
    }

    func testATemporaryFileIsAHiddenSiblingOfItsTarget() throws {
        let folder = try TemporaryFolder()
        let disk = FaultyFileSystem()
        var writer = OutputWriter()
        writer.fileSystem = disk
        _ = try writer.write([(folder.url.path + "/out/Generated/Colors.swift", Array("new".utf8))])
        let temporary = try XCTUnwrap(disk.createdFiles.first { $0.hasSuffix(".tmp") })
        let prefix = folder.url.path + "/out/Generated/.Colors.swift.colorgen-"
        XCTAssertTrue(temporary.hasPrefix(prefix), temporary)
        XCTAssertEqual(temporary.dropFirst(prefix.count).count, 36 + ".tmp".count, temporary)
    }

    /// What a write into a folder holding files of each of `names` removes as leftovers.
    private func leftoversRemoved(among names: [String]) throws -> [String] {
        let folder = try TemporaryFolder()
        for name in names { try folder.write(name, "a file") }
        let outcomes = try OutputWriter().write([(folder.url.path + "/colors.css", Array("new".utf8))])
        let removed = outcomes.filter { $0.outcome == .removedLeftover }.map { String($0.path.dropFirst(folder.url.path.count + 1)) }
        for name in names where !removed.contains(name) {
            XCTAssertEqual(folder.read(name), "a file", "\(name) is left alone")
        }
        return removed
    }

    func testOnlyTheTemporaryNameShapeIsALeftover() throws {
        let leftover = ".colors.css.colorgen-01234567-89AB-CDEF-0123-456789ABCDEF.tmp"
        let lowerCase = ".colors.css.colorgen-01234567-89ab-cdef-0123-456789abcdef.tmp"
        let setAside = ".colors.css.colorgen-01234567-89AB-CDEF-0123-456789ABCDE0.tmp.previous"
        let notOnes = ["", "0123", "0123456-89AB-CDEF-0123-456789ABCDEF0", "G1234567-89AB-CDEF-0123-456789ABCDEF",
                       "01234567-89AB-CDEF-0123_456789ABCDEF", "01234567-89AB-CDEF-0123-456789ABCDE"]
            .map { ".colors.css.colorgen-\($0).tmp" } + [".colors.css.colorgen-01234567-89AB-CDEF-0123-456789ABCDEF",
                                                         "colors.css.colorgen-01234567-89AB-CDEF-0123-456789ABCDEF.tmp"]
        XCTAssertEqual(try leftoversRemoved(among: [leftover, lowerCase, setAside] + notOnes).sorted(),
                       [leftover, lowerCase, setAside].sorted())
    }

    func testANameWithFullwidthDigitsIsLeftAlone() throws {
        // Fullwidth digits and letters (U+FF10..., U+FF21...) are hex digits to Character.isHexDigit.
        let fullwidth = "０１２３４５６７-89AB-CDEF-0123-456789ABCDEF"
        XCTAssertTrue(fullwidth.allSatisfy { $0 == "-" || $0.isHexDigit }, "the trap this test is about")
        let lookalikes = [".Colors.swift.colorgen-\(fullwidth).tmp", ".Colors.swift.colorgen-01234567-89AB-CDEF-0123-456789ABCDEＦ.tmp"]
        let leftover = ".Colors.swift.colorgen-01234567-89ab-CDEF-0123-456789abcdef.tmp"
        XCTAssertEqual(try leftoversRemoved(among: lookalikes + [leftover]), [leftover])
    }

    func testAFileNameUpToTheSystemsLongestIsWrittenThroughACutTemporaryName() throws {
        for length in [195, 206, 230, 255] {
            let folder = try TemporaryFolder()
            let name = String(repeating: "é", count: length / 2) + String(repeating: "x", count: length % 2)
            XCTAssertEqual(name.utf8.count, length)
            let disk = FaultyFileSystem()
            var writer = OutputWriter()
            writer.fileSystem = disk
            _ = try writer.write([(folder.url.path + "/" + name, Array("new".utf8))])
            XCTAssertEqual(FileManager.default.contents(atPath: folder.url.path + "/" + name), Data("new".utf8), "\(length) bytes")
            let temporary = try XCTUnwrap(disk.createdFiles.first { $0.hasSuffix(".tmp") })
            let temporaryName = String(temporary.dropFirst(folder.url.path.count + 1))
            XCTAssertLessThanOrEqual(temporaryName.utf8.count + ".previous".count, 255, "\(length) bytes: \(temporaryName)")
            XCTAssertTrue(temporaryName.hasPrefix("." + name.prefix(10)), temporaryName)
            XCTAssertTrue(temporaryName.contains(length > 195 ? ".colorgen-cut-" : ".\(name).colorgen-"), temporaryName)
        }
    }

    func testACutTemporaryNameIsALeftoverButACutSetAsideFolderIsKept() throws {
        let cut = "." + String(repeating: "c", count: 150) + ".colorgen-cut-01234567-89AB-CDEF-0123-456789ABCDEF.tmp"
        XCTAssertEqual(try leftoversRemoved(among: [cut, cut + ".previous"]).sorted(), [cut, cut + ".previous"].sorted(),
                       "a cut leftover file, new or set aside, is removed")
        let folder = try TemporaryFolder()
        let setAsideFolder = folder.url.appendingPathComponent(cut + ".previous")
        try FileManager.default.createDirectory(at: setAsideFolder, withIntermediateDirectories: true)
        _ = try OutputWriter().write([(folder.url.path + "/colors.css", Array("new".utf8))])
        XCTAssertTrue(FileManager.default.fileExists(atPath: setAsideFolder.path), "a folder set aside under a cut name cannot be put back, so it stays")
    }
}
