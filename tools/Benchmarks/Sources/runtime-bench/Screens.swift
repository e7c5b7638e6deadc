import ViewRuntime

/// One store that every row of a screen reads.
@Observable final class Store {
  var starred: Set<Int> = []
  var title = "Rows"
  var isStarred = false
}

/// A legacy store, observed whole by the views that hold it.
final class LegacyStore: ObservableObject {
  @Published var count = 0
}

/// A row of ``SharedStoreScreen``, reading the shared store.
protocol StoreRow: View {
  init(store: Store, number: Int)
}

/// A row that reads the shared store.
struct StarRow: StoreRow {
  let store: Store
  let number: Int
  var body: some View {
    Text(store.starred.contains(number) ? "★ \(number)" : "☆ \(number)")
  }
}

/// N rows of `Row` in a non-lazy stack, each reading `store.starred`; the button stars the next
/// row.
struct SharedStoreScreen<Row: StoreRow>: View {
  let store: Store
  let rows: Int
  var body: some View {
    VStack {
      Button("Star") { store.starred.insert(store.starred.count) }
      ForEach(0..<rows) { number in Row(store: store, number: number) }
    }
  }
}

/// A row that reads the shared store through an `if`/`else` and runs an empty `onAppear`: the
/// declaration sites that each body evaluation makes.
struct BranchRow: StoreRow {
  let store: Store
  let number: Int
  var body: some View {
    Group {
      if store.starred.contains(number) { Text("★ \(number)") } else { Text("☆ \(number)") }
    }
    .onAppear {}
  }
}

/// A row with its own state; its button flips it.
struct LocalRow: View {
  let number: Int
  @State var starred = false
  var body: some View {
    Button(starred ? "★ \(number)" : "☆ \(number)") { starred.toggle() }
  }
}

/// N rows in a non-lazy stack, each with row-local `@State`.
struct LocalStateScreen: View {
  let rows: Int
  var body: some View {
    VStack {
      ForEach(0..<rows) { number in LocalRow(number: number) }
    }
  }
}

/// N rows in a lazy `List`, each reading `store.starred`.
struct LazyStoreScreen: View {
  let store: Store
  let rows: Int
  var body: some View {
    VStack {
      Button("Star") { store.starred.insert(store.starred.count) }
      List(0..<rows) { number in StarRow(store: store, number: number) }
    }
  }
}

/// A row's model, a class instance whose id is a stored `let`: nothing can change it in place,
/// so a scroll over the same array computes the window's ids only (with a `var id` it computes
/// every id again, to know that none changed).
final class RowObject: Identifiable {
  let id: Int
  init(_ id: Int) { self.id = id }
}

/// N rows in a lazy `List` over class instances, each reading `store.starred`.
struct LazyObjectScreen: View {
  let store: Store
  let objects: [RowObject]
  var body: some View {
    VStack {
      Button("Star") { store.starred.insert(store.starred.count) }
      List(objects) { StarRow(store: store, number: $0.id) }
    }
  }
}

/// A pushed or presented screen that reads both stores and keeps a draft.
struct ChurnDetail: View {
  let store: Store
  @ObservedObject var legacy: LegacyStore
  @State var draft = ""
  var body: some View {
    VStack {
      Text(store.title)
      Text("\(legacy.count)")
    }
  }
}

/// A navigation stack whose destinations read the stores.
struct NavigationChurnScreen: View {
  let store: Store
  let legacy: LegacyStore
  var body: some View {
    NavigationStack {
      Text(store.title)
        .navigationDestination(for: Int.self) { _ in ChurnDetail(store: store, legacy: legacy) }
    }
  }
}

/// A screen that presents a sheet reading the stores.
struct SheetChurnScreen: View {
  let store: Store
  let legacy: LegacyStore
  @State var showing = false
  var body: some View {
    VStack {
      Button("Show") { showing = true }
    }
    .sheet(isPresented: $showing) { ChurnDetail(store: store, legacy: legacy) }
  }
}

/// A toggle bound to a store property that no body reads, rebuilt by each rename.
struct BoundToggleScreen: View {
  @Bindable var store: Store
  var body: some View {
    VStack {
      Text(store.title)
      Toggle("Starred", isOn: $store.isStarred)
      Button("Rename") { store.title += "!" }
    }
  }
}

/// N rows in a non-lazy stack, each editing its element of the screen's `@State` array through
/// a binding (`ForEach($items)`): a toggle re-runs its row alone.
struct BoundRowsScreen: View {
  @State private var items: [BoundItem]
  init(rows: Int) { _items = State(initialValue: (0..<rows).map { BoundItem(id: $0) }) }
  var body: some View {
    VStack {
      ForEach($items) { $item in BoundItemRow(item: $item) }
    }
  }
}

struct BoundItem: Identifiable, Equatable {
  let id: Int
  var isOn = false
}

struct BoundItemRow: View {
  @Binding var item: BoundItem
  var body: some View { Toggle("Item \(item.id)", isOn: $item.isOn) }
}
