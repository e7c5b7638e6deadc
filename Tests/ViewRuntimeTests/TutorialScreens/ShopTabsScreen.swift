import ViewRuntime

final class ShoppingCart: ObservableObject {
  @Published var items: [String] = []

  func add(_ item: String) { items.append(item) }
}

enum ShopTab: Hashable {
  case browse, cart, account
}

/// Tabs written with the `Tab` API of iOS 18 and a badge, sharing an `ObservableObject` owned
/// by `@StateObject` through `.environmentObject`.
struct ShopTabsScreen: View {
  @StateObject private var cart = ShoppingCart()
  @State private var selectedTab = ShopTab.browse

  var body: some View {
    TabView(selection: $selectedTab) {
      Tab("Browse", systemImage: "bag", value: ShopTab.browse) {
        BrowseView()
      }
      Tab("Cart", systemImage: "cart", value: ShopTab.cart) {
        CartTab()
      }
      .badge(cart.items.count)
      Tab("Account", systemImage: "person", value: ShopTab.account) {
        Text("Signed in")
      }
    }
    .environmentObject(cart)
  }
}

struct BrowseView: View {
  @EnvironmentObject private var cart: ShoppingCart
  let products = ["Apples", "Bread", "Cheese"]

  var body: some View {
    NavigationStack {
      List(products, id: \.self) { product in
        HStack {
          Text(product)
          Spacer()
          Button("Add \(product)") { cart.add(product) }
            .buttonStyle(.bordered)
        }
      }
      .navigationTitle("Browse")
    }
  }
}

struct CartTab: View {
  @EnvironmentObject private var cart: ShoppingCart

  var body: some View {
    if cart.items.isEmpty {
      ContentUnavailableView("Your cart is empty", systemImage: "cart")
    } else {
      List(cart.items, id: \.self) { Text($0) }
    }
  }
}

/// The classic way: tabs marked with `.tabItem` and no selection binding.
struct ClassicTabsScreen: View {
  var body: some View {
    TabView {
      CounterTab()
        .tabItem {
          Label("Counter", systemImage: "number")
        }
      Text("Settings go here")
        .tabItem {
          Label("Settings", systemImage: "gear")
        }
    }
  }
}

struct CounterTab: View {
  @State private var count = 0

  var body: some View {
    Button("Count: \(count)") { count += 1 }
  }
}
