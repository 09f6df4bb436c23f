extension Array where Element == Finding {
    /// Sorts the findings into report order (``Finding/areInReportOrder(_:_:)``; equal ones keep their order).
    ///
    /// The positions are sorted and the findings then moved once each into place: a sort that moves findings
    /// themselves copies each one (every string and list in it) many times over, on one core, after the lint.
    public mutating func sortInReportOrder() {
        guard count > 1 else { return }
        var order = [Int](indices)
        withUnsafeBufferPointer { findings in
            order.sort { first, second in
                Finding.areInReportOrder(findings[first], findings[second])
                    || (!Finding.areInReportOrder(findings[second], findings[first]) && first < second)
            }
        }
        // Position `k` receives the finding at `order[k]`: each cycle of the permutation is rotated into place
        // by swaps, which move findings without copying them.
        var placed = [Bool](repeating: false, count: count)
        withUnsafeMutableBufferPointer { findings in
            for start in findings.indices where !placed[start] {
                var position = start
                while true {
                    placed[position] = true
                    let next = order[position]
                    if next == start { break }
                    findings.swapAt(position, next)
                    position = next
                }
            }
        }
    }

    /// The findings in report order (``sortInReportOrder()``).
    public func sortedInReportOrder() -> [Finding] {
        var sorted = self
        sorted.sortInReportOrder()
        return sorted
    }
}
