import ArchLintLexer
import ArchLintOutline

/// Preview scaffolding: `#Preview { … }` blocks and `PreviewProvider` types. They build a screen with whatever it
/// needs (a model container, a concrete store, sample entities), as the composition root does, so they are
/// composition code wherever they sit.
enum PreviewCode {
    /// The token ranges of a file's previews, in source order and not overlapping.
    static func ranges(in file: OutlinedFile) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for decl in file.outline.types where decl.inherits.contains(where: isPreviewProvider) {
            guard let body = decl.bodyTokens else { continue }
            ranges.append(decl.keywordToken..<min(body.upperBound + 1, file.tokens.count))
        }
        for (index, token) in file.tokens.enumerated() where token.kind == .poundKeyword && file.token(index, is: "#Preview") {
            guard var cursor = file.nextCode(after: index) else { continue }
            // `#Preview("Empty", traits: …) { … }`: the arguments, then the trailing closure.
            if file.tokens[cursor].kind == .leftParen {
                guard let close = file.partner(of: cursor), let next = file.nextCode(after: close) else { continue }
                cursor = next
            }
            guard file.tokens[cursor].kind == .leftBrace, let end = file.partner(of: cursor) else { continue }
            ranges.append(index..<(end + 1))
        }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        // A `#Preview` inside a provider's body is covered already.
        var merged: [Range<Int>] = []
        for range in ranges {
            if let last = merged.last, range.lowerBound < last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }

    private static func isPreviewProvider(_ name: String) -> Bool {
        name == "PreviewProvider" || name == "SwiftUI.PreviewProvider"
    }
}
