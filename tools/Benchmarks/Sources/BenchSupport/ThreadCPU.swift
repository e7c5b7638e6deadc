import Foundation

/// The CPU time the calling thread has used, in nanoseconds: the machines are shared, and the
/// wall clock measures the neighbours too.
public func threadCPUNanoseconds() -> UInt64 {
  var t = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
  return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
}
