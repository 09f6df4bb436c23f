/// The version `archlint --version` prints and reports record.
public enum ArchLintVersion {
    public static let current = "0.1.0"
}
