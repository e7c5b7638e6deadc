import Foundation
import ViewRuntime

// Containers and decorations whose closures read a plain `@State` value or an
// `ObservableObject`'s `@Published` property, and those read kinds beside an `@Observable`
// model for the closures a body runs at once (stacks, grids, forms, split views, section
// headers, overlays, backgrounds, toolbars, insets, masks, swipe actions, context menus).
// `List(data)` rows, a `GeometryReader`'s and a `ScrollViewReader`'s content are stored
// closures.

/// A garden's beds and season.
@Observable final class Garden {
  var season = "Spring"
  var beds = 2
}

/// Watering kept the iOS 13 way.
final class Watering: ObservableObject {
  @Published var litres = 5
  @Published var starred: Set<Int> = []
}

/// `List(data)` rows reading a `@State` set the list's body never reads.
struct StarredListScreen: View {
  @State private var starred: Set<Int> = []
  private let dishes = [Dish(id: 1, title: "Soup"), Dish(id: 2, title: "Bread")]
  var body: some View {
    VStack {
      ControlsHeading(title: "Starred")
      List(dishes) { dish in
        Text(starred.contains(dish.id) ? "★ \(dish.title)" : dish.title)
      }
      Button("Star Bread") { starred.insert(2) }
    }
  }
}

/// `List(data, id:)` rows reading a store given in `@ObservedObject`.
struct WateredListScreen: View {
  @ObservedObject var watering: Watering
  private let beds = ["Herbs", "Roses"]
  var body: some View {
    VStack {
      List(beds, id: \.self) { bed in
        Text("\(bed): \(watering.litres) l")
      }
      Button("Water more") { watering.litres += 1 }
    }
  }
}

struct WateredListApp: View {
  @StateObject private var watering = Watering()
  var body: some View { WateredListScreen(watering: watering) }
}

/// A `GeometryReader`'s content reading a `@State` scale and a `@StateObject`'s litres.
struct GardenPlanScreen: View {
  @State private var scale = 1
  @StateObject private var watering = Watering()
  var body: some View {
    VStack {
      ControlsHeading(title: "Plan")
      GeometryReader { proxy in
        Text("\(Int(proxy.size.width) / 10 * scale) m, \(watering.litres) l")
      }
      Button("Zoom") { scale += 1 }
      Button("Water") { watering.litres += 1 }
    }
  }
}

/// A `ScrollViewReader`'s content reading a `@State` value and the environment's store.
struct GardenScrollScreen: View {
  @EnvironmentObject private var watering: Watering
  @State private var highlighted = "Herbs"
  var body: some View {
    ScrollView {
      ScrollViewReader { proxy in
        VStack {
          Text("\(highlighted): \(watering.litres) l")
          Button("Highlight Roses") { highlighted = "Roses" }
          Button("Water") { watering.litres += 1 }
          Button("Top") { proxy.scrollTo("Herbs") }
        }
      }
    }
  }
}

struct GardenScrollApp: View {
  @StateObject private var watering = Watering()
  var body: some View { GardenScrollScreen().environmentObject(watering) }
}

/// Every container a body builds at once, each reading the model in `@State`, a `@State` word
/// or the `@StateObject`'s litres.
struct GardenContainersScreen: View {
  @State private var garden = Garden()
  @State private var unit = "beds"
  @StateObject private var watering = Watering()
  var body: some View {
    NavigationSplitView {
      List {
        Text("\(garden.season) garden")
        Button("Next season") { garden.season = "Summer" }
        Button("Call them plots") { unit = "plots" }
        Button("Water more") { watering.litres += 1 }
      }
    } detail: {
      TabView {
        Form {
          VStack {
            HStack { Text("\(garden.beds) \(unit)") }
            ZStack { Text("\(watering.litres) l") }
          }
          ScrollView(.horizontal) {
            LazyHStack { Text("\(garden.season) row") }
          }
          LazyVStack { Text("\(unit) column") }
          LazyVGrid(columns: [GridItem(.flexible())]) { Text("\(watering.litres) l a bed") }
          LazyHGrid(rows: [GridItem(.flexible())]) { Text("\(garden.season) grid") }
          Grid {
            GridRow { Text("\(unit) in rows") }
          }
          Group {
            ViewThatFits { Text("\(watering.litres) l, \(unit)") }
          }
        }
        .tabItem { Label("\(garden.season) beds", systemImage: "leaf") }
      }
    }
  }
}

/// A body's decorations (section header and footer, swipe actions, context menu, overlay,
/// background, inset, mask, toolbar items) reading the model in `@State`, a `@State` word or
/// the `@StateObject`'s litres.
struct GardenDecorationsScreen: View {
  @State private var garden = Garden()
  @State private var unit = "beds"
  @StateObject private var watering = Watering()
  var body: some View {
    NavigationStack {
      List {
        Section {
          Text("Tomatoes")
            .swipeActions {
              Button {
                watering.litres += 1
              } label: {
                Text("Water \(watering.litres) l")
              }
            }
            .contextMenu { Button("Plant in \(garden.season)") { garden.season = "Summer" } }
        } header: {
          Text("\(garden.beds) \(unit)")
        } footer: {
          Text("\(watering.litres) l a day")
        }
      }
      .overlay { Text(garden.season) }
      .background { Text("\(unit) behind") }
      .safeAreaInset(edge: .bottom) {
        VStack {
          Text("Inset in \(unit)")
          Button("Call them plots") { unit = "plots" }
        }
      }
      .mask { Text("\(watering.litres) l mask") }
      .toolbar {
        ToolbarItem { Text("\(garden.season) tools") }
        ToolbarItemGroup {
          Text("\(unit) in a group")
          Text("\(garden.beds) in a group")
        }
      }
    }
  }
}

/// A plant in a bed, watered or not.
struct Plant: Identifiable {
  let id: Int
  let name: String
  var isWatered = false
}

/// Rows by index and rows bound to their element (`ForEach($plants) { $plant in … }`), each
/// reading the model in `@State`, a `@State` word or the `@StateObject`'s litres inline.
struct GardenBedsScreen: View {
  @State private var garden = Garden()
  @State private var unit = "l"
  @State private var plants = [Plant(id: 1, name: "Basil"), Plant(id: 2, name: "Mint")]
  @StateObject private var watering = Watering()
  var body: some View {
    VStack {
      ForEach(0..<2) { index in
        Text("Bed \(index + 1): \(garden.season), \(watering.litres) \(unit)")
      }
      ForEach($plants) { $plant in
        Toggle(
          "\(plant.name): \(garden.season), \(watering.litres) \(unit)", isOn: $plant.isWatered)
      }
      Button("Next season") { garden.season = "Summer" }
      Button("Use litres") { unit = "litres" }
      Button("Water more") { watering.litres += 1 }
    }
  }
}
