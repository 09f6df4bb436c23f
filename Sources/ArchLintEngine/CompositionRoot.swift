/// What makes a file the composition root, the App layer wherever it is: an entry point (`@main`,
/// `@UIApplicationMain`, `@NSApplicationMain`) or an app delegate (a type conforming to `UIApplicationDelegate`
/// or `NSApplicationDelegate`, in its declaration or an extension).
public enum CompositionRoot {
    static let entryAttributes = ["main", "UIApplicationMain", "NSApplicationMain"]
    static let delegateProtocols = ["UIApplicationDelegate", "NSApplicationDelegate"]

    /// The mark that makes a declaration the composition root, as `archlint layers` names it (`@main`,
    /// `UIApplicationDelegate`), or `nil`.
    public static func mark(attributes: [String], inherits: [String]) -> String? {
        if let attribute = entryAttributes.first(where: attributes.contains) { return "@" + attribute }
        return delegateProtocols.first { name in inherits.contains { $0 == name || $0.hasSuffix("." + name) } }
    }

    /// The reason `archlint layers` gives for a composition root.
    static func reason(_ mark: String) -> String {
        mark.hasPrefix("@") ? "\(mark), the composition root" : "\(mark) conformance, the composition root"
    }
}
