// Tests RoleTree: groups in first-seen order, found again however far apart their roles are.
import XCTest
@testable import ColorGenKit
@testable import ColorGenModel
@testable import ColorGenRender
@testable import Mustache

final class RoleTreeTests: XCTestCase {
    /// The tree as text: a group is `name(children)`, a role its position in the path list.
    private func outline(_ paths: [String]) -> String {
        let tree = RoleTree(paths.map { RolePath(dotted: $0) })
        func text(_ values: [TemplateValue]) -> String {
            values.map { value -> String in
                guard case .map(let map) = value else { return "?" }
                if case .list(let children)? = map["children"], case .string(let name)? = map["name"] {
                    return "\(name)(\(text(children)))"
                }
                if case .number(.integer(let position))? = map["role"] { return "\(position)" }
                return "?"
            }.joined(separator: " ")
        }
        return text(tree.values { position, _ in TemplateMap([("role", .number(.integer(position)))]) })
    }

    /// In a small group, a group met again after other children is the same group.
    func testAGroupMetAgainInASmallGroupGathersItsRoles() {
        XCTAssertEqual(outline(["k.a", "k.sub.x", "k.b", "other.y", "k.sub.z"]),
                       "k(0 sub(1 4) 2) other(3)")
    }

    /// Past the size where a group's children are indexed, groups are found the same way, and
    /// children keep the order in which they first appear.
    func testAGroupMetAgainInALargeGroupGathersItsRoles() {
        var paths = (0..<20).map { "g.r\($0)" }
        paths += ["g.sub.a", "h.x", "g.r20", "g.sub.b", "g.late.c"]
        paths += (21..<40).map { "g.r\($0)" }
        paths += ["g.late.d", "g.sub.e"]
        let direct = (0..<20).map(String.init).joined(separator: " ")
        let later = (25..<44).map(String.init).joined(separator: " ")
        XCTAssertEqual(outline(paths), "g(\(direct) sub(20 23 45) 22 late(24 44) \(later)) h(21)")
    }
}
