import ViewRuntime

/// A film on the board.
public struct Movie: Identifiable, Hashable, Sendable {
  public let id: Int
  public let title: String
}

/// A day the board can show.
public enum Day: String, CaseIterable, Hashable, Sendable {
  case friday = "Fri"
  case saturday = "Sat"
  case sunday = "Sun"
}

/// One screening of a film.
public struct Showtime: Hashable, Sendable, CustomStringConvertible {
  public let day: Day
  public let time: String
  public var description: String { "\(day.rawValue) \(time)" }
}

/// What a screen that loads shows: a spinner, the data, or an error.
public enum LoadState<Value: Sendable>: Sendable {
  case loading
  case loaded(Value)
  case failed(String)
}

/// A simulated cinema backend. Friday is the busy day: its requests are the slowest.
@MainActor
public final class ShowtimesAPI {
  public let movies = [
    Movie(id: 7, title: "Metropolis"),
    Movie(id: 8, title: "Playtime"),
  ]

  public init() {}

  /// The screenings of `movie` on `day` (`GET /movies/7/showtimes?day=Fri`).
  public func showtimes(for movie: Movie, on day: Day = .friday) async throws -> [Showtime] {
    try await withEffect("GET /movies/\(movie.id)/showtimes?day=\(day.rawValue)") {
      try await Task.sleep(for: day == .friday ? .milliseconds(600) : .milliseconds(200))
      return ["14:00", "18:30", "21:15"].map { Showtime(day: day, time: $0) }
    }
  }
}
