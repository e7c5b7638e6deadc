import ViewRuntime

// Bookmarks kept as @Observable objects, edited in place through @Bindable in a pushed form,
// as apps written for the Observation framework write it.

@Observable
final class Bookmark: Identifiable {
  let id = UUID()
  var title: String
  var url: String
  var notes = ""
  var isPinned = false

  init(title: String, url: String) {
    self.title = title
    self.url = url
  }
}

struct BookmarkListView: View {
  @State private var bookmarks = [
    Bookmark(title: "Swift Forums", url: "https://forums.swift.org"),
    Bookmark(title: "Swift Evolution", url: "https://github.com/swiftlang/swift-evolution"),
  ]

  var body: some View {
    NavigationStack {
      List {
        ForEach(bookmarks) { bookmark in
          NavigationLink {
            BookmarkForm(bookmark: bookmark)
          } label: {
            HStack {
              if bookmark.isPinned {
                Image(systemName: "pin.fill")
                  .foregroundStyle(.orange)
              }
              VStack(alignment: .leading) {
                Text(bookmark.title)
                Text(bookmark.url)
                  .font(.caption)
                  .foregroundStyle(.secondary)
                  .lineLimit(1)
              }
            }
          }
        }
        .onDelete { bookmarks.remove(atOffsets: $0) }
      }
      .navigationTitle("Bookmarks")
      .toolbar {
        Button("Add", systemImage: "plus") {
          bookmarks.append(Bookmark(title: "Untitled", url: "https://"))
        }
      }
    }
  }
}

struct BookmarkForm: View {
  @Bindable var bookmark: Bookmark

  var body: some View {
    Form {
      Section("Link") {
        TextField("Title", text: $bookmark.title)
        TextField("URL", text: $bookmark.url)
          .keyboardType(.URL)
          .textInputAutocapitalization(.never)
      }
      Section("Notes") {
        TextField("Notes", text: $bookmark.notes, axis: .vertical)
          .lineLimit(4, reservesSpace: true)
      }
      Toggle("Pinned", isOn: $bookmark.isPinned)
    }
    .navigationTitle(bookmark.title)
  }
}

#Preview {
  BookmarkListView()
}

#Preview("Form") {
  NavigationStack {
    BookmarkForm(bookmark: Bookmark(title: "Swift Forums", url: "https://forums.swift.org"))
  }
}
