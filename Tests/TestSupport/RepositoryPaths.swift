import Foundation

/// Locations inside this repository, found from this file's path (tests read `Rules/` and
/// `SampleProjects/` in place).
public enum RepositoryPaths {
    /// The repository root.
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    public static var rules: URL { root.appendingPathComponent("Rules") }
    public static var sampleProjects: URL { root.appendingPathComponent("SampleProjects") }
}
