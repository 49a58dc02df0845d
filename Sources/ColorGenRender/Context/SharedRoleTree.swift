// The role tree of a generation, built by the first output that reads it and shared by the others.
import ColorGenModel
import Dispatch

/// The ``RoleTree`` of a list of role paths, built when an output first asks for it and then
/// shared by every output of the generation.
///
/// Outputs render at the same time on several cores, and most templates never read the tree
/// (of the built-in ones, `json`'s, `typescript`'s and the preview's do): building it on demand
/// keeps it off the path every output waits for, and out of runs that do not need it at all.
package final class SharedRoleTree: @unchecked Sendable {
    private let paths: [RolePath]
    /// Guards ``built``: the outputs that read the tree may ask for it at the same time.
    private let access = DispatchQueue(label: "colorgen.shared-role-tree")
    private var built: RoleTree?

    /// The tree of `paths`, not built yet.
    package init(_ paths: [RolePath]) {
        self.paths = paths
    }

    /// The tree, built on the first call.
    var tree: RoleTree {
        access.sync {
            if let built { return built }
            let tree = RoleTree(paths)
            built = tree
            return tree
        }
    }
}
