import ViewRuntime

/// The showtimes board: a list of films; tapping one pushes its screenings.
///
/// `Screen` is the detail screen, so that each scenario can show one way of loading it.
public struct ShowtimesBoard<Screen: View>: View {
  let api: ShowtimesAPI
  let screen: (Movie, ShowtimesAPI) -> Screen

  public init(api: ShowtimesAPI = ShowtimesAPI(), screen: @escaping (Movie, ShowtimesAPI) -> Screen)
  {
    self.api = api
    self.screen = screen
  }

  public var body: some View {
    NavigationStack {
      List(api.movies) { movie in
        NavigationLink(movie.title, value: movie)
      }
      .navigationTitle("Now showing")
      .navigationDestination(for: Movie.self) { movie in
        screen(movie, api)
      }
    }
  }
}

/// Loads from `onAppear { Task { } }`. Nothing cancels that task: when the user goes back
/// before the answer comes, it still runs, and writes to the state of a screen that is gone.
struct UnstructuredShowtimesScreen: View {
  let movie: Movie
  let api: ShowtimesAPI
  @State private var showtimes: [Showtime] = []

  var body: some View {
    ShowtimeList(title: movie.title, showtimes: showtimes)
      .onAppear {
        Task { showtimes = (try? await api.showtimes(for: movie)) ?? [] }
      }
  }
}

/// The same load, but the screen keeps the task's handle and cancels it when it disappears.
struct CancellingShowtimesScreen: View {
  let movie: Movie
  let api: ShowtimesAPI
  @State private var showtimes: [Showtime] = []
  @State private var loadTask: Task<Void, Never>?

  var body: some View {
    ShowtimeList(title: movie.title, showtimes: showtimes)
      .onAppear {
        loadTask = Task {
          guard let loaded = try? await api.showtimes(for: movie) else { return }
          showtimes = loaded
        }
      }
      .onDisappear { loadTask?.cancel() }
  }
}

/// Loads with `.task(id: day)` into a three-state enum rendered with `switch`. Picking another
/// day cancels the load in flight, and going back cancels it too. A cancelled load writes nothing.
struct DayShowtimesScreen: View {
  let movie: Movie
  let api: ShowtimesAPI
  @State private var day = Day.friday
  @State private var state = LoadState<[Showtime]>.loading

  var body: some View {
    DayBoard(title: movie.title, day: $day, state: state)
      .task(id: day) {
        state = .loading
        do {
          state = .loaded(try await api.showtimes(for: movie, on: day))
        } catch is CancellationError {
        } catch {
          state = .failed("Could not load the showtimes")
        }
      }
  }
}

/// The same screen, but the load runs in a `Task { }` awaited by the `.task(id:)` ("so that the
/// request finishes and fills the cache"). The inner task does not inherit cancellation: when the
/// user picks another day, the old request runs on, and its answer overwrites the new day's.
struct StaleDayShowtimesScreen: View {
  let movie: Movie
  let api: ShowtimesAPI
  @State private var day = Day.friday
  @State private var state = LoadState<[Showtime]>.loading

  var body: some View {
    DayBoard(title: movie.title, day: $day, state: state)
      .task(id: day) {
        state = .loading
        let request = Task { try await api.showtimes(for: movie, on: day) }
        do {
          state = .loaded(try await request.value)
        } catch {
          state = .failed("Could not load the showtimes")
        }
      }
  }
}

/// The day picker over a film's showtimes, rendered from the three-state enum with `switch`.
struct DayBoard: View {
  let title: String
  @Binding var day: Day
  let state: LoadState<[Showtime]>

  var body: some View {
    VStack {
      DayPicker(day: $day)
      switch state {
      case .loading:
        ProgressView("Loading showtimes…")
      case .loaded(let showtimes):
        ShowtimeList(title: title, showtimes: showtimes)
      case .failed(let message):
        Text(message)
      }
    }
  }
}

/// A button per day; the selected one is marked.
struct DayPicker: View {
  @Binding var day: Day

  var body: some View {
    HStack {
      ForEach(Day.allCases, id: \.self) { candidate in
        Button(candidate == day ? "[\(candidate.rawValue)]" : candidate.rawValue) {
          day = candidate
        }
        .accessibilityIdentifier(candidate.rawValue)
      }
    }
  }
}

/// A film's screenings, or a spinner while there are none.
struct ShowtimeList: View {
  let title: String
  let showtimes: [Showtime]

  var body: some View {
    VStack {
      Text(title).font(.title)
      if showtimes.isEmpty {
        ProgressView()
      } else {
        ForEach(showtimes, id: \.self) { showtime in
          Text(showtime.description)
        }
      }
    }
  }
}
