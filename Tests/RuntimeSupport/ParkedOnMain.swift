import ViewRuntime

/// What the button of ``ParkedOnMain`` hands its tasks, from the main actor: a stream it feeds
/// and a continuation it resumes.
@MainActor public final class MainFeed {
  public let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
  private var waiter: CheckedContinuation<Int, Never>?

  public init() {}

  /// The next number sent, once `send` is called.
  public func next() async -> Int { await withCheckedContinuation { waiter = $0 } }

  /// Feeds `n` to the stream and to the task awaiting `next()`.
  public func send(_ n: Int) {
    continuation.yield(n)
    waiter?.resume(returning: n)
    waiter = nil
  }
}

/// Tasks parked off the host's clock on work the main actor does: a `.task` reading a stream,
/// one awaiting a continuation inside an effect, and a detached task reading a stream nobody
/// feeds. Nothing is ever outstanding off the main actor, so the driver never has to wait.
public struct ParkedOnMain: View {
  let feed: MainFeed
  @State var sent = 0
  @State var heard = 0
  @State var answered = 0

  public init(feed: MainFeed) { self.feed = feed }

  public var body: some View {
    VStack {
      Button("Send") {
        sent += 1
        feed.send(sent)
      }
      Text("heard \(heard), answered \(answered)")
    }
    .task { for await n in feed.stream { heard = n } }
    .task {
      while !Task.isCancelled { answered = await withEffect("wait") { await feed.next() } }
    }
    .onAppear {
      Task.detached {
        let neverFed = AsyncStream<Int> { _ in }
        for await _ in neverFed {}
      }
    }
  }
}
