/// The json format's model of one output: the token tree of the roles (each role's JSON name
/// and colors, in nested groups) and the names of the files the resolver refers to.
struct JSONTokensModel: Sendable {
    /// The schemes, one token file each.
    let schemes: [String]
    /// The last component of the output's path, which the token files' names start with.
    let baseName: String
    /// The roles prepared as the json templates read them: only `jsonName`, and the colors for a
    /// user's templates (colorgen's own write each role's `tokenJSON` instead).
    let tree: RenderContext

    /// The model of `request`.
    init(_ request: OutputRequest) {
        schemes = request.roles.schemes
        baseName = request.path.split(separator: "/").last.map(String.init) ?? request.path
        tree = request.context(preparing: request.rendersBuiltInTemplates ? .jsonName : .jsonNameAndColors)
    }
}
