#if canImport(FoundationNetworking)
  import Foundation

  // swift-corelibs-foundation has no `bytes(from:)`: these stand for Apple's, so that code
  // written for it (`for try await line in bytes.lines`) compiles and runs here.
  extension URLSession {
    /// The body of a response as a sequence of bytes, as Apple's `URLSession.AsyncBytes` is;
    /// here the whole body has arrived when the call returns.
    public struct AsyncBytes: AsyncSequence, Sendable {
      public typealias Element = UInt8

      let body: Data

      /// Reads the body byte by byte.
      public struct AsyncIterator: AsyncIteratorProtocol {
        var rest: Data.Iterator

        /// The next byte, or nil at the end of the body.
        public mutating func next() async throws -> UInt8? { rest.next() }
      }

      public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(rest: body.makeIterator()) }

      /// The body's lines, decoded as UTF-8, without their ends (`\n`, `\r\n` or `\r`).
      public var lines: AsyncLines { AsyncLines(body: body) }
    }

    /// The lines of a body, as Apple's `AsyncLineSequence` gives them: an empty line between
    /// two line ends is a line; the end of the last line is not followed by an empty one.
    public struct AsyncLines: AsyncSequence, Sendable {
      public typealias Element = String

      let body: Data

      /// Reads the lines one by one.
      public struct AsyncIterator: AsyncIteratorProtocol {
        var rest: Substring

        /// The next line, or nil after the last.
        public mutating func next() async throws -> String? {
          guard !rest.isEmpty else { return nil }
          guard let end = rest.firstIndex(where: \.isNewline) else {
            defer { rest = "" }
            return String(rest)
          }
          defer { rest = rest[rest.index(after: end)...] }
          return String(rest[..<end])
        }
      }

      public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(rest: Substring(String(decoding: body, as: UTF8.self)))
      }
    }

    /// Loads `url` and returns its body as bytes, as Apple's `bytes(from:delegate:)` does.
    ///
    /// Called by a host's code, the request is recorded and answered from the driver's
    /// ``NetworkFixtures`` as ``data(from:)`` is; elsewhere the body is loaded with
    /// Foundation's `data(from:delegate:)`.
    public func bytes(from url: URL) async throws -> (AsyncBytes, URLResponse) {
      try await bytes(for: URLRequest(url: url))
    }

    /// Loads `request` and returns its body as bytes, as Apple's `bytes(for:delegate:)` does;
    /// recorded and answered as ``bytes(from:)`` is.
    public func bytes(for request: URLRequest) async throws -> (AsyncBytes, URLResponse) {
      guard let context = ExecutionContext.current else {
        let (body, response) = try await data(for: request, delegate: nil)
        return (AsyncBytes(body: body), response)
      }
      let (body, response) = try await HostedRequest.perform(request, body: nil, in: context)
      return (AsyncBytes(body: body), response)
    }
  }
#endif
