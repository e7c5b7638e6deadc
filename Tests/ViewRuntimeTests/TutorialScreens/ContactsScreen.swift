import Foundation
import ViewRuntime

struct Contact: Identifiable, Hashable {
  let id: Int
  var name: String
  var visits: Int

  var initials: String { name.split(separator: " ").compactMap(\.first).map(String.init).joined() }

  static let samples = [
    Contact(id: 1, name: "Ada Lovelace", visits: 3),
    Contact(id: 2, name: "Grace Hopper", visits: 12),
    Contact(id: 3, name: "Alan Turing", visits: 7),
  ]
}

/// Contacts: row menus, an editor in `.sheet(item:)` seeded through `State(initialValue:)`,
/// a `confirmationDialog` presenting the contact to delete, and a locale in the environment.
struct ContactsScreen: View {
  @State private var contacts = Contact.samples
  @State private var editing: Contact?
  @State private var pendingDelete: Contact?
  @State private var showsDeleteDialog = false

  var body: some View {
    NavigationStack {
      List {
        ForEach(contacts) { contact in
          HStack {
            Text(contact.initials)
              .font(.caption)
              .frame(width: 32, height: 32)
              .background(Circle().fill(Color.teal.opacity(0.3)))
            VStack(alignment: .leading) {
              Text(contact.name)
              Text(contact.visits, format: .number)
                .font(.caption)
                .foregroundStyle(.secondary)
            }
            Spacer(minLength: 8)
            Menu {
              Button("Edit \(contact.name)", systemImage: "pencil") { editing = contact }
              Button("Delete \(contact.name)", systemImage: "trash", role: .destructive) {
                pendingDelete = contact
                showsDeleteDialog = true
              }
            } label: {
              Image(systemName: "ellipsis")
                .accessibilityLabel("Actions for \(contact.name)")
            }
          }
        }
      }
      .navigationTitle("Contacts")
      .sheet(item: $editing) { contact in
        ContactEditor(contact: contact) { updated in
          if let index = contacts.firstIndex(where: { $0.id == updated.id }) {
            contacts[index] = updated
          }
        }
      }
      .confirmationDialog(
        "Delete contact?", isPresented: $showsDeleteDialog, titleVisibility: .visible,
        presenting: pendingDelete
      ) { contact in
        Button("Remove \(contact.name)", role: .destructive) {
          contacts.removeAll { $0.id == contact.id }
        }
      } message: { contact in
        Text("\(contact.name) will be removed from all devices.")
      }
    }
    .environment(\.locale, Locale(identifier: "fr_FR"))
  }
}

struct ContactEditor: View {
  @Environment(\.dismiss) private var dismiss
  @State private var draft: Contact
  let onSave: (Contact) -> Void

  init(contact: Contact, onSave: @escaping (Contact) -> Void) {
    _draft = State(initialValue: contact)
    self.onSave = onSave
  }

  var body: some View {
    NavigationStack {
      Form {
        TextField("Name", text: $draft.name)
        Stepper("Visits: \(draft.visits)", value: $draft.visits, in: 0...100)
      }
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") {
            onSave(draft)
            dismiss()
          }
        }
      }
    }
  }
}
