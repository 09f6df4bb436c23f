// Lexer throughput: reads every *.swift under a folder into memory, then lexes them all on one
// thread, best of 5. With --report it also lists tokens that deserve a look on real code
// (unknown bytes, unterminated literals) and any file whose tokens do not cover it exactly. With --digest it
// prints one hash of every token of every file (kind, keyword, flags, offsets, line, column): a change to the
// lexer that should not change its output keeps the digest.
import ArchLintLexer
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let folder = arguments.first(where: { !$0.hasPrefix("--") }) else {
    FileHandle.standardError.write(Data("usage: LexerBenchmark DIR [--report] [--digest]\n".utf8))
    exit(2)
}
let wantsReport = arguments.contains("--report")
let wantsDigest = arguments.contains("--digest")

func swiftFiles(under folder: String) -> [String] {
    let root = URL(fileURLWithPath: folder)
    guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
    else { return [] }
    var paths: [String] = []
    for case let url as URL in walker where url.pathExtension == "swift" {
        if (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true { paths.append(url.path) }
    }
    return paths.sorted()
}

let paths = swiftFiles(under: folder)
var sources: [(path: String, text: SourceText)] = []
for path in paths {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
        continue
    }
    sources.append((path, SourceText(bytes: [UInt8](data))))
}
let totalBytes = sources.reduce(0) { $0 + $1.text.bytes.count }

/// CPU time of this thread, which other work on a busy machine disturbs less than wall time.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

var best = Double.infinity
var bestCPU = Double.infinity
var tokenCount = 0
for _ in 0..<5 {
    let clock = ContinuousClock()
    var count = 0
    let cpuStart = threadCPUSeconds()
    let elapsed = clock.measure {
        for source in sources { count += Lexer.tokenize(source.text).count }
    }
    bestCPU = min(bestCPU, threadCPUSeconds() - cpuStart)
    tokenCount = count
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    best = min(best, seconds)
}
func megabytesPerSecond(_ seconds: Double) -> Double { seconds > 0 ? Double(totalBytes) / 1_000_000 / seconds : 0 }
print("lexer: \(sources.count) files, \(totalBytes) bytes, \(tokenCount) tokens, "
      + String(format: "%.1f MB/s", megabytesPerSecond(best)))
print(String(format: "lexer: %.1f MB/s by thread CPU time", megabytesPerSecond(bestCPU)))

if wantsReport {
    let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C]
    for source in sources {
        let tokens = Lexer.tokenize(source.text)
        let bytes = source.text.bytes
        var cursor = source.text.bomLength
        for token in tokens {
            let gapIsSpace = cursor <= Int(token.start) && bytes[cursor..<Int(token.start)].allSatisfy(whitespace.contains)
            if !gapIsSpace { print("\(source.path):\(token.line): tokens do not cover the file"); break }
            cursor = Int(token.end)
            if token.kind == .unknown || token.flags.contains(.unterminated) {
                let text = source.text.text(of: token).prefix(60)
                print("\(source.path):\(token.line):\(token.column): \(token.kind) \(token.flags.rawValue) \(text.debugDescription)")
            }
        }
        if cursor > bytes.count || !bytes[min(cursor, bytes.count)...].allSatisfy(whitespace.contains) {
            print("\(source.path): tokens do not cover the end of the file")
        }
    }
}

if wantsDigest {
    // FNV-1a, 64 bits, over each token's fields in file path order.
    var digest: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) {
            digest = (digest ^ ((value >> UInt64(shift)) & 0xFF)) &* 0x0000_0100_0000_01B3
        }
    }
    for source in sources {
        for token in Lexer.tokenize(source.text) {
            mix(UInt64(token.kind.rawValue) | UInt64(token.keyword.rawValue) << 8 | UInt64(token.flags.rawValue) << 16)
            mix(UInt64(token.start) | UInt64(token.end) << 32)
            mix(UInt64(token.line) | UInt64(token.column) << 32)
        }
    }
    print("tokens digest: " + String(digest, radix: 16))
}
