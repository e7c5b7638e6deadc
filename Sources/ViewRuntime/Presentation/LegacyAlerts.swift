/// The alert and action sheet values of SwiftUI before iOS 15 (`Alert`, `ActionSheet`), still
/// common in tutorials. Each is presented as the current `.alert` and `.confirmationDialog` are:
/// a title, a message and buttons the driver can tap, any of which dismisses it.
@MainActor @preconcurrency
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with one button, OK by default.
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = [dismissButton ?? .default(Text("OK"))]
  }

  /// An alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  /// A button of an alert or an action sheet.
  @MainActor @preconcurrency
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (@MainActor () -> Void)?

    @preconcurrency public static func `default`(
      _ label: Text, action: (@MainActor () -> Void)? = {}
    ) -> Button {
      Button(label: label, role: nil, action: action)
    }

    @preconcurrency public static func destructive(
      _ label: Text, action: (@MainActor () -> Void)? = {}
    ) -> Button {
      Button(label: label, role: .destructive, action: action)
    }

    @preconcurrency public static func cancel(_ label: Text, action: (@MainActor () -> Void)? = {})
      -> Button
    {
      Button(label: label, role: .cancel, action: action)
    }

    /// A Cancel button.
    @preconcurrency public static func cancel(_ action: (@MainActor () -> Void)? = {}) -> Button {
      cancel(Text("Cancel"), action: action)
    }
  }
}

/// An action sheet, presented as a confirmation dialog.
@MainActor @preconcurrency
public struct ActionSheet {
  public typealias Button = Alert.Button
  let title: Text
  let message: Text?
  let buttons: [Button]

  public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

/// The buttons of an alert or an action sheet, in order, as the views the driver taps.
struct LegacyAlertButtons: View {
  let buttons: [Alert.Button]
  var body: some View {
    ForEach(buttons.indices, id: \.self) { index in
      let button = buttons[index]
      ViewRuntime.Button(role: button.role, action: { button.action?() }) { button.label }
    }
  }
}

extension View {
  /// Shows `content()` while `isPresented` is true.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let alert = content()
    return self.alert(
      alert.title.content, isPresented: isPresented,
      actions: { LegacyAlertButtons(buttons: alert.buttons) },
      message: { alert.message })
  }

  /// Shows the alert for the item while the binding holds one, and clears it when dismissed.
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert)
    -> some View
  {
    let alert = item.wrappedValue.map(content)
    let isPresented = Binding(
      get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    return self.alert(
      alert?.title.content ?? "", isPresented: isPresented, presenting: alert,
      actions: { LegacyAlertButtons(buttons: $0.buttons) }, message: { $0.message })
  }

  /// Shows `content()` as a confirmation dialog while `isPresented` is true.
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    let sheet = content()
    return confirmationDialog(
      sheet.title.content, isPresented: isPresented,
      actions: { LegacyAlertButtons(buttons: sheet.buttons) },
      message: { sheet.message })
  }

  /// Shows the action sheet for the item while the binding holds one.
  public func actionSheet<Item: Identifiable>(
    item: Binding<Item?>, content: (Item) -> ActionSheet
  ) -> some View {
    let sheet = item.wrappedValue.map(content)
    let isPresented = Binding(
      get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    return confirmationDialog(
      sheet?.title.content ?? "", isPresented: isPresented, presenting: sheet,
      actions: { LegacyAlertButtons(buttons: $0.buttons) }, message: { $0.message })
  }
}
