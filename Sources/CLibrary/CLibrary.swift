// The platform's C library, imported in this one place: Apple's, glibc or musl.
// Darwin first, so that the stub Darwin of Tests/Stubs selects Apple's declarations on Linux.
#if canImport(Darwin)
@_exported import Darwin
#elseif canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#else
#error("colorgen needs Apple's C library, glibc or musl")
#endif
