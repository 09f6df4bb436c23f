extension ArchLintVersion {
    /// The commit a release was built from: `Scripts/release.sh` writes it into this file in the copy it builds;
    /// `nil` in a development build.
    public static let commit: String? = nil

    /// What `archlint --version` prints: `0.1.0`, or `0.1.0 (abc1234)` for a release build.
    public static var described: String {
        commit.map { "\(current) (\($0))" } ?? current
    }
}
