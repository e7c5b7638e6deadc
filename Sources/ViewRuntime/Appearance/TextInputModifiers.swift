/// Keyboard and text entry options. Headless there is no keyboard: each is kept in the tree
/// under its name for identity and otherwise ignored.
extension View {
  /// Hides the labels of the controls below; kept in the tree. The driver still finds a
  /// control by its label.
  public func labelsHidden() -> some View {
    modifier(AppearanceModifier(name: "labelsHidden", detail: ""))
  }

  /// How scrolling dismisses the keyboard; kept in the tree, otherwise ignored.
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
    modifier(AppearanceModifier(name: "scrollDismissesKeyboard", detail: "\(mode)"))
  }

  public func submitLabel(_ label: SubmitLabel) -> some View {
    modifier(AppearanceModifier(name: "submitLabel", detail: "\(label)"))
  }

  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> some View
  {
    modifier(
      AppearanceModifier(
        name: "textInputAutocapitalization", detail: autocapitalization.map { "\($0)" } ?? "nil"))
  }

  public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
    modifier(AppearanceModifier(name: "autocorrectionDisabled", detail: "\(disable)"))
  }

  public func keyboardType(_ type: UIKeyboardType) -> some View {
    modifier(AppearanceModifier(name: "keyboardType", detail: "\(type)"))
  }

  public func textContentType(_ type: UITextContentType?) -> some View {
    modifier(AppearanceModifier(name: "textContentType", detail: type?.rawValue ?? "nil"))
  }
}

/// The label of the return key.
public enum SubmitLabel: Hashable, Sendable {
  case done, go, send, join, route, search, `return`, next, `continue`
}

/// How a text field capitalizes what is typed.
public enum TextInputAutocapitalization: Hashable, Sendable {
  case never, words, sentences, characters
}

/// The kind of keyboard a text field asks for.
public enum UIKeyboardType: Hashable, Sendable {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // SwiftUI's own spelling.
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, emailAddress,
    decimalPad, twitter, webSearch
}

/// What a text field holds, for autofill.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let name = UITextContentType(rawValue: "name")
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
}

extension TextField {
  /// A field that grows along `axis` as text is typed; headless the same as a one-line field.
  public init(_ title: String, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
    self.init(title, text: text, prompt: prompt)
  }
}

/// How a scroll view dismisses the keyboard, for `.scrollDismissesKeyboard(_:)`.
public enum ScrollDismissesKeyboardMode: Hashable, Sendable {
  case automatic, immediately, interactively, never
}
