extension Finding {
    /// Lines of other places a one-line note names before it stops.
    public static let placesNamedInNotes = 8

    /// `and 2 more uses in this file: lines 14, 22`, or `nil` for a finding with no other places.
    public var placesNote: String? {
        guard !places.isEmpty else { return nil }
        var lines: [Int] = []
        for place in places where lines.last != place.line { lines.append(place.line) }
        var named = lines.prefix(Self.placesNamedInNotes).map(String.init).joined(separator: ", ")
        if lines.count > Self.placesNamedInNotes { named += ", …" }
        let count = places.count
        return "and \(count) more \(count == 1 ? "use" : "uses") in this file: \(lines.count == 1 ? "line" : "lines") \(named)"
    }

    /// The message with ``placesNote`` after it, for formats that carry nothing but a message.
    public var messageWithPlaces: String {
        placesNote.map { "\(message) (\($0))" } ?? message
    }
}
