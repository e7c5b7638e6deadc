import Foundation
import TraceFormat
import ViewRuntime

/// Counts what a model keeps for its observers, by reading its storage through `Mirror`
/// (the bench's view from outside; the runtime never walks these tables).
enum Probes {
  /// Observations registered on an `@Observable` model's registrar.
  static func registeredObservations(on object: AnyObject) -> Int {
    var value: Any = object
    for label in ["_$observationRegistrar", "extent", "context", "state", "buffer"] {
      guard let next = child(label, of: value) else { return -1 }
      value = next
    }
    guard
      let header = Mirror(reflecting: value).superclassMirror?.children.first(where: {
        $0.label == "header"
      })?.value, let observations = child("observations", of: header)
    else { return -1 }
    return Mirror(reflecting: observations).children.count
  }

  /// Subscriptions on a legacy `ObservableObject`'s publisher.
  static func subscriptions(on object: some ObservableObject) -> Int {
    guard let observers = child("observers", of: object.objectWillChange) else { return -1 }
    return Mirror(reflecting: observers).children.count
  }

  /// Slots created and not destroyed, from the recorded events.
  static func liveSlots(in trace: Trace) -> Int {
    trace.events.reduce(0) { count, event in
      switch event.kind {
      case .slotCreate: count + 1
      case .slotDestroy: count - 1
      default: count
      }
    }
  }

  private static func child(_ label: String, of value: Any) -> Any? {
    Mirror(reflecting: value).children.first { $0.label == label }?.value
  }
}

/// Times in nanoseconds: the process's CPU time (the machine may be shared) and the wall clock.
struct Stopwatch {
  private let cpu = Stopwatch.cpuNow()
  private let wall = DispatchTime.now().uptimeNanoseconds

  var cpuElapsed: UInt64 { Stopwatch.cpuNow() - cpu }
  var wallElapsed: UInt64 { DispatchTime.now().uptimeNanoseconds - wall }

  static func cpuNow() -> UInt64 {
    var t = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
    return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
  }

  static func threadCPUNow() -> UInt64 {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
  }
}

func ms(_ ns: UInt64) -> String { String(format: "%.1f", Double(ns) / 1e6) }
func fixed(_ v: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", v) }
