/// Which baseline a run applies: `--baseline FILE`, else the configuration's `baseline` key (relative to the
/// configuration's folder); none with `--no-baseline`.
enum BaselineChoice {
    /// The absolute path of the baseline to apply, or `nil`.
    static func path(given: String?, ignore: Bool, project: LoadedProject,
                     context: CommandContext) throws(ArgumentError) -> String? {
        if ignore {
            if given != nil { throw .incompatibleOptions("--baseline", "--no-baseline") }
            return nil
        }
        if let given { return context.absolute(given) }
        guard let configured = project.configuration.baseline, let file = project.configurationFile else { return nil }
        return PathText.absolute(configured, from: PathText.parent(file))
    }
}
