// A role's description and deprecation as outputs write them: lines to escape, the replacing role's position.
import ColorGenModel
import Mustache

/// What the formats share in writing a role's ``RoleDocumentation``: its description cut into
/// lines (each format escapes a line for its comments), and the position of the role replacing a
/// deprecated role, to name it as the format names roles.
struct RoleDocumentationText: Sendable {
    /// For each role, the position of the role replacing it when it is deprecated and aliases one.
    let replacements: [Int?]

    /// The replacements of `roles`; no table of positions is built when no role is replaced.
    init(_ roles: ColorRoleSet) {
        guard roles.roles.contains(where: { $0.documentation.deprecation?.replacement != nil }) else {
            replacements = Array(repeating: nil, count: roles.roles.count)
            return
        }
        let positions = Dictionary(roles.roles.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        replacements = roles.roles.map { role in role.documentation.deprecation?.replacement.flatMap { positions[$0] } }
    }

    /// `text`'s lines, split at every line break (`\n`, `\r\n`, `\r`, U+2028, ...), trailing
    /// spaces dropped; no lines for `nil`.
    static func lines(_ text: String?) -> [String] {
        guard let text else { return [] }
        return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { line in
            var line = line
            while line.last == " " || line.last == "\t" { line.removeLast() }
            return String(line)
        }
    }

    /// `text`'s lines escaped by `escape`, as `{lines}`, a template list of strings; `null` when
    /// there is no text, so that a section over it writes nothing (not even what goes before the lines).
    static func linesValue(_ text: String?, escape: (String) -> String) -> TemplateValue {
        guard text != nil else { return .null }
        return .map(TemplateMap([("lines", .list(lines(text).map { .string(escape($0)) }))]))
    }

    /// The `{message, replacement}` map a format writes its deprecation with, each value already
    /// escaped by the format (`null` when absent); `null` when the role is not deprecated.
    static func deprecationValue(_ deprecation: RoleDeprecation?, message: (String) -> String,
                                 replacement: String?) -> TemplateValue {
        guard let deprecation else { return .null }
        return .map(deprecationKeys.withValues([deprecation.message.map { .string(message($0)) } ?? .null,
                                                replacement.map(TemplateValue.string) ?? .null]))
    }

    /// A role's `documentation` as a format writes it in comments: `{description, deprecation}`,
    /// the description as the format escapes it (`null` when absent) and the deprecation as
    /// ``deprecationValue(_:message:replacement:)``; `null` when there is neither.
    static func commentValue(_ documentation: RoleDocumentation, description: (String) -> TemplateValue,
                             message: (String) -> String, replacement: String?) -> TemplateValue {
        guard !documentation.isEmpty else { return .null }
        return .map(commentKeys.withValues([
            documentation.description.map(description) ?? .null,
            deprecationValue(documentation.deprecation, message: message, replacement: replacement),
        ]))
    }

    /// The keys of a role's comment map, in order.
    private static let commentKeys = TemplateMap(["description", "deprecation"].map { ($0, TemplateValue.null) })

    /// The keys of a format's deprecation map, in order.
    private static let deprecationKeys = TemplateMap(["message", "replacement"].map { ($0, TemplateValue.null) })
}
