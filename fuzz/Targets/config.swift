// libFuzzer target: a config read (its outputs' options too) from arbitrary bytes is a config or errors, never a crash.
import Foundation

/// A colorgen.json: a config or errors, never a crash; a config always names its file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    let (config, outputs, diagnostics) = Generator.readConfig(input.bytes, path: "/fuzz/colorgen.json")
    fuzzCheck((config == nil) == diagnostics.containsErrors, "a config returned with errors, or none without")
    if let config {
        fuzzCheck(outputs.count == config.outputs.count, "an output without its checked options")
        for output in config.outputs {
            _ = config.resolve(output.path.value)
        }
    }
    return 0
}
