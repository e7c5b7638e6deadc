import ViewRuntime

/// Programmatic navigation as iOS 14–15 tutorials write it: `NavigationLink(destination:isActive:)`
/// pushed from a button, an older `Picker(selection:label:)`, `@SceneStorage`, and a `ShareLink`.
struct LegacyLinksScreen: View {
  @State private var showsCheckout = false
  @SceneStorage("size") private var size = 0

  var body: some View {
    NavigationView {
      Form {
        Picker(selection: $size, label: Text("Size")) {
          Text("Small").tag(0)
          Text("Large").tag(1)
        }
        NavigationLink(destination: Text("Checkout for size \(size)"), isActive: $showsCheckout) {
          Text("Checkout")
        }
        Button("Buy now") { showsCheckout = true }
        ShareLink(item: "https://example.com/shop")
      }
      .scrollDismissesKeyboard(.interactively)
    }
  }
}
