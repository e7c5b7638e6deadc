import Foundation

extension NetworkFixtures {
  /// Fixtures read from a HAR 1.2 file (an HTTP archive, as browsers, Proxyman and Charles export
  /// it): each request is answered by the first entry with the same method, URL (query included)
  /// and, where the entry has one, body. The answer takes `latency`, or, when nil, the entry's
  /// recorded `time`. Throws a one-line error when the file is not a readable archive.
  public static func har(_ file: URL, latency: Duration? = nil) throws -> NetworkFixtures {
    let data: Data
    do { data = try Data(contentsOf: file) } catch {
      throw FixtureError("cannot read the HAR file \(file.path): \(error.localizedDescription)")
    }
    return try har(data: data, named: file.lastPathComponent, latency: latency)
  }

  /// Fixtures read from the bytes of a HAR 1.2 archive; `name` names it in errors.
  public static func har(data: Data, named name: String = "HAR", latency: Duration? = nil) throws
    -> NetworkFixtures
  {
    let archive: HARArchive
    do { archive = try JSONDecoder().decode(HARArchive.self, from: data) } catch {
      throw FixtureError("\(name) is not a HAR 1.2 archive: \(describe(error))")
    }
    let entries = try archive.log.entries.enumerated().map { index, entry in
      try HAREntry(entry, latency: latency, place: "\(name): entry \(index + 1)")
    }
    return NetworkFixtures { request in
      entries.first { $0.answers(request) }?.response
    }
  }

  private static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    switch error {
    case .keyNotFound(let key, let context):
      return "missing \(path(context.codingPath + [key]))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "wrong value at \(path(context.codingPath))"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty ? "not JSON" : "bad value at \(path(context.codingPath))"
    @unknown default:
      return "\(error)"
    }
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      .trimmingPrefix(".").description
  }
}

/// A fixture that could not be read: says which and why, on one line.
public struct FixtureError: Error, CustomStringConvertible {
  public let description: String
  init(_ description: String) { self.description = description }
}

/// One archived exchange, ready to answer: what it matches and what it answers.
private struct HAREntry: Sendable {
  let method: String
  let url: String
  let body: Data?
  let response: FixtureResponse

  init(_ entry: HARArchive.Entry, latency: Duration?, place: String) throws {
    method = entry.request.method.uppercased()
    url = entry.request.url
    body = entry.request.postData?.text.map { Data($0.utf8) }
    let content = entry.response.content
    var bytes = Data((content.text ?? "").utf8)
    if content.encoding == "base64" {
      guard let decoded = Data(base64Encoded: content.text ?? "") else {
        throw FixtureError("\(place): response.content.text is not base64")
      }
      bytes = decoded
    }
    var headers: [String: String] = [:]
    for header in entry.response.headers ?? [] { headers[header.name] = header.value }
    if let type = content.mimeType, headers.keys.allSatisfy({ $0.lowercased() != "content-type" }) {
      headers["Content-Type"] = type
    }
    let recorded = Duration.milliseconds(max(0, (entry.time ?? 0).rounded()))
    response = FixtureResponse(
      status: entry.response.status, headers: headers, body: bytes, latency: latency ?? recorded)
  }

  func answers(_ request: URLRequest) -> Bool {
    guard request.methodName == method, request.url?.absoluteString == url else { return false }
    guard let body else { return true }
    return request.httpBody == body
  }
}

/// The parts of a HAR 1.2 archive that fixtures use; the rest is ignored.
private struct HARArchive: Decodable {
  struct Log: Decodable { let entries: [Entry] }
  struct Entry: Decodable {
    let time: Double?
    let request: Request
    let response: Response
  }
  struct Request: Decodable {
    let method: String
    let url: String
    let postData: PostData?
  }
  struct PostData: Decodable { let text: String? }
  struct Response: Decodable {
    let status: Int
    let headers: [Header]?
    let content: Content
  }
  struct Header: Decodable {
    let name: String
    let value: String
  }
  struct Content: Decodable {
    let mimeType: String?
    let text: String?
    let encoding: String?
  }
  let log: Log
}
