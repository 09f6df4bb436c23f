import ArchLintLexer
import ArchLintOutline

extension PersistedEntityLogicRule {
    /// A member of a persisted entity as the rule judges it: its name, what it returns, what it takes and its body.
    struct Member {
        /// What kind of member a body belongs to: an initialiser may only assign, a static member builds or
        /// looks up, a function may also reject input, and a computed property is read as a status or a value.
        enum Kind { case initializer, staticMember, function, property }

        /// What a member's result is, as far as its declared type tells.
        enum Result: Equatable {
            /// A function without `->`.
            case none
            case boolean
            /// Text or a picture for a screen or a log: `String`, `Text`, `Color`, `Image`, a symbol.
            case display
            /// A type named as a validation outcome: `NameValidationResult`, `ValidationResult`.
            case validationOutcome
            /// A payload for a server or a file: a dictionary keyed by strings (`[String: Any]`), `NSDictionary`.
            case wireFormat
            case other
            /// A property without a type annotation.
            case unknown
        }

        struct Parameter {
            var name: String
            var type: String
        }

        var kind: Kind
        var name: String
        /// `func` or `init` members only; `==`, `<` and friends are operators.
        var isOperator = false
        var isThrowing: Bool
        var result: Result
        var resultType: String?
        var parameters: [Parameter] = []
        var body: Range<Int>?

        init(function: FunctionDecl, _ file: OutlinedFile) {
            switch function.kind {
            case .initializer: kind = .initializer
            case .function: kind = function.isStatic ? .staticMember : .function
            }
            name = function.name
            isThrowing = function.isThrowing
            body = function.bodyTokens
            let signature = Self.signature(of: function, file)
            parameters = signature.parameters
            resultType = signature.result
            result = function.kind == .initializer ? .none : Self.result(of: signature.result)
            if let nameToken = file.nextCode(after: function.keywordToken) {
                isOperator = file.tokens[nameToken].kind == .operator
            }
        }

        init(property: PropertyDecl, throwing: Bool) {
            kind = property.isStatic ? .staticMember : .property
            name = property.name
            isThrowing = throwing
            resultType = property.typeAnnotation
            result = property.typeAnnotation.map { Self.result(of: $0) } ?? .unknown
            body = property.accessorTokens
        }

        /// The names of the parameters, for telling a body that reads them.
        var parameterNames: Set<String> { Set(parameters.map(\.name)) }

        /// Types whose values are shown rather than decided on.
        static let displayTypes: Set<String> = [
            "String", "Substring", "Character", "Text", "LocalizedStringKey", "LocalizedStringResource",
            "AttributedString", "NSAttributedString", "Color", "UIColor", "NSColor", "CGColor", "Image", "UIImage",
            "NSImage", "Font", "UIFont", "NSFont", "ShapeStyle", "AnyShapeStyle",
        ]
        /// Words that name a picture or a look in a type name: `LeafColorData`, `IconName`, `SymbolConfiguration`.
        static let displayWords: Set<String> = ["Color", "Colour", "Colors", "Colours", "Image", "Icon", "Symbol",
                                                "Font", "Gradient", "Style", "Tint", "Emoji"]

        /// `Bool`, `String?`, `SwiftUI.Color`, `some ShapeStyle`, `NameValidationResult`.
        static func result(of type: String?) -> Result {
            guard var text = type?.filter({ !$0.isWhitespace }), !text.isEmpty else { return .none }
            while text.last == "?" || text.last == "!" { text.removeLast() }
            if text.hasPrefix("some") { text.removeFirst(4) }
            if text.hasPrefix("any") { text.removeFirst(3) }
            if text == "Void" || text == "()" { return .none }
            if NameWords.split(String(text.map { $0 == "." ? "_" : $0 })).contains(where: {
                $0 == "Validation" || $0 == "Validity"
            }) {
                return .validationOutcome
            }
            if text.hasPrefix("[String:") || text == "NSDictionary" || text == "NSMutableDictionary" {
                return .wireFormat
            }
            if let dot = text.lastIndex(of: ".") { text = String(text[text.index(after: dot)...]) }
            if text == "Bool" { return .boolean }
            if displayTypes.contains(text) { return .display }
            if !text.contains("<"), !text.contains("["), NameWords.split(text).contains(where: displayWords.contains) {
                return .display
            }
            return .other
        }

        /// The parameters and the result type written in a function's signature.
        private static func signature(of function: FunctionDecl, _ file: OutlinedFile)
            -> (parameters: [Parameter], result: String?) {
            let tokens = file.tokens
            let end = function.bodyTokens.map { $0.lowerBound - 1 } ?? min(tokens.count, function.keywordToken + 64)
            var cursor = function.keywordToken + 1
            while cursor < end, tokens[cursor].kind != .leftParen { cursor += 1 }
            guard cursor < end, let close = file.partner(of: cursor), close < end else { return ([], nil) }
            let parameters = Self.parameters(in: (cursor + 1)..<close, file)
            var arrow = close + 1
            while arrow < end, tokens[arrow].kind != .arrow { arrow += 1 }
            guard arrow < end else { return (parameters, nil) }
            var typeEnd = arrow + 1
            while typeEnd < end, tokens[typeEnd].keyword != .where { typeEnd += 1 }
            let result = ((arrow + 1)..<typeEnd).filter { !tokens[$0].isComment }.map { file.text($0) }.joined()
            return (parameters, result)
        }

        /// `_ dto: PlantDTO, in context: ModelContext = .shared` → `dto: PlantDTO`, `context: ModelContext`.
        private static func parameters(in range: Range<Int>, _ file: OutlinedFile) -> [Parameter] {
            let tokens = file.tokens
            var parameters: [Parameter] = []
            var start = range.lowerBound
            var cursor = range.lowerBound
            var angles = 0
            func close(at end: Int) {
                defer { start = end + 1 }
                guard let colon = (start..<end).first(where: { tokens[$0].kind == .colon }),
                      let name = file.previousCode(before: colon), name >= start else { return }
                var typeEnd = colon + 1
                while typeEnd < end, tokens[typeEnd].kind != .equal { typeEnd += 1 }
                let type = ((colon + 1)..<typeEnd).filter { !tokens[$0].isComment }.map { file.text($0) }.joined()
                parameters.append(Parameter(name: file.text(name), type: type))
            }
            while cursor < range.upperBound {
                let token = tokens[cursor]
                if token.kind.opensGroup, let partner = file.partner(of: cursor) {
                    cursor = partner + 1
                    continue
                }
                if token.kind == .operator {
                    let text = file.text(cursor)
                    if text.allSatisfy({ $0 == "<" }) { angles += text.count }
                    if text.allSatisfy({ $0 == ">" }) { angles = max(0, angles - text.count) }
                } else if token.kind == .comma, angles == 0 {
                    close(at: cursor)
                }
                cursor += 1
            }
            close(at: range.upperBound)
            return parameters
        }
    }
}
