/// Source text with `↓` markers in front of the tokens where findings are expected, and `◦` markers in front of
/// the other places of those findings' causes (``Finding/places``).
///
/// The markers are removed; each becomes a (line, column) with the column counted in UTF-8 bytes, as findings are.
public struct MarkedSource: Sendable {
    public static let marker: Character = "↓"
    public static let placeMarker: Character = "◦"

    public let path: String
    public let source: String
    public let markers: [Position]
    public let placeMarkers: [Position]

    public struct Position: Hashable, Sendable, CustomStringConvertible, Comparable {
        public var file: String
        public var line: Int
        public var column: Int

        public init(file: String, line: Int, column: Int) {
            self.file = file
            self.line = line
            self.column = column
        }

        public var description: String { "\(file):\(line):\(column)" }

        public static func < (a: Position, b: Position) -> Bool {
            (a.file, a.line, a.column) < (b.file, b.line, b.column)
        }
    }

    public init(_ path: String, _ marked: String) {
        self.path = path
        var clean = ""
        var markers: [Position] = []
        var placeMarkers: [Position] = []
        var line = 1, column = 1
        for character in marked {
            if character == Self.marker {
                markers.append(Position(file: path, line: line, column: column))
                continue
            }
            if character == Self.placeMarker {
                placeMarkers.append(Position(file: path, line: line, column: column))
                continue
            }
            clean.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        self.source = clean
        self.markers = markers
        self.placeMarkers = placeMarkers
    }

    /// The same file without its markers, where it is context for the expectations of another rule or check.
    public var unmarked: MarkedSource { MarkedSource(path, source) }
}
