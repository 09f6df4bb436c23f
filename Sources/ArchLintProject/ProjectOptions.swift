import ArchLintRules

/// Which project a command reads and how it is configured: what `lint`, `report` and `graph` share.
package struct ProjectOptions: Equatable {
    /// Files and folders as given; empty means the working directory.
    package var paths: [String] = []
    package var configPath: String?
    package var profile: Profile?
    /// Named files that the configuration excludes are left out too (`--force-exclude`).
    package var forceExclude = false
    /// The baseline to apply.
    package var baseline = BaselineRequest.configured

    package init(paths: [String] = [], configPath: String? = nil, profile: Profile? = nil, forceExclude: Bool = false,
                         baseline: BaselineRequest = .configured) {
        self.paths = paths
        self.configPath = configPath
        self.profile = profile
        self.forceExclude = forceExclude
        self.baseline = baseline
    }
}

/// Which baseline a run applies.
package enum BaselineRequest: Equatable {
    /// The configuration's `baseline` key (relative to the configuration's folder), if it has one.
    case configured
    /// A file as given (relative to the working directory); it must exist.
    case file(String)
    /// A file that is about to be written: read when it exists, an empty baseline when it does not yet.
    case startingAt(String)
    /// None (`--no-baseline`): not this project's, nor a nested project's.
    case ignored
}
