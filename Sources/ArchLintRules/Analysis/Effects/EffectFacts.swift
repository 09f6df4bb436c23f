import ArchLintLexer
import ArchLintOutline

/// What effects analysis needs of one file: its members and the types of its properties. Read from the tokens
/// alone, so a file outlined without members (one that serves only the index) gives its members too. Bodies are
/// passed over: a member's calls are read from its file only when a rule asks what a call to it reaches
/// (``ProjectEffects``).
///
/// Every member of the app is kept to the end of a run, and only the few a rule asks about are ever named: so the
/// facts hold one string per type body (its owner's name, shared by its members) and no other. Members' and
/// properties' names are spans of one buffer of the file's names, made into strings when asked for
/// (``member(at:)``, ``property(at:)``), and compared and hashed in place until then.
public struct EffectFacts: Sendable {
    /// A member: its layout, its owner (its place in ``owners``, or `noOwner`) and where its name is.
    struct Member: Sendable {
        var owner: UInt32
        var name: NameSpan
        var layout: MemberLayout
    }

    /// The owner of a free function.
    static let noOwner = UInt32.max

    /// The start of what a property's value is: ``ValuePath/Root`` with its name as a span.
    enum Root: Sendable {
        case selfValue
        case name(NameSpan)
        case type(NameSpan)
        case construction(NameSpan)
    }

    /// A property: its names, the root of its value, and where the value's members are in ``pathMembers``.
    struct Property: Sendable {
        var owner: UInt32
        var name: NameSpan
        var root: Root
        var firstPathMember: UInt32
        var pathMemberCount: UInt32
    }

    /// The simple names of the types and extensions the file declares members in, one for each body: shared by
    /// every member and property of that body.
    var owners: [String] = []
    /// The UTF-8 bytes of every other name below, back to back.
    private(set) var names: [UInt8] = []
    var storedMembers: [Member] = []
    /// Kept in the order they are written, looked up by type only when a type is (``EffectTables``): within a
    /// file, a later declaration of the same name wins.
    var storedProperties: [Property] = []
    /// The member names of properties' value paths (`Store.shared.container`: `shared`, `container`).
    var pathMembers: [NameSpan] = []
    /// How many tokens the file it was read from has; `nil` when it was not read (code outside the app).
    public var tokenCount: Int?

    public init() {}

    /// Declarations nest at most this deep before the rest of a file is left unread.
    static let maximumNesting = 64

    public init(file: OutlinedFile) {
        tokenCount = file.tokens.count
        var scratch: [Int] = []
        walk(0..<file.tokens.count, owner: Self.noOwner, file: file, depth: 0, scratch: &scratch)
    }

    // MARK: Reading the facts

    /// Its members, each with its names.
    public var members: [MemberCode] { storedMembers.indices.map(member(at:)) }

    /// The properties of each type (stored or computed, by simple owner name), with what their value is, in the
    /// order they are written.
    public var properties: [PropertyFact] { storedProperties.indices.map(property(at:)) }

    var memberCount: Int { storedMembers.count }

    /// Member `position`, its names made.
    func member(at position: Int) -> MemberCode {
        let stored = storedMembers[position]
        return MemberCode(owner: owner(stored.owner), name: string(stored.name), layout: stored.layout)
    }

    func layout(at position: Int) -> MemberLayout { storedMembers[position].layout }

    func owner(at position: Int) -> String? { owner(storedMembers[position].owner) }

    private func owner(_ place: UInt32) -> String? {
        place == Self.noOwner ? nil : owners[Int(place)]
    }

    func name(at position: Int) -> String { string(storedMembers[position].name) }

    func isFree(at position: Int) -> Bool { storedMembers[position].owner == Self.noOwner }

    /// The places in ``owners`` of the bodies of `type`.
    func bodies(of type: String) -> [UInt32] {
        owners.indices.filter { owners[$0] == type }.map { UInt32(truncatingIfNeeded: $0) }
    }

    /// The positions of the members of the bodies `bodies` (``bodies(of:)``), in order.
    func members(in bodies: [UInt32]) -> [Int] {
        guard !bodies.isEmpty else { return [] }
        return storedMembers.withUnsafeBufferPointer { members in
            members.indices.filter { bodies.contains(members[$0].owner) }
        }
    }

    /// The positions of the properties of the bodies `bodies` (``bodies(of:)``), in order.
    func properties(in bodies: [UInt32]) -> [Int] {
        guard !bodies.isEmpty else { return [] }
        return storedProperties.withUnsafeBufferPointer { properties in
            properties.indices.filter { bodies.contains(properties[$0].owner) }
        }
    }

    /// Whether member `position` is named `name`, compared in place.
    func member(at position: Int, isNamed name: String) -> Bool {
        spells(storedMembers[position].name, name)
    }

    /// Property `position`, its names made.
    func property(at position: Int) -> PropertyFact {
        let stored = storedProperties[position]
        return PropertyFact(owner: owners[Int(stored.owner)], name: string(stored.name), value: value(of: stored))
    }

    private func value(of property: Property) -> ValuePath {
        let root: ValuePath.Root
        switch property.root {
        case .selfValue: root = .selfValue
        case .name(let span): root = .name(string(span))
        case .type(let span): root = .type(string(span))
        case .construction(let span): root = .construction(string(span))
        }
        let first = Int(property.firstPathMember)
        return ValuePath(root: root, members: pathMembers[first..<(first + Int(property.pathMemberCount))]
            .map(string))
    }

    private func string(_ span: NameSpan) -> String {
        names.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[span.range]), as: UTF8.self) }
    }

    private func spells(_ span: NameSpan, _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { wanted in
            guard wanted.count == Int(span.count) else { return false }
            return names.withUnsafeBufferPointer { names in
                wanted.elementsEqual(UnsafeBufferPointer(rebasing: names[span.range]))
            }
        }
    }

    // MARK: Keeping names

    /// Keeps the name token `index` spells, without backticks.
    mutating func keepName(ofToken index: Int, in file: OutlinedFile) -> NameSpan {
        let token = file.tokens[index]
        let start = names.count
        file.source.bytes.withUnsafeBufferPointer { bytes in
            let range = Int(token.start)..<min(Int(token.end), bytes.count)
            if token.kind == .backtickIdentifier {
                for offset in range where bytes[offset] != UInt8(ascii: "`") { names.append(bytes[offset]) }
            } else {
                names.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
            }
        }
        return span(from: start)
    }

    mutating func keep(_ name: String) -> NameSpan {
        let start = names.count
        names.append(contentsOf: name.utf8)
        return span(from: start)
    }

    /// The span of the names kept since `start`.
    private func span(from start: Int) -> NameSpan {
        NameSpan(start: UInt32(truncatingIfNeeded: start), count: UInt32(truncatingIfNeeded: names.count - start))
    }

    func hash(_ span: NameSpan) -> UInt64 {
        names.withUnsafeBufferPointer { FNV1a64.hash($0, from: span.range.lowerBound, to: span.range.upperBound) }
    }

    mutating func keepProperty(owner: UInt32, name: NameSpan, value: ValuePath) {
        let root: Root
        switch value.root {
        case .selfValue: root = .selfValue
        case .name(let text): root = .name(keep(text))
        case .type(let text): root = .type(keep(text))
        case .construction(let text): root = .construction(keep(text))
        }
        let first = pathMembers.count
        for member in value.members { pathMembers.append(keep(member)) }
        storedProperties.append(Property(owner: owner, name: name, root: root,
                                         firstPathMember: UInt32(truncatingIfNeeded: first),
                                         pathMemberCount: UInt32(truncatingIfNeeded: value.members.count)))
    }

}

/// A property of a type as effects analysis reads it: what its value is.
public struct PropertyFact: Sendable {
    /// Simple name of the type or extended type that declares it.
    public var owner: String
    public var name: String
    public var value: ValuePath
}

/// Where a name's UTF-8 bytes are in the ``EffectFacts/names`` of a file's facts.
struct NameSpan: Sendable {
    var start: UInt32
    var count: UInt32

    var range: Range<Int> { Int(start)..<(Int(start) + Int(count)) }
}
