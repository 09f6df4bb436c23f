#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// The process's environment variables. On Linux they are read from `environ` directly: Foundation's `ProcessInfo`
/// builds its whole process description on first use, a cost every run paid at start for this one table. Where a
/// name appears twice, the first one counts, as `getenv` has it. Elsewhere `ProcessInfo` gives them.
enum ProcessEnvironment {
    static func variables() -> [String: String] {
        #if canImport(Glibc)
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "="), equals != text.startIndex {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
        #else
        return ProcessInfo.processInfo.environment
        #endif
    }
}
