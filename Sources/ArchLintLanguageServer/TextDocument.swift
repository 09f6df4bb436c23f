import ArchLintEngine

/// An open document: the editor's text, unsaved edits included, and the version the editor gave it.
package struct TextDocument: Sendable {
    /// As the client wrote it; answers name the document by this exact text.
    package let uri: String
    package var version: Int
    /// The text as UTF-8, in chunks that edits change one at a time.
    private var content: ChunkedText

    package init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.content = ChunkedText(Array(text.utf8))
    }

    /// One entry of `didChange`'s `contentChanges`: a range replaced by text, or the whole text when there is no
    /// range.
    package struct Change: Equatable, Sendable {
        package var range: TextRange?
        package var text: String

        package init(range: TextRange?, text: String) {
            self.range = range
            self.text = text
        }

        package init?(json: JSON) {
            guard let text = json["text"]?.string else { return nil }
            let range = TextRange(json: json["range"])
            if json["range"] != nil && json["range"] != .null && range == nil { return nil }
            self.init(range: range, text: text)
        }
    }

    /// Applies `change` to the text as it stands (changes of one notification apply one after another).
    package mutating func apply(_ change: Change) {
        guard let range = change.range else {
            content = ChunkedText(Array(change.text.utf8))
            return
        }
        content.replace(range, with: Array(change.text.utf8))
    }

    /// The text as UTF-8.
    package var bytes: [UInt8] { content.bytes }

    package var text: String { String(decoding: bytes, as: UTF8.self) }
}
