/// The clauses of `#if` blocks that are never compiled, whatever the build: `#if false`, and every clause after
/// one whose condition is `true`. What is written there is no part of the program: its attributes mark nothing.
enum NeverCompiled {
    /// The token ranges of such clauses among `regions` (in source order), each from its directive to the
    /// directive that ends it.
    static func clauses(in regions: [ConditionalRegion]) -> [Range<Int>] {
        var clauses: [Range<Int>] = []
        /// By depth: the token that ended the last clause, and whether a clause of its block is always compiled.
        var blocks: [Int: (end: Int, settled: Bool)] = [:]
        for region in regions {
            var settled = false
            // A clause that starts where the last one at its depth ended is the next clause of the same block.
            if let block = blocks[region.depth], block.end == region.directiveToken { settled = block.settled }
            if settled || region.condition == "false" {
                clauses.append(region.directiveToken..<max(region.endToken, region.directiveToken + 1))
            }
            blocks[region.depth] = (region.endToken, settled || region.condition == "true")
        }
        return clauses
    }
}
