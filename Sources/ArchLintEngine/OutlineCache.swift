import ArchLintLexer
import ArchLintOutline
import ArchLintRules
import Foundation

/// Outlines kept from one lint to the next, keyed by content: a file whose bytes were outlined before is not
/// lexed or outlined again, whatever its path. A language server re-linting on every keystroke and a history
/// walk through commits that share most of their files both lint mostly what they have seen.
///
/// A file is keyed by the key its ``SourceFile`` gives (a git blob id: then a cached file is never even
/// loaded), else by its bytes. An outline depends only on the bytes, so findings are the same with or without
/// a cache. Safe to share between threads; ``sweep()`` keeps memory to what recent lints used.
public final class OutlineCache: @unchecked Sendable {
    /// What a file's bytes outline to.
    struct Entry {
        let source: SourceText
        let tokens: [Token]
        let outline: Outline
        let lines: Int
        /// The effects facts read from it, once a lint has read them (``EffectFacts``).
        var effects: EffectFacts? = nil
        /// The sweep generation that last used it.
        var used: Int
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var generation = 0

    public init() {}

    /// How many outlines are kept.
    public var count: Int {
        lock.withLock { entries.count }
    }

    /// Drops the outlines no lint asked for since the previous sweep.
    public func sweep() {
        lock.withLock {
            let current = generation
            entries = entries.filter { $0.value.used == current }
            generation += 1
        }
    }

    /// The outline kept under `key`, as `path`'s; `bytes`, when given, must equal the bytes kept (a key made from
    /// a hash can collide).
    func outlined(key: String, path: String, bytes: [UInt8]? = nil) -> (file: OutlinedFile, lines: Int)? {
        lock.withLock {
            guard var entry = entries[key] else { return nil }
            if let bytes, bytes != entry.source.bytes { return nil }
            entry.used = generation
            entries[key] = entry
            return (OutlinedFile(path: path, source: entry.source, tokens: entry.tokens, outline: entry.outline),
                    entry.lines)
        }
    }

    /// Keeps `file`'s whole outline under `key`.
    func keep(_ file: OutlinedFile, lines: Int, key: String) {
        lock.withLock {
            entries[key] = Entry(source: file.source, tokens: file.tokens, outline: file.outline, lines: lines,
                                 used: generation)
        }
    }

    /// The effects facts kept with the outline under `key`, if a lint has read them.
    func effects(key: String) -> EffectFacts? {
        lock.withLock { entries[key]?.effects }
    }

    /// Keeps `facts`, read from the outline under `key`, with it.
    func keepEffects(_ facts: EffectFacts, key: String) {
        lock.withLock { entries[key]?.effects = facts }
    }

    /// The bytes kept for a keyed file, if any.
    func source(keyed key: String) -> SourceText? {
        lock.withLock { entries[key]?.source }
    }

    /// The key of a file known only by its bytes.
    static func key(of bytes: [UInt8]) -> String {
        "bytes:\(bytes.count):\(String(FNV1a64.hash(bytes), radix: 16))"
    }
}

extension SourceFile {
    /// The file's text for quoting a finding's line: from `cache` when it keeps the file's key, else loaded (empty
    /// when the file cannot be read).
    func text(cache: OutlineCache?) -> SourceText {
        if let key = contentKey, let source = cache?.source(keyed: key) { return source }
        if case .bytes(let bytes) = load() { return SourceText(bytes: bytes) }
        return SourceText(bytes: [])
    }
}
