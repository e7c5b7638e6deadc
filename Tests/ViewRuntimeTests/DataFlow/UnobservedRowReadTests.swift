import Testing
import TraceFormat
import TraceTestSupport

import ViewRuntime

// Rows written inline in a `ForEach` closure that read what no observation sees (a plain class
// held in `@State` or passed in, a global) show what it holds now when the screen's body runs
// again for another reason, as in SwiftUI, which calls the closure again for every row: a
// `ForEach` may keep its rows in place only where it knows that nothing they read has changed.

private struct Pin: Identifiable, Equatable {
  var id: Int
  var title: String
}

/// A plain class, not observed: the screen refreshes itself with a counter after writing it.
private final class Highlighter {
  var id = -1
}

private struct RefreshedScreen: View {
  @State private var pins = (0..<10).map { Pin(id: $0, title: "Pin \($0)") }
  @State private var refresh = 0
  @State private var highlighter = Highlighter()
  var body: some View {
    VStack {
      Text("refresh \(refresh)")
      Button("Highlight 3") {
        highlighter.id = 3
        refresh += 1
      }
      ForEach(pins) { pin in
        HStack {
          Text(highlighter.id == pin.id ? "\(pin.title) ★" : pin.title)
        }
      }
    }
  }
}

private struct PassedInScreen: View {
  let highlighter: Highlighter
  @State private var pins = (0..<10).map { Pin(id: $0, title: "Pin \($0)") }
  @State private var refresh = 0
  var body: some View {
    VStack {
      Text("refresh \(refresh)")
      Button("Highlight 3") {
        highlighter.id = 3
        refresh += 1
      }
      ForEach(pins) { pin in
        HStack {
          Text(highlighter.id == pin.id ? "\(pin.title) ★" : pin.title)
        }
      }
    }
  }
}

@MainActor private enum Shared {
  static var highlighted = -1
}

private struct GlobalScreen: View {
  @State private var pins = (0..<10).map { Pin(id: $0, title: "Pin \($0)") }
  @State private var refresh = 0
  var body: some View {
    VStack {
      Text("refresh \(refresh)")
      Button("Highlight 3") {
        Shared.highlighted = 3
        refresh += 1
      }
      ForEach(pins) { pin in
        HStack {
          Text(Shared.highlighted == pin.id ? "\(pin.title) ★" : pin.title)
        }
      }
    }
  }
}

@MainActor @Suite struct UnobservedRowReadTests {
  /// Taps "Highlight 3", which writes what the rows read and refreshes the screen, and checks
  /// that row 3 shows it.
  private func highlightShows(_ screen: some View) async throws {
    let driver = Driver(screen)
    try await driver.start()
    try await driver.tap("Highlight 3")
    _ = try driver.find(text: "refresh 1")
    _ = try driver.find(text: "Pin 3 ★")
    _ = try driver.finish()
  }

  @Test func aPlainClassInStateIsShownAfterARefresh() async throws {
    try await highlightShows(RefreshedScreen())
  }

  @Test func aPassedInPlainClassIsShownAfterARefresh() async throws {
    try await highlightShows(PassedInScreen(highlighter: Highlighter()))
  }

  @Test func aGlobalIsShownAfterARefresh() async throws {
    try await highlightShows(GlobalScreen())
  }
}
