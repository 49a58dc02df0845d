// Creates the folders and files of a manifest, as plainly as Foundation allows: what writing an
// asset catalog costs the file system, to compare colorgen's xcassets output with.
//
// usage: make-tree MANIFEST ROOT
// The manifest is a sequence of entries: `d <relative path>\n` for a folder (parents first), or
// `f <relative path>\t<byte count>\n` followed by the file's bytes.
import Foundation

let arguments = ProcessInfo.processInfo.arguments
let manifest = [UInt8](FileManager.default.contents(atPath: arguments[1])!)
let root = arguments[2]
var offset = 0
while offset < manifest.count {
    let end = manifest[offset...].firstIndex(of: UInt8(ascii: "\n"))!
    let line = String(decoding: manifest[(offset + 2)..<end], as: UTF8.self)
    let isFolder = manifest[offset] == UInt8(ascii: "d")
    offset = end + 1
    if isFolder {
        mkdir(root + "/" + line, 0o755)
        continue
    }
    let parts = line.split(separator: "\t")
    let count = Int(parts[1])!
    let descriptor = open(root + "/" + parts[0], O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    _ = manifest[offset..<(offset + count)].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    offset += count
}
