import ColorGenModel

/// The android format's model of one output: each role's resource name and the resource folder
/// of each scheme written (docs/templates.md, "Example: the `android` format").
struct AndroidModel: Sendable {
    /// A resource folder and the scheme it holds.
    struct Folder: Sendable {
        /// The scheme's index.
        let scheme: Int
        /// `values` or `values-night`.
        let name: String
    }

    /// The roles, as the output writes them.
    let roles: ColorRoleSet
    /// Each role's resource name, in role order.
    let resourceNames: [String]
    /// The folders written: the light appearance's scheme, then the dark one's when it differs.
    let folders: [Folder]
}
