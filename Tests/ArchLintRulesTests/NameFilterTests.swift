import ArchLintRules
import Testing

/// The filter passes every name it was given, and turns away a word that has one name's first byte and another's
/// length: the two are asked together.
@Suite struct NameFilterTests {
    @Test func aFirstByteAndALengthPassOnlyTogether() {
        let filter = NameFilter(["print", "dump", "URLSession"])
        func passes(_ word: String) -> Bool {
            let bytes = Array(word.utf8)
            return bytes.withUnsafeBufferPointer { filter.mayMatch($0, 0, bytes.count) }
                && filter.mayMatch(bytes, 0, bytes.count)
        }
        for name in ["print", "dump", "URLSession"] { #expect(passes(name), "\(name)") }
        // Same first byte and length as a name: passed (a filter, not a match).
        #expect(passes("pxxxx") && passes("data"))
        // `p` begins a name and 4 is a name's length, but no name is `p` and 4 long; nor `d` and 5.
        #expect(!passes("pump") && !passes("drift") && !passes("Uxxx") && !passes(""))
    }
}
