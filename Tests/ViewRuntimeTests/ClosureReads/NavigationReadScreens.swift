import Foundation
import ViewRuntime

// Navigation destinations (`for:`, `item:`, `isPresented:`) that read a plain `@State` value of
// the screen holding the stack, or an `ObservableObject`'s `@Published` property
// (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`). Each pushed screen holds the
// button that writes.

struct Trail: Identifiable, Hashable {
  let id: Int
  let name: String
}

/// Hikes logged the iOS 13 way.
final class TrailLog: ObservableObject {
  @Published var hiked: Set<Int> = []
  @Published var unit = "km"
}

/// Destinations for values reading the screen's `@State` unit, which its body never reads.
struct TrailStackScreen: View {
  @State private var unit = "km"
  var body: some View {
    NavigationStack {
      VStack {
        ControlsHeading(title: "Trails")
        NavigationLink("Ridge", value: Trail(id: 1, name: "Ridge"))
      }
      .navigationDestination(for: Trail.self) { trail in
        VStack {
          Text("\(trail.name): 12 \(unit)")
          Button("Use miles") { unit = "mi" }
        }
      }
    }
  }
}

/// Destinations for ids reading a `@StateObject`'s log, the links in a list.
struct TrailLogScreen: View {
  @StateObject private var log = TrailLog()
  var body: some View {
    NavigationStack {
      List {
        ControlsHeading(title: "Log")
        NavigationLink("Ridge", value: 1)
      }
      .navigationDestination(for: Int.self) { id in
        VStack {
          Text(log.hiked.contains(id) ? "hiked" : "not hiked")
          Button("Hiked it") { log.hiked.insert(id) }
        }
      }
    }
  }
}

/// A destination for an item reading a `@State` count.
struct TrailItemScreen: View {
  @State private var opened: Trail?
  @State private var photos = 0
  var body: some View {
    NavigationStack {
      VStack {
        ControlsHeading(title: "Photos")
        Button("Open Coast") { opened = Trail(id: 2, name: "Coast") }
      }
      .navigationDestination(item: $opened) { trail in
        VStack {
          Text("\(photos) photos of \(trail.name)")
          Button("Take photo") { photos += 1 }
        }
      }
    }
  }
}

/// A destination for an item reading a store given in `@ObservedObject`.
struct ObservedTrailScreen: View {
  @ObservedObject var log: TrailLog
  @State private var opened: Int?
  var body: some View {
    NavigationStack {
      VStack {
        ControlsHeading(title: "Units")
        Button("Open 3") { opened = 3 }
      }
      .navigationDestination(item: $opened) { id in
        VStack {
          Text("Trail \(id) in \(log.unit)")
          Button("Use miles") { log.unit = "mi" }
        }
      }
    }
  }
}

struct ObservedTrailApp: View {
  @StateObject private var log = TrailLog()
  var body: some View { ObservedTrailScreen(log: log) }
}

/// A destination shown by a flag, built in the body, reading a `@State` value and the
/// environment's store.
struct TrailFlagScreen: View {
  @EnvironmentObject private var log: TrailLog
  @State private var showsMap = false
  @State private var zoom = 1
  var body: some View {
    NavigationStack {
      VStack {
        ControlsHeading(title: "Map")
        Button("Map") { showsMap = true }
      }
      .navigationDestination(isPresented: $showsMap) {
        VStack {
          Text("Zoom \(zoom) in \(log.unit)")
          Button("Zoom in") { zoom += 1 }
          Button("Use miles") { log.unit = "mi" }
        }
      }
    }
  }
}

struct TrailFlagApp: View {
  @StateObject private var log = TrailLog()
  var body: some View { TrailFlagScreen().environmentObject(log) }
}
