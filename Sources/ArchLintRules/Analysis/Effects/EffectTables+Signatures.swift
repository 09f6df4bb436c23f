import ArchLintOutline

/// The types a function's signature hands on (its result, its trailing closure's parameter), read from its file
/// the first time a value path follows one.
extension EffectTables {
    /// What a function's signature says of the values it hands on: the type it returns (`nil` for none, or one
    /// whose members reach no I/O) and the type of the first parameter of the closure it takes last.
    struct SignatureTypes: Sendable {
        var result: String?
        var closureParameter: String?
    }

    /// The types member `member`'s signature names (``SignatureTypes``), read from its file the first time they are
    /// asked for and kept; none for a member that is not a function or whose file cannot be given again.
    func signatureTypes(of member: Int) -> SignatureTypes {
        if let known = lock.withLock({ signatures[member] }) { return known }
        var found = SignatureTypes()
        let code = code(of: member)
        let path = files[location(of: member).file].path
        if code.kind == .function, code.parameters != nil {
            var read: (file: OutlinedFile, member: MemberCode)?
            switch sources?(path) {
            case .outlined(let outlined)? where outlined.tokens.count == files[location(of: member).file].tokenCount:
                read = (outlined, code)
            case .bytes(let bytes)?:
                read = code.alone(in: bytes, path: path)
            default:
                break
            }
            if let (file, code) = read, let parameters = code.parameters {
                found = Self.signatureTypes(close: parameters.upperBound, bodyOpen: code.body.lowerBound - 1,
                                            open: parameters.lowerBound - 1, in: file)
            }
        }
        return lock.withLock {
            signatures[member] = found
            return found
        }
    }

    /// The types a signature whose parameter list is `open`…`close` and whose body opens at `bodyOpen` names.
    private static func signatureTypes(close: Int, bodyOpen: Int, open: Int, in file: OutlinedFile) -> SignatureTypes {
        var found = SignatureTypes()
        var cursor = close + 1
        while cursor < bodyOpen, file.tokens[cursor].kind != .arrow { cursor += 1 }
        if cursor < bodyOpen, let type = CallSites.typeNameToken(after: cursor, in: file, limit: bodyOpen),
           !EffectFacts.isPlainValue(type, in: file) {
            found.result = CallSites.bareName(file, type)
        }
        found.closureParameter = EffectFacts.trailingClosureParameterType(open: open, close: close, in: file)
            .map { CallSites.bareName(file, $0) }
        return found
    }
}
