import ViewRuntime

@Observable
final class UserProfile {
  var name = "Ada Lovelace"
  var email = "ada@example.com"
  var bio = ""
  var receivesNewsletter = false
}

/// A profile screen with an `@Observable` model in `@State`, edited in a sheet through
/// `@Bindable`, with `@FocusState` moving between fields on submit.
struct ProfileScreen: View {
  @State private var profile = UserProfile()
  @State private var isEditing = false
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    NavigationStack {
      VStack(spacing: 16) {
        Circle()
          .fill(colorScheme == .dark ? Color.indigo : Color.blue)
          .frame(width: 96, height: 96)
          .overlay {
            Text(initials)
              .font(.largeTitle.bold())
              .foregroundStyle(.white)
          }
        Text(profile.name)
          .font(.title2)
          .fontWeight(.semibold)
        Text(profile.email)
          .foregroundStyle(.secondary)
        Button("Edit Profile") {
          isEditing = true
        }
        .buttonStyle(.borderedProminent)
        .tint(.indigo)
      }
      .padding()
      .sheet(isPresented: $isEditing) {
        EditProfileSheet(profile: profile)
      }
    }
  }

  private var initials: String {
    profile.name.split(separator: " ").compactMap(\.first).map(String.init).joined()
  }
}

struct EditProfileSheet: View {
  enum Field: Hashable {
    case name, email
  }

  @Bindable var profile: UserProfile
  @Environment(\.dismiss) private var dismiss
  @FocusState private var focusedField: Field?

  var body: some View {
    NavigationStack {
      Form {
        TextField("Name", text: $profile.name, prompt: Text("Your name"))
          .focused($focusedField, equals: .name)
          .onSubmit { focusedField = .email }
        TextField("Email", text: $profile.email)
          .focused($focusedField, equals: .email)
          .textInputAutocapitalization(.never)
          .autocorrectionDisabled()
          .onSubmit { dismiss() }
        TextField("Bio", text: $profile.bio, axis: .vertical)
          .lineLimit(3...6)
        Toggle("Newsletter", isOn: $profile.receivesNewsletter)
      }
      .textFieldStyle(.roundedBorder)
      .navigationTitle("Edit Profile")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .confirmationAction) {
          Button("Done") { dismiss() }
        }
      }
    }
  }
}
