import Foundation
import Observation
import ViewRuntime

// Models and fetches: who owns a model, who observes what, and when a fetch runs again.

final class StopwatchModel: ObservableObject {
  @Published var laps = 0
}

struct StopwatchPanel: View {
  @ObservedObject var model = StopwatchModel()
  var body: some View {
    VStack {
      Text("Laps: \(model.laps)")
      Button("Lap") { model.laps += 1 }
    }
  }
}

struct OwnedStopwatchPanel: View {
  @StateObject private var model = StopwatchModel()
  var body: some View {
    VStack {
      Text("Laps: \(model.laps)")
      Button("Lap") { model.laps += 1 }
    }
  }
}

/// Re-evaluates its child whenever its title changes.
struct TitledHost<Content: View>: View {
  @ViewBuilder let content: () -> Content
  @State private var title = "Workout"
  var body: some View {
    VStack {
      Text(title)
      content()
      Button("Rename") { title += "!" }
    }
  }
}

final class AccountSettings: ObservableObject {
  @Published var username = "ada"
  @Published var launches = 0
}

struct UsernameHeader: View {
  @ObservedObject var settings: AccountSettings
  var body: some View { Text("Signed in as \(settings.username)") }
}

/// The header observes the whole settings object; counting launches re-evaluates it.
struct AccountScreen: View {
  @StateObject private var settings = AccountSettings()
  var body: some View {
    VStack {
      UsernameHeader(settings: settings)
      Button("Launch") { settings.launches += 1 }
    }
  }
}

@Observable final class CartStore {
  var items = ["Apples"]
  var coupon = ""
}

struct CartCount: View {
  let store: CartStore
  var body: some View { Text("\(store.items.count) items") }
}

/// `@Observable`: the count depends on `items` only, so a coupon re-evaluates nothing else.
struct CartScreen: View {
  @State private var store = CartStore()
  var body: some View {
    VStack {
      CartCount(store: store)
      CouponEditor(store: store)
      Button("Add pears") { store.items.append("Pears") }
    }
  }
}

/// `@Bindable` child editing of a parent's `@Observable` model.
struct CouponEditor: View {
  @Bindable var store: CartStore
  var body: some View { TextField("Coupon", text: $store.coupon) }
}

struct Story: Identifiable, Hashable, Sendable {
  let id: Int
  let title: String
}

struct StoryRow: View {
  let story: Story
  @State private var isSaved = false
  var body: some View { Toggle(story.title, isOn: $isSaved) }
}

/// Pull to refresh over a `List` that keeps its rows.
struct RefreshingStories: View {
  @State private var stories = [Story(id: 1, title: "Swift 6.3")]
  @State private var isLoading = false
  var body: some View {
    List {
      if isLoading { Text("Refreshing…") }
      ForEach(stories) { StoryRow(story: $0) }
    }
    .refreshable {
      isLoading = true
      try? await Task.sleep(for: .milliseconds(300))
      stories = [Story(id: 2, title: "New on Linux")] + stories
      isLoading = false
    }
  }
}

struct StoryDetail: View {
  let story: Story
  @State private var text = ""
  var body: some View {
    Text(text.isEmpty ? story.title : text)
      .task {
        do { text = try await FakeAPI.load("GET /stories/\(story.id)", "Full text") } catch {}
      }
  }
}

/// The list loads in `.task`: going back to it from a story runs the load again.
struct StoryBrowser: View {
  @State private var stories: [Story] = []
  var body: some View {
    NavigationStack {
      List(stories) { story in NavigationLink(story.title, value: story) }
        .task {
          stories = await FakeAPI.fetch("GET /stories", [Story(id: 1, title: "Swift 6.3")])
        }
        .navigationDestination(for: Story.self) { StoryDetail(story: $0) }
    }
  }
}

/// Loads once in the model's owner and pushes a detail that loads its own part.
struct StoryReader: View {
  @State private var stories = [Story(id: 1, title: "Swift 6.3")]
  var body: some View {
    NavigationStack {
      List(stories) { story in NavigationLink(story.title, value: story) }
        .navigationDestination(for: Story.self) { StoryDetail(story: $0) }
    }
  }
}

struct Profile2: Hashable, Sendable {
  let id: Int
  var lastSeen: Int
}

struct ProfileBadge: View {
  let profile: Profile2
  @State private var avatar = ""
  var body: some View {
    Text(avatar)
      .task(id: profile) {
        avatar = await FakeAPI.fetch("GET /avatars/\(profile.id)", "avatar \(profile.id)")
      }
  }
}

/// `.task(id: profile)` keyed by the whole value: a new `lastSeen` fetches the same avatar.
struct PresenceScreen: View {
  @State private var profile = Profile2(id: 7, lastSeen: 0)
  var body: some View {
    VStack {
      ProfileBadge(profile: profile)
      Button("Ping") { profile.lastSeen += 1 }
    }
  }
}

/// Tags listed by their text: two equal tags share one identity.
struct TagCloud: View {
  @State private var tags = ["swift", "ios", "swift"]
  var body: some View {
    VStack { ForEach(tags, id: \.self) { Text("#\($0)") } }
  }
}

extension PrecisionCase {
  static let models: [PrecisionCase] = [
    .bug("@ObservedObject made by its view", .modelRecreated) {
      try await analyze(TitledHost { StopwatchPanel() }) { driver in
        try await driver.tap("Lap")
        try await driver.tap("Rename")
      }
    },
    .fine("@StateObject made by its view") {
      try await analyze(TitledHost { OwnedStopwatchPanel() }) { driver in
        try await driver.tap("Lap")
        try await driver.tap("Rename")
      }
    },
    .bug("a header observing a whole ObservableObject", .invalidationUnread) {
      try await analyze(AccountScreen()) { driver in try await driver.tap("Launch") }
    },
    .fine("@Observable store with a @Bindable editor") {
      try await analyze(CartScreen()) { driver in
        try await driver.type("SPRING", into: "Coupon")
        try await driver.tap("Add pears")
      }
    },
    .fine("a refresh that keeps its List") {
      try await analyze(RefreshingStories()) { driver in
        try await driver.toggle("Swift 6.3")
        try await driver.refresh()
      }
    },
    .bug("a list's .task runs again on the way back", .effectDuplicate) {
      try await analyze(StoryBrowser()) { driver in
        try await driver.waitUntilIdle()
        try await driver.tap("Swift 6.3")
        try await driver.waitUntilIdle()
        try await driver.pop()
      }
    },
    .fine("a pushed detail's .task, popped mid-load") {
      try await analyze(StoryReader()) { driver in
        try await driver.tap("Swift 6.3")
        try await driver.advance(by: .milliseconds(50))
        try await driver.pop()
      }
    },
    .bug(".task(id:) keyed by the whole value", .effectDuplicate) {
      try await analyze(PresenceScreen()) { driver in
        try await driver.waitUntilIdle()
        try await driver.tap("Ping")
      }
    },
    .bug("tags keyed by their text", .identityDuplicateID) {
      try await analyze(TagCloud())
    },
  ]
}

@Observable final class FeedStore {
  var items = ["Hello"]
  var isLoading = false
}

/// A `.refreshable` action that shows a spinner, waits, and writes the result to its model.
struct ObservableFeed: View {
  @State private var store = FeedStore()
  var body: some View {
    List {
      if store.isLoading { Text("Loading…") }
      ForEach(store.items, id: \.self) { Text($0) }
    }
    .refreshable {
      store.isLoading = true
      try? await Task.sleep(for: .milliseconds(300))
      store.items = ["Fresh"] + store.items
      store.isLoading = false
    }
  }
}
