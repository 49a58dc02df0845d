/// The json format's model of one output: the common data of its templates, the token files'
/// and the resolver document's, and the names of the files the resolver refers to.
struct JSONTokensModel: Sendable {
    /// The schemes, one token file each.
    let schemes: [String]
    /// The last component of the output's path, which the token files' names start with.
    let baseName: String
    /// The token files' template, prepared once for every scheme's file.
    let tokensTemplate: PreparedTemplate
    /// The common data of the token files' template, prepared once for every scheme's file.
    let tokens: RenderContext
    /// The resolver document's template.
    let resolverTemplate: PreparedTemplate
    /// The common data of the resolver document's template.
    let resolver: RenderContext

    /// The model of `request`.
    init(_ request: OutputRequest) {
        schemes = request.roles.schemes
        baseName = request.path.split(separator: "/").last.map(String.init) ?? request.path
        tokensTemplate = request.templates.template(named: "json")
        tokens = request.context(for: tokensTemplate)
        resolverTemplate = request.templates.template(named: "json-resolver")
        resolver = request.context(for: resolverTemplate)
    }
}
