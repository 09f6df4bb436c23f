import ArchLintOutline
import Foundation

extension Baseline {
    /// The baseline file's text: one entry per line, in file order, so that diffs stay readable.
    public func encoded() -> Data {
        var text = "{\n  \"version\": \(Self.formatVersion),\n  \"entries\": ["
        for (index, entry) in entries.enumerated() {
            text += index == 0 ? "\n" : ",\n"
            text += "    {\"rule\": \(JSONString.quoted(entry.rule)), \"file\": \(JSONString.quoted(entry.file)), "
                + "\"line\": \(entry.line), \"text\": \(JSONString.quoted(entry.text)), "
                + "\"occurrence\": \(entry.occurrence)"
            if let others = entry.otherUses {
                text += ", \"uses\": \(others.count + 1)"
                if !others.isEmpty {
                    text += ", \"otherUses\": [" + others.map(JSONString.quoted).joined(separator: ", ") + "]"
                }
            }
            text += "}"
        }
        text += entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return Data(text.utf8)
    }

    /// Reads a baseline file's text; `file` names it in errors.
    public init(data: Data, file: String) throws(ConfigurationError) {
        // A baseline takes no comments: archlint writes it and rewrites it whole, and a comment would be lost.
        switch JSONParser.check(Array(data), allowingComments: false) {
        case .success: break
        case .failure(let error):
            let reason = error.token == "//" || error.token == "/*" ? Self.commentReason : error.reason
            throw .invalidBaseline(file: file, keyPath: nil,
                                   reason: "line \(error.line), column \(error.column): found "
                                       + Self.kind(of: error.token) + " — \(reason)")
        }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw .invalidBaseline(file: file, keyPath: nil, reason: "the text is not valid JSON")
        }
        guard let object = root as? [String: Any] else {
            throw .invalidBaseline(file: file, keyPath: nil, reason: "expected a JSON object")
        }
        // `true` and `1.0` bridge to the integer 1; only an integer literal is a version.
        let number = object["version"] as? NSNumber
        let isInteger = number.map { ["q", "l", "i", "s"].contains(String(cString: $0.objCType)) } ?? false
        guard isInteger, let version = object["version"] as? Int, version == Self.formatVersion else {
            throw .invalidBaseline(file: file, keyPath: "version", reason: "expected \(Self.formatVersion)")
        }
        guard let list = object["entries"] as? [Any] else {
            throw .invalidBaseline(file: file, keyPath: "entries", reason: "expected an array")
        }
        var entries: [BaselineEntry] = []
        for (index, element) in list.enumerated() {
            let path = "entries[\(index)]"
            guard let entry = element as? [String: Any] else {
                throw .invalidBaseline(file: file, keyPath: path, reason: "expected an object")
            }
            func field<T>(_ name: String, _ type: T.Type, _ expected: String) throws(ConfigurationError) -> T {
                guard let value = entry[name] as? T else {
                    throw .invalidBaseline(file: file, keyPath: "\(path).\(name)", reason: "expected \(expected)")
                }
                return value
            }
            // `uses` and `otherUses` came later: an entry without them records no count of uses.
            var otherUses: [String]?
            if entry["uses"] != nil {
                let uses = try field("uses", Int.self, "a number")
                let others = entry["otherUses"] == nil ? [] : try field("otherUses", [String].self, "a list of strings")
                guard uses == others.count + 1 else {
                    throw .invalidBaseline(file: file, keyPath: "\(path).uses",
                                           reason: "expected \(others.count + 1), one more than otherUses has")
                }
                otherUses = others
            }
            entries.append(BaselineEntry(rule: try field("rule", String.self, "a string"),
                                         file: try field("file", String.self, "a string"),
                                         line: try field("line", Int.self, "a number"),
                                         text: try field("text", String.self, "a string"),
                                         occurrence: try field("occurrence", Int.self, "a number"),
                                         otherUses: otherUses))
        }
        self.init(entries: entries)
    }

    /// What a token that is not JSON is, without its text: a file named as a baseline can be any file, and its
    /// bytes are not for an error message (a CI log) to show. JSON's own punctuation is named.
    static func kind(of token: String) -> String {
        if token == "end of file" { return token }
        if ["{", "}", "[", "]", ",", ":", "//", "/*"].contains(token) { return "\"\(token)\"" }
        if token.hasPrefix("\"") { return "a string" }
        if let first = token.unicodeScalars.first,
           first.properties.isAlphabetic || ("0"..."9").contains(first) || first == "-" || first == "_" {
            return "a word"
        }
        return "a character JSON does not use there"
    }

    /// Why a baseline refuses a comment.
    static let commentReason = "a comment, which a baseline cannot keep: --write-baseline and init --freeze "
        + "rewrite the file; give the reason in .archlint.json or in a suppression comment"
}
