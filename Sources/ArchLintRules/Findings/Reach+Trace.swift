extension Reach {
    /// The chain as a finding's trace: each member the call goes through where it is declared, then the API call.
    /// The last member named before steps that are only counted says how many there are.
    public var trace: [FindingStep] {
        chain.indices.map { place in
            let step = chain[place]
            var note = step.owner == nil && step == chain.last ? "`\(step.callee)` is called here"
                : "`\(step.callee)`, which the call reaches"
            if omittedSteps > 0, place == chain.count - 2 { note += ", and \(omittedSteps) more steps" }
            return FindingStep(file: step.file, line: step.line, note: note)
        }
    }
}
