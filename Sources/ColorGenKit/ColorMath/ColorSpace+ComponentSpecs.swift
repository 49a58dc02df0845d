extension ColorSpace {
    /// ``components``, computed once per space: value validation asks for them for every color.
    var componentSpecs: [ColorComponentSpec] {
        Self.componentSpecsBySpace[self] ?? components
    }

    private static let componentSpecsBySpace: [ColorSpace: [ColorComponentSpec]] =
        Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.components) })
}
