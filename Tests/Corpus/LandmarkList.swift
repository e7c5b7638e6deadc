import ViewRuntime

// A list filtered by a toggle, its model in the environment, as Apple's Landmarks tutorial
// writes it.

struct Landmark: Hashable, Identifiable {
  var id: Int
  var name: String
  var park: String
  var state: String
  var isFavorite: Bool
  var imageName: String

  var image: Image { Image(imageName) }
}

@Observable
final class ModelData {
  var landmarks: [Landmark] = [
    Landmark(
      id: 1001, name: "Turtle Rock", park: "Joshua Tree National Park", state: "California",
      isFavorite: true, imageName: "turtlerock"),
    Landmark(
      id: 1002, name: "Silver Salmon Creek", park: "Lake Clark National Park", state: "Alaska",
      isFavorite: false, imageName: "silversalmoncreek"),
    Landmark(
      id: 1003, name: "Chilkoot Trail", park: "Klondike Gold Rush", state: "Alaska",
      isFavorite: true, imageName: "chilkoottrail"),
  ]
}

struct LandmarkRow: View {
  var landmark: Landmark

  var body: some View {
    HStack {
      landmark.image
        .resizable()
        .frame(width: 50, height: 50)
      Text(landmark.name)

      Spacer()

      if landmark.isFavorite {
        Image(systemName: "star.fill")
          .foregroundStyle(.yellow)
      }
    }
  }
}

struct LandmarkDetail: View {
  var landmark: Landmark

  var body: some View {
    ScrollView {
      VStack(alignment: .leading) {
        Text(landmark.name)
          .font(.title)
        HStack {
          Text(landmark.park)
          Spacer()
          Text(landmark.state)
        }
        .font(.subheadline)
        .foregroundStyle(.secondary)
      }
      .padding()
    }
    .navigationTitle(landmark.name)
    .navigationBarTitleDisplayMode(.inline)
  }
}

struct LandmarkList: View {
  @Environment(ModelData.self) var modelData
  @State private var showFavoritesOnly = false

  var filteredLandmarks: [Landmark] {
    modelData.landmarks.filter { landmark in
      !showFavoritesOnly || landmark.isFavorite
    }
  }

  var body: some View {
    NavigationStack {
      List {
        Toggle(isOn: $showFavoritesOnly) {
          Text("Favorites only")
        }

        ForEach(filteredLandmarks) { landmark in
          NavigationLink {
            LandmarkDetail(landmark: landmark)
          } label: {
            LandmarkRow(landmark: landmark)
          }
        }
      }
      .animation(.default, value: filteredLandmarks)
      .navigationTitle("Landmarks")
    }
  }
}

#Preview {
  LandmarkList()
    .environment(ModelData())
}

#Preview("Landmark row", traits: .sizeThatFitsLayout) {
  let landmarks = ModelData().landmarks
  return Group {
    LandmarkRow(landmark: landmarks[0])
    LandmarkRow(landmark: landmarks[1])
  }
}
