import Foundation
import ViewRuntime

// Screens whose controls read models in their labels and contents, written as real code writes
// them: `Button { } label: { Label { } icon: { } }`, a `Menu` of actions, a `Toggle` labelled
// by a view; an `ObservableObject` in `@StateObject` and `@ObservedObject` read in a form's
// pickers, stepper and slider; an `@Observable` model from the environment, through
// `@Bindable`, read in an empty state's label, description and actions. Each also reads a plain
// `@State` value there. Every one of these closures runs at once, in the body that writes it.

/// A playlist: its title and how many songs it holds.
@Observable final class Playlist {
  var title = "Road trip"
  var songs = 12
  var isShuffled = false
}

/// A heading beside the controls; it reads nothing of the models.
struct ControlsHeading: View {
  let title: String
  var body: some View { Text(title) }
}

/// A playlist's controls, the model in `@State`: every label reads the model, and the
/// `@State` word for what it holds.
struct PlaylistControlsScreen: View {
  @State private var playlist = Playlist()
  @State private var unit = "songs"
  var body: some View {
    NavigationStack {
      List {
        ControlsHeading(title: "Now playing")
        Button {
          playlist.songs += 1
        } label: {
          Label {
            Text("Add to \(playlist.title)")
          } icon: {
            Image(systemName: playlist.songs > 12 ? "plus.circle.fill" : "plus.circle")
          }
        }
        Toggle(isOn: Bindable(playlist).isShuffled) {
          Text("Shuffle \(playlist.songs) \(unit)")
        }
        Menu {
          Button("Rename") { playlist.title = "Summer" }
          Button("Call them tracks") { unit = "tracks" }
        } label: {
          Label("\(playlist.title) options", systemImage: "ellipsis.circle")
        }
        Link(destination: URL(string: "https://example.com/playlists")!) {
          Text("\(playlist.songs) \(unit) online")
        }
        ShareLink(item: playlist.title) { Text("Share \(playlist.title)") }
        NavigationLink(value: playlist.songs) { Text("\(playlist.title) details") }
      }
    }
  }
}

/// An alarm's settings, kept the iOS 13 way.
final class AlarmSettings: ObservableObject {
  @Published var snoozeMinutes = 9
  @Published var sound = "Radar"
  @Published var volume = 0.5
}

/// An alarm's form, the store in `@StateObject`: the picker's options and label, the stepper's
/// label, the slider's labels, a disclosure group and labelled rows read the store, and a
/// `@State` unit.
struct AlarmFormScreen: View {
  @StateObject private var alarm = AlarmSettings()
  @State private var unit = "min"
  @State private var showsMore = true
  var body: some View {
    Form {
      ControlsHeading(title: "Alarm")
      Picker(selection: $alarm.sound) {
        ForEach(["Radar", "Chimes"], id: \.self) { sound in
          Text(sound == alarm.sound ? "\(sound) ✓" : sound).tag(sound)
        }
      } label: {
        Text("Sound (\(alarm.snoozeMinutes) \(unit) snooze)")
      }
      Stepper(value: $alarm.snoozeMinutes, in: 1...30) {
        Text("Snooze \(alarm.snoozeMinutes) \(unit)")
      }
      Slider(value: $alarm.volume, in: 0...1, step: 0.1) {
        Text("Volume")
      } minimumValueLabel: {
        Text("\(alarm.snoozeMinutes)")
      } maximumValueLabel: {
        Text("30 \(unit)")
      }
      DisclosureGroup(isExpanded: $showsMore) {
        LabeledContent {
          Text("\(alarm.snoozeMinutes) \(unit)")
        } label: {
          Text("Every snooze")
        }
        Button("Use minutes") { unit = "minutes" }
      } label: {
        Text("More for \(alarm.sound)")
      }
    }
  }
}

/// The same alarm's rows as a struct given the store in `@ObservedObject`.
struct AlarmSnoozeRows: View {
  @ObservedObject var alarm: AlarmSettings
  var body: some View {
    Section {
      LabeledContent("Snooze") { Text("\(alarm.snoozeMinutes) min") }
      Stepper("Snooze", value: $alarm.snoozeMinutes, in: 1...30)
    }
  }
}

/// The rows' holder, which reads nothing of the store itself.
struct AlarmSnoozeScreen: View {
  @StateObject private var alarm = AlarmSettings()
  var body: some View {
    Form {
      ControlsHeading(title: "Alarm")
      AlarmSnoozeRows(alarm: alarm)
    }
  }
}

/// Downloads waiting, shared through the environment.
@Observable final class DownloadQueue {
  var waiting = 0
  var limit = 3
}

/// What a screen shows with nothing downloaded: an empty state whose label, description and
/// actions read the environment's queue through `@Bindable`, and a gauge labelled by it.
struct DownloadsScreen: View {
  @Environment(DownloadQueue.self) private var queue
  @State private var retries = 0
  var body: some View {
    @Bindable var queue = queue
    VStack {
      ControlsHeading(title: "Downloads")
      ContentUnavailableView {
        Label("\(queue.waiting) waiting", systemImage: "arrow.down.circle")
      } description: {
        Text("\(retries) retries, at most \(queue.limit) at once")
      } actions: {
        Button("Download \(queue.waiting + 1)") { queue.waiting += 1 }
        Button("Retry") { retries += 1 }
      }
      Gauge(value: Double(queue.waiting), in: 0...Double(queue.limit)) {
        Text("Queue")
      } currentValueLabel: {
        Text("\(queue.waiting)/\(queue.limit)")
      }
      Stepper("Limit \(queue.limit)", value: $queue.limit, in: 1...5)
    }
  }
}

/// The app that holds the queue.
struct DownloadsApp: View {
  @State private var queue = DownloadQueue()
  var body: some View { DownloadsScreen().environment(queue) }
}

/// An event being planned.
@Observable final class PlannedEvent {
  var title = "Picnic"
  var starts = Date(timeIntervalSince1970: 0)
  var colour = Color.green
}

/// An event's editor in tabs, the model passed in `@Bindable`: a date picker's and a colour
/// picker's labels, a link's destination and label, a tab's content and an older tab item read
/// it.
struct EventEditorScreen: View {
  @Bindable var event: PlannedEvent
  var body: some View {
    TabView {
      Tab("Edit", systemImage: "pencil") {
        Form {
          ControlsHeading(title: "Event")
          DatePicker(selection: $event.starts) { Text("\(event.title) starts") }
          ColorPicker(selection: $event.colour) { Text("\(event.title) colour") }
          NavigationLink {
            Text("About \(event.title)")
          } label: {
            Text("More on \(event.title)")
          }
          Button("Rename") { event.title = "Barbecue" }
        }
      }
      Text("Guests of \(event.title)")
        .tabItem { Label("\(event.title) guests", systemImage: "person.2") }
    }
  }
}

/// Recent searches, kept the iOS 13 way.
final class RecentSearches: ObservableObject {
  @Published var latest = "tents"
}

/// A search whose suggestions and scope bar read the store and a `@State` scope name.
struct GearSearchScreen: View {
  @StateObject private var recent = RecentSearches()
  @State private var query = ""
  @State private var scope = 0
  @State private var scopeName = "Shop"
  var body: some View {
    NavigationStack {
      List {
        ControlsHeading(title: "Gear")
        Button("Search boots") { recent.latest = "boots" }
        Button("Rename scope") { scopeName = "Store" }
      }
      .searchable(text: $query)
      .searchSuggestions {
        Text("Again: \(recent.latest)").searchCompletion(recent.latest)
      }
      .searchScopes($scope) {
        Text("\(scopeName) (\(recent.latest))").tag(0)
        Text("Rentals").tag(1)
      }
    }
  }
}

/// An equalizer, shared through the environment.
@Observable final class Equalizer {
  var bass = 0.5
  var unit = "dB"
  var maximum = 12
}

/// A slider whose end labels read the environment's equalizer through `@Bindable`, in the
/// spelling without `step:`.
struct EqualizerScreen: View {
  @Environment(Equalizer.self) private var equalizer
  var body: some View {
    @Bindable var equalizer = equalizer
    Form {
      ControlsHeading(title: "Sound")
      Slider(value: $equalizer.bass, in: 0...1) {
        Text("Bass")
      } minimumValueLabel: {
        Text("0 \(equalizer.unit)")
      } maximumValueLabel: {
        Text("\(equalizer.maximum) \(equalizer.unit)")
      }
      Button("Use percent") { equalizer.unit = "%" }
    }
  }
}

struct EqualizerApp: View {
  @State private var equalizer = Equalizer()
  var body: some View { EqualizerScreen().environment(equalizer) }
}
