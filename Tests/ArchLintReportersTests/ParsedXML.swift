import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Parses reporter XML output, so tests check it is well formed and query it by XPath.
struct ParsedXML {
    let document: XMLDocument

    init(_ text: String) throws {
        document = try XMLDocument(xmlString: text, options: [])
    }

    /// The elements an XPath selects.
    func elements(_ xpath: String) throws -> [XMLElement] {
        try document.nodes(forXPath: xpath).compactMap { $0 as? XMLElement }
    }

    /// The attribute `name` of the first element `xpath` selects.
    func attribute(_ name: String, of xpath: String) throws -> String? {
        try elements(xpath).first?.attribute(forName: name)?.stringValue
    }
}
