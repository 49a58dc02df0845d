// Tokens Studio manifest to schemes: which sets each theme enables or sources, and in what order they merge.
import DesignTokens
import PositionalJSON
import SourceDiagnostics

/// Turns a Tokens Studio theme manifest (`$themes.json`, with the set order of `$metadata.json`)
/// into scheme definitions: one scheme per theme of the configured group.
///
/// A scheme uses its own theme and the theme fixed for each group the config names in `fixed`;
/// other groups are left out. Each token set those themes select is a file beside `$themes.json`
/// (set `a/b` is `a/b.json`): `enabled` sets give roles, `source` sets are reference-only, and
/// `disabled` sets are not read. A set selected by two of the themes takes the stronger status
/// (`enabled` over `source`). Sets are merged in `$metadata.json`'s `tokenSetOrder` (later wins);
/// sets that order does not list, or all sets when there is no `$metadata.json`, follow in the
/// order the themes select them. See docs/tokens-studio.md.
enum TokensStudioThemesReader {
    /// A token set's status in a theme's `selectedTokenSets`.
    enum SetStatus: String, CaseIterable {
        case disabled, source, enabled

        /// Which of two statuses a set selected twice keeps.
        var strength: Int {
            switch self {
            case .disabled: 0
            case .source: 1
            case .enabled: 2
            }
        }
    }

    /// The name Tokens Studio gives the set-order file beside `$themes.json`.
    static let metadataFileName = "$metadata.json"

    /// The schemes `sources` names in `themes` (parsed from the file at `themes.path`), with sets
    /// ordered by `metadata` when there is one. Paths of the sets' files are relative to the config,
    /// like every path in it; each is located at the set's name in `$themes.json`.
    package static func schemes(_ sources: TokensStudioSchemes, themes: JSONDocument, metadata: JSONDocument?)
        -> (definitions: [SchemeDefinition], diagnostics: [Diagnostic]) {
        var reader = Reader(path: themes.path)
        let order = metadata.flatMap { reader.readSetOrder($0.root, path: $0.path) }
        let definitions = reader.read(themes.root, sources: sources, order: order)
        return (definitions, themes.warnings + (metadata?.warnings ?? []) + reader.diagnostics)
    }

    /// One theme of a manifest and the token sets it selects, in merge order.
    struct ThemeSets {
        /// The theme's name, at its place in the manifest.
        var name: Located<String>
        /// The theme's group, if it has one.
        var group: String?
        /// The sets the theme selects (`disabled` ones left out), in merge order; a `source` set is reference-only.
        var sets: [(name: String, isReferenceOnly: Bool, location: SourceLocation)]
    }

    /// Every theme of the manifest `themes` (the `$themes` array, read from `path`) with the sets it
    /// selects, ordered by the `tokenSetOrder` of `metadata` when there is one: what a single-file
    /// export, whose sets are its own top-level groups, takes a scheme's sets from.
    static func themes(_ themes: JSONValue, metadata: JSONValue?, path: String) -> (themes: [ThemeSets], diagnostics: [Diagnostic]) {
        var reader = Reader(path: path)
        let order = metadata.flatMap { reader.readSetOrder($0, path: path) }
        let read = reader.readThemes(themes).map { theme in
            ThemeSets(name: theme.name, group: theme.group, sets: reader.selectedSets(of: [theme], order: order).map { set in
                (set.name, set.status == .source, SourceLocation(path: path, position: set.position))
            })
        }
        return (read, reader.diagnostics)
    }

    /// One theme of the manifest, as far as colorgen uses it.
    private struct Theme {
        var name: Located<String>
        var group: String?
        /// The `selectedTokenSets` object, checked only for the themes a scheme uses.
        var selectedTokenSets: JSONMember?
        var position: TextPosition
    }

    private struct Reader {
        let path: String
        var diagnostics: [Diagnostic] = []

        init(path: String) {
            self.path = path
        }

        /// `tokenSetOrder` of a `$metadata.json` (or of a single-file export's `$metadata`) read
        /// from `file`, or `nil` (reported) when it has none.
        mutating func readSetOrder(_ metadata: JSONValue, path file: String) -> [String]? {
            guard let object = metadata.objectValue else {
                diagnostics.append(.error("a Tokens Studio \(TokensStudioThemesReader.metadataFileName) must be an object with "
                                          + "\"tokenSetOrder\", found \(metadata.kindName)",
                                          at: SourceLocation(path: file, position: metadata.position)))
                return nil
            }
            guard let member = object.member("tokenSetOrder") else { return nil }
            guard let array = member.value.arrayValue else {
                diagnostics.append(.error("\"tokenSetOrder\" must be an array of token set names, found \(member.value.kindName)",
                                          at: SourceLocation(path: file, position: member.value.position)))
                return nil
            }
            return array.compactMap { element in
                guard let name = element.stringValue else {
                    diagnostics.append(.error("a token set name in \"tokenSetOrder\" must be a string, found \(element.kindName)",
                                              at: SourceLocation(path: file, position: element.position)))
                    return nil
                }
                return name
            }
        }

        /// The themes of the manifest `root`, or none (reported) when it is no array.
        mutating func readThemes(_ root: JSONValue) -> [Theme] {
            guard let array = root.arrayValue else {
                error("a Tokens Studio $themes.json must be an array of themes (objects with \"name\", \"group\" and "
                      + "\"selectedTokenSets\"), found \(root.kindName)", at: root.position)
                return []
            }
            return array.compactMap { readTheme($0) }
        }

        mutating func read(_ root: JSONValue, sources: TokensStudioSchemes, order: [String]?) -> [SchemeDefinition] {
            let themes = readThemes(root)
            guard root.arrayValue != nil else { return [] }
            let groups = orderedUnique(themes.compactMap(\.group))
            let schemeThemes = themes.filter { $0.group == sources.schemeGroup.value }
            if schemeThemes.isEmpty {
                diagnostics.append(.error("no theme of \(path) is in group \"\(sources.schemeGroup.value)\"; "
                                          + groupList(groups) + Suggestion.hint(for: sources.schemeGroup.value, in: groups),
                                          at: sources.schemeGroup.location))
            }
            var fixedThemes: [Theme] = []
            for fixed in sources.fixed {
                let members = themes.filter { $0.group == fixed.group }
                guard !members.isEmpty else {
                    diagnostics.append(.error("no theme of \(path) is in group \"\(fixed.group)\"; " + groupList(groups)
                                              + Suggestion.hint(for: fixed.group, in: groups), at: fixed.theme.location))
                    continue
                }
                guard let theme = members.first(where: { $0.name.value == fixed.theme.value }) else {
                    let names = members.map(\.name.value)
                    diagnostics.append(.error("group \"\(fixed.group)\" has no theme \"\(fixed.theme.value)\"; its themes are "
                                              + names.map { "\"\($0)\"" }.joined(separator: ", ")
                                              + Suggestion.hint(for: fixed.theme.value, in: names), at: fixed.theme.location))
                    continue
                }
                fixedThemes.append(theme)
            }
            var seenNames: [String: Int] = [:]
            return schemeThemes.compactMap { theme in
                if let line = seenNames[theme.name.value] {
                    error("group \"\(sources.schemeGroup.value)\" has a second theme named \"\(theme.name.value)\" "
                          + "(the first is at line \(line)); scheme names must differ", at: theme.name.location.position)
                    return nil
                }
                seenNames[theme.name.value] = theme.name.location.position.line
                guard ConfigReader.isValidSchemeName(theme.name.value) else {
                    error("theme \"\(theme.name.value)\" of group \"\(sources.schemeGroup.value)\" cannot name a scheme: scheme "
                          + "names are identifiers (a letter or '_' followed by letters, digits or '_'); rename the theme",
                          at: theme.name.location.position)
                    return nil
                }
                let folder = SourcePath.directory(of: sources.themes.value)
                let files = selectedSets(of: themes.filter { candidate in
                    candidate.position == theme.position || fixedThemes.contains { $0.position == candidate.position }
                }, order: order).map { set in
                    // Set `a/b` is the file `a/b.json` beside `$themes.json`.
                    let file = SourcePath.normalize(folder.isEmpty ? set.name + ".json" : folder + "/" + set.name + ".json")
                    return SchemeFile(path: Located(file, at: SourceLocation(path: path, position: set.position)),
                                      isReferenceOnly: set.status == .source)
                }
                return SchemeDefinition(name: theme.name, files: files)
            }
        }

        /// One element of the manifest, or `nil` (reported) when it is not a theme.
        mutating func readTheme(_ value: JSONValue) -> Theme? {
            guard let object = value.objectValue else {
                error("a theme must be an object with \"name\", \"group\" and \"selectedTokenSets\", found \(value.kindName)",
                      at: value.position)
                return nil
            }
            guard let nameMember = object.member("name"), let name = nameMember.value.stringValue else {
                error("a theme needs a \"name\" string", at: object.member("name")?.value.position ?? object.position)
                return nil
            }
            var group: String?
            if let member = object.member("group") {
                group = member.value.stringValue
                if group == nil {
                    error("the \"group\" of theme \"\(name)\" must be a string, found \(member.value.kindName)", at: member.value.position)
                }
            }
            return Theme(name: Located(name, at: SourceLocation(path: path, position: nameMember.value.position)),
                         group: group, selectedTokenSets: object.member("selectedTokenSets"), position: object.position)
        }

        /// The sets `themes` select, in merge order, `disabled` ones left out, each at its name in the manifest.
        mutating func selectedSets(of themes: [Theme], order: [String]?) -> [(name: String, status: SetStatus, position: TextPosition)] {
            var statuses: [String: (status: SetStatus, position: TextPosition)] = [:]
            var metOrder: [String] = []
            for theme in themes {
                guard let member = theme.selectedTokenSets else {
                    error("theme \"\(theme.name.value)\" has no \"selectedTokenSets\"", at: theme.position)
                    continue
                }
                guard let sets = member.value.objectValue else {
                    error("the \"selectedTokenSets\" of theme \"\(theme.name.value)\" must be an object mapping token sets to "
                          + "\"enabled\", \"source\" or \"disabled\", found \(member.value.kindName)", at: member.value.position)
                    continue
                }
                for set in sets.members {
                    let written = set.value.stringValue ?? ""
                    guard let status = SetStatus(rawValue: written) else {
                        let names = SetStatus.allCases.map(\.rawValue)
                        error("token set \"\(set.key)\" of theme \"\(theme.name.value)\" has status "
                              + (set.value.stringValue.map { "\"\($0)\"" } ?? set.value.kindName) + "; expected "
                              + names.map { "\"\($0)\"" }.joined(separator: ", ") + Suggestion.hint(for: written, in: names),
                              at: set.value.position)
                        continue
                    }
                    if let previous = statuses[set.key] {
                        if status.strength > previous.status.strength { statuses[set.key] = (status, set.keyPosition) }
                    } else {
                        statuses[set.key] = (status, set.keyPosition)
                        metOrder.append(set.key)
                    }
                }
            }
            var ordered: [String] = []
            if let order {
                ordered = order.filter { statuses[$0] != nil }
                let listed = Set(ordered)
                for set in metOrder where !listed.contains(set) && statuses[set]?.status != .disabled {
                    diagnostics.append(.warning("token set \"\(set)\" is not in the \"tokenSetOrder\" of "
                                                + "\(TokensStudioThemesReader.metadataFileName); it is merged after the listed sets",
                                                at: SourceLocation(path: path, position: statuses[set]!.position)))
                    ordered.append(set)
                }
            } else {
                ordered = metOrder
            }
            return ordered.compactMap { set in
                guard let entry = statuses[set], entry.status != .disabled else { return nil }
                return (set, entry.status, entry.position)
            }
        }

        func groupList(_ groups: [String]) -> String {
            groups.isEmpty ? "its themes have no groups" : "its groups are " + groups.map { "\"\($0)\"" }.joined(separator: ", ")
        }

        func orderedUnique(_ names: [String]) -> [String] {
            var seen: Set<String> = []
            return names.filter { seen.insert($0).inserted }
        }

        mutating func error(_ message: String, at position: TextPosition) {
            diagnostics.append(.error(message, at: SourceLocation(path: path, position: position)))
        }
    }
}
