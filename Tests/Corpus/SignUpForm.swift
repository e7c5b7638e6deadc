import ViewRuntime

// A sign-up form that moves focus from field to field on submit and validates as you type, as
// tutorials on @FocusState write it.

struct SignUpForm: View {
  enum Field: Hashable {
    case name, email, password
  }

  @State private var name = ""
  @State private var email = ""
  @State private var password = ""
  @State private var acceptsTerms = false
  @State private var isSubmitted = false
  @FocusState private var focusedField: Field?

  private var emailIsValid: Bool { email.contains("@") && email.contains(".") }
  private var isValid: Bool {
    !name.isEmpty && emailIsValid && password.count >= 8 && acceptsTerms
  }

  var body: some View {
    NavigationStack {
      Form {
        Section {
          TextField("Name", text: $name)
            .focused($focusedField, equals: .name)
            .textContentType(.name)
            .submitLabel(.next)
          TextField("Email", text: $email)
            .focused($focusedField, equals: .email)
            .keyboardType(.emailAddress)
            .textInputAutocapitalization(.never)
            .autocorrectionDisabled()
            .submitLabel(.next)
          if !email.isEmpty && !emailIsValid {
            Label("Enter a valid email", systemImage: "exclamationmark.triangle")
              .foregroundStyle(.orange)
          }
          SecureField("Password", text: $password)
            .focused($focusedField, equals: .password)
            .textContentType(.newPassword)
            .submitLabel(.go)
        }
        Section {
          Toggle("I accept the terms", isOn: $acceptsTerms)
        }
        Section {
          Button("Create Account", action: submit)
            .frame(maxWidth: .infinity)
            .disabled(!isValid)
        }
      }
      .onSubmit {
        switch focusedField {
        case .name: focusedField = .email
        case .email: focusedField = .password
        default: submit()
        }
      }
      .navigationTitle("Sign Up")
      .alert("Welcome, \(name)!", isPresented: $isSubmitted) {
        Button("OK") {}
      }
      .onAppear { focusedField = .name }
    }
  }

  private func submit() {
    guard isValid else { return }
    focusedField = nil
    isSubmitted = true
  }
}

#Preview {
  SignUpForm()
}
