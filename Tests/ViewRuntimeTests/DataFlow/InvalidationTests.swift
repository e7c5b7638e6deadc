import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

@Observable @MainActor final class NotesModel {
  var notes: [String] = ["a"]
  var isLoading = false
}

struct NotesCount: View {
  let store: NotesModel
  var body: some View { Text("\(store.notes.count) notes") }
}

struct LoadingBadge: View {
  let store: NotesModel
  var body: some View { Text(store.isLoading ? "Loading" : "Idle") }
}

struct NotesPanel: View {
  @State var store = NotesModel()
  var body: some View {
    VStack {
      NotesCount(store: store)
      LoadingBadge(store: store)
      Button("Load") { store.isLoading = true }
      Button("Add") { store.notes.append("b") }
    }
  }
}

final class LegacyModel: ObservableObject {
  @Published var count = 0
  @Published var title = "Title"
}

struct LegacyCount: View {
  @ObservedObject var model: LegacyModel
  var body: some View { Text("\(model.count)") }
}

struct LegacyTitle: View {
  @ObservedObject var model: LegacyModel
  var body: some View { Text(model.title) }
}

struct LegacyPanel: View {
  @StateObject var model = LegacyModel()
  var body: some View {
    VStack {
      LegacyCount(model: model)
      LegacyTitle(model: model)
      Button("Increment") { model.count += 1 }
    }
  }
}

struct TwoWrites: View {
  @State var a = 0
  @State var b = 0
  var body: some View {
    VStack {
      Text("\(a) \(b)")
      Child(value: a)
      Button("Both") {
        a += 1
        b += 1
      }
    }
  }
}

struct Child: View {
  let value: Int
  var body: some View { Text("child \(value)") }
}

struct Themed: View {
  @Environment(\.colorScheme) var scheme
  var body: some View { Text(scheme == .dark ? "dark" : "light") }
}

struct ThemeSwitcher: View {
  @State var dark = false
  var body: some View {
    VStack {
      Themed()
      Plain()
      Button("Dark") { dark = true }
    }
    .environment(\.colorScheme, dark ? .dark : .light)
  }
}

struct Plain: View {
  var body: some View { Text("plain") }
}

@MainActor @Suite struct InvalidationTests {
  @Test func aBodyThatReadsOnlyNotesIgnoresIsLoading() async throws {
    let driver = Driver(NotesPanel())
    try await driver.start()
    try await driver.tap("Load")
    try await driver.tap("Add")
    let trace = try driver.finish()

    let countBodies = trace.resolved(.bodyBegin, at: "NotesCount[0]")
    let badgeBodies = trace.resolved(.bodyBegin, at: "LoadingBadge[1]")
    #expect(countBodies.map(\.event.update) == [1, 3])
    #expect(badgeBodies.map(\.event.update) == [1, 2])
    let invalidations = trace.resolved(.invalidate).filter {
      $0.event.code == InvalidationReason.observable.rawValue
    }
    #expect(invalidations.map(\.name) == ["NotesModel.isLoading", "NotesModel.notes"])
    #expect(invalidations.map(\.identity.lastComponent) == ["LoadingBadge[1]", "NotesCount[0]"])
  }

  @Test func anObservableObjectInvalidatesEveryObserver() async throws {
    let driver = Driver(LegacyPanel())
    try await driver.start()
    try await driver.tap("Increment")
    let trace = try driver.finish()

    let published = trace.resolved(.invalidate).filter {
      $0.event.code == InvalidationReason.published.rawValue
    }
    #expect(
      Set(published.map(\.identity.lastComponent)) == [
        "LegacyPanel", "LegacyCount[0]", "LegacyTitle[1]",
      ])
    #expect(Set(published.map(\.name)) == ["LegacyModel.count"])
    // LegacyTitle re-ran though it never read count.
    #expect(trace.resolved(.bodyBegin, at: "LegacyTitle[1]").count == 2)
    #expect(trace.resolved(.read, at: "LegacyTitle[1]").map(\.name).contains("LegacyModel#1"))
  }

  @Test func writesInOneActionMakeOneUpdateParentsFirst() async throws {
    let driver = Driver(TwoWrites())
    try await driver.start()
    try await driver.tap("Both")
    let trace = try driver.finish()
    #expect(trace.resolved(.updateBegin).count == 2)
    let second = trace.resolved(.bodyBegin).filter { $0.event.update == 2 }
    #expect(second.map(\.identity.lastComponent) == ["TwoWrites", "Child[1]"])
    let childCause = try #require(trace.resolved(seq: second[1].event.cause))
    #expect(childCause.kind == .invalidate)
    #expect(childCause.name == "@self(value)")
  }

  @Test func anEnvironmentChangeInvalidatesOnlyItsReaders() async throws {
    let driver = Driver(ThemeSwitcher())
    try await driver.start()
    try await driver.tap("Dark")
    _ = try driver.find(text: "dark")
    let trace = try driver.finish()
    let environment = trace.resolved(.invalidate).filter {
      $0.event.code == InvalidationReason.environment.rawValue
    }
    #expect(environment.map(\.identity.lastComponent) == ["Themed[0]"])
    #expect(environment.map(\.name) == ["ColorScheme"])
    #expect(trace.resolved(.bodyBegin, at: "Plain[1]").count == 1)
  }
}

@MainActor @Test func aBodyRecordsTheObservablePropertiesItRead() async throws {
  let driver = Driver(NotesPanel())
  try await driver.start()
  let trace = try driver.finish()
  let reads = { (suffix: String) in
    trace.resolved(.read, at: suffix).filter { $0.event.code == DependencyKind.observable.rawValue }
      .map(\.name)
  }
  #expect(reads("NotesCount[0]") == ["NotesModel.notes"])
  #expect(reads("LoadingBadge[1]") == ["NotesModel.isLoading"])
}

struct SettingsToggle: View {
  @AppStorage("compact") var compact = false
  var body: some View { Toggle("Compact", isOn: $compact) }
}

struct SettingsPreview: View {
  @AppStorage("compact") var compact = false
  var body: some View { Text(compact ? "compact rows" : "roomy rows") }
}

struct SettingsScreen: View {
  var body: some View {
    VStack {
      SettingsToggle()
      SettingsPreview()
      Plain()
    }
  }
}

@MainActor @Test func anAppStorageWriteInvalidatesEveryReaderOfTheKey() async throws {
  let driver = Driver(SettingsScreen())
  try await driver.start()
  try await driver.toggle("Compact")
  _ = try driver.find(text: "compact rows")
  let trace = try driver.finish()
  let invalidated = trace.resolved(.invalidate).filter { $0.name == "AppStorage(compact)" }
  #expect(invalidated.map(\.identity.lastComponent) == ["SettingsToggle[0]", "SettingsPreview[1]"])
  // Issue 24, item 3: the write is recorded with its values, by the toggle's action.
  let write = try #require(trace.resolved(seq: invalidated[0].event.cause))
  #expect(write.kind == .modelWrite)
  #expect(write.identity == "UserDefaults" && write.name == "compact")
  #expect(write.before == "false" && write.after == "true")
  #expect(write.event.code == Writer.action.rawValue)
  #expect(trace.resolved(seq: write.event.cause)?.kind == .input)
  #expect(trace.resolved(.bodyBegin, at: "Plain[2]").count == 1)
}
