import ViewRuntime

/// `@State` copied from a parent's value: the slot keeps the first value, whatever the parent
/// passes later.
public struct Greeting: View {
  @State var name: String
  public init(name: String) { _name = State(initialValue: name) }
  public var body: some View { Text("Hello \(name)") }
}

/// Passes ``Greeting`` its user, "Ada" until "Switch user" makes it "Grace".
public struct GreetingHost: View {
  @State var user = "Ada"
  public init() {}
  public var body: some View {
    VStack {
      Greeting(name: user)
      Button("Switch user") { user = "Grace" }
    }
  }
}
