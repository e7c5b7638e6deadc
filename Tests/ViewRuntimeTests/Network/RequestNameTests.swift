import Foundation
import Testing

@testable import ViewRuntime

/// Two requests are the same effect when method, URL and body match.
@MainActor @Suite struct RequestNameTests {
  private func post(_ body: String?) -> URLRequest {
    var request = URLRequest(url: URL(string: "https://api.example.com/notes")!)
    request.httpMethod = "post"
    request.httpBody = body.map { Data($0.utf8) }
    return request
  }

  @Test func theNameIsTheMethodAndTheWholeURL() {
    let request = URLRequest(url: URL(string: "https://api.example.com/notes?page=2")!)
    #expect(HostedRequest.effectName(of: request) == "GET https://api.example.com/notes?page=2")
  }

  @Test func aBodyAddsItsDigest() {
    #expect(
      HostedRequest.effectName(of: post(#"{"title":"Milk"}"#))
        == "POST https://api.example.com/notes body:1d4b7cba")
    #expect(
      HostedRequest.effectName(of: post(#"{"title":"Eggs"}"#))
        == "POST https://api.example.com/notes body:bc2a38f7")
    #expect(HostedRequest.effectName(of: post(nil)) == "POST https://api.example.com/notes")
  }
}
