/// An option that takes a value, e.g. `--config PATH`, with how the command reads the value. A
/// command declares it once and reads it with ``Arguments/value(of:)``, which returns `Value`.
public struct ValueOption<Value>: Sendable {
    /// The option's row in the command's table.
    public let spec: OptionSpec
    /// Turns the word given into the command's value, or says why it cannot.
    let parse: @Sendable (String) throws(UsageError) -> Value

    /// The option `--name PLACEHOLDER`, described by `help`, its value read by `parse`.
    public init(_ name: String, _ placeholder: String, help: String,
         parse: @escaping @Sendable (String) throws(UsageError) -> Value) {
        spec = OptionSpec(name: name, placeholder: placeholder, help: help)
        self.parse = parse
    }
}

extension ValueOption where Value == String {
    /// An option whose value is used as given.
    public init(_ name: String, _ placeholder: String, help: String) {
        self.init(name, placeholder, help: help) { $0 }
    }
}
