/// One recorded event. A plain value with no references, so that millions of them are cheap.
///
/// Every event has the common header (`seq`, `time`, `update`, `cause`, `kind`, `identity`);
/// which payload fields it uses depends on its kind (see ``EventKind/fields``). Strings are
/// ``Sym``s into the trace's ``StringTable``.
public struct TraceEvent: Hashable, Sendable {
  // Stored so that an event takes 64 bytes (one cache line), not 72, and so that the payload
  // fields, from `value` to `reason`, are laid out as the decoder's `Payload` (see RecordDecoder).
  // `padding` makes it exactly 64: a 63-byte value is copied in four overlapping 16-byte moves,
  // and a sink's load of the last 16 bytes of an event its caller has just stored that way
  // spans two stores, which the processor cannot forward: a stall on every `record`.
  /// Position in the trace, from 1, consecutive.
  public var seq: Seq
  /// Nanoseconds since the start of the trace.
  public var time: UInt64
  /// The `seq` of the event that caused this one; `.none` when none did.
  public var cause: Seq
  /// The update this event belongs to, from 1; 0 outside any update.
  public var update: UInt32
  /// The identity path concerned, or `.none`.
  public var identity: Sym
  public var value: UInt64
  public var name: Sym
  public var type: Sym
  public var site: Sym
  public var before: Sym
  public var after: Sym
  public var code: UInt8
  public var reason: UInt8
  public var kind: EventKind
  /// Always 0 (the decoder's `Payload` writes it so).
  private var padding: UInt8 = 0

  public init(
    seq: Seq = .none, time: UInt64 = 0, update: UInt32 = 0, cause: Seq = .none,
    kind: EventKind, identity: Sym = .none, code: UInt8 = 0, reason: UInt8 = 0,
    name: Sym = .none, type: Sym = .none, site: Sym = .none,
    before: Sym = .none, after: Sym = .none, value: UInt64 = 0
  ) {
    self.seq = seq
    self.time = time
    self.update = update
    self.cause = cause
    self.kind = kind
    self.identity = identity
    self.code = code
    self.reason = reason
    self.name = name
    self.type = type
    self.site = site
    self.before = before
    self.after = after
    self.value = value
  }
}

extension TraceEvent {
  /// `code` read as the enumeration `T`, or nil if it is not one of its cases.
  public func code<T: TraceCode>(as _: T.Type) -> T? { T(rawValue: code) }

  /// `reason` read as the enumeration `T`.
  public func reason<T: TraceCode>(as _: T.Type) -> T? { T(rawValue: reason) }
}
