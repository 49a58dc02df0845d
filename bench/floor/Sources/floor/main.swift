// A do-nothing Foundation program: what starting any Swift command-line tool costs.
import Foundation

if ProcessInfo.processInfo.arguments.count > 99 { print("unreachable") }
