@testable import ArchLintProject
import TestSupport
import Testing

/// Seeded random commit and tree objects, valid ones and the same cut short, flipped and spliced: the readers
/// never trap, give back every field of a valid object, and keep their promises on whatever else they accept.
@Suite struct GitObjectFuzzTests {
    static let seed: UInt64 = 0x6172_6368_6c69_6e74
    static let objectsOfEachKind = 2_000
    static let mutationsOfEach = 5

    @Test func commitsRoundTripAndDamagedOnesNeverTrap() {
        var random = SplitMix64(seed: Self.seed)
        var inputs = 0, accepted = 0
        var failures: [String] = []
        for index in 0..<Self.objectsOfEachKind {
            let made = RandomCommit(using: &random)
            let bytes = made.bytes
            inputs += 1
            let parsed = GitCommit(id: "c\(index)", data: bytes)
            if parsed?.tree != made.tree || parsed?.firstParent != made.parents.first || parsed?.author != made.author
                || parsed?.authored != made.authored || parsed?.committed != made.committed
                || parsed?.subject != made.subject {
                failures.append("read back differently: \(made)")
            }
            for date in [parsed?.authored, parsed?.committed].compactMap(\.self) {
                if let problem = Self.dateProblem(date) { failures.append(problem) }
            }
            for _ in 0..<Self.mutationsOfEach {
                inputs += 1
                let damaged = ByteDamage.apply(to: bytes, using: &random)
                guard let commit = GitCommit(id: "d", data: damaged) else { continue }
                accepted += 1
                // Whatever was accepted has a one-line subject and dates that print or stay empty.
                if commit.subject.utf8.contains(UInt8(ascii: "\n")) { failures.append("subject \(commit.subject)") }
                for date in [commit.authored, commit.committed] {
                    if let problem = Self.dateProblem(date) { failures.append(problem) }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(3))")
        #expect(inputs == Self.objectsOfEachKind * (1 + Self.mutationsOfEach))
        // The damage is not all fatal: the readers' answers on accepted input were checked too.
        #expect(accepted > inputs / 4)
    }

    @Test func treesRoundTripAndDamagedOnesNeverTrap() {
        var random = SplitMix64(seed: Self.seed &+ 1)
        var inputs = 0, accepted = 0
        var failures: [String] = []
        for _ in 0..<Self.objectsOfEachKind {
            let idLength = Bool.random(using: &random) ? 20 : 32
            let made = RandomTree(idLength: idLength, using: &random)
            let bytes = made.bytes
            inputs += 1
            if GitTree(data: bytes, idLength: idLength)?.entries != made.entries {
                failures.append("read back differently: \(made.entries)")
            }
            for _ in 0..<Self.mutationsOfEach {
                inputs += 1
                let damaged = ByteDamage.apply(to: bytes, using: &random)
                guard let tree = GitTree(data: damaged, idLength: idLength) else { continue }
                accepted += 1
                // Every entry accepted took a space, a NUL and a whole id from the bytes.
                if tree.entries.count * (idLength + 2) > damaged.count {
                    failures.append("too many entries: \(damaged)")
                }
                for entry in tree.entries where entry.id.utf8.count != idLength * 2
                    || !entry.id.utf8.allSatisfy({ Self.hexDigits.contains($0) })
                    || !(entry.nameIsUTF8 || entry.name.unicodeScalars.contains("\u{FFFD}")) {
                    failures.append("entry \(entry) from \(damaged)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(3))")
        #expect(inputs == Self.objectsOfEachKind * (1 + Self.mutationsOfEach))
        #expect(accepted > inputs / 4)
    }

    @Test func datesAtEveryExtremeNeitherTrapNorLie() {
        let seconds = [Int.min, Int.min + 1, -62_167_219_201, -62_167_219_200, -1, 0, 1, 253_402_300_799,
                       253_402_300_800, Int.max - 1, Int.max]
        let offsets = [Int.min, -5_999, -90, 0, 90, 5_999, Int.max]
        for second in seconds {
            for offset in offsets {
                let date = GitDate(seconds: second, offsetMinutes: offset)
                #expect(Self.dateProblem(date) == nil)
            }
        }
        #expect(GitDate(seconds: -62_167_219_200, offsetMinutes: 0).iso8601 == "0000-01-01T00:00:00+00:00")
        #expect(GitDate(seconds: 253_402_300_799, offsetMinutes: 0).iso8601 == "9999-12-31T23:59:59+00:00")
        #expect(GitDate(seconds: 253_402_300_799, offsetMinutes: 1).iso8601 == "")
        #expect(GitDate(seconds: Int.min, offsetMinutes: -60).iso8601 == "")
        #expect(GitDate("1700000000 -0100") == GitDate(seconds: 1_700_000_000, offsetMinutes: -60))
        #expect(GitDate("-9223372036854775808 -0100") == GitDate(seconds: Int.min, offsetMinutes: -60))
        for bad in ["", "1700000000", "1700000000 0100", "1700000000 +01:0", "1700000000 +01000", "x +0100",
                    "99999999999999999999 +0000", "1700000000 +0100 extra"] {
            #expect(GitDate(Substring(bad)) == nil, "\(bad)")
        }
    }

    static let hexDigits = Set("0123456789abcdef".utf8)

    /// What is wrong with how `date` prints, if anything: it must print as strict ISO 8601 that reads back to
    /// the same instant, or as nothing when its local time falls outside years 0 to 9999.
    static func dateProblem(_ date: GitDate) -> String? {
        let text = date.iso8601
        let (shift, tooFar) = date.offsetMinutes.multipliedReportingOverflow(by: 60)
        let (local, overflow) = date.seconds.addingReportingOverflow(shift)
        let inRange = !tooFar && !overflow && (-62_167_219_200...253_402_300_799).contains(local)
            && abs(date.offsetMinutes) < 6_000
        guard inRange else { return text == "" ? nil : "\(date) out of range printed as \(text)" }
        let bytes = Array(text.utf8)
        let number = { (from: Int, count: Int) in
            bytes[from..<(from + count)].reduce(0) { $0 * 10 + Int($1) - 48 }
        }
        let shape = "dddd-dd-ddTdd:dd:dd+dd:dd"
        let shaped = bytes.count == shape.utf8.count && zip(bytes, shape.utf8).allSatisfy { byte, wanted in
            wanted == UInt8(ascii: "d") ? (48...57).contains(byte)
                : wanted == UInt8(ascii: "+") ? byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") : byte == wanted
        }
        guard shaped else { return "\(date) printed as \(text)" }
        let days = daysFromCivil(year: number(0, 4), month: number(5, 2), day: number(8, 2))
        let clock = number(11, 2) * 3_600 + number(14, 2) * 60 + number(17, 2)
        let sign = bytes[19] == UInt8(ascii: "-") ? -1 : 1
        let offset = sign * (number(20, 2) * 60 + number(23, 2))
        guard offset == date.offsetMinutes, days * 86_400 + clock - offset * 60 == date.seconds else {
            return "\(date) printed as \(text), which reads back differently"
        }
        return nil
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}

/// A commit object with random fields: ids of either hash, any number of parents, dates across the whole
/// 64-bit range, signed or not, with or without a message.
private struct RandomCommit: CustomStringConvertible {
    var tree: String
    var parents: [String]
    var author: String
    var authored: GitDate
    var committed: GitDate
    var signature: [String]
    var subject: String
    var body: String

    init(using random: inout SplitMix64) {
        let hexLength = Bool.random(using: &random) ? 40 : 64
        tree = RandomText.hex(hexLength, using: &random)
        parents = (0..<Int.random(in: 0...3, using: &random)).map { _ in RandomText.hex(hexLength, using: &random) }
        author = RandomText.words(using: &random)
        authored = RandomText.date(using: &random)
        committed = RandomText.date(using: &random)
        signature = Bool.random(using: &random) ? [] : (0..<Int.random(in: 1...4, using: &random)).map { _ in
            RandomText.words(using: &random)
        }
        subject = RandomText.words(using: &random)
        body = Bool.random(using: &random) ? ""
            : RandomText.words(using: &random) + "\n\n" + RandomText.words(using: &random)
    }

    var bytes: [UInt8] {
        var text = "tree \(tree)\n"
        for parent in parents { text += "parent \(parent)\n" }
        text += "author \(author) <\(author.filter { $0 != " " })@example.com> \(Self.stamp(authored))\n"
        text += "committer Someone <someone@example.com> \(Self.stamp(committed))\n"
        if !signature.isEmpty {
            text += "gpgsig -----BEGIN PGP SIGNATURE-----\n" + signature.map { " \($0)\n" }.joined() + " \n"
        }
        text += "\n" + subject + (body.isEmpty ? "" : "\n\n" + body) + "\n"
        return Array(text.utf8)
    }

    static func stamp(_ date: GitDate) -> String {
        let minutes = abs(date.offsetMinutes)
        let digits = String(minutes / 60 * 100 + minutes % 60)
        return "\(date.seconds) \(date.offsetMinutes < 0 ? "-" : "+")" + String(repeating: "0", count: 4 - digits.count)
            + digits
    }

    var description: String { String(decoding: bytes, as: UTF8.self) }
}

/// A tree object with random entries of every kind, names with spaces, non-ASCII and bytes that are not UTF-8.
private struct RandomTree {
    var entries: [GitTree.Entry] = []
    var bytes: [UInt8] = []

    static let modes: [(String, GitTree.Kind)] = [("100644", .file), ("100755", .executable), ("120000", .link),
                                                  ("40000", .folder), ("160000", .submodule), ("100664", .file)]

    init(idLength: Int, using random: inout SplitMix64) {
        for _ in 0..<Int.random(in: 0...12, using: &random) {
            let (mode, kind) = Self.modes.randomElement(using: &random)!
            let name = RandomText.nameBytes(using: &random)
            let id = (0..<idLength).map { _ in UInt8.random(in: 0...255, using: &random) }
            let decoded = String(decoding: name, as: UTF8.self)
            entries.append(GitTree.Entry(name: decoded, kind: kind, id: GitTree.hex(id[...]),
                                         nameIsUTF8: Array(decoded.utf8) == name))
            bytes += Array(mode.utf8) + [UInt8(ascii: " ")] + name + [0] + id
        }
    }
}

/// Pieces of random text for objects.
private enum RandomText {
    static let pieces = ["a", "b", "z", "Q", "0", "7", ".", "-", "_", "é", "ü", "€", "😀", "e\u{301}"]

    static func hex(_ count: Int, using random: inout SplitMix64) -> String {
        String((0..<count).map { _ in "0123456789abcdef".randomElement(using: &random)! })
    }

    /// Text without newlines, `<`, `>` or whitespace at either end.
    static func words(using random: inout SplitMix64) -> String {
        var text = pieces.randomElement(using: &random)!
        for _ in 0..<Int.random(in: 0...20, using: &random) {
            text += Int.random(in: 0..<6, using: &random) == 0 ? " " : pieces.randomElement(using: &random)!
        }
        return text + pieces.randomElement(using: &random)!
    }

    /// A name's bytes: no NUL and no `/`, sometimes with bytes that are not UTF-8.
    static func nameBytes(using random: inout SplitMix64) -> [UInt8] {
        var name = Array(words(using: &random).utf8)
        if Int.random(in: 0..<4, using: &random) == 0 {
            let at = Int.random(in: 0...name.count, using: &random)
            name.insert(UInt8.random(in: 0x80...0xFF, using: &random), at: at)
        }
        return name
    }

    static func date(using random: inout SplitMix64) -> GitDate {
        let seconds: Int
        switch Int.random(in: 0..<4, using: &random) {
        case 0: seconds = [Int.min, Int.max, Int.min + 1, Int.max - 1, 0, -1].randomElement(using: &random)!
        case 1: seconds = Int.random(in: Int.min...Int.max, using: &random)
        default: seconds = Int.random(in: -70_000_000_000...260_000_000_000, using: &random)
        }
        let minutes = Int.random(in: 0...99, using: &random) * 60 + Int.random(in: 0...59, using: &random)
        return GitDate(seconds: seconds, offsetMinutes: Bool.random(using: &random) ? minutes : -minutes)
    }
}

/// The damage done to a valid object: cut short, a byte flipped, inserted or deleted, a slice doubled, or
/// random bytes spliced in.
private enum ByteDamage {
    static func apply(to bytes: [UInt8], using random: inout SplitMix64) -> [UInt8] {
        guard !bytes.isEmpty else { return (0..<8).map { _ in UInt8.random(in: 0...255, using: &random) } }
        var damaged = bytes
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0: damaged = Array(bytes.prefix(at))
        case 1: damaged[at] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random)
        case 2: damaged.insert([0, 0x20, 0x0A, 0xFF, UInt8.random(in: 0...255, using: &random)]
            .randomElement(using: &random)!, at: at)
        case 3: damaged.remove(at: at)
        case 4:
            let end = Int.random(in: at...bytes.count, using: &random)
            damaged.insert(contentsOf: bytes[at..<end], at: end)
        default:
            damaged.replaceSubrange(at..<min(bytes.count, at + 4),
                                    with: (0..<Int.random(in: 0...6, using: &random)).map { _ in
                                        UInt8.random(in: 0...255, using: &random)
                                    })
        }
        return damaged
    }
}
