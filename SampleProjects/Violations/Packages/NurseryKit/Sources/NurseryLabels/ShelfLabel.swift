/// The text printed on a shelf label.
public struct ShelfLabel: Sendable {
    public var name: String
    public var sku: String

    public init(name: String, sku: String) {
        self.name = name
        self.sku = sku
    }

    public var text: String { "\(name) · \(sku)" }
}
