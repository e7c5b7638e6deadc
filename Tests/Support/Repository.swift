import Foundation

/// The package's checkout, for tests that read its sources.
public enum Repository {
  /// The package's folder: this file is Tests/Support/Repository.swift.
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
}
