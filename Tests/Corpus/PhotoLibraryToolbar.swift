import ViewRuntime

// A photo library with sort and filter menus and a selection mode in its toolbar, as
// open-source gallery apps write it.

struct LibraryPhoto: Identifiable, Hashable {
  let id: Int
  let title: String
  let taken: Date
  var isFavorite: Bool
}

enum PhotoSortOrder: String, CaseIterable, Identifiable {
  case newest = "Newest"
  case oldest = "Oldest"
  case title = "Title"
  var id: Self { self }
}

struct PhotoLibraryView: View {
  @State private var photos = (1...9).map { index in
    LibraryPhoto(
      id: index, title: "IMG_\(1000 + index)",
      taken: Date(timeIntervalSince1970: Double(index) * 86_400), isFavorite: index % 3 == 0)
  }
  @State private var sortOrder = PhotoSortOrder.newest
  @State private var favoritesOnly = false
  @State private var isSelecting = false
  @State private var selected = Set<LibraryPhoto.ID>()

  private var shown: [LibraryPhoto] {
    let filtered = favoritesOnly ? photos.filter(\.isFavorite) : photos
    switch sortOrder {
    case .newest: return filtered.sorted { $0.taken > $1.taken }
    case .oldest: return filtered.sorted { $0.taken < $1.taken }
    case .title: return filtered.sorted { $0.title < $1.title }
    }
  }

  var body: some View {
    NavigationStack {
      ScrollView {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 100), spacing: 2)], spacing: 2) {
          ForEach(shown) { photo in
            ZStack(alignment: .bottomTrailing) {
              Rectangle()
                .fill(.gray.opacity(0.3))
                .aspectRatio(1, contentMode: .fill)
              if isSelecting {
                Image(systemName: selected.contains(photo.id) ? "checkmark.circle.fill" : "circle")
                  .padding(4)
              }
            }
            .overlay(alignment: .topLeading) {
              if photo.isFavorite {
                Image(systemName: "heart.fill").padding(4)
              }
            }
            .onTapGesture {
              guard isSelecting else { return }
              if selected.contains(photo.id) {
                selected.remove(photo.id)
              } else {
                selected.insert(photo.id)
              }
            }
            .accessibilityLabel(photo.title)
          }
        }
      }
      .navigationTitle(isSelecting ? "\(selected.count) Selected" : "Library")
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button(isSelecting ? "Done" : "Select") {
            isSelecting.toggle()
            selected.removeAll()
          }
        }
        ToolbarItem(placement: .topBarLeading) {
          Menu {
            Picker("Sort", selection: $sortOrder) {
              ForEach(PhotoSortOrder.allCases) { order in
                Text(order.rawValue).tag(order)
              }
            }
            Toggle("Favorites Only", isOn: $favoritesOnly)
          } label: {
            Label("Options", systemImage: "line.3.horizontal.decrease.circle")
          }
        }
        ToolbarItemGroup(placement: .bottomBar) {
          if isSelecting {
            Button("Favorite", systemImage: "heart") { favoriteSelection() }
              .disabled(selected.isEmpty)
            Spacer()
            Button("Delete", systemImage: "trash", role: .destructive) { deleteSelection() }
              .disabled(selected.isEmpty)
          }
        }
      }
    }
  }

  private func favoriteSelection() {
    for index in photos.indices where selected.contains(photos[index].id) {
      photos[index].isFavorite = true
    }
  }

  private func deleteSelection() {
    photos.removeAll { selected.contains($0.id) }
    selected.removeAll()
  }
}

#Preview {
  PhotoLibraryView()
}
