import Testing
import ViewRuntime

// `stateDigest` is how `explore` tells states apart: the identity tree with what each leaf
// shows, each view's slots and whether it is hidden. Its exact text is pinned here so that a
// faster way of building it gives the same states.

private struct Pantry: View {
  @State private var items = ["Flour", "Rice"]
  @State private var showsNote = false
  @State private var tab = 0
  var body: some View {
    TabView(selection: $tab) {
      VStack {
        ForEach(items, id: \.self) { item in
          HStack {
            Text(item)
            Button("Use") { items.removeAll { $0 == item } }
          }
        }
        if showsNote { Text("Restock soon") }
        Toggle("Note", isOn: $showsNote)
      }
      .tag(0)
      Label("Settings", systemImage: "gear").tag(1)
    }
  }
}

@MainActor @Suite struct StateDigestTests {
  @Test func aDigestIsTheTreeWithWhatEachViewShowsItsSlotsAndWhatIsHidden() async throws {
    let driver = Driver(Pantry())
    try await driver.start()
    try await driver.toggle("Note")
    #expect(
      driver.stateDigest == """
        Pantry  {_items=["Flour", "Rice"], _showsNote=true, _tab=0}
          TabView
            .tag[0]
              VStack
                ForEach[0]
                  HStack[id="Flour"]
                    Text[0] "Flour"
                    Button[1]
                      Text "Use"
                  HStack[id="Rice"]
                    Text[0] "Rice"
                    Button[1]
                      Text "Use"
                Text[1.if] "Restock soon"
                Toggle[2] on
                  Text "Note"
            .tag[1]  (hidden)
              Label "Settings"  (hidden)
        """)
  }
}
