import Foundation

extension TextField {
  /// A field that edits a value through `format`, as SwiftUI's `TextField(_:value:format:prompt:)`:
  /// it shows the value formatted, and text typed into it that `format` parses is written to the
  /// value (SwiftUI writes it when the field is submitted; the driver's `type` is a whole entry).
  /// Text that does not parse leaves the value as it was.
  public init<F: ParseableFormatStyle>(
    _ title: String, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    let text = Binding<String>(
      get: { format.format(value.wrappedValue) },
      set: { typed in
        if let parsed = try? format.parseStrategy.parse(typed) { value.wrappedValue = parsed }
      }, location: value.location)
    self.init(title, text: text, prompt: prompt)
  }
}
