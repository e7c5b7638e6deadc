import ViewRuntime

// A profile shown read-only, edited in a sheet on a draft copy that is saved or discarded, as
// Apple's Landmarks tutorial and its descendants write it.

struct UserProfile: Equatable {
  var displayName: String
  var bio: String
  var prefersEmail: Bool
  var birthday: Date

  static let sample = UserProfile(
    displayName: "Robin", bio: "Climber and cook.", prefersEmail: true,
    birthday: Date(timeIntervalSince1970: 631_152_000))
}

struct ProfileSummaryView: View {
  @State private var profile = UserProfile.sample
  @State private var draft = UserProfile.sample
  @State private var isEditing = false

  var body: some View {
    NavigationStack {
      List {
        Text(profile.displayName)
          .font(.title)
        Text(profile.bio)
        LabeledContent("Notifications", value: profile.prefersEmail ? "Email" : "Off")
        LabeledContent("Birthday") {
          Text(profile.birthday, style: .date)
        }
      }
      .navigationTitle("Profile")
      .toolbar {
        Button("Edit") {
          draft = profile
          isEditing = true
        }
      }
      .sheet(isPresented: $isEditing) {
        NavigationStack {
          ProfileDraftEditor(profile: $draft)
            .toolbar {
              ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { isEditing = false }
              }
              ToolbarItem(placement: .confirmationAction) {
                Button("Done") {
                  profile = draft
                  isEditing = false
                }
              }
            }
        }
        .interactiveDismissDisabled(draft != profile)
      }
    }
  }
}

struct ProfileDraftEditor: View {
  @Binding var profile: UserProfile

  var dateRange: ClosedRange<Date> {
    let min = Calendar.current.date(byAdding: .year, value: -100, to: profile.birthday)!
    let max = Calendar.current.date(byAdding: .year, value: 100, to: profile.birthday)!
    return min...max
  }

  var body: some View {
    List {
      HStack {
        Text("Name").bold()
        Divider()
        TextField("Name", text: $profile.displayName)
      }
      TextField("Bio", text: $profile.bio, axis: .vertical)
        .lineLimit(3...6)
      Toggle(isOn: $profile.prefersEmail) {
        Text("Email me updates")
      }
      DatePicker(selection: $profile.birthday, in: dateRange, displayedComponents: .date) {
        Text("Birthday").bold()
      }
    }
  }
}

#Preview {
  ProfileSummaryView()
}
