import ViewRuntime

// A contacts app whose navigation lives in a router held in the environment, pushed by value,
// as open-source apps with a coordinator write it.

struct Contact: Identifiable, Hashable {
  let id: Int
  var name: String
  var email: String
  var isFavorite = false
}

enum ContactRoute: Hashable {
  case detail(Contact.ID)
  case edit(Contact.ID)
  case favorites
}

@Observable
final class ContactsRouter {
  var path: [ContactRoute] = []

  func push(_ route: ContactRoute) { path.append(route) }
  func popToRoot() { path.removeAll() }
}

@Observable
final class ContactStore {
  var contacts: [Contact] = [
    Contact(id: 1, name: "Ada Lovelace", email: "ada@example.com", isFavorite: true),
    Contact(id: 2, name: "Grace Hopper", email: "grace@example.com"),
    Contact(id: 3, name: "Katherine Johnson", email: "katherine@example.com"),
  ]

  func contact(_ id: Contact.ID) -> Contact? { contacts.first { $0.id == id } }

  func update(_ contact: Contact) {
    guard let index = contacts.firstIndex(where: { $0.id == contact.id }) else { return }
    contacts[index] = contact
  }
}

struct ContactsRootView: View {
  @State private var router = ContactsRouter()
  @State private var store = ContactStore()

  var body: some View {
    NavigationStack(path: $router.path) {
      List(store.contacts) { contact in
        NavigationLink(value: ContactRoute.detail(contact.id)) {
          HStack {
            Text(contact.name)
            Spacer()
            if contact.isFavorite {
              Image(systemName: "star.fill")
                .foregroundStyle(.yellow)
                .accessibilityLabel("Favorite")
            }
          }
        }
      }
      .navigationTitle("Contacts")
      .toolbar {
        Button("Favorites", systemImage: "star") {
          router.push(.favorites)
        }
      }
      .navigationDestination(for: ContactRoute.self) { route in
        switch route {
        case .detail(let id):
          ContactDetailView(contactID: id)
        case .edit(let id):
          if let contact = store.contact(id) {
            ContactEditView(contact: contact)
          }
        case .favorites:
          List(store.contacts.filter(\.isFavorite)) { contact in
            Text(contact.name)
          }
          .navigationTitle("Favorites")
        }
      }
    }
    .environment(router)
    .environment(store)
  }
}

struct ContactDetailView: View {
  let contactID: Contact.ID
  @Environment(ContactsRouter.self) private var router
  @Environment(ContactStore.self) private var store

  var body: some View {
    if let contact = store.contact(contactID) {
      Form {
        LabeledContent("Email", value: contact.email)
        Button(contact.isFavorite ? "Remove from Favorites" : "Add to Favorites") {
          var changed = contact
          changed.isFavorite.toggle()
          store.update(changed)
        }
      }
      .navigationTitle(contact.name)
      .toolbar {
        Button("Edit") { router.push(.edit(contactID)) }
      }
    } else {
      ContentUnavailableView("No Contact", systemImage: "person.crop.circle.badge.xmark")
    }
  }
}

struct ContactEditView: View {
  @State var contact: Contact
  @Environment(ContactsRouter.self) private var router
  @Environment(ContactStore.self) private var store

  var body: some View {
    Form {
      TextField("Name", text: $contact.name)
        .textContentType(.name)
      TextField("Email", text: $contact.email)
        .keyboardType(.emailAddress)
        .textInputAutocapitalization(.never)
    }
    .navigationTitle("Edit Contact")
    .toolbar {
      ToolbarItem(placement: .confirmationAction) {
        Button("Save") {
          store.update(contact)
          router.popToRoot()
        }
      }
    }
  }
}

#Preview {
  ContactsRootView()
}
