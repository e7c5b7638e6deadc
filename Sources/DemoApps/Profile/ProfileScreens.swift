import ViewRuntime

/// A profile editor with an Edit/Done button, written the way the bug is usually written: the
/// name field in both branches of an `if`, enabled in one and disabled in the other. The two
/// branches are two identities, so tapping Done throws away what was typed.
public struct BranchingProfileEditor: View {
  @State private var isEditing = false

  public init() {}

  public var body: some View {
    VStack {
      if isEditing {
        NameField()
      } else {
        NameField().disabled(true)
      }
      Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
    }
  }
}

/// The fix: one field, always at the same place, turned off with `.disabled(!isEditing)`.
public struct ProfileEditor: View {
  @State private var isEditing = false

  public init() {}

  public var body: some View {
    VStack {
      NameField().disabled(!isEditing)
      Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
    }
  }
}

/// A name field that keeps the draft name in its own state.
struct NameField: View {
  @State private var name = ""

  var body: some View {
    VStack {
      TextField("Name", text: $name)
      Text(name.isEmpty ? "No name yet" : "Hello, \(name)")
    }
  }
}
