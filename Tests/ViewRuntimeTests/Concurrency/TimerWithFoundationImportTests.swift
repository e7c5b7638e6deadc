import Foundation
import Testing
import ViewRuntime

/// A file that imports Foundation besides ViewRuntime sees two `Timer.scheduledTimer` with the
/// same signature; it must still compile (with Foundation's, the runtime's being disfavored).
@MainActor @Suite struct TimerWithFoundationImportTests {
  @Test func scheduledTimerCompilesBesideAFoundationImport() {
    let timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: false) { _ in }
    #expect(timer.isValid)
    timer.invalidate()
    #expect(!timer.isValid)
  }
}
