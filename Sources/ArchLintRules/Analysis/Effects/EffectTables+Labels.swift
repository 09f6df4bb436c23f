import ArchLintOutline

/// Members' parameter labels and parameter lists as written, read from their files again the first time they
/// are asked for: pass 1 keeps only a hash of the labels.
extension EffectTables {
    /// The parameter labels of member `member` (`for:_:`), read from its file the first time they are needed;
    /// empty when the file no longer holds the member's tokens.
    func labels(of member: Int) -> String {
        labels(of: [member])[0]
    }

    /// The parameter labels of each of `members`, in order; a file is given again at most once for all of them.
    func labels(of members: [Int]) -> [String] {
        var found = members.map { member in
            let (file, position) = location(of: member)
            return MemberCode.labels(of: files[file].facts.layout(at: position))
        }
        guard found.contains(where: { $0 == nil }) else { return found.map { $0 ?? "" } }
        return lock.withLock {
            var unread: [Int: [Int]] = [:]
            for (place, member) in members.enumerated() where found[place] == nil {
                if let known = labels[member] {
                    found[place] = known
                } else {
                    unread[location(of: member).file, default: []].append(place)
                }
            }
            for (file, places) in unread.sorted(by: { $0.key < $1.key }) {
                let source = sources?(files[file].path)
                for place in places {
                    let member = members[place]
                    if let known = labels[member] {
                        found[place] = known
                        continue
                    }
                    let code = code(of: member)
                    var read = ""
                    switch source {
                    case .outlined(let outlined)? where outlined.tokens.count == files[file].tokenCount:
                        read = code.labels(in: outlined)
                    case .bytes(let bytes)?:
                        if let alone = code.parameterList(in: bytes, path: files[file].path) {
                            read = alone.member.labels(in: alone.file)
                        }
                    default:
                        break
                    }
                    labels[member] = read
                    found[place] = read
                }
            }
            return found.map { $0 ?? "" }
        }
    }

    /// The text of member `member`'s parameter list, without its parentheses (`_ ids: [UUID], in album: Album`);
    /// `nil` for a property or when its file cannot be given again.
    func parameterText(of member: Int) -> String? {
        let code = code(of: member)
        guard let parameters = code.parameters else { return nil }
        let path = files[location(of: member).file].path
        switch sources?(path) {
        case .outlined(let outlined)? where outlined.tokens.count == files[location(of: member).file].tokenCount:
            return Self.text(of: parameters, in: outlined)
        case .bytes(let bytes)?:
            guard let alone = code.parameterList(in: bytes, path: path) else { return nil }
            return Self.text(of: alone.member.parameters ?? 0..<0, in: alone.file)
        default:
            return nil
        }
    }

    /// The source text of the tokens `range` of `file`.
    private static func text(of range: Range<Int>, in file: OutlinedFile) -> String {
        guard range.lowerBound < range.upperBound else { return "" }
        let start = Int(file.tokens[range.lowerBound].start), end = Int(file.tokens[range.upperBound - 1].end)
        return file.source.text(in: start..<end)
    }
}
