import ColorGenModel

/// Where each role lives in the generated Kotlin: the class with a property per role and, with
/// `"colorMembers": "nested"`, a nested class per role group (docs/compose-output.md).
///
/// - nested: every segment but the last names a property of the enclosing class in lower camel
///   case (`onPrimary`), whose type is a nested class in upper camel case (`AppColors.Text.OnPrimary`);
///   the last segment names the role's property (`body`); a group's own token (`brand.$root`) is
///   the property `base` of its group;
/// - flat: every segment of the path joined as one lower camel case property (`textOnPrimaryBody`);
///   a group's own token is named by its group;
/// - words are made as ``KotlinIdentifier`` says.
///
/// A group's class whose name would be its property's (a word without case: `_2d`) gets
/// ``classSuffix`` (`_2dGroup`). A name that another member of the same class already has, or that the file needs for itself
/// (``reservedProperties``, ``importedNames`` and the class name for nested classes), gets the
/// next free number (`default2`); each rename is a warning, so that no role set fails to compile.
struct ComposeNames: Sendable {
    /// One generated class: its members in the order roles first reach them.
    struct ColorClass: Sendable {
        /// The declared name, escaped when needed (the root's is the `className` option).
        var name: String
        /// The name from the root class on, dotted (`AppColors.Text.OnPrimary`).
        var qualifiedName: String
        /// The role group it stands for, dotted; empty for the root.
        var path: String
        /// Its properties, in order.
        var properties: [Property]
    }

    /// A property of a generated class.
    struct Property: Sendable {
        /// What the property holds.
        enum Value: Sendable {
            /// The role at this position of the role list.
            case role(Int)
            /// A role group, as the nested class.
            case group(ColorClass)
        }

        /// The declared name, escaped when needed.
        var name: String
        /// What it holds.
        var value: Value
    }

    /// The names the generated file imports and uses inside the classes, which no nested class may take.
    static let importedNames: Set<String> = ["Color", "ColorSpaces", "ColorScheme", "Immutable", "Composable",
                                             "ProvidableCompositionLocal", "Companion"]
    /// The property the root class holds a Material `ColorScheme` in.
    static let materialProperty = "materialColorScheme"
    /// The root class's constructor property saying whether the scheme is dark (which Material
    /// builder makes ``materialProperty``).
    static let darkProperty = "isDark"
    /// The root properties the file needs: ``materialProperty``, ``darkProperty`` and the builders it calls.
    static let reservedProperties: Set<String> = [materialProperty, darkProperty, "lightColorScheme", "darkColorScheme"]
    /// The most members one generated constructor takes; a class with more holds them in parts
    /// (``parts(of:)``). A `Color` takes two of the JVM's 255 parameter slots (a `Long` in a value
    /// class), and `copy()`'s synthetic method adds the receiver, a mask per 32 parameters and a marker.
    static let maximumParameters = 100
    /// The name of a part's class before its number (`Part1`); its property is `part1`.
    static let partClass = "Part"
    /// The property a group's own token takes in its group's class.
    static let groupTokenProperty = "base"
    /// Appended to a nested class's name when it would equal its property's (`_2d`: class `_2dGroup`).
    static let classSuffix = "Group"

    /// A nested data class holding some of the members of a class with more than
    /// ``maximumParameters``: its name, its name from the root class on, the property holding it,
    /// and which members (positions in the class's ``ColorClass/properties``) it holds.
    struct Part: Sendable {
        var name: String
        var qualifiedName: String
        var property: String
        var members: Range<Int>
    }

    /// The parts of `colorClass`, in order; empty when its members fit one constructor. Each name
    /// takes the first number its class does not use (`part1`, `Part1`; `part3`, `Part3` when a
    /// role already has `part1`).
    static func parts(of colorClass: ColorClass) -> [Part] {
        let count = colorClass.properties.count
        guard count > maximumParameters else { return [] }
        var taken = Set(colorClass.properties.map(\.name))
        for property in colorClass.properties {
            if case .group(let nested) = property.value { taken.insert(nested.name) }
        }
        var parts: [Part] = []
        var number = 1
        for start in stride(from: 0, to: count, by: maximumParameters) {
            while taken.contains("\(partClass)\(number)") || taken.contains("\(partClass.lowercased())\(number)") { number += 1 }
            let name = "\(partClass)\(number)"
            parts.append(Part(name: name, qualifiedName: colorClass.qualifiedName + "." + name,
                              property: "\(partClass.lowercased())\(number)",
                              members: start..<min(count, start + maximumParameters)))
            number += 1
        }
        return parts
    }

    /// The root class.
    private(set) var root: ColorClass
    /// Each role's property from the root class on (`text.onPrimary.body`), by position in the role list.
    private(set) var accessPaths: [String]
    /// Every rename, one message each (no location: the caller knows which output it is).
    private(set) var renames: [String] = []

    /// Names `paths` in the class `className`, nested or flat.
    init(_ paths: [RolePath], className: String, nested: Bool) {
        var builder = Builder(className: className)
        accessPaths = Array(repeating: "", count: paths.count)
        for (index, path) in paths.enumerated() {
            accessPaths[index] = nested ? builder.placeNested(path, role: index) : builder.placeFlat(path, role: index)
        }
        root = builder.freeze(0, name: className, qualifiedName: className)
        renames = builder.renames
    }

    /// The classes while names are placed: each class at its index, the root at 0.
    private struct Builder {
        struct Node {
            var path: String
            /// The words its properties and nested classes took (Kotlin keeps both in one
            /// namespace), with the role or group that took them.
            var owners: [String: String] = [:]
            /// The nested class of each group segment, and the property that holds it.
            var groups: [String: (node: Int, property: String)] = [:]
            var members: [(name: String, role: Int?, group: Int?)] = []
            var className = ""
        }

        let className: String
        var nodes = [Node(path: "")]
        var renames: [String] = []

        init(className: String) {
            self.className = className
            for reserved in ComposeNames.reservedProperties { nodes[0].owners[reserved] = "the generated file" }
        }

        mutating func placeFlat(_ path: RolePath, role: Int) -> String {
            var segments = path.segments
            if segments.count > 1, segments.last == RolePath.groupTokenSegment { segments.removeLast() }
            let word = KotlinIdentifier.lowerCamelWord(segments.joined(separator: " "))
            let name = property(word, in: 0, owner: "role \(quoted(path.description))")
            nodes[0].members.append((name, role, nil))
            return name
        }

        mutating func placeNested(_ path: RolePath, role: Int) -> String {
            let segments = path.segments.isEmpty ? [""] : path.segments
            var node = 0
            var access: [String] = []
            for depth in 0..<(segments.count - 1) {
                let segment = segments[depth]
                if let nested = nodes[node].groups[segment] {
                    access.append(nested.property)
                    node = nested.node
                    continue
                }
                let groupPath = RolePath.dotted(Array(segments[...depth]))
                let owner = "role group \(quoted(groupPath))"
                let propertyWord = KotlinIdentifier.lowerCamelWord(segment)
                let propertyName = property(propertyWord, in: node, owner: owner)
                // A word without case (`_2d`, `颜色`) would name the property and its class alike.
                var classWord = KotlinIdentifier.upperCamelWord(segment)
                if classWord == propertyWord { classWord += ComposeNames.classSuffix }
                let typeName = nestedClass(classWord, in: node, owner: owner)
                let nested = nodes.count
                var child = Node(path: groupPath)
                child.className = typeName
                nodes.append(child)
                nodes[node].groups[segment] = (nested, propertyName)
                nodes[node].members.append((propertyName, nil, nested))
                access.append(propertyName)
                node = nested
            }
            let last = segments[segments.count - 1]
            let word = segments.count > 1 && last == RolePath.groupTokenSegment
                ? ComposeNames.groupTokenProperty : KotlinIdentifier.lowerCamelWord(last)
            let name = property(word, in: node, owner: "role \(quoted(path.description))")
            nodes[node].members.append((name, role, nil))
            return (access + [name]).joined(separator: ".")
        }

        /// A free property name in `node` for `word`, escaped.
        private mutating func property(_ word: String, in node: Int, owner: String) -> String {
            let free = freeWord(word, taken: nodes[node].owners, owner: owner, kind: "property", in: node)
            nodes[node].owners[free] = owner
            return KotlinIdentifier.escaped(free)
        }

        /// A free nested class name in `node` for `word`, escaped.
        private mutating func nestedClass(_ word: String, in node: Int, owner: String) -> String {
            var taken = nodes[node].owners
            for reserved in ComposeNames.importedNames.union([className]) { taken[reserved] = taken[reserved] ?? "the generated file" }
            let free = freeWord(word, taken: taken, owner: owner, kind: "class", in: node)
            nodes[node].owners[free] = owner
            return KotlinIdentifier.escaped(free)
        }

        /// `word`, or `word` with the first number from 2 on that `taken` does not hold; a rename
        /// is recorded.
        private mutating func freeWord(_ word: String, taken: [String: String], owner: String, kind: String,
                                       in node: Int) -> String {
            guard let other = taken[word] else { return word }
            var number = 2
            while taken["\(word)\(number)"] != nil { number += 1 }
            let free = "\(word)\(number)"
            let place = nodes[node].path.isEmpty ? "class \(className)" : "the class of role group \(quoted(nodes[node].path))"
            renames.append("\(owner) would be the Kotlin \(kind) \(word) in \(place), a name taken by \(other); "
                           + "it is named \(free)")
            return free
        }

        private func quoted(_ text: String) -> String {
            "\"" + text + "\""
        }

        func freeze(_ node: Int, name: String, qualifiedName: String) -> ColorClass {
            ColorClass(name: name, qualifiedName: qualifiedName, path: nodes[node].path, properties: nodes[node].members.map { member in
                if let group = member.group {
                    let className = nodes[group].className
                    return Property(name: member.name,
                                    value: .group(freeze(group, name: className, qualifiedName: qualifiedName + "." + className)))
                }
                return Property(name: member.name, value: .role(member.role ?? 0))
            })
        }
    }
}
