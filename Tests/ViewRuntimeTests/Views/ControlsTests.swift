import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

enum Flavor: String, CaseIterable, Hashable { case vanilla, chocolate }

struct Settings: View {
  @State var flavor = Flavor.vanilla
  @State var volume = 0.5
  @State var confirming = false
  @State var deleted = false
  @State var query = ""
  @State var taps = 0
  var body: some View {
    Form {
      Picker("Flavor", selection: $flavor) {
        ForEach(Flavor.allCases, id: \.self) { flavor in Text(flavor.rawValue).tag(flavor) }
      }
      Slider(value: $volume, in: 0...1, label: "Volume")
      Text("\(flavor.rawValue) at \(volume)")
      Text("Tapped \(taps)").onTapGesture { taps += 1 }
      Button("Delete") { confirming = true }
      Text(deleted ? "Deleted" : "Kept")
      Text("Query: \(query)")
    }
    .searchable(text: $query, prompt: "Find")
    .alert("Delete everything?", isPresented: $confirming) {
      Button("Delete", role: .destructive) { deleted = true }
      Button("Cancel", role: .cancel) {}
    }
  }
}

struct Tabs: View {
  @State var tab = 1
  var body: some View {
    TabView(selection: $tab) {
      DraftField(title: "First").tag(1)
      DraftField(title: "Second").tag(2)
    }
  }
}

@MainActor @Suite struct ControlsTests {
  @Test func pickerSliderTapGestureSearchAndAlert() async throws {
    let driver = Driver(Settings())
    try await driver.start()
    try await driver.select("chocolate", in: "Flavor")
    try await driver.set("Volume", to: 2)
    _ = try driver.find(text: "chocolate at 1.0")
    try await driver.tap("Tapped 0")
    _ = try driver.find(text: "Tapped 1")
    try await driver.type("milk", into: "Find")
    _ = try driver.find(text: "Query: milk")
    try await driver.tap("Delete")
    _ = try driver.find(text: "Delete everything?")
    try await driver.tap("Cancel")
    #expect(throws: DriverError.self) { try driver.find(text: "Delete everything?") }
    _ = try driver.find(text: "Kept")
    let trace = try driver.finish()
    let alert = trace.resolved(.identity).filter { $0.identity.hasSuffix("AlertContent[sheet]") }
    #expect(
      alert.map(\.event.code) == [
        IdentityDecision.inserted.rawValue, IdentityDecision.removed.rawValue,
      ])
  }

  @Test func tabsShowOneViewAndKeepTheOthersState() async throws {
    let driver = Driver(Tabs())
    try await driver.start()
    try await driver.type("Ada", into: "First")
    try await driver.select("Second")
    #expect(throws: DriverError.self) { try driver.find(text: "First") }
    try await driver.select("1")
    let trace = try driver.finish()
    #expect(trace.resolved(.slotDestroy).isEmpty)
    #expect(trace.resolved(.disappear).contains { $0.identity.hasSuffix(".tag[0]") })
  }
}

enum SignInField: Hashable { case name, password }

struct SignIn: View {
  @State var name = ""
  @State var password = ""
  @FocusState var focus: SignInField?
  var body: some View {
    VStack {
      TextField("Name", text: $name).focused($focus, equals: .name)
      SecureField("Password", text: $password).focused($focus, equals: .password)
      Text(focus == .password ? "typing the password" : "not on the password")
    }
  }
}

@MainActor @Test func typingIntoAFieldMovesTheFocusToIt() async throws {
  let driver = Driver(SignIn())
  try await driver.start()
  try await driver.type("ada", into: "Name")
  _ = try driver.find(text: "not on the password")
  try await driver.type("secret", into: "Password")
  _ = try driver.find(text: "typing the password")
  let trace = try driver.finish()
  let focus = trace.resolved(.slotWrite).filter { $0.name == "_focus" }.map(\.after)
  #expect(focus == ["name", "password"])
}
