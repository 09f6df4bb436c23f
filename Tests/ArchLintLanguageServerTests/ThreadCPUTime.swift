import Foundation

/// The processor time the calling thread spends in `work`, in seconds: unlike the wall clock, it does not grow
/// when other processes crowd the machine, so a time bound on it stays meaningful on a busy one.
func threadCPUSeconds(_ work: () throws -> Void) rethrows -> Double {
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let start = now()
    try work()
    return now() - start
}
