/// Alerts about an error, as SwiftUI's `.alert(isPresented:error:actions:)`: shown while
/// `isPresented` is true and there is an error, titled with its `errorDescription`.

extension View {
  /// Shows an alert about `error` while `isPresented` is true and `error` is not nil.
  public func alert<E: LocalizedError, Actions: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> Actions
  ) -> some View {
    let actions = actions()
    return alert(
      error?.errorDescription ?? "", isPresented: isPresented, presenting: error,
      actions: { _ in actions }, message: { _ in EmptyView() })
  }

  /// Shows an alert about `error`, with a message made from it, while `isPresented` is true
  /// and `error` is not nil.
  public func alert<E: LocalizedError, Actions: View, Message: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> Actions,
    @ViewBuilder message: (E) -> Message
  ) -> some View {
    alert(
      error?.errorDescription ?? "", isPresented: isPresented, presenting: error,
      actions: actions, message: message)
  }
}
