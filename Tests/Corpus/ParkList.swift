import ViewRuntime

// A list of parks on an ObservableObject in the environment, with its previews written the
// pre-macro way, as the Landmarks tutorial wrote them before #Preview: a row previewed twice in
// a fixed layout, and the list on several devices through a ForEach.

struct Park: Hashable, Codable, Identifiable {
  var id: Int
  var name: String
  var state: String
  var isFeatured: Bool
  var isFavorite: Bool
}

final class ParkStore: ObservableObject {
  @Published var parks: [Park] = [
    Park(id: 1, name: "Yosemite", state: "California", isFeatured: true, isFavorite: true),
    Park(id: 2, name: "Acadia", state: "Maine", isFeatured: false, isFavorite: false),
    Park(id: 3, name: "Zion", state: "Utah", isFeatured: true, isFavorite: false),
    Park(id: 4, name: "Denali", state: "Alaska", isFeatured: false, isFavorite: true),
  ]

  var featured: [Park] {
    parks.filter { $0.isFeatured }
  }
}

struct ParkRow: View {
  var park: Park

  var body: some View {
    HStack {
      Image(systemName: "leaf")
        .resizable()
        .frame(width: 50, height: 50)
      Text(park.name)

      Spacer()

      if park.isFavorite {
        Image(systemName: "star.fill")
          .foregroundColor(.yellow)
      }
    }
  }
}

struct ParkDetail: View {
  @EnvironmentObject var store: ParkStore
  var park: Park

  var parkIndex: Int {
    store.parks.firstIndex(where: { $0.id == park.id })!
  }

  var body: some View {
    VStack(alignment: .leading) {
      HStack {
        Text(park.name)
          .font(.title)
        Button {
          store.parks[parkIndex].isFavorite.toggle()
        } label: {
          Label(
            "Toggle Favorite", systemImage: store.parks[parkIndex].isFavorite ? "star.fill" : "star"
          )
          .labelStyle(.iconOnly)
        }
      }
      Text(park.state)
        .font(.subheadline)
        .foregroundColor(.secondary)
    }
    .padding()
    .navigationTitle(park.name)
    .navigationBarTitleDisplayMode(.inline)
  }
}

struct ParkList: View {
  @EnvironmentObject var store: ParkStore
  @State private var showFavoritesOnly = false

  var filteredParks: [Park] {
    store.parks.filter { park in
      (!showFavoritesOnly || park.isFavorite)
    }
  }

  var body: some View {
    NavigationView {
      List {
        Toggle(isOn: $showFavoritesOnly) {
          Text("Favorites only")
        }

        ForEach(filteredParks) { park in
          NavigationLink(destination: ParkDetail(park: park)) {
            ParkRow(park: park)
          }
        }
      }
      .navigationTitle("Parks")
    }
  }
}

struct ParkRow_Previews: PreviewProvider {
  static var parks = ParkStore().parks

  static var previews: some View {
    Group {
      ParkRow(park: parks[0])
      ParkRow(park: parks[1])
    }
    .previewLayout(.fixed(width: 300, height: 70))
  }
}

struct ParkList_Previews: PreviewProvider {
  static var previews: some View {
    ForEach(["iPhone SE (3rd generation)", "iPhone 14 Pro Max"], id: \.self) { deviceName in
      ParkList()
        .environmentObject(ParkStore())
        .previewDevice(PreviewDevice(rawValue: deviceName))
        .previewDisplayName(deviceName)
    }
  }
}
