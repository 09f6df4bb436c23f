/// Splits a camel-case name into words: `TripDomainKit` → `Trip`, `Domain`, `Kit`; `TripUI` → `Trip`, `UI`;
/// `UIKit` → `UI`, `Kit`.
enum NameWords {
    static func split(_ name: String) -> [String] {
        let characters = Array(name)
        var words: [String] = []
        var current = ""
        for (position, character) in characters.enumerated() {
            if !current.isEmpty, character.isUppercase {
                let previous = characters[position - 1]
                let nextIsLower = position + 1 < characters.count && characters[position + 1].isLowercase
                if !previous.isUppercase || nextIsLower {
                    words.append(current)
                    current = ""
                }
            }
            if character == "_" || character == "-" || character == " " {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
