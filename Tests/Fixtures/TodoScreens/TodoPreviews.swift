import ViewRuntime

// Previews as a SwiftUI file writes them: each is a scenario of the package's tool.

#Preview {
  TodoListScreen(service: TodoService())
}

#Preview("Checked row", traits: .sizeThatFitsLayout) {
  TodoRow(title: "Milk")
}

#Preview("Counter", traits: .landscapeLeft, .fixedLayout(width: 300, height: 200)) {
  @Previewable @State var count = 0
  VStack {
    Text("Count: \(count)")
    Button("Add") { count += 1 }
  }
}
