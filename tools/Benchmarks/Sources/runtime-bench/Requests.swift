import Foundation
import ViewRuntime

/// How a screen's service fetches its items.
enum RequestPath: Sendable {
  /// `URLSession.shared.data(from:)`, intercepted and answered from fixtures.
  case urlSession
  /// `URLSession.shared.dataTask(with:completionHandler:)`, intercepted, its handler awaited
  /// through a continuation.
  case dataTask
  /// `URLSession.shared.dataTask(with:)` with no handler, intercepted, its body gathered by the
  /// task's delegate, which resumes a continuation when the task completes.
  case delegate
  /// The same request written by hand for the trace: `withEffect` around a `Task.sleep`.
  case handWritten
  /// Only the latency, `Task.sleep`, with no request and no effect: what the screen costs
  /// without its requests.
  case latencyOnly
}

/// A screen whose `.task` fetches `count` items one after the other, 10 ms each.
struct FetchingScreen: View {
  let path: RequestPath
  let count: Int
  @State private var bytes = 0

  var body: some View {
    Text("\(bytes) bytes").task { await fetchAll() }
  }

  private func fetchAll() async {
    var total = 0
    for i in 0..<count {
      let url = URL(string: "https://api.example.com/items/\(i)")!
      switch path {
      case .urlSession:
        total += (try? await URLSession.shared.data(from: url).0.count) ?? 0
      case .dataTask:
        total += await withCheckedContinuation { loaded in
          URLSession.shared.dataTask(with: url) { data, _, _ in
            loaded.resume(returning: data?.count ?? 0)
          }.resume()
        }
      case .delegate:
        total += await withCheckedContinuation { loaded in
          let task = URLSession.shared.dataTask(with: url)
          task.delegate = ItemCollector(loaded)
          task.resume()
        }
      case .latencyOnly:
        try? await Task.sleep(for: .milliseconds(10))
        total += FetchingScreen.item.count
      case .handWritten:
        total += await withEffect("GET \(url.absoluteString)") {
          try? await Task.sleep(for: .milliseconds(10))
          return FetchingScreen.item.count
        }
      }
    }
    bytes = total
  }

  nonisolated static let item = Data(#"{"id":1,"title":"Item"}"#.utf8)
  /// Every item, after 10 ms.
  static let fixtures = NetworkFixtures { _ in
    FixtureResponse(body: item, latency: .milliseconds(10))
  }
}

/// Gathers a data task's body as its delegate, and hands its size on when the task completes.
private final class ItemCollector: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private let loaded: CheckedContinuation<Int, Never>
  private var count = 0

  init(_ loaded: CheckedContinuation<Int, Never>) { self.loaded = loaded }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    count += data.count
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    loaded.resume(returning: count)
  }
}
