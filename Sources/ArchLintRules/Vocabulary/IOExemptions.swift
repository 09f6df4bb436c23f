/// The types whose members are never I/O to the rules, whatever they call: views, their controllers, the web views
/// they drive, and logging, analytics and crash reporting.
enum IOExemptions {
    /// Superclasses and protocols of types whose members are never I/O to the rules: views, their controllers,
    /// and the web views they drive.
    static let exemptSupertypes: Set<String> = [
        "View", "UIView", "NSView", "UIViewController", "NSViewController", "UIViewRepresentable",
        "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable", "WKWebView",
        "WKNavigationDelegate", "WKUIDelegate", "WKScriptMessageHandler", "UITableViewCell", "UICollectionViewCell",
        "UITableViewController", "UICollectionViewController", "UINavigationController", "UITabBarController",
        "UIHostingController", "NSHostingController", "Scene", "App",
    ]

    /// Whether a project type named `name` that inherits `inherits` is exempt.
    static func isExempt(name: String, inherits: [String]) -> Bool {
        if inherits.contains(where: { exemptSupertypes.contains(ProjectIndex.simpleName($0)) }) { return true }
        // A word of the name is a part of it: a name holding none of the words' stems needs no splitting.
        guard holdsExemptStem(name) else { return false }
        return NameWords.split(name).contains { RoleNames.loggingWords.contains($0) }
    }

    /// Stems that every word of ``RoleNames/loggingWords`` starts with (`Log` for `Logger`, `Track` for `Tracking`).
    static let exemptStems: [[UInt8]] = ["Log", "Analytics", "Track", "Telemetry", "Crash", "Metrics"]
        .map { Array($0.utf8) }

    /// Whether `name`'s bytes hold one of ``exemptStems``.
    private static func holdsExemptStem(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            for stem in exemptStems where bytes.count >= stem.count {
                for start in 0...(bytes.count - stem.count) where bytes[start] == stem[0] {
                    var matches = true
                    for offset in 1..<stem.count where bytes[start + offset] != stem[offset] {
                        matches = false
                        break
                    }
                    if matches { return true }
                }
            }
            return false
        }
    }
}
