// Tests that a template's partials resolve inside their folder only: no `..`, no absolute name, no link out.
import Foundation
import TestSupport
import XCTest

/// `{{> name}}` reads `DIR/name.mustache` and nothing outside DIR: a name climbing out with `..`,
/// an absolute name and a partial that is a symbolic link leading out of the folder are refused
/// at the partial tag, and a partial that is a FIFO is refused instead of blocking the run.
final class PartialFolderTests: XCTestCase {
    /// A folder with `secret.mustache` outside `partials/`, the template `t.mustache` holding
    /// `tag`, and a context.
    private func folder(template tag: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("secret.mustache", "SECRET\n")
        try folder.write("partials/inside.mustache", "inside\n")
        try folder.write("templates/t.mustache", "before \(tag)\n")
        try folder.write("context.json", "{}")
        return folder
    }

    private func render(_ folder: TemporaryFolder) throws -> CLIRunner.Result {
        try CLIRunner.runBounded(["template", "render", "templates/t.mustache", "--context", "context.json", "--partials", "partials"],
                                 in: folder.url, seconds: 30, megabytes: 600)
    }

    func testAPartialInsideTheFolderIsRead() throws {
        let run = try render(try folder(template: "{{> inside}}"))
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "before inside\n\n")
    }

    func testNamesClimbingOutOrAbsoluteAreRefusedAtTheTag() throws {
        for name in ["../secret", "sub/../../secret"] {
            let run = try render(try folder(template: "{{> \(name)}}"))
            XCTAssertEqual(run.status, 1, run.stdout)
            XCTAssertFalse(run.stdout.contains("SECRET"))
            XCTAssertEqual(run.stderr, "templates/t.mustache:1:8: error: partial '\(name)' cannot be used: a partial is named by "
                           + "its path inside its folder ('partials'), without '..' or a leading '/'\n")
        }
        let folder = try folder(template: "{{> placeholder}}")
        let absolute = folder.url.appendingPathComponent("secret").path
        try folder.write("templates/t.mustache", "before {{> \(absolute)}}\n")
        let run = try render(folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertFalse(run.stdout.contains("SECRET"))
        XCTAssertTrue(run.stderr.contains("error: partial '\(absolute)' cannot be used: a partial is named by its path inside"), run.stderr)
    }

    func testALinkLeadingOutOfTheFolderIsRefused() throws {
        let folder = try folder(template: "{{> link}}")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("partials/link.mustache").path,
                                                   withDestinationPath: "../secret.mustache")
        let run = try render(folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertFalse(run.stdout.contains("SECRET"))
        XCTAssertTrue(run.stderr.hasPrefix("templates/t.mustache:1:8: error: partial 'link' cannot be used: 'partials/link.mustache' "
                                           + "leads outside the partials' folder ('partials') to '"), run.stderr)
    }

    func testALinkInsideTheFolderAndALinkedFolderAreFollowed() throws {
        let folder = try folder(template: "{{> alias}}")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("partials/alias.mustache").path,
                                                   withDestinationPath: "inside.mustache")
        XCTAssertEqual(try render(folder).stdout, "before inside\n\n")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("linked").path,
                                                   withDestinationPath: "partials")
        let run = try CLIRunner.runBounded(["template", "render", "templates/t.mustache", "--context", "context.json",
                                            "--partials", "linked"], in: folder.url)
        XCTAssertEqual(run.stdout, "before inside\n\n", run.stderr)
    }

    func testAPartialThatIsAFIFOIsRefusedWithoutBlocking() throws {
        let folder = try folder(template: "{{> pipe}}")
        XCTAssertEqual(mkfifo(folder.url.appendingPathComponent("partials/pipe.mustache").path, 0o644), 0)
        let run = try render(folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "templates/t.mustache:1:8: error: partial 'pipe' cannot be used: 'partials/pipe.mustache' is a "
                       + "FIFO (named pipe), not a regular file: colorgen reads only regular files\n")
    }
}
