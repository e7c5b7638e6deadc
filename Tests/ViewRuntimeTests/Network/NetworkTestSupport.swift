import Foundation
import ViewRuntime

/// The notes endpoint that the network tests' services ask, what an upload sends it, and the
/// fixtures that answer it.
enum NotesEndpoint {
  static let url = URL(string: "https://api.example.com/notes?page=2")!
  /// What an upload sends: a new note.
  static let uploadBody = Data(#"{"title":"Milk"}"#.utf8)
  /// The FNV-1a digest of ``uploadBody``.
  static let uploadDigest = "1d4b7cba"
  /// The effect a request for the notes is recorded as.
  static let getEffect = "GET https://api.example.com/notes?page=2"
  /// The effect an upload of ``uploadBody`` is recorded as.
  static let postEffect = "POST https://api.example.com/notes?page=2 body:\(uploadDigest)"

  /// A POST to ``url``, as an upload makes it.
  static var post: URLRequest {
    var post = URLRequest(url: url)
    post.httpMethod = "POST"
    return post
  }

  /// A new temporary file holding ``uploadBody``, for the uploads from a file (if it cannot be
  /// written, the upload fails for want of it).
  static func uploadFile() -> URL {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("viewtrace-upload-\(UUID().uuidString).json")
    try? uploadBody.write(to: file)
    return file
  }

  /// Every request answered after 300 ms: "saved" to a POST, "Milk, Eggs" to the rest.
  static let fixtures = NetworkFixtures { request in
    let body = request.httpMethod == "POST" ? "saved" : "Milk, Eggs"
    return FixtureResponse(text: body, latency: .milliseconds(300))
  }
}

/// The calls that make a `URLSessionTask`, each as a real service spells it: the completion
/// handler tests and the delegate tests make each of them.
enum TaskCall: String, CaseIterable, Sendable {
  case dataTaskURL
  case dataTaskRequest
  case uploadTaskData
  case uploadTaskFile
  case downloadTaskURL
  case downloadTaskRequest

  /// The effect the task's request is recorded as.
  var effectName: String {
    switch self {
    case .uploadTaskData, .uploadTaskFile: NotesEndpoint.postEffect
    default: NotesEndpoint.getEffect
    }
  }

  /// The task's record: the call that made it.
  var label: String {
    switch self {
    case .dataTaskURL, .dataTaskRequest: "dataTask"
    case .uploadTaskData, .uploadTaskFile: "uploadTask"
    case .downloadTaskURL, .downloadTaskRequest: "downloadTask"
    }
  }
}

/// What the test sees of a screen: how its load ended.
@MainActor final class RequestProbe {
  var outcomes: [String] = []
}

/// A screen that shows its content until the test turns "Show" off, which makes the content
/// leave the tree in the middle of its request.
struct ShowToggleScreen<Content: View>: View {
  let content: () -> Content
  @State private var isShown = true

  init(@ViewBuilder content: @escaping () -> Content) {
    self.content = content
  }

  var body: some View {
    VStack {
      Toggle("Show", isOn: $isShown)
      if isShown { content() }
    }
  }
}
