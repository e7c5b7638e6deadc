import ViewRuntime

// A chat thread that scrolls to its newest message, with a composer in the bottom safe area and
// a reply simulated by a delayed task, as messaging samples write it.

struct ChatMessage: Identifiable, Equatable {
  let id: Int
  let text: String
  let isMine: Bool
}

struct ChatConversationView: View {
  @State private var messages = [
    ChatMessage(id: 1, text: "Are we still on for Friday?", isMine: false),
    ChatMessage(id: 2, text: "Yes! 7pm?", isMine: true),
  ]
  @State private var draft = ""
  @FocusState private var composerFocused: Bool

  var body: some View {
    ScrollViewReader { proxy in
      ScrollView {
        LazyVStack(spacing: 8) {
          ForEach(messages) { message in
            HStack {
              if message.isMine { Spacer(minLength: 40) }
              Text(message.text)
                .padding(10)
                .background(
                  message.isMine ? Color.blue : Color.gray.opacity(0.2), in: .rect(cornerRadius: 16)
                )
                .foregroundStyle(message.isMine ? .white : .primary)
              if !message.isMine { Spacer(minLength: 40) }
            }
            .id(message.id)
          }
        }
        .padding()
      }
      .onChange(of: messages) {
        withAnimation {
          proxy.scrollTo(messages.last?.id, anchor: .bottom)
        }
      }
      .safeAreaInset(edge: .bottom) {
        HStack {
          TextField("Message", text: $draft)
            .textFieldStyle(.roundedBorder)
            .focused($composerFocused)
            .onSubmit(send)
          Button("Send", systemImage: "arrow.up.circle.fill", action: send)
            .labelStyle(.iconOnly)
            .disabled(draft.isEmpty)
        }
        .padding()
        .background(.bar)
      }
    }
    .navigationTitle("Sam")
    .navigationBarTitleDisplayMode(.inline)
  }

  private func send() {
    guard !draft.isEmpty else { return }
    messages.append(ChatMessage(id: messages.count + 1, text: draft, isMine: true))
    draft = ""
    Task {
      try? await Task.sleep(for: .seconds(1))
      messages.append(ChatMessage(id: messages.count + 1, text: "👍", isMine: false))
    }
  }
}

#Preview {
  NavigationStack {
    ChatConversationView()
  }
}
