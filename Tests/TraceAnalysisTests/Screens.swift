import Foundation
import RuntimeTestSupport
import ViewRuntime

// Small screens, each showing one mistake (and some its fix), for the detector tests; those the
// runtime's tests drive too (`GreetingHost`, `TallyScreen`, `HideHost`, `UnstructuredTicker`, the
// models) are RuntimeTestSupport's.

struct Editor: View {
  @State var text = ""
  var body: some View { TextField("Text", text: $text) }
}

/// The same view in both branches of an `if`: flipping resets its state.
struct BranchFlipScreen: View {
  @State var compact = false
  var body: some View {
    VStack {
      if compact { Editor() } else { Editor() }
      Button("Switch") { compact.toggle() }
    }
  }
}

/// The fix: one view outside the `if`.
struct StableBranchScreen: View {
  @State var compact = false
  var body: some View {
    VStack {
      Editor().opacity(compact ? 0.5 : 1)
      Button("Switch") { compact.toggle() }
    }
  }
}

/// An explicit id that changes on purpose.
struct VersionedEditorScreen: View {
  @State var version = 1
  var body: some View {
    VStack {
      Editor().id(version)
      Button("New version") { version += 1 }
    }
  }
}

/// An id made in the body: new on every evaluation.
struct UnstableIDScreen: View {
  @State var taps = 0
  var body: some View {
    VStack {
      Editor().id(UUID())
      Text("Taps: \(taps)")
      Button("Tap") { taps += 1 }
    }
  }
}

struct ToggleRow: View {
  let title: String
  @State var isOn = false
  var body: some View { Toggle(title, isOn: $isOn) }
}

/// Rows identified by index: inserting at the front moves state to the wrong row.
struct IndexRowsScreen: View {
  @State var items = ["B", "C"]
  var body: some View {
    VStack {
      ForEach(0..<items.count) { i in ToggleRow(title: items[i]) }
      Button("Add") { items.insert("A", at: 0) }
    }
  }
}

/// The fix: rows identified by their element.
struct IDRowsScreen: View {
  @State var items = ["B", "C"]
  var body: some View {
    VStack {
      ForEach(items, id: \.self) { item in ToggleRow(title: item) }
      Button("Add") { items.insert("A", at: 0) }
    }
  }
}

struct DuplicateIDScreen: View {
  var body: some View {
    VStack { ForEach(["a", "a", "b"], id: \.self) { Text($0) } }
  }
}

/// The fix to RuntimeTestSupport's `UnstructuredTicker`: `.task`, which stops when cancelled.
struct StructuredTicker: View {
  @State var ticks = 0
  var body: some View {
    Text("Ticks: \(ticks)")
      .task {
        do {
          try await Task.sleep(for: .seconds(1))
          ticks += 1
        } catch {}
      }
  }
}

/// A task that swallows its cancellation and goes on polling.
struct StubbornPoller: View {
  var body: some View {
    Text("Polling")
      .task {
        for _ in 0..<3 {
          try? await Task.sleep(for: .seconds(1))
          await withEffect("GET /poll") {}
        }
      }
  }
}

/// A search whose result arrives after its `.task(id:)` was restarted, and is written anyway.
struct SearchScreen: View {
  @State var query = ""
  @State var results: [String] = []
  var body: some View {
    searchForm($query, resultCount: results.count)
      .task(id: query) {
        let found = await withEffect("GET /search?q=\(query)") { () -> [String] in
          try? await Task.sleep(for: .milliseconds(300))
          return [query]
        }
        results = found
      }
  }
}

/// Writes its own state from its body.
struct SelfWritingScreen: View {
  @State var evaluated = false
  var body: some View {
    let _ = markEvaluated()
    Text("Evaluated")
  }
  func markEvaluated() { if !evaluated { evaluated = true } }
}

/// A model that starts loading in its init, made anew by every parent body.
@MainActor final class ProfileLoader {
  init() {
    Task { await withEffect("GET /profile") { try? await Task.sleep(for: .milliseconds(100)) } }
  }
}

struct ProfileCard: View {
  let loader = ProfileLoader()
  var body: some View { Text("Profile") }
}

struct ProfileHost: View {
  @State var taps = 0
  var body: some View {
    VStack {
      ProfileCard()
      Text("Taps: \(taps)")
      Button("Tap") { taps += 1 }
    }
  }
}

/// The fix for `GreetingHost`: a plain input.
struct PlainGreeting: View {
  let name: String
  var body: some View { Text("Hello \(name)") }
}

struct PlainGreetingHost: View {
  @State var user = "Ada"
  var body: some View {
    VStack {
      PlainGreeting(name: user)
      Button("Switch user") { user = "Grace" }
    }
  }
}

/// `@ObservedObject` made by the view that observes it: replaced on every parent update.
struct TallyView: View {
  @ObservedObject var tally = Tally()
  var body: some View {
    VStack {
      Text("Count: \(tally.count)")
      Button("Increment") { tally.count += 1 }
    }
  }
}

/// Builds its content in its body, as a parent does.
struct TallyHost<Content: View>: View {
  let content: () -> Content
  @State var title = "Tally"
  var body: some View {
    VStack {
      Text(title)
      content()
      Button("Rename") { title += "!" }
    }
  }
}

struct NameLabel: View {
  @ObservedObject var profile: Profile
  var body: some View { Text(profile.name) }
}

/// `NameLabel` observes the whole profile, so a visit re-evaluates it for nothing.
struct ProfileScreen: View {
  @StateObject var profile = Profile()
  var body: some View {
    VStack {
      NameLabel(profile: profile)
      Button("Visit") { profile.visits += 1 }
    }
  }
}

struct Item: Hashable {
  let id: Int
  var title: String
}

/// `.task(id:)` keyed by the whole item: renaming restarts the same request.
struct ItemDetail: View {
  let item: Item
  var body: some View {
    Text(item.title)
      .task(id: item) { await withEffect("GET /items/\(item.id)") {} }
  }
}

struct ItemHost: View {
  @State var item = Item(id: 7, title: "Draft")
  var body: some View {
    VStack {
      ItemDetail(item: item)
      Button("Rename") { item.title += "!" }
    }
  }
}

struct Page: Hashable {
  let id: Int
  var likes: Int
  let notes: [String]
}

struct PageView: View {
  let page: Page
  @State var showsNotes = false
  var body: some View {
    VStack {
      Toggle("Notes", isOn: $showsNotes)
      if showsNotes { ForEach(page.notes, id: \.self) { Text($0) } }
    }
  }
}

/// One page at a time: without an id the same PageView shows the next page with the old page's
/// state; with the whole page as id, a like resets it.
struct PagedScreen: View {
  let identifiedByValue: Bool
  @State var pages = [
    Page(id: 1, likes: 0, notes: ["a", "b"]), Page(id: 2, likes: 0, notes: ["c"]),
  ]
  @State var index = 0
  var body: some View {
    VStack {
      if identifiedByValue {
        PageView(page: pages[index]).id(pages[index])
      } else {
        PageView(page: pages[index])
      }
      Button("Like") { pages[index].likes += 1 }
      Button("Next") { index = 1 }
    }
  }
}

/// `.task(id:)` that awaits an inner `Task { }`, which its cancel does not reach.
struct InnerTaskLoader: View {
  @State var day = 1
  @State var result = ""
  var body: some View {
    VStack {
      Text(result)
      Button("Next day") { day += 1 }
    }
    .task(id: day) {
      let requested = day
      let request = Task {
        await withEffect("GET /day/\(requested)") {
          try? await Task.sleep(for: .milliseconds(requested == 1 ? 600 : 200))
        }
        return "day \(requested)"
      }
      result = await request.value
    }
  }
}
