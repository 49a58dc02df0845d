/// An option that is given or not and takes no value, e.g. `--quiet`. A command declares it once
/// and reads it with ``Arguments/isSet(_:)``.
public struct FlagOption: Sendable {
    /// The option's row in the command's table.
    public let spec: OptionSpec

    /// The flag `--name`, described by `help`.
    public init(_ name: String, help: String) {
        spec = OptionSpec(name: name, placeholder: nil, help: help)
    }
}
