import Testing
import TraceFormat

@MainActor @Suite struct ShowtimesEvidenceTests {
  @Test func anUnstructuredTaskWritesToTheScreenAfterItWasRemoved() async throws {
    let trace = try await Evidence("showtimes-unstructured-task")
    let removal = try #require(
      trace.events(.identity) {
        $0.isDecision(.removed, at: "UnstructuredShowtimesScreen[path0,id=7]")
      }
      .first)
    let write = try #require(trace.events(.slotWrite) { $0.name == "_showtimes" }.first)
    #expect(write.seq > removal.seq)
    #expect(write.path == removal.path)
    #expect(write.code(Writer.self) == .task)
    let start = try #require(trace.events(.taskStart) { $0.raw.value == write.raw.value }.first)
    #expect(start.code(TaskKind.self) == .unstructured)
    #expect(trace.events(.taskCancel).isEmpty)
  }

  @Test func aCancelledHandleStopsTheLoadWhenTheScreenDisappears() async throws {
    let trace = try await Evidence("showtimes-cancelled-handle")
    let cancel = try #require(trace.events(.taskCancel).first)
    #expect(cancel.code(CancelReason.self) == .explicit)
    #expect(trace.cause(of: cancel)?.kind == .disappear)
    let effectEnd = try #require(trace.events(.effectEnd).first)
    #expect(effectEnd.code(EffectOutcome.self) == .cancelled)
    #expect(trace.events(.slotWrite) { $0.name == "_showtimes" }.isEmpty)
  }

  @Test func aTaskThatIgnoresCancellationWritesFridayOverSaturday() async throws {
    let trace = try await Evidence("showtimes-stale-day")
    let cancel = try #require(
      trace.events(.taskCancel) { $0.code(CancelReason.self) == .idChanged }.first)
    #expect(trace.cause(of: cancel)?.kind == .bodyBegin)
    let task = cancel.raw.value
    let lateEffect = try #require(
      trace.events(.effectEnd) { $0.name.hasSuffix("day=Fri") && $0.seq > cancel.seq }.first)
    #expect(lateEffect.code(EffectOutcome.self) == .succeeded)
    let staleWrite = try #require(
      trace.events(.slotWrite) { $0.raw.value == task && $0.seq > cancel.seq }.first)
    #expect(staleWrite.name == "_state")
    #expect(staleWrite.before.contains("Sat") && staleWrite.after.contains("Fri"))
    let end = try #require(trace.events(.taskEnd) { $0.raw.value == task }.first)
    #expect(end.code(TaskOutcome.self) == .finishedAfterCancel)
  }

  @Test func taskIDCancelsTheLoadInFlightAndACancelledLoadWritesNothing() async throws {
    let trace = try await Evidence("showtimes-task-id")
    let cancels = trace.events(.taskCancel)
    #expect(
      Set(cancels.compactMap { $0.code(CancelReason.self) }) == [.idChanged, .disappeared])
    for cancel in cancels {
      #expect(
        trace.events(.slotWrite) { $0.raw.value == cancel.raw.value && $0.seq > cancel.seq }
          .isEmpty)
    }
    let loaded = try #require(trace.events(.slotWrite) { $0.name == "_state" }.last)
    #expect(loaded.after.contains("Sat"))
  }
}
