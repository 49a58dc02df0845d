// The config reader's derived-scheme part: reads derivedFrom/counterpart/files and checks derivation chains.
import DesignTokens
import PositionalJSON
import SourceDiagnostics

/// Derived schemes: `"dark": {"derivedFrom": "light", "counterpart": "dark", "files": [...]}`
/// (docs/derived-schemes.md).
extension ConfigReader.Reader {
    /// The keys of a derived scheme's object.
    static let derivedSchemeKeys = ["derivedFrom", "counterpart", "files"]

    mutating func readDerivedScheme(_ name: Located<String>, _ object: JSONObject, at position: TextPosition) -> SchemeDefinition {
        checkKeys(of: object, allowed: Self.derivedSchemeKeys, in: "a derived scheme")
        var source: Located<String>?
        if let member = object.member("derivedFrom") {
            if let scheme = member.value.stringValue, !scheme.isEmpty {
                source = Located(scheme, at: location(member.value.position))
            } else {
                error("\"derivedFrom\" must name another scheme, not \(describe(member.value))", at: member.value.position)
            }
        } else {
            error("scheme \"\(name.value)\" is an object, so it must be derived: give \"derivedFrom\" (the scheme it is "
                  + "derived from) and \"counterpart\" (dark, increasedContrast or mediumContrast), or list its token files in an array",
                  at: position)
        }
        var counterpart: SchemeDerivation.Counterpart?
        let counterparts = SchemeDerivation.Counterpart.allCases.map(\.rawValue)
        if let member = object.member("counterpart") {
            counterpart = member.value.stringValue.flatMap(SchemeDerivation.Counterpart.init(rawValue:))
            if counterpart == nil {
                error("unknown counterpart \(describe(member.value)); expected one of \(counterparts.joined(separator: ", "))"
                      + Suggestion.hint(for: member.value.stringValue ?? "", in: counterparts), at: member.value.position)
            }
        } else if source != nil {
            error("derived scheme \"\(name.value)\" needs \"counterpart\": \(counterparts.joined(separator: " or "))", at: position)
        }
        var files: [SchemeFile] = []
        if let member = object.member("files") {
            if let array = member.value.arrayValue {
                files = array.compactMap { readSchemeFile($0) }
            } else {
                error("\"files\" must be an array of token files, not \(describe(member.value))", at: member.value.position)
            }
        }
        let derivation = source.flatMap { source in counterpart.map { SchemeDerivation(source: source, counterpart: $0) } }
        return SchemeDefinition(name: name, files: files, derivation: derivation)
    }

    /// Every derivation names another scheme of the map, and none is derived from itself, directly
    /// or in a cycle (reported at each scheme of the cycle).
    mutating func checkDerivations(_ definitions: [SchemeDefinition]) {
        var sources: [String: Located<String>] = [:]
        let names = definitions.map(\.name.value)
        let nameSet = Set(names)
        for definition in definitions {
            guard let source = definition.derivation?.source else { continue }
            if source.value == definition.name.value {
                error("scheme \"\(source.value)\" cannot be derived from itself", at: source.location.position)
            } else if !nameSet.contains(source.value) {
                error("scheme \"\(definition.name.value)\" is derived from \"\(source.value)\", which is not a scheme here; "
                      + "schemes are \(names.joined(separator: ", "))" + Suggestion.hint(for: source.value, in: names),
                      at: source.location.position)
            } else {
                sources[definition.name.value] = source
            }
        }
        // Each scheme is walked through once: a walk stops at a scheme an earlier walk passed (its
        // cycle, if any, is reported already), so a chain n deep costs n steps in all, not n for
        // each of its schemes.
        var walked: Set<String> = []
        for definition in definitions where !walked.contains(definition.name.value) {
            var chain = [definition.name.value]
            var inChain: Set<String> = [definition.name.value]
            var current = definition.name.value
            var cycleStart: String?
            while let next = sources[current]?.value, !walked.contains(next) {
                guard inChain.insert(next).inserted else {
                    cycleStart = next
                    break
                }
                chain.append(next)
                current = next
            }
            // The schemes of a cycle, each reported once with the cycle as seen from it.
            guard let cycleStart, let start = chain.firstIndex(of: cycleStart) else {
                walked.formUnion(chain)
                continue
            }
            let cycle = Array(chain[start...])
            for (offset, name) in cycle.enumerated() {
                guard let source = sources[name] else { continue }
                let seen = cycle[offset...] + cycle[..<offset] + [name]
                error("scheme \"\(name)\" is derived from itself through a cycle: " + seen.joined(separator: " → "),
                      at: source.location.position)
            }
            walked.formUnion(chain)
        }
    }
}
