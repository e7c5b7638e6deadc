import Foundation
import ViewRuntime

// Screens written by outsiders: tasks, loops and cancellation in spellings the first suite lacks.

/// A clock ticking in `onAppear { Task { while … } }`: it ticks on after its sheet is closed.
struct TickingBanner: View {
  @State private var ticks = 0
  var body: some View {
    Text("Ticks: \(ticks)")
      .onAppear {
        Task {
          while ticks < 5 {
            try? await Task.sleep(for: .seconds(1))
            ticks += 1
          }
        }
      }
  }
}

/// The same clock in `.task`, leaving the loop when the sleep throws: closing stops it.
struct StructuredTickingBanner: View {
  @State private var ticks = 0
  var body: some View {
    Text("Ticks: \(ticks)")
      .task {
        while true {
          do { try await Task.sleep(for: .seconds(1)) } catch { return }
          ticks += 1
        }
      }
  }
}

/// A feed of prices from an `AsyncStream`, consumed in `.task`: closing ends the `for await`.
struct StreamedQuote: View {
  @State private var price = 0
  var body: some View {
    Text("Price: \(price)")
      .task {
        let prices = AsyncStream<Int> { continuation in
          Task {
            for value in 1...3 {
              try? await Task.sleep(for: .milliseconds(500))
              continuation.yield(value)
            }
            continuation.finish()
          }
        }
        for await value in prices { price = value }
      }
  }
}

/// A hand-made debounce: `onChange` cancels the previous `Task`, whose `try?` sleep goes on to
/// search and write the stale result.
struct HandDebouncedSearch: View {
  @State private var query = ""
  @State private var results: [String] = []
  @State private var searchTask: Task<Void, Never>?
  var body: some View {
    searchForm($query, resultCount: results.count)
      .onChange(of: query) { _, newQuery in
        searchTask?.cancel()
        searchTask = Task {
          try? await Task.sleep(for: .milliseconds(300))
          results = await FakeAPI.fetch("GET /search?q=\(newQuery)", [newQuery])
        }
      }
  }
}

/// The same debounce that checks `Task.isCancelled` after its `try?` sleep, as guides show.
struct CheckedDebouncedSearch: View {
  @State private var query = ""
  @State private var results: [String] = []
  @State private var searchTask: Task<Void, Never>?
  var body: some View {
    searchForm($query, resultCount: results.count)
      .onChange(of: query) { _, newQuery in
        searchTask?.cancel()
        searchTask = Task {
          try? await Task.sleep(for: .milliseconds(300))
          guard !Task.isCancelled else { return }
          results = await FakeAPI.fetch("GET /search?q=\(newQuery)", [newQuery])
        }
      }
  }
}

/// `.task(id: city)` that checks `Task.isCancelled` before writing what it fetched.
struct CheckedWeather: View {
  @State private var city = "Oslo"
  @State private var report = ""
  var body: some View {
    VStack {
      Picker("City", selection: $city) {
        Text("Oslo").tag("Oslo")
        Text("Rome").tag("Rome")
      }
      Text(report)
    }
    .task(id: city) {
      let fetched = await FakeAPI.fetch("GET /weather/\(city)", "\(city): mild")
      if !Task.isCancelled { report = fetched }
    }
  }
}

/// `.task(id: city)` that writes whatever it fetched: the city picked mid-load gets Oslo's report.
struct StaleWeather: View {
  @State private var city = "Oslo"
  @State private var report = ""
  var body: some View {
    VStack {
      Picker("City", selection: $city) {
        Text("Oslo").tag("Oslo")
        Text("Rome").tag("Rome")
      }
      Text(report)
    }
    .task(id: city) {
      report = await FakeAPI.fetch("GET /weather/\(city)", "\(city): mild")
    }
  }
}

/// Tabs that each load in `.task`: a tab's load runs when it is first shown.
struct LibraryTabs: View {
  @State private var selection = "books"
  var body: some View {
    TabView(selection: $selection) {
      ShelfTab(kind: "books").tabItem { Text("Books") }.tag("books")
      ShelfTab(kind: "films").tabItem { Text("Films") }.tag("films")
    }
  }
}

struct ShelfTab: View {
  let kind: String
  @State private var items: [String] = []
  var body: some View {
    VStack {
      Text("\(items.count) \(kind)")
      Button("Show \(kind == "books" ? "films" : "books")") {}
    }
    .task { items = await FakeAPI.fetch("GET /\(kind)", [kind]) }
  }
}

/// A photo that loads in its sheet's `.task`: each time the sheet opens is a new request the
/// user made, and the sheet's load is cancelled with it.
struct PhotoStrip: View {
  @State private var isShowingPhoto = false
  var body: some View {
    Button("Open photo") { isShowingPhoto = true }
      .sheet(isPresented: $isShowingPhoto) { PhotoSheet() }
  }
}

struct PhotoSheet: View {
  @State private var caption = ""
  var body: some View {
    Text(caption)
      .task {
        do { caption = try await FakeAPI.load("GET /photo/1", "Sunset") } catch {}
      }
  }
}

/// Pull to refresh that empties the list first: the empty state replaces the `List`, and with
/// it the refresh that was loading.
struct ClearingInbox: View {
  @State private var mails = ["Welcome"]
  var body: some View {
    VStack {
      if mails.isEmpty {
        Text("No mail")
      } else {
        List(mails, id: \.self) { Text($0) }
          .refreshable {
            mails = []
            do { mails = try await FakeAPI.load("GET /mail", ["Welcome", "Invoice"]) } catch {}
          }
      }
    }
  }
}

/// Thumbnails fetched one after another in `.task` with a fetch that swallows its cancel: the
/// closed view's loop goes on fetching.
struct ThumbnailStrip: View {
  @State private var thumbs: [String] = []
  var body: some View {
    Text("\(thumbs.count) thumbnails")
      .task {
        var loaded: [String] = []
        for id in 1...3 { loaded.append(await FakeAPI.fetch("GET /thumbs/\(id)", "thumb \(id)")) }
        thumbs = loaded
      }
  }
}

struct WeatherCard: View {
  let city: String
  init(city: String) {
    self.city = city
    Task { await FakeAPI.fetch("GET /weather/\(city)", ()) }
  }
  var body: some View { Text(city) }
}

/// A card that starts its fetch in `init`: each time its parent builds it, it fetches again.
struct WeatherBoard: View {
  @State private var unit = "C"
  var body: some View {
    VStack {
      WeatherCard(city: "Oslo")
      Button("Fahrenheit") { unit = "F" }
      Text(unit)
    }
  }
}
