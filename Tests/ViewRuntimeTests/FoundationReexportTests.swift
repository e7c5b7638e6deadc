import Testing
import ViewRuntime

/// A screen's model that uses Foundation and URLSession with only `import ViewRuntime`, as it
/// would with only `import SwiftUI`, compiles.
@Suite struct FoundationReexportTests {
  @Test func foundationAndURLSessionComeWithViewRuntime() {
    let url = URL(string: "https://example.com/notes")!
    let request = URLRequest(url: url, timeoutInterval: 5)
    #expect(request.url?.lastPathComponent == "notes")
    #expect(UUID().uuidString.count == 36)
    #expect(type(of: URLSession.shared) == URLSession.self)
  }
}
