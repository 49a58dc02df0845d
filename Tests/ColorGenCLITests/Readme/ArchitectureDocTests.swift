// Fails when docs/architecture.md's module arrows, Package.swift's dependencies and the sources' imports disagree.
import Foundation
import XCTest
import TestSupport

/// The module map a newcomer reads (the arrows of docs/architecture.md) is the one the package
/// builds: every arrow is a dependency Package.swift declares, every declared dependency is an
/// arrow or reached through the arrows, and every module a source file imports is one its target
/// declares. SwiftPM alone does not catch the last: a module built earlier for another target can
/// be imported without being declared, until a clean build of that target alone fails.
final class ArchitectureDocTests: XCTestCase {
    /// Modules of the platform and the toolchain, which no target declares.
    private static let systemModules: Set<String> = [
        "Swift", "_Concurrency", "Glibc", "Musl", "Darwin", "Dispatch", "Foundation", "FoundationEssentials",
        "Synchronization", "PackagePlugin", "WinSDK", "ucrt", "Android",
    ]

    func testTheArrowsAreThePackagesDependencies() throws {
        let targets = try Self.libraryTargets()
        let arrows = try Self.documentedArrows()
        XCTAssertEqual(Set(arrows.keys), Set(targets.keys),
                       "docs/architecture.md's arrows name other modules than Package.swift's targets under Sources/")
        for (module, documented) in arrows.sorted(by: { $0.key < $1.key }) {
            let declared = targets[module] ?? []
            for dependency in documented.sorted() where !declared.contains(dependency) {
                XCTFail("docs/architecture.md draws \(module) ───► \(dependency), which Package.swift does not declare")
            }
            let reached = Self.reachable(from: module, through: arrows)
            for dependency in declared.sorted() where !reached.contains(dependency) {
                XCTFail("Package.swift gives \(module) the dependency \(dependency), which docs/architecture.md's "
                        + "arrows neither draw nor reach")
            }
        }
    }

    func testEverySourceImportsOnlyWhatItsTargetDeclares() throws {
        let targets = try Self.libraryTargets()
        XCTAssertTrue(targets.keys.contains("ColorGenModel"), "Package.swift was not read: \(targets.keys.sorted())")
        var checkedFiles = 0
        for (module, declared) in targets.sorted(by: { $0.key < $1.key }) {
            let folder = PackageRoot.url.appendingPathComponent("Sources/\(module)")
            for file in Self.swiftFiles(under: folder) {
                checkedFiles += 1
                let text = try String(contentsOf: file, encoding: .utf8)
                for (line, imported) in Self.imports(in: text)
                where !declared.contains(imported) && !Self.systemModules.contains(imported) {
                    XCTFail("Sources/\(module)/\(file.path.dropFirst(folder.path.count + 1)):\(line) imports "
                            + "\(imported), which Package.swift does not declare for \(module)")
                }
            }
        }
        XCTAssertGreaterThan(checkedFiles, 100, "too few source files found under Sources/")
    }

    func testTheReaderFindsAnUndeclaredImportAndAMissingArrow() {
        let text = """
            // import Hidden (a comment)
            import SourceDiagnostics
            @testable import Mustache
            internal import CLibrary
            #if canImport(Glibc)
                import Glibc
            #endif
            import struct PositionalJSON.JSONValue
            let code = \"""
                import SwiftUI
                \"""
            """
        XCTAssertEqual(Self.imports(in: text).map(\.module), ["SourceDiagnostics", "Mustache", "CLibrary", "Glibc", "PositionalJSON"])
        XCTAssertEqual(Self.imports(in: text).map(\.line), [2, 3, 4, 6, 8])
        let arrows = ["A": Set(["B"]), "B": Set(["C"]), "C": Set<String>()]
        XCTAssertEqual(Self.reachable(from: "A", through: arrows), ["B", "C"])
        XCTAssertEqual(Self.reachable(from: "C", through: arrows), [])
    }

    // MARK: Reading the package, the document and the sources

    /// Package.swift's targets whose sources are under Sources/ (not tests, plugins or
    /// TestSupport), each with the dependencies it declares.
    private static func libraryTargets() throws -> [String: Set<String>] {
        let manifest = try String(contentsOf: PackageRoot.url.appendingPathComponent("Package.swift"), encoding: .utf8)
        let pattern = try NSRegularExpression(
            pattern: #"\.(?:target|executableTarget)\(\s*name:\s*"([^"]+)"(?:\s*,\s*dependencies:\s*\[([^\]]*)\])?([^)]*)\)"#)
        var targets: [String: Set<String>] = [:]
        let range = NSRange(manifest.startIndex..., in: manifest)
        for match in pattern.matches(in: manifest, range: range) {
            let name = String(manifest[Range(match.range(at: 1), in: manifest)!])
            let rest = Range(match.range(at: 3), in: manifest).map { String(manifest[$0]) } ?? ""
            guard !rest.contains("path:") else { continue }  // TestSupport, under Tests/
            let list = Range(match.range(at: 2), in: manifest).map { String(manifest[$0]) } ?? ""
            targets[name] = Set(quotedNames(in: list))
        }
        return targets
    }

    /// The arrows of the code block under "## Modules" in docs/architecture.md: each module (a
    /// line may name several before its arrow) with the modules its arrow points at.
    private static func documentedArrows() throws -> [String: Set<String>] {
        let document = try String(contentsOf: PackageRoot.url.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let section = try XCTUnwrap(document.components(separatedBy: "\n## Modules\n").dropFirst().first,
                                    "docs/architecture.md has no section '## Modules'")
        let block = try XCTUnwrap(section.components(separatedBy: "```").dropFirst().first,
                                  "the section '## Modules' of docs/architecture.md has no code block")
        var arrows: [String: Set<String>] = [:]
        for line in block.split(separator: "\n") where line.contains("►") {
            let sides = line.split(separator: "►", maxSplits: 1)
            let from = moduleNames(String(sides[0]).replacingOccurrences(of: "─", with: ""))
            let to = sides.count > 1 ? moduleNames(String(sides[1])) : []
            for module in from { arrows[module, default: []].formUnion(to) }
        }
        for module in arrows.values.joined() where arrows[module] == nil { arrows[module] = [] }
        return arrows
    }

    /// The module names of a comma-separated list, each with its parenthesised remark dropped.
    private static func moduleNames(_ list: String) -> [String] {
        list.split(separator: ",").compactMap { item in
            let name = item.split(separator: "(").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            return name.isEmpty ? nil : name
        }
    }

    private static func quotedNames(in list: String) -> [String] {
        list.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// Every module `module`'s arrows reach, directly or through others.
    private static func reachable(from module: String, through arrows: [String: Set<String>]) -> Set<String> {
        var reached: Set<String> = []
        var pending = Array(arrows[module] ?? [])
        while let next = pending.popLast() {
            guard reached.insert(next).inserted else { continue }
            pending += arrows[next] ?? []
        }
        return reached
    }

    /// Each `import` line's module (attributes, access levels and `import struct M.Name` forms included), with
    /// its line number; comments and lines inside multi-line string literals are not imports.
    private static func imports(in text: String) -> [(line: Int, module: String)] {
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
        let modifiers: Set<Substring> = ["public", "package", "internal", "fileprivate", "private"]
        var inLiteral = false
        var found: [(line: Int, module: String)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let wasInLiteral = inLiteral
            if line.components(separatedBy: "\"\"\"").count % 2 == 0 { inLiteral.toggle() }
            guard !wasInLiteral else { continue }
            var words = line.split(separator: " ")
            while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) { words.removeFirst() }
            guard words.first == "import", words.count >= 2 else { continue }
            let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
            found.append((index + 1, String(path.split(separator: ".").first ?? path)))
        }
        return found
    }

    private static func swiftFiles(under folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "swift" { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }
}
