import ArchLintOutline

/// The properties of `self` a function body assigns, with the values it assigns them.
extension EffectFacts {
    /// The properties of `self` assigned in `body`: `self.name = …`, or `name = …` starting a statement, where
    /// `name` is not bound in the body.
    static func selfAssignments(in body: Range<Int>, of file: OutlinedFile) -> [(property: String, value: String)] {
        let tokens = file.tokens
        var locals: Set<String> = []
        var assigned: [(property: String, value: String)] = []
        for index in body where tokens[index].kind == .identifier {
            guard let previous = file.previousCode(before: index), let next = file.nextCode(after: index) else { continue }
            if tokens[previous].keyword == .let || tokens[previous].keyword == .var {
                locals.insert(file.text(index))
                continue
            }
            guard tokens[next].kind == .equal else { continue }
            let name = file.text(index)
            guard name != "_" else { continue }
            let value = assignedValue(after: next, in: file, limit: body.upperBound)
            if tokens[previous].kind == .period {
                guard let receiver = file.previousCode(before: previous), tokens[receiver].keyword == .`self`,
                      file.previousCode(before: receiver).map({ tokens[$0].kind != .period }) ?? true else { continue }
                assigned.append((name, value))
            } else if tokens[index].flags.contains(.firstOnLine) || [.leftBrace, .semicolon].contains(tokens[previous].kind),
                      !locals.contains(name) {
                assigned.append((name, value))
            }
        }
        return assigned
    }

    /// The text of the value assigned after the `=` at `equal`, to the end of its line, without spaces; the
    /// current time in any spelling (`Date()`, `Date.now`, `.now`) reads `.now`.
    static func assignedValue(after equal: Int, in file: OutlinedFile, limit: Int) -> String {
        var text = ""
        var cursor = equal + 1
        let line = file.tokens[equal].line
        while cursor < limit, cursor < equal + 24, file.tokens[cursor].line == line {
            if !file.tokens[cursor].isComment { text += file.text(cursor) }
            cursor += 1
        }
        return ["Date()", "Date.now", ".now", "Date.init()"].contains(text) ? ".now" : text
    }
}
