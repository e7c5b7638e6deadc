import Foundation
import Testing

@testable import ViewRuntime

/// HAR archives and folders of files answer requests by method, URL and body.
@Suite struct FixtureTests {
  private static let archive = #"""
    {"log": {"version": "1.2", "creator": {"name": "Proxyman", "version": "5"},
      "entries": [
        {"startedDateTime": "2026-01-05T10:00:00Z", "time": 240.4,
         "request": {"method": "GET", "url": "https://api.example.com/notes?page=2",
           "httpVersion": "HTTP/1.1", "headers": [], "queryString": [], "cookies": [],
           "headersSize": -1, "bodySize": 0},
         "response": {"status": 200, "statusText": "OK", "httpVersion": "HTTP/1.1",
           "headers": [{"name": "ETag", "value": "\"n2\""}], "cookies": [],
           "content": {"size": 13, "mimeType": "application/json", "text": "[\"Milk\",\"Eggs\"]"},
           "redirectURL": "", "headersSize": -1, "bodySize": 13},
         "cache": {}, "timings": {"send": 0, "wait": 240, "receive": 0}},
        {"time": 80, "request": {"method": "POST", "url": "https://api.example.com/notes",
           "postData": {"mimeType": "application/json", "text": "{\"title\":\"Milk\"}"}},
         "response": {"status": 201, "content": {"text": "e30=", "encoding": "base64"}}},
        {"time": 90, "request": {"method": "GET", "url": "https://api.example.com/missing"},
         "response": {"status": 404, "content": {"mimeType": "text/plain", "text": "gone"}}}
      ]}}
    """#

  private func request(_ method: String, _ url: String, body: String? = nil) -> URLRequest {
    var request = URLRequest(url: URL(string: url)!)
    request.httpMethod = method
    request.httpBody = body.map { Data($0.utf8) }
    return request
  }

  @Test func aHAREntryAnswersItsMethodAndURLAfterItsRecordedTime() throws {
    let fixtures = try NetworkFixtures.har(data: Data(Self.archive.utf8))
    let answer = try #require(
      fixtures.response(to: request("GET", "https://api.example.com/notes?page=2")))
    #expect(answer.status == 200 && answer.latency == .milliseconds(240))
    #expect(String(decoding: answer.body, as: UTF8.self) == #"["Milk","Eggs"]"#)
    #expect(answer.headers == ["ETag": "\"n2\"", "Content-Type": "application/json"])
    #expect(fixtures.response(to: request("GET", "https://api.example.com/notes?page=3")) == nil)
    #expect(fixtures.response(to: request("DELETE", "https://api.example.com/notes?page=2")) == nil)
    let missing = fixtures.response(to: request("GET", "https://api.example.com/missing"))
    #expect(missing?.status == 404)
  }

  @Test func aPostIsAnsweredOnlyForTheArchivedBody() throws {
    let fixtures = try NetworkFixtures.har(data: Data(Self.archive.utf8), latency: .seconds(1))
    let url = "https://api.example.com/notes"
    let answer = try #require(
      fixtures.response(to: request("POST", url, body: #"{"title":"Milk"}"#)))
    #expect(answer.status == 201 && answer.body == Data("{}".utf8))
    #expect(answer.latency == .seconds(1))
    #expect(fixtures.response(to: request("POST", url, body: #"{"title":"Eggs"}"#)) == nil)
  }

  @Test(arguments: [
    ("{", "notes.har is not a HAR 1.2 archive: not JSON"),
    (#"{"log": {}}"#, "notes.har is not a HAR 1.2 archive: missing log.entries"),
    (
      #"{"log": {"entries": [{"request": {"method": "GET"}, "response": {"status": 200, "content": {}}}]}}"#,
      "notes.har is not a HAR 1.2 archive: missing log.entries[0].request.url"
    ),
    (
      #"{"log": {"entries": [{"request": {"method": "GET", "url": "u"}, "response": {"status": "OK", "content": {}}}]}}"#,
      "notes.har is not a HAR 1.2 archive: wrong value at log.entries[0].response.status"
    ),
    (
      #"{"log": {"entries": [{"request": {"method": "GET", "url": "u"}, "response": {"status": 200, "content": {"text": "%%", "encoding": "base64"}}}]}}"#,
      "notes.har: entry 1: response.content.text is not base64"
    ),
  ])
  func aBrokenArchiveIsOneClearLine(text: String, message: String) {
    #expect(throws: FixtureError.self) {
      try NetworkFixtures.har(data: Data(text.utf8), named: "notes.har")
    }
    do {
      _ = try NetworkFixtures.har(data: Data(text.utf8), named: "notes.har")
    } catch {
      #expect("\(error)" == message)
    }
  }

  @Test func aMissingArchiveNamesItsPath() {
    let file = URL(fileURLWithPath: "/nonexistent/notes.har")
    do {
      _ = try NetworkFixtures.har(file)
      Issue.record("read a missing file")
    } catch {
      #expect("\(error)".hasPrefix("cannot read the HAR file /nonexistent/notes.har: "))
    }
  }

  @Test func aFolderAnswersByMethodAndPath() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("viewtrace-fixtures-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let notes = folder.appendingPathComponent("GET/notes.json")
    let avatar = folder.appendingPathComponent("GET/users/7/avatar")
    try FileManager.default.createDirectory(
      at: avatar.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"["Milk"]"#.utf8).write(to: notes)
    try Data([0x89, 0x50]).write(to: avatar)
    let fixtures = NetworkFixtures.folder(folder, latency: .milliseconds(50))

    let answer = try #require(
      fixtures.response(to: request("GET", "https://api.example.com/notes?page=2")))
    #expect(answer.body == Data(#"["Milk"]"#.utf8) && answer.latency == .milliseconds(50))
    #expect(answer.headers == ["Content-Type": "application/json"])
    let image = fixtures.response(to: request("GET", "https://cdn.example.com/users/7/avatar"))
    #expect(image?.body == Data([0x89, 0x50]))
    #expect(fixtures.response(to: request("POST", "https://api.example.com/notes")) == nil)
    #expect(fixtures.response(to: request("GET", "https://api.example.com/users/7")) == nil)
    #expect(fixtures.response(to: request("GET", "https://api.example.com/../GET/notes")) == nil)
  }

  @Test func fixturesAreTriedInOrder() throws {
    let first = NetworkFixtures.respond(
      to: "get", "https://api.example.com/a", with: FixtureResponse(text: "first"))
    let second = NetworkFixtures { _ in FixtureResponse(status: 503, text: "fallback") }
    let fixtures = first.followed(by: second)
    #expect(
      fixtures.response(to: request("GET", "https://api.example.com/a"))?.body == Data("first".utf8)
    )
    #expect(fixtures.response(to: request("GET", "https://api.example.com/b"))?.status == 503)
    #expect(NetworkFixtures.none.response(to: request("GET", "https://api.example.com/a")) == nil)
  }
}
