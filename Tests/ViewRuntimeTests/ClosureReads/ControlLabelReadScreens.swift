import Foundation
import ViewRuntime

// Controls whose labels and contents read the kinds `ControlReadScreens` does not: an
// `ObservableObject`'s `@Published` property in a button's, toggle's, menu's, link's and empty
// state's labels (`@EnvironmentObject`, `@ObservedObject`), a `@State` value and a
// `@StateObject` in date and colour pickers, a navigation link and tabs, an `@Observable`
// model (in `@State`, from the environment) in a picker, stepper, disclosure group and
// labelled content, and in a search's suggestions and scopes.

/// A box office kept the iOS 13 way.
final class BoxOffice: ObservableObject {
  @Published var show = "Concert"
  @Published var seats = 2
  @Published var remindsMe = false
}

/// A box office's controls, the store from the environment: every label reads it.
struct BoxOfficeControlsScreen: View {
  @EnvironmentObject private var office: BoxOffice
  var body: some View {
    NavigationStack {
      List {
        ControlsHeading(title: "Tickets")
        Button {
          office.seats += 1
        } label: {
          Label {
            Text("Seats for \(office.show)")
          } icon: {
            Image(systemName: office.seats > 2 ? "person.3" : "person.2")
          }
        }
        Toggle(isOn: $office.remindsMe) { Text("Remind me of \(office.show)") }
        Menu {
          Button("Switch show") { office.show = "Opera" }
        } label: {
          Label("\(office.seats) seats", systemImage: "ticket")
        }
        Link(destination: URL(string: "https://example.com/tickets")!) {
          Text("\(office.show) online")
        }
        ShareLink(item: office.show) { Text("Share \(office.seats) seats") }
        NavigationLink(value: office.seats) { Text("\(office.show) details") }
      }
    }
  }
}

struct BoxOfficeApp: View {
  @StateObject private var office = BoxOffice()
  var body: some View { BoxOfficeControlsScreen().environmentObject(office) }
}

/// An empty state's label, description and actions and a gauge's labels read a store given in
/// `@ObservedObject`.
struct SoldOutScreen: View {
  @ObservedObject var office: BoxOffice
  var body: some View {
    VStack {
      ControlsHeading(title: "Sold out")
      ContentUnavailableView {
        Label("\(office.show) is sold out", systemImage: "ticket")
      } description: {
        Text("\(office.seats) seats were asked for")
      } actions: {
        Button("Ask for one more") { office.seats += 1 }
      }
      Gauge(value: Double(office.seats), in: 0...10) {
        Text("Demand")
      } currentValueLabel: {
        Text("\(office.seats)/10")
      }
    }
  }
}

struct SoldOutApp: View {
  @StateObject private var office = BoxOffice()
  var body: some View { SoldOutScreen(office: office) }
}

/// A trip kept the iOS 13 way.
final class TripStore: ObservableObject {
  @Published var name = "Lisbon"
  @Published var departs = Date(timeIntervalSince1970: 0)
  @Published var colour = Color.blue
}

/// A trip's editor in tabs: date and colour pickers' labels, a link's label, a tab's content and
/// an older tab item read a `@StateObject` and a `@State` word.
struct TripEditorScreen: View {
  @StateObject private var trip = TripStore()
  @State private var kind = "trip"
  var body: some View {
    TabView {
      Tab("Edit", systemImage: "pencil") {
        Form {
          ControlsHeading(title: "Trip")
          DatePicker(selection: $trip.departs) { Text("\(trip.name) \(kind) departs") }
          ColorPicker(selection: $trip.colour) { Text("\(kind) colour") }
          NavigationLink {
            Text("About \(trip.name)")
          } label: {
            Text("More on the \(kind)")
          }
          Button("Rename") { trip.name = "Porto" }
          Button("Call it a holiday") { kind = "holiday" }
        }
      }
      Text("Packing for \(trip.name)")
        .tabItem { Label("\(kind) list", systemImage: "suitcase") }
    }
  }
}

/// An alarm whose settings are an `@Observable` model.
@Observable final class AlarmClock {
  var sound = "Radar"
  var snoozeMinutes = 9
  var showsMore = true
}

/// A form's picker, stepper, disclosure group and labelled rows read the model held in
/// `@State`, bound through `$clock`.
struct AlarmClockScreen: View {
  @State private var clock = AlarmClock()
  var body: some View {
    Form {
      ControlsHeading(title: "Clock")
      Picker(selection: $clock.sound) {
        ForEach(["Radar", "Chimes"], id: \.self) { sound in
          Text(sound == clock.sound ? "\(sound) ✓" : sound).tag(sound)
        }
      } label: {
        Text("Sound (\(clock.snoozeMinutes) min snooze)")
      }
      Stepper(value: $clock.snoozeMinutes, in: 1...30) {
        Text("Snooze \(clock.snoozeMinutes) min")
      }
      DisclosureGroup(isExpanded: $clock.showsMore) {
        LabeledContent {
          Text("\(clock.snoozeMinutes) min")
        } label: {
          Text("Every \(clock.sound) snooze")
        }
      } label: {
        Text("More for \(clock.sound)")
      }
    }
  }
}

/// Camping gear searched, shared through the environment.
@Observable final class CampingSearch {
  var latest = "tents"
  var scopeName = "Shop"
}

/// A search whose suggestions and scope bar read the environment's model.
struct CampingSearchScreen: View {
  @Environment(CampingSearch.self) private var search
  @State private var query = ""
  @State private var scope = 0
  var body: some View {
    NavigationStack {
      List {
        ControlsHeading(title: "Camping")
        Button("Search stoves") { search.latest = "stoves" }
        Button("Rename scope") { search.scopeName = "Store" }
      }
      .searchable(text: $query)
      .searchSuggestions {
        Text("Again: \(search.latest)").searchCompletion(search.latest)
      }
      .searchScopes($scope) {
        Text("\(search.scopeName) (\(search.latest))").tag(0)
        Text("Rentals").tag(1)
      }
    }
  }
}

struct CampingSearchApp: View {
  @State private var search = CampingSearch()
  var body: some View { CampingSearchScreen().environment(search) }
}
