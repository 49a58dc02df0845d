// The collections, modes and color variables of a Figma variables response, and the token tree a scheme takes from them.
import DesignTokens
import PositionalJSON
import SourceDiagnostics

/// The variables of a Figma `variables/local` response as variants per scheme: a scheme takes,
/// in each collection, the mode named like it (ignoring case), else the collection's default mode
/// (a collection of one mode gives it to every scheme). Its tree has a group per collection and a
/// group per `/` of a variable's name; a `COLOR` variable's value (`r`, `g`, `b`, `a` from 0 to 1)
/// is an sRGB color, a `VARIABLE_ALIAS` the alias of the variable it names. Variables of other
/// types are left out, counted in the note.
struct FigmaVariablesResponse: SchemeVariants {
    struct Collection {
        var id: String
        var name: String
        var modes: [(id: String, name: String)]
        var defaultMode: String?
    }

    struct Variable {
        var name: String
        var collection: String
        var keyPosition: TextPosition
        var valuesByMode: JSONObject
    }

    let path: String
    let rootPosition: TextPosition
    private(set) var collections: [Collection] = []
    private(set) var variables: [String: Variable] = [:]
    private(set) var variableOrder: [String] = []
    private(set) var otherTypes = 0
    private(set) var diagnostics: [Diagnostic] = []

    /// Whether `root` has the shape of the response: `meta.variables` and `meta.variableCollections`.
    static func recognise(_ root: JSONValue) -> Bool {
        guard let meta = root.objectValue?["meta"]?.objectValue else { return false }
        return meta["variables"]?.objectValue != nil && meta["variableCollections"]?.objectValue != nil
    }

    init(_ root: JSONValue, path: String) {
        self.path = path
        rootPosition = root.position
        let meta = root.objectValue?["meta"]?.objectValue
        for member in meta?["variableCollections"]?.objectValue?.members ?? [] {
            guard let object = member.value.objectValue, let name = object["name"]?.stringValue else {
                error("variable collection '\(member.key)' has no \"name\"", at: member.value.position)
                continue
            }
            let modes = (object["modes"]?.arrayValue ?? []).compactMap { mode -> (id: String, name: String)? in
                guard let id = mode.objectValue?["modeId"]?.stringValue, let name = mode.objectValue?["name"]?.stringValue else {
                    error("a mode of collection '\(name)' needs \"modeId\" and \"name\"", at: mode.position)
                    return nil
                }
                return (id, name)
            }
            collections.append(Collection(id: member.key, name: name, modes: modes, defaultMode: object["defaultModeId"]?.stringValue))
        }
        for member in meta?["variables"]?.objectValue?.members ?? [] {
            guard let object = member.value.objectValue, let name = object["name"]?.stringValue,
                  let collection = object["variableCollectionId"]?.stringValue,
                  let values = object["valuesByMode"]?.objectValue else {
                error("variable '\(member.key)' needs \"name\", \"variableCollectionId\" and \"valuesByMode\"", at: member.value.position)
                continue
            }
            guard object["resolvedType"]?.stringValue == "COLOR" else {
                otherTypes += 1
                continue
            }
            guard collections.contains(where: { $0.id == collection }) else {
                error("variable '\(name)' belongs to collection '\(collection)', which the response does not hold",
                      at: object.member("variableCollectionId")?.value.position ?? member.value.position)
                continue
            }
            variables[member.key] = Variable(name: name, collection: collection, keyPosition: member.keyPosition, valuesByMode: values)
            variableOrder.append(member.key)
        }
    }

    private mutating func error(_ message: String, at position: TextPosition) {
        diagnostics.append(.error(message, at: SourceLocation(path: path, position: position)))
    }

    var referenceOnlyGroups: Set<String> { [] }

    /// Every mode name of the collections, each once.
    var schemeNames: [String] {
        var seen: Set<String> = []
        return collections.flatMap(\.modes).map(\.name).filter { seen.insert($0.lowercased()).inserted }
    }

    /// The mode of `collection` that scheme `name` takes.
    private func mode(of collection: Collection, forScheme name: String) -> (id: String, name: String)? {
        collection.modes.first { $0.name.lowercased() == name.lowercased() }
            ?? collection.modes.first { $0.id == collection.defaultMode } ?? collection.modes.first
    }

    func tree(forScheme name: String, mention: Located<String>) -> (variant: String?, tree: TokenTree?, diagnostics: [Diagnostic]) {
        var found: [Diagnostic] = []
        var root = TokenPathGroups()
        for id in variableOrder {
            guard let variable = variables[id], let collection = collections.first(where: { $0.id == variable.collection }),
                  let mode = mode(of: collection, forScheme: name) else { continue }
            guard let value = variable.valuesByMode[mode.id] else {
                found.append(.error("variable '\(variable.name)' has no value for mode '\(mode.name)' of collection '\(collection.name)'",
                                    at: SourceLocation(path: path, position: variable.keyPosition)))
                continue
            }
            switch tokenValue(value) {
            case .success(let json):
                let token = JSONObject(members: [
                    JSONMember(key: "$type", keyPosition: variable.keyPosition, value: JSONValue(.string("color"), at: variable.keyPosition)),
                    JSONMember(key: "$value", keyPosition: value.position, value: json),
                ], at: variable.keyPosition)
                root.insert(token, at: [collection.name] + variable.name.split(separator: "/").map(String.init),
                            keyPosition: variable.keyPosition)
            case .failure(let error):
                found.append(error)
            }
        }
        guard !found.containsErrors else { return (nil, nil, found) }
        let read = TokenTreeReader.read(root.value(at: rootPosition), path: path, purpose: .generation)
        return (name, read.tree, found + read.diagnostics)
    }

    /// A mode value as a DTCG value: an sRGB color object, or the alias of the variable a `VARIABLE_ALIAS` names.
    private func tokenValue(_ value: JSONValue) -> Result<JSONValue, Diagnostic> {
        let location = SourceLocation(path: path, position: value.position)
        guard let object = value.objectValue else {
            return .failure(.error("a COLOR variable's value must be an object of r, g, b and a, found \(value.kindName)", at: location))
        }
        if object["type"]?.stringValue == "VARIABLE_ALIAS" {
            guard let id = object["id"]?.stringValue, let target = variables[id],
                  let collection = collections.first(where: { $0.id == target.collection }) else {
                return .failure(.error("VARIABLE_ALIAS names variable '\(object["id"]?.stringValue ?? "")', which is no COLOR "
                                       + "variable of this response", at: location))
            }
            let path = ([collection.name] + target.name.split(separator: "/").map(String.init)).joined(separator: ".")
            return .success(JSONValue(.string("{\(path)}"), at: value.position))
        }
        var components: [JSONValue] = []
        for channel in ["r", "g", "b"] {
            guard let number = object[channel]?.numberValue, (0...1).contains(number.double) else {
                return .failure(.error("a COLOR variable's value needs '\(channel)' from 0 to 1", at: location))
            }
            components.append(JSONValue(.number(number), at: object[channel]?.position ?? value.position))
        }
        var members = [
            JSONMember(key: "colorSpace", keyPosition: value.position, value: JSONValue(.string("srgb"), at: value.position)),
            JSONMember(key: "components", keyPosition: value.position, value: JSONValue(.array(JSONArray(components, at: value.position)), at: value.position)),
        ]
        if let alpha = object["a"] {
            members.append(JSONMember(key: "alpha", keyPosition: alpha.position, value: alpha))
        }
        return .success(JSONValue(.object(JSONObject(members: members, at: value.position)), at: value.position))
    }

    func note(taken: [(scheme: String, variant: String)]) -> Diagnostic {
        let modes = collections.filter { $0.modes.count > 1 }.map { collection in
            "\(collection.name): " + taken.map { "\($0.scheme) ← \(mode(of: collection, forScheme: $0.scheme)?.name ?? "?")" }
                .joined(separator: ", ")
        }
        return Diagnostic(.note, "read as a Figma variables response (GET /v1/files/:key/variables/local): \(variableOrder.count) COLOR "
                          + "variable(s) in a group per collection, each scheme taking the mode of its name"
                          + (modes.isEmpty ? "" : " (" + modes.joined(separator: "; ") + ")")
                          + (otherTypes > 0 ? "; \(otherTypes) variable(s) of other types left out" : ""),
                          at: SourceLocation(path: path, position: rootPosition))
    }
}
