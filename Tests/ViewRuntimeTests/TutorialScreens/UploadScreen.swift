import ViewRuntime

/// Why an upload failed, with the text an alert shows.
enum UploadError: LocalizedError {
  case offline
  case tooLarge(megabytes: Int)

  var errorDescription: String? {
    switch self {
    case .offline: "You're offline"
    case .tooLarge: "File too large"
    }
  }

  var failureReason: String? {
    switch self {
    case .offline: "Check your connection and try again."
    case .tooLarge(let megabytes): "The limit is \(megabytes) MB."
    }
  }
}

/// An upload button written as an error-handling tutorial writes it: a failure is kept in
/// state and shown with `.alert(isPresented:error:actions:message:)`.
struct UploadScreen: View {
  @State private var error: UploadError?
  @State private var showsError = false
  @State private var attempts = 0

  var body: some View {
    VStack {
      Text("Attempts: \(attempts)")
      Button("Upload") {
        upload()
      }
    }
    .alert(isPresented: $showsError, error: error) { _ in
      Button("Retry") {
        upload()
      }
      Button("OK", role: .cancel) {}
    } message: { error in
      Text(error.failureReason ?? "")
    }
  }

  private func upload() {
    attempts += 1
    error = attempts < 3 ? .offline : .tooLarge(megabytes: 10)
    showsError = true
  }
}
