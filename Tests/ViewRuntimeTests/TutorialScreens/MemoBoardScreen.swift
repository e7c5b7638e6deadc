import ViewRuntime

struct Memo: Identifiable, Hashable {
  let id: Int
  var text: String
  var isPinned = false
}

/// A memo board: rows with a context menu and swipe actions, a composer pinned to the bottom
/// with `.safeAreaInset`, and the toolbar modifiers that style the bars.
struct MemoBoardScreen: View {
  @State private var memos = [Memo(id: 1, text: "Groceries"), Memo(id: 2, text: "Plumber")]
  @State private var draft = ""
  @State private var nextID = 3

  var body: some View {
    NavigationStack {
      List {
        ForEach(memos) { memo in
          HStack {
            Text(memo.text)
            if memo.isPinned {
              Image(systemName: "pin.fill")
            }
          }
          .contextMenu {
            Button {
              togglePin(memo)
            } label: {
              Label(memo.isPinned ? "Unpin \(memo.text)" : "Pin \(memo.text)", systemImage: "pin")
            }
            Button("Delete \(memo.text)", role: .destructive) {
              memos.removeAll { $0.id == memo.id }
            }
          }
          .swipeActions {
            Button("Archive \(memo.text)") {}
          }
        }
      }
      .safeAreaInset(edge: .bottom) {
        HStack {
          TextField("New memo", text: $draft)
          Button("Post") {
            memos.append(Memo(id: nextID, text: draft))
            nextID += 1
            draft = ""
          }
        }
        .padding()
      }
      .navigationTitle("Memos")
      .toolbarTitleDisplayMode(.inline)
      .toolbarBackground(.visible, for: .navigationBar)
      .toolbarBackground(Color.yellow, for: .navigationBar)
      .toolbarColorScheme(.dark, for: .navigationBar)
      .toolbar(.hidden, for: .tabBar)
      .toolbarRole(.editor)
    }
  }

  private func togglePin(_ memo: Memo) {
    guard let index = memos.firstIndex(where: { $0.id == memo.id }) else { return }
    memos[index].isPinned.toggle()
  }
}
