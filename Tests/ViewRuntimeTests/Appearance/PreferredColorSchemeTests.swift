import Observation
import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

// MARK: A window whose inner view asks for the dark scheme

private struct ReaderApp: App {
  var body: some Scene {
    WindowGroup { ReaderHome() }
  }
}

/// Reads the scheme above the view that prefers one.
private struct ReaderHome: View {
  @Environment(\.colorScheme) private var colorScheme
  var body: some View {
    NavigationStack {
      List {
        Text(colorScheme == .dark ? "Home in dark" : "Home in light")
        ArticleRow(title: "Swift 6.3 released")
        ReadingModeFooter()
      }
      .navigationTitle("Reader")
    }
  }
}

/// Reads the scheme beside the view that prefers one.
private struct ArticleRow: View {
  @Environment(\.colorScheme) private var colorScheme
  let title: String
  var body: some View {
    HStack {
      Text(title)
      Spacer()
      Text(colorScheme == .dark ? "moon" : "sun")
    }
  }
}

private struct ReadingModeFooter: View {
  var body: some View {
    Label("Reading mode", systemImage: "book")
      .font(.footnote)
      .preferredColorScheme(.dark)
  }
}

// MARK: A sheet that asks for the dark scheme over a light screen

private struct LibraryScreen: View {
  @Environment(\.colorScheme) private var colorScheme
  @State private var showsPlayer = false
  var body: some View {
    VStack {
      Text(colorScheme == .dark ? "Library dark" : "Library light")
      Button("Now Playing") { showsPlayer = true }
    }
    .sheet(isPresented: $showsPlayer) {
      NowPlayingPanel()
    }
  }
}

private struct NowPlayingPanel: View {
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    VStack {
      Text(colorScheme == .dark ? "Player dark" : "Player light")
      Button("Done") { dismiss() }
    }
    .preferredColorScheme(.dark)
  }
}

// MARK: An appearance setting: system, light or dark

private enum Appearance: String, CaseIterable, Identifiable {
  case system, light, dark
  var id: Self { self }
  var title: String { rawValue.capitalized }
  var colorScheme: ColorScheme? {
    switch self {
    case .system: nil
    case .light: .light
    case .dark: .dark
    }
  }
}

/// The setting in `@State` of the root, applied around its whole content.
private struct AppearanceRoot: View {
  @State private var appearance = Appearance.system
  var body: some View {
    NavigationStack {
      Form {
        Picker("Appearance", selection: $appearance) {
          ForEach(Appearance.allCases) { option in
            Text(option.title).tag(option)
          }
        }
        SchemeCaption()
      }
      .navigationTitle("Settings")
    }
    .preferredColorScheme(appearance.colorScheme)
  }
}

private struct SchemeCaption: View {
  @Environment(\.colorScheme) private var colorScheme
  var body: some View {
    Text(colorScheme == .dark ? "Showing dark" : "Showing light")
      .foregroundStyle(.secondary)
  }
}

@Observable private final class DisplaySettings {
  var appearance = Appearance.system
}

/// The setting in an `@Observable` model placed in the environment.
private struct MailRoot: View {
  @State private var settings = DisplaySettings()
  var body: some View {
    NavigationStack {
      MailboxList()
    }
    .environment(settings)
  }
}

/// Sets the preference from the model and reads the scheme it leads to.
private struct MailboxList: View {
  @Environment(DisplaySettings.self) private var settings
  @Environment(\.colorScheme) private var colorScheme
  var body: some View {
    @Bindable var settings = settings
    List {
      Section("Appearance") {
        Picker("Theme", selection: $settings.appearance) {
          ForEach(Appearance.allCases) { Text($0.title).tag($0) }
        }
      }
      Text(colorScheme == .dark ? "Inbox, dark" : "Inbox, light")
    }
    .preferredColorScheme(settings.appearance.colorScheme)
  }
}

// MARK: A branch that holds the preference

private struct PhotoViewer: View {
  @State private var isImmersive = false
  var body: some View {
    VStack {
      if isImmersive {
        PhotoCanvas(name: "Dunes")
          .preferredColorScheme(.dark)
      } else {
        PhotoCanvas(name: "Dunes")
      }
      Button(isImmersive ? "Exit" : "Immersive") { isImmersive.toggle() }
      CaptionBar()
    }
  }
}

private struct PhotoCanvas: View {
  let name: String
  var body: some View { Text(name) }
}

private struct CaptionBar: View {
  @Environment(\.colorScheme) private var colorScheme
  var body: some View { Text(colorScheme == .dark ? "Caption on dark" : "Caption on light") }
}

// MARK: Several preferences in one presentation

/// Between siblings the first preference wins. The second card states its preference as the
/// key it stands for.
private struct BoardingPassScreen: View {
  var body: some View {
    VStack {
      SchemeCaption()
      PassCard(title: "Outbound").preferredColorScheme(.dark)
      PassCard(title: "Return").preference(key: PreferredColorSchemeKey.self, value: .light)
    }
  }
}

/// A preference higher in the hierarchy overrides the one inside it.
private struct PrintableTicket: View {
  @State private var printLayout = false
  var body: some View {
    VStack {
      SchemeCaption()
      PassCard(title: "Outbound").preferredColorScheme(.dark)
      Toggle("Print layout", isOn: $printLayout)
    }
    .preferredColorScheme(printLayout ? .light : .dark)
  }
}

private struct PassCard: View {
  let title: String
  var body: some View { Text(title) }
}

// MARK: A cover over a window that prefers dark

private struct CheckoutScreen: View {
  @Environment(\.colorScheme) private var colorScheme
  @State private var showsReceipt = false
  var body: some View {
    VStack {
      Text(colorScheme == .dark ? "Cart dark" : "Cart light")
      Button("Pay") { showsReceipt = true }
    }
    .preferredColorScheme(.dark)
    .fullScreenCover(isPresented: $showsReceipt) {
      ReceiptView()
    }
  }
}

/// Prefers nothing: it takes the scheme of the window that presents it.
private struct ReceiptView: View {
  @Environment(\.colorScheme) private var colorScheme
  var body: some View { Text(colorScheme == .dark ? "Receipt dark" : "Receipt light") }
}

// MARK: A pushed settings screen that switches the window's scheme

@Observable private final class ReaderSettings {
  var darkMode = false
}

private struct ReaderRoot: View {
  @State private var settings = ReaderSettings()
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Display", value: "display")
      }
      .navigationDestination(for: String.self) { _ in
        DisplaySettingsScreen()
      }
    }
    .environment(settings)
  }
}

private struct DisplaySettingsScreen: View {
  @Environment(ReaderSettings.self) private var settings
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    @Bindable var settings = settings
    Form {
      Toggle("Dark mode", isOn: $settings.darkMode)
      Text(colorScheme == .dark ? "Preview: dark" : "Preview: light")
      Button("Done") { dismiss() }
    }
    .preferredColorScheme(settings.darkMode ? .dark : nil)
  }
}

// MARK: Tests

@MainActor @Suite struct PreferredColorSchemeTests {
  /// Each body of `update`, with what made it run: the environment key, state or property an
  /// invalidation names, or `new` for a first appearance.
  private func bodies(in update: Int, of trace: Trace) -> [String] {
    trace.resolved(.bodyBegin).filter { $0.event.update == update }.map { body in
      let cause = trace.resolved(seq: body.event.cause)
      let why = cause.map { $0.kind == .invalidate ? $0.name : "new" } ?? "root"
      return "\(body.identity.lastComponent) ← \(why)"
    }
  }

  /// Every change of what a `Text` shows, in order, as `before → after` without the quotes.
  private func displays(_ trace: Trace) -> [String] {
    trace.resolved(.display).filter { $0.name == "Text" && !$0.before.isEmpty }.map {
      "\($0.before) → \($0.after)".replacingOccurrences(of: "\"", with: "")
    }
  }

  @Test func aPreferenceInsideTheWindowSetsTheSchemeAboveAndBesideIt() async throws {
    let driver = try Driver(app: ReaderApp())
    try await driver.start()
    #expect(throws: Never.self) { try driver.find(text: "Home in dark") }
    #expect(throws: Never.self) { try driver.find(text: "moon") }
    let trace = try driver.finish()

    #expect(trace.resolved(.updateBegin).count == 2)
    #expect(
      bodies(in: 2, of: trace) == ["ReaderHome ← ColorScheme", "ArticleRow[1] ← ColorScheme"])
    #expect(trace.resolved(.bodyBegin, at: "ReadingModeFooter[2]").count == 1)
    // The window's root was invalidated by the footer's preference when it appeared.
    let invalidation = try #require(
      trace.resolved(.invalidate).first { $0.event.code == InvalidationReason.environment.rawValue }
    )
    #expect(invalidation.identity == "ReaderApp/ReaderHome")
    #expect(invalidation.event.update == 1)
    let cause = try #require(trace.resolved(seq: invalidation.event.cause))
    #expect(cause.kind == .appear)
    #expect(cause.identity.hasSuffix("ReadingModeFooter[2]/.preferredColorScheme"))
    #expect(displays(trace) == ["Home in light → Home in dark", "sun → moon"])
  }

  @Test func aSheetThatPrefersDarkLeavesThePresentingScreenLight() async throws {
    let driver = Driver(LibraryScreen())
    try await driver.start()
    try await driver.tap("Now Playing")
    #expect(throws: Never.self) { try driver.find(text: "Player dark") }
    #expect(throws: Never.self) { try driver.find(text: "Library light") }
    try await driver.tap("Done")
    try await driver.tap("Now Playing")
    let trace = try driver.finish()

    // The tap presents the sheet (update 2); its preference re-runs only its reader (3).
    #expect(bodies(in: 2, of: trace) == ["NowPlayingPanel[sheet] ← new"])
    #expect(bodies(in: 3, of: trace) == ["NowPlayingPanel[sheet] ← ColorScheme"])
    // Dismissing invalidates nothing; presenting again starts from the presenter's scheme.
    #expect(bodies(in: 4, of: trace) == [])
    #expect(bodies(in: 5, of: trace) == ["NowPlayingPanel[sheet] ← new"])
    #expect(bodies(in: 6, of: trace) == ["NowPlayingPanel[sheet] ← ColorScheme"])
    #expect(trace.resolved(.bodyBegin, at: "LibraryScreen").count == 1)
    #expect(trace.resolved(.updateBegin).count == 6)
    let invalidations = trace.resolved(.invalidate).filter {
      $0.event.code == InvalidationReason.environment.rawValue
    }
    #expect(
      invalidations.map(\.identity.lastComponent) == [
        "NowPlayingPanel[sheet]", "NowPlayingPanel[sheet]",
      ])
    #expect(
      displays(trace) == ["Player light → Player dark", "Player light → Player dark"])
  }

  @Test func aStateSettingSwitchesBetweenDarkLightAndSystem() async throws {
    let driver = Driver(AppearanceRoot())
    try await driver.start()
    try await driver.select("Dark", in: "Appearance")
    #expect(throws: Never.self) { try driver.find(text: "Showing dark") }
    try await driver.select("Light", in: "Appearance")
    #expect(throws: Never.self) { try driver.find(text: "Showing light") }
    try await driver.select("System", in: "Appearance")
    let trace = try driver.finish()

    // No preference at first: one update.
    #expect(bodies(in: 2, of: trace) == ["AppearanceRoot ← _appearance"])
    #expect(bodies(in: 3, of: trace) == ["SchemeCaption[1] ← ColorScheme"])
    #expect(bodies(in: 4, of: trace) == ["AppearanceRoot ← _appearance"])
    #expect(bodies(in: 5, of: trace) == ["SchemeCaption[1] ← ColorScheme"])
    // Light to no preference: the scheme stays light, nothing reads a change.
    #expect(bodies(in: 6, of: trace) == ["AppearanceRoot ← _appearance"])
    #expect(trace.resolved(.updateBegin).count == 6)
    // The caption's invalidation goes back to the body that built the new preference.
    let invalidation = try #require(
      trace.resolved(.invalidate).first { $0.event.code == InvalidationReason.environment.rawValue }
    )
    let chain = trace.causes(of: invalidation.seq).map { "\($0.kind) \($0.name)" }
    #expect(
      chain == [
        "invalidate ColorScheme", "body-begin AppearanceRoot", "invalidate _appearance",
        "slot-write _appearance", "input \"Appearance\"",
      ])
    #expect(displays(trace).contains("Showing light → Showing dark"))
    #expect(displays(trace).contains("Showing dark → Showing light"))
  }

  @Test func aModelInTheEnvironmentSwitchesTheScheme() async throws {
    let driver = Driver(MailRoot())
    try await driver.start()
    try await driver.select("Dark", in: "Theme")
    #expect(throws: Never.self) { try driver.find(text: "Inbox, dark") }
    try await driver.select("System", in: "Theme")
    #expect(throws: Never.self) { try driver.find(text: "Inbox, light") }
    let trace = try driver.finish()

    // The list re-runs for the model, then once more for the scheme its preference set.
    #expect(bodies(in: 2, of: trace) == ["MailboxList[root] ← DisplaySettings.appearance"])
    #expect(bodies(in: 3, of: trace) == ["MailboxList[root] ← ColorScheme"])
    #expect(bodies(in: 4, of: trace) == ["MailboxList[root] ← DisplaySettings.appearance"])
    #expect(bodies(in: 5, of: trace) == ["MailboxList[root] ← ColorScheme"])
    #expect(trace.resolved(.bodyBegin, at: "MailRoot").count == 1)
    #expect(displays(trace).contains("Inbox, light → Inbox, dark"))
    #expect(displays(trace).contains("Inbox, dark → Inbox, light"))
  }

  @Test func removingTheModifierRestoresTheDefault() async throws {
    let driver = Driver(PhotoViewer())
    try await driver.start()
    try await driver.tap("Immersive")
    #expect(throws: Never.self) { try driver.find(text: "Caption on dark") }
    try await driver.tap("Exit")
    #expect(throws: Never.self) { try driver.find(text: "Caption on light") }
    let trace = try driver.finish()

    #expect(bodies(in: 3, of: trace) == ["CaptionBar[2] ← ColorScheme"])
    #expect(bodies(in: 5, of: trace) == ["CaptionBar[2] ← ColorScheme"])
    #expect(trace.resolved(.updateBegin).count == 5)
    // Back to light because the branch that held the preference went away.
    let restore = try #require(
      trace.resolved(.invalidate).last { $0.event.code == InvalidationReason.environment.rawValue })
    let cause = try #require(trace.resolved(seq: restore.event.cause))
    #expect(cause.kind == .disappear)
    #expect(cause.identity.hasSuffix("VStack/.preferredColorScheme[0.if]"))
    #expect(displays(trace).contains("Caption on light → Caption on dark"))
    #expect(displays(trace).contains("Caption on dark → Caption on light"))
  }

  @Test func theFirstSiblingThatPrefersASchemeWins() async throws {
    let driver = Driver(BoardingPassScreen())
    try await driver.start()
    #expect(throws: Never.self) { try driver.find(text: "Showing dark") }
    let trace = try driver.finish()
    #expect(bodies(in: 2, of: trace) == ["SchemeCaption[0] ← ColorScheme"])
    #expect(trace.resolved(.updateBegin).count == 2)
  }

  @Test func anOuterPreferenceOverridesTheInnerOne() async throws {
    let driver = Driver(PrintableTicket())
    try await driver.start()
    try await driver.toggle("Print layout")
    #expect(throws: Never.self) { try driver.find(text: "Showing light") }
    try await driver.toggle("Print layout")
    #expect(throws: Never.self) { try driver.find(text: "Showing dark") }
    let trace = try driver.finish()

    #expect(bodies(in: 2, of: trace) == ["SchemeCaption[0] ← ColorScheme"])
    #expect(bodies(in: 3, of: trace) == ["PrintableTicket ← _printLayout"])
    #expect(bodies(in: 4, of: trace) == ["SchemeCaption[0] ← ColorScheme"])
    #expect(bodies(in: 5, of: trace) == ["PrintableTicket ← _printLayout"])
    #expect(bodies(in: 6, of: trace) == ["SchemeCaption[0] ← ColorScheme"])
    #expect(trace.resolved(.updateBegin).count == 6)
    #expect(trace.resolved(.bodyBegin).filter { $0.name == "PassCard" }.count == 1)
  }

  @Test func aCoverTakesTheSchemeOfTheWindowThatPresentsIt() async throws {
    let driver = Driver(CheckoutScreen())
    try await driver.start()
    try await driver.tap("Pay")
    #expect(throws: Never.self) { try driver.find(text: "Receipt dark") }
    try await driver.dismissSheet()
    #expect(throws: Never.self) { try driver.find(text: "Cart dark") }
    let trace = try driver.finish()

    #expect(bodies(in: 2, of: trace) == ["CheckoutScreen ← ColorScheme"])
    // Presenting and dismissing the cover changes no preference: nothing reads a change.
    #expect(bodies(in: 3, of: trace) == ["ReceiptView[fullScreenCover] ← new"])
    #expect(bodies(in: 4, of: trace) == [])
    #expect(trace.resolved(.updateBegin).count == 4)
  }

  @Test func aPushedScreenKeepsItsDismissWhenTheWindowsSchemeChanges() async throws {
    let driver = Driver(ReaderRoot())
    try await driver.start()
    try await driver.tap("Display")
    try await driver.toggle("Dark mode")
    #expect(throws: Never.self) { try driver.find(text: "Preview: dark") }
    try await driver.tap("Done")
    #expect(throws: Never.self) { try driver.find(text: "Display") }
    let trace = try driver.finish()

    // The toggle re-runs the screen for the model (update 3), then for the scheme (4); the
    // screen's dismiss is still its own: nothing reads a change of it.
    #expect(
      bodies(in: 3, of: trace) == [
        "DisplaySettingsScreen[path0,id=\"display\"] ← ReaderSettings.darkMode"
      ])
    #expect(
      bodies(in: 4, of: trace) == ["DisplaySettingsScreen[path0,id=\"display\"] ← ColorScheme"])
    let names = trace.resolved(.invalidate).filter {
      $0.event.code == InvalidationReason.environment.rawValue
    }.map(\.name)
    #expect(names == ["ColorScheme"])
  }
}
