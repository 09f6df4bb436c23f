extension Finding {
    /// Lines of other places a one-line note names before it stops.
    public static let placesNamedInNotes = 8

    /// `and 2 more uses in this file: lines 14, 22`, `and in 1 more file: Sources/Feed/Row.swift:3`, or `nil` for a
    /// finding with no other places.
    public var placesNote: String? {
        guard !places.isEmpty else { return nil }
        var notes: [String] = []
        let here = places.filter { $0.file == nil }
        if !here.isEmpty {
            var lines: [Int] = []
            for place in here where lines.last != place.line { lines.append(place.line) }
            var named = lines.prefix(Self.placesNamedInNotes).map(String.init).joined(separator: ", ")
            if lines.count > Self.placesNamedInNotes { named += ", …" }
            let count = here.count
            notes.append("and \(count) more \(count == 1 ? "use" : "uses") in this file: "
                + "\(lines.count == 1 ? "line" : "lines") \(named)")
        }
        let elsewhere = places.compactMap { place in place.file.map { "\($0):\(place.line)" } }
        if !elsewhere.isEmpty {
            var named = elsewhere.prefix(Self.placesNamedInNotes).joined(separator: ", ")
            if elsewhere.count > Self.placesNamedInNotes { named += ", …" }
            notes.append("and in \(elsewhere.count) more \(elsewhere.count == 1 ? "file" : "files"): \(named)")
        }
        return notes.joined(separator: "; ")
    }

    /// The message with ``placesNote`` after it, for formats that carry nothing but a message.
    public var messageWithPlaces: String {
        placesNote.map { "\(message) (\($0))" } ?? message
    }
}
