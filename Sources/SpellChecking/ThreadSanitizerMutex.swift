// ThreadSanitizer cannot see Synchronization.Mutex on Linux (it locks with
// futex system calls, which TSan does not intercept), so every access inside
// `withLock` looks like a race. scripts/sanitize.sh builds with
// -DWORDCHECK_THREAD_SANITIZER, which swaps in this pthread-based lock with the
// same `withLock` and `withLockIfAvailable` shape; TSan understands pthread
// mutexes. Being declared in this module, it shadows the imported Mutex. Normal builds never
// compile this file's contents and use Synchronization.Mutex.
#if WORDCHECK_THREAD_SANITIZER
import SpellCheckingCore
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

final class Mutex<Value: ~Copyable>: @unchecked Sendable {
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var value: Value

    init(_ value: consuming sending Value) {
        self.value = value
        pthread_mutex_init(lock, nil)
    }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    func withLockIfAvailable<Result, E: Error>(_ body: (inout sending Value) throws(E) -> sending Result) throws(E) -> sending Result? {
        guard pthread_mutex_trylock(lock) == 0 else { return nil }
        defer { pthread_mutex_unlock(lock) }
        return try body(&value)
    }

    func withLock<Result: ~Copyable, E: Error>(_ body: (inout sending Value) throws(E) -> sending Result) throws(E) -> sending Result {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return try body(&value)
    }
}
#endif
