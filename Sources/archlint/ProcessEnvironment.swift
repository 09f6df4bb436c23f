#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's environment variables, read from `environ` directly: Foundation's `ProcessInfo` builds its whole
/// process description on first use, a cost every run paid at start for this one table. Where a name appears
/// twice, the first one counts, as `getenv` has it.
enum ProcessEnvironment {
    static func variables() -> [String: String] {
        var variables: [String: String] = [:]
        #if canImport(Darwin)
        guard var entry = _NSGetEnviron().pointee else { return variables }
        #else
        var entry = environ
        #endif
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "="), equals != text.startIndex {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }
}
