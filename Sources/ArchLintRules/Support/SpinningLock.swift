#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// A lock for short critical sections that two threads take many times a second (a dictionary looked up or filled
/// under it). On Linux a contended `NSLock` puts the waiting thread to sleep at once and wakes it with a system
/// call; this one spins briefly first (glibc's adaptive mutex), so that a wait of a few hundred nanoseconds costs
/// no system call. Elsewhere it is an `NSLock`.
public final class SpinningLock: @unchecked Sendable {
    #if canImport(Glibc)
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    public init() {
        mutex = .allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    public func lock() {
        pthread_mutex_lock(mutex)
    }

    public func unlock() {
        pthread_mutex_unlock(mutex)
    }
    #else
    private let wrapped = NSLock()

    public init() {}

    public func lock() {
        wrapped.lock()
    }

    public func unlock() {
        wrapped.unlock()
    }
    #endif

    /// `body`'s result, with the lock held while it runs.
    public func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }
}
