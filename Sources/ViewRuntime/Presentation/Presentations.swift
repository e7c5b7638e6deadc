/// Presentations beyond `.sheet` and the plain `.alert`: popovers, dialogs with a title
/// visibility or a message, alerts and dialogs that present a value, and the sheet options.
/// Each is presented like a sheet (see `SheetModifier`): a new identity per presentation.
extension View {
  /// Presents `content` in a popover while `isPresented` is true; headless a popover is a
  /// sheet keyed `popover`, dismissed by the driver's `dismissSheet()`.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      SheetModifier.forFlag(isPresented, onDismiss: nil, content: { content() }, name: "popover"))
  }

  /// Presents `content` for the item in a popover while the binding holds one.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(SheetModifier.forItem(item, onDismiss: nil, content: content, name: "popover"))
  }

  /// Shows a dialog of actions while `isPresented` is true. The title shows whatever
  /// `titleVisibility` says.
  public func confirmationDialog<Actions: View>(
    _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility,
    @ViewBuilder actions: () -> Actions
  ) -> some View {
    alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
  }

  /// Shows a dialog of actions with a message while `isPresented` is true.
  public func confirmationDialog<Actions: View, Message: View>(
    _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
  ) -> some View {
    alert(title, isPresented: isPresented, actions: actions, message: message)
  }

  /// Shows a dialog about `data` while `isPresented` is true and `data` is not nil.
  public func confirmationDialog<T, Actions: View, Message: View>(
    _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> Actions,
    @ViewBuilder message: (T) -> Message
  ) -> some View {
    alert(title, isPresented: isPresented, presenting: data, actions: actions, message: message)
  }

  /// Shows a dialog about `data` while `isPresented` is true and `data` is not nil.
  public func confirmationDialog<T, Actions: View>(
    _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> Actions
  ) -> some View {
    alert(
      title, isPresented: isPresented, presenting: data, actions: actions,
      message: { _ in EmptyView() })
  }

  /// Shows an alert about `data` while `isPresented` is true and `data` is not nil.
  public func alert<T, Actions: View, Message: View>(
    _ title: String, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> Actions, @ViewBuilder message: (T) -> Message
  ) -> some View {
    let body = data.map { data in
      AlertContent(
        title: title, actions: actions(data), message: message(data),
        dismiss: { isPresented.wrappedValue = false })
    }
    return modifier(
      SheetModifier(
        isPresented: { isPresented.wrappedValue && body != nil }, itemID: { nil },
        dismiss: { isPresented.wrappedValue = false }, onDismiss: nil, content: { body }))
  }

  /// Shows an alert about `data` while `isPresented` is true and `data` is not nil.
  public func alert<T, Actions: View>(
    _ title: String, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> Actions
  ) -> some View {
    alert(
      title, isPresented: isPresented, presenting: data, actions: actions,
      message: { _ in EmptyView() })
  }

  /// The heights a sheet may take; kept in the tree as `.presentationDetents`, otherwise
  /// ignored.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    modifier(AppearanceModifier(name: "presentationDetents", detail: "\(detents.count)"))
  }

  /// Whether the sheet's drag indicator shows; kept in the tree, otherwise ignored.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    modifier(AppearanceModifier(name: "presentationDragIndicator", detail: "\(visibility)"))
  }

  /// Prevents the user from swiping the sheet away; kept in the tree as
  /// `.interactiveDismissDisabled`. The driver's `dismissSheet()` still dismisses it.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    modifier(AppearanceModifier(name: "interactiveDismissDisabled", detail: "\(isDisabled)"))
  }
}

/// A height a sheet may take, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
  let name: String
  public static let medium = PresentationDetent(name: "medium")
  public static let large = PresentationDetent(name: "large")
  public static func height(_ height: Double) -> PresentationDetent {
    PresentationDetent(name: "height(\(height))")
  }
  public static func fraction(_ fraction: Double) -> PresentationDetent {
    PresentationDetent(name: "fraction(\(fraction))")
  }
}

/// Where a popover points; accepted and ignored.
public enum PopoverAttachmentAnchor: Sendable {
  case rect(Anchor)
  case point(UnitPoint)

  /// The rectangle a popover points at.
  public enum Anchor: Sendable { case bounds }
}
