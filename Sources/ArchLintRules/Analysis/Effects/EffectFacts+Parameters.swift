import ArchLintLexer
import ArchLintOutline

/// Parameter lists as effects analysis reads them: their labels as a selector spells them, the hash of those
/// labels, and the types of the parameters a body can call on.
extension EffectFacts {
    /// The names written before each parameter's colon: its label first, then its local name if it has one.
    private static func parameterNames(_ element: Range<Int>, in file: OutlinedFile) -> [Int] {
        let tokens = file.tokens
        var names: [Int] = []
        for position in element {
            let token = tokens[position]
            if token.kind == .colon { break }
            if token.kind == .identifier || token.kind == .backtickIdentifier
                || (token.kind == .keyword && token.keyword != .inout) {
                names.append(position)
            }
        }
        return names
    }

    /// The labels of the parameter list `open`…`close`, as a selector spells them (`for:_:`): each parameter's
    /// first name before its colon.
    static func labels(open: Int, close: Int, in file: OutlinedFile) -> String {
        var labels = ""
        CallSites.forEachElement(open: open, close: close, in: file) { element in
            guard let first = parameterNames(element, in: file).first else { return }
            labels += CallSites.bareName(file, first) + ":"
        }
        return labels
    }

    /// The ``FNV1a64`` hash of ``labels(open:close:in:)``, read in place: the same elements and first names, found
    /// over the token, partner and byte buffers (this runs for every function of the app), and no string made.
    static func labelsHash(open: Int, close: Int, in file: OutlinedFile) -> UInt64 {
        guard close > open + 1 else { return FNV1a64.offsetBasis }
        return file.tokens.withUnsafeBufferPointer { tokens in
            file.outline.partner.withUnsafeBufferPointer { partners in
                file.source.bytes.withUnsafeBufferPointer { bytes in
                    var value = FNV1a64.offsetBasis
                    // The elements as `CallSites.forEachElement` splits them.
                    var start = open + 1
                    var cursor = open + 1
                    while cursor < close {
                        let kind = tokens[cursor].kind
                        if kind == .comma {
                            addLabel(of: start..<cursor, tokens, bytes, to: &value)
                            start = cursor + 1
                        } else if kind.opensGroup, case let partner = Int(partners[cursor]), partner >= 0,
                                  partner < close {
                            cursor = partner
                        }
                        cursor += 1
                    }
                    addLabel(of: start..<close, tokens, bytes, to: &value)
                    return value
                }
            }
        }
    }

    /// Adds to `value` the element's first name before its colon, as `parameterNames` finds it, and a `:`.
    @inline(__always)
    private static func addLabel(of element: Range<Int>, _ tokens: UnsafeBufferPointer<Token>,
                                 _ bytes: UnsafeBufferPointer<UInt8>, to value: inout UInt64) {
        for position in element {
            let token = tokens[position]
            if token.kind == .colon { return }
            guard token.kind == .identifier || token.kind == .backtickIdentifier
                || (token.kind == .keyword && token.keyword != .inout) else { continue }
            // Its bare name: the bytes without backticks.
            for offset in Int(token.start)..<Int(token.end) where bytes[offset] != UInt8(ascii: "`") {
                value ^= UInt64(bytes[offset])
                value &*= FNV1a64.prime
            }
            value ^= UInt64(UInt8(ascii: ":"))
            value &*= FNV1a64.prime
            return
        }
    }

    /// Adds each parameter's local name and type in the list `open`…`close` to `bindings`.
    static func bindParameters(open: Int, close: Int, in file: OutlinedFile,
                               into bindings: inout [String: ValuePath]) {
        let tokens = file.tokens
        CallSites.forEachElement(open: open, close: close, in: file) { element in
            let names = parameterNames(element, in: file)
            guard let first = names.first else { return }
            let local = names.count > 1 ? names[1] : first
            if let colon = element.first(where: { tokens[$0].kind == .colon }),
               let type = CallSites.typeName(after: colon, in: file, limit: element.upperBound) {
                bindings[CallSites.bareName(file, local)] = ValuePath(root: .type(type))
            }
        }
    }
}
