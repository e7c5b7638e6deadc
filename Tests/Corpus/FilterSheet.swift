import ViewRuntime

// A product list whose filters are edited in a sheet through a binding to the caller's value,
// with reset and apply, as shopping apps write it.

struct ProductFilter: Equatable {
  var maxPrice = 100.0
  var inStockOnly = false
  var categories: Set<String> = []

  static let allCategories = ["Books", "Games", "Music"]
  var isActive: Bool { self != ProductFilter() }
}

struct Product: Identifiable {
  let id: Int
  let name: String
  let category: String
  let price: Double
  let inStock: Bool
}

struct ProductListView: View {
  @State private var filter = ProductFilter()
  @State private var showingFilters = false
  private let products = [
    Product(id: 1, name: "Dune", category: "Books", price: 12, inStock: true),
    Product(id: 2, name: "Catan", category: "Games", price: 45, inStock: false),
    Product(id: 3, name: "Kind of Blue", category: "Music", price: 20, inStock: true),
    Product(id: 4, name: "Gloomhaven", category: "Games", price: 140, inStock: true),
  ]

  private var filtered: [Product] {
    products.filter { product in
      product.price <= filter.maxPrice && (!filter.inStockOnly || product.inStock)
        && (filter.categories.isEmpty || filter.categories.contains(product.category))
    }
  }

  var body: some View {
    NavigationStack {
      List(filtered) { product in
        LabeledContent(product.name) {
          Text(product.price, format: .currency(code: "USD"))
        }
      }
      .navigationTitle("Shop")
      .toolbar {
        Button {
          showingFilters = true
        } label: {
          Label("Filters", systemImage: "line.3.horizontal.decrease")
            .symbolVariant(filter.isActive ? .circle.fill : .circle)
        }
      }
      .sheet(isPresented: $showingFilters) {
        FilterEditor(filter: $filter)
      }
    }
  }
}

struct FilterEditor: View {
  @Binding var filter: ProductFilter
  @State private var draft = ProductFilter()
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      Form {
        Section("Price") {
          Slider(value: $draft.maxPrice, in: 0...200, step: 10) {
            Text("Maximum price")
          }
          Text("Up to \(draft.maxPrice, format: .currency(code: "USD"))")
        }
        Section("Category") {
          ForEach(ProductFilter.allCategories, id: \.self) { category in
            Toggle(
              category,
              isOn: Binding(
                get: { draft.categories.contains(category) },
                set: { isOn in
                  if isOn {
                    draft.categories.insert(category)
                  } else {
                    draft.categories.remove(category)
                  }
                }))
          }
        }
        Toggle("In Stock Only", isOn: $draft.inStockOnly)
      }
      .navigationTitle("Filters")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Reset") { draft = ProductFilter() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Apply") {
            filter = draft
            dismiss()
          }
        }
      }
      .onAppear { draft = filter }
    }
  }
}

#Preview {
  ProductListView()
}
