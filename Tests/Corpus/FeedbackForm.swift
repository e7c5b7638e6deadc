import ViewRuntime

// A feedback form with a rating, a free-text editor and an async submit that reports errors in
// an alert, as app-support screens write it.

struct FeedbackPayload: Encodable {
  let rating: Int
  let topic: String
  let message: String
}

struct FeedbackError: LocalizedError {
  var errorDescription: String? { "Your feedback could not be sent." }
}

struct FeedbackFormView: View {
  @Environment(\.dismiss) private var dismiss
  @State private var rating = 4
  @State private var topic = "General"
  @State private var message = ""
  @State private var isSending = false
  @State private var error: FeedbackError?
  @State private var showingError = false
  @State private var sent = false

  private let topics = ["General", "Bug", "Feature Request"]

  var body: some View {
    NavigationStack {
      Form {
        Section("Rating") {
          Picker("Rating", selection: $rating) {
            ForEach(1...5, id: \.self) { value in
              Text(String(repeating: "★", count: value)).tag(value)
            }
          }
          .pickerStyle(.inline)
          .labelsHidden()
        }
        Section("Topic") {
          Picker("Topic", selection: $topic) {
            ForEach(topics, id: \.self) { Text($0) }
          }
        }
        Section {
          TextEditor(text: $message)
            .frame(minHeight: 120)
            .accessibilityIdentifier("feedback-message")
        } header: {
          Text("Message")
        } footer: {
          Text("\(message.count)/500")
        }
        if sent {
          Label("Thanks for your feedback!", systemImage: "checkmark.seal")
        }
      }
      .navigationTitle("Feedback")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Send") {
            Task { await send() }
          }
          .disabled(message.isEmpty || message.count > 500 || isSending)
        }
      }
      .alert(isPresented: $showingError, error: error) {
        Button("OK") {}
      }
    }
  }

  private func send() async {
    isSending = true
    defer { isSending = false }
    var request = URLRequest(url: URL(string: "https://support.example.com/feedback")!)
    request.httpMethod = "POST"
    request.httpBody = try? JSONEncoder().encode(
      FeedbackPayload(rating: rating, topic: topic, message: message))
    do {
      let (_, response) = try await URLSession.shared.data(for: request)
      guard (response as? HTTPURLResponse)?.statusCode == 201 else { throw FeedbackError() }
      sent = true
    } catch {
      self.error = FeedbackError()
      showingError = true
    }
  }
}

#Preview {
  FeedbackFormView()
}
