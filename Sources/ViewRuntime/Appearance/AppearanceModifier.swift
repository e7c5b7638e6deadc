/// A modifier that only changes how the content looks: kept in the tree under its name.
struct AppearanceModifier: BuiltinModifier {
  let name: String
  let detail: String
}

extension View {
  public func cornerRadius(_ radius: Double) -> some View {
    modifier(AppearanceModifier(name: "cornerRadius", detail: "\(radius)"))
  }
  public func shadow(
    color: Color = .black.opacity(0.33), radius: Double, x: Double = 0, y: Double = 0
  ) -> some View {
    modifier(AppearanceModifier(name: "shadow", detail: "\(radius)"))
  }
  public func tint(_ color: Color?) -> some View {
    modifier(AppearanceModifier(name: "tint", detail: color?.name ?? "nil"))
  }
  public func italic() -> some View { modifier(AppearanceModifier(name: "italic", detail: "")) }
  public func lineLimit(_ number: Int?) -> some View {
    modifier(AppearanceModifier(name: "lineLimit", detail: number.map(String.init) ?? "nil"))
  }
}
