import ViewRuntime

/// A feedback form as iOS 13–16 tutorials write it: `Alert` and `ActionSheet` values,
/// `.onChange(of:perform:)` with the new value only, a `TextEditor` and a stepped `Slider`.
struct LegacyFeedbackScreen: View {
  struct Problem: Identifiable {
    let id: Int
    let message: String
  }

  @State private var rating = 3.0
  @State private var comment = ""
  @State private var changes: [Double] = []
  @State private var showsOptions = false
  @State private var problem: Problem?
  @State private var sent = false

  var body: some View {
    VStack {
      Slider(value: $rating, in: 1...5, step: 1)
        .accessibilityIdentifier("rating")
      TextEditor(text: $comment)
        .accessibilityIdentifier("comment")
      Text(sent ? "Sent" : "Draft")
      Button("Options") { showsOptions = true }
      Button("Send") {
        if comment.isEmpty {
          problem = Problem(id: 1, message: "Write a comment first.")
        } else {
          sent = true
        }
      }
    }
    .onChange(of: rating) { newRating in changes.append(newRating) }
    .actionSheet(isPresented: $showsOptions) {
      ActionSheet(
        title: Text("Options"),
        buttons: [.destructive(Text("Clear")) { comment = "" }, .cancel()])
    }
    .alert(item: $problem) { problem in
      Alert(title: Text("Cannot send"), message: Text(problem.message))
    }
  }
}
