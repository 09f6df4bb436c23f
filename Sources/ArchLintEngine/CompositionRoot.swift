import ArchLintOutline

/// What makes a file the composition root, the App layer wherever it is: an entry point (`@main`,
/// `@UIApplicationMain`, `@NSApplicationMain`) or an app delegate (a type conforming to `UIApplicationDelegate`
/// or `NSApplicationDelegate`, in its declaration or an extension).
public enum CompositionRoot {
    static let entryAttributes = ["main", "UIApplicationMain", "NSApplicationMain"]
    static let delegateProtocols = ["UIApplicationDelegate", "NSApplicationDelegate"]

    /// The mark that makes a declaration the composition root, as `archlint layers` names it (`@main`,
    /// `UIApplicationDelegate`), or `nil`. Its attributes are looked at in place: every type of every app file is
    /// asked, and most have neither mark.
    static func mark(of declaration: TypeDecl) -> String? {
        if !declaration.attributes.isEmpty {
            for attribute in entryAttributes where declaration.attributes.contains(where: { $0.name == attribute }) {
                return "@" + attribute
            }
        }
        return declaration.inherits.isEmpty ? nil : delegateMark(inherits: declaration.inherits)
    }

    /// The delegate protocol `inherits` names, plainly or qualified (`UIKit.UIApplicationDelegate`).
    private static func delegateMark(inherits: [String]) -> String? {
        for position in delegateProtocols.indices {
            let name = delegateProtocols[position], qualified = qualifiedDelegateSuffixes[position]
            if inherits.contains(where: { $0 == name || $0.hasSuffix(qualified) }) { return name }
        }
        return nil
    }

    /// `.UIApplicationDelegate` and the other, made once.
    private static let qualifiedDelegateSuffixes = delegateProtocols.map { "." + $0 }

    /// The reason `archlint layers` gives for a composition root.
    static func reason(_ mark: String) -> String {
        mark.hasPrefix("@") ? "\(mark), the composition root" : "\(mark) conformance, the composition root"
    }
}
