// Every colorgen command's option table is consistent: no option twice, none named help, every option it names declared.
import XCTest
import ColorGenCLI
import CommandOptions

/// The option tables of the commands the executable offers.
final class CommandTablesTests: XCTestCase {
    /// Every table is consistent: no option declared twice or named `help`, and every option a
    /// form or constraint names is in the table.
    func testEveryCommandTableIsConsistent() {
        for spec in ColorGenCommands.all.map({ $0.spec }) {
            let names = spec.options.map(\.name)
            XCTAssertEqual(Set(names).count, names.count, "\(spec.name) declares an option twice: \(names)")
            XCTAssertFalse(names.contains("help"), "\(spec.name): --help is every command's own")
            let referenced = spec.forms.flatMap(\.namedOptions) + spec.constraints.flatMap { [$0.option, $0.other] }
            for option in referenced {
                XCTAssertEqual(spec.option(named: option.name), option, "\(spec.name): --\(option.name) is not in its table")
            }
            XCTAssertFalse(spec.forms.isEmpty, spec.name)
        }
    }
}
