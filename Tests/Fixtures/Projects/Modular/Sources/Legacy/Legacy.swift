import Core

/// Code that was here before scaffold.
public enum Legacy {
    public static func describe(_ status: Status) -> String { "status: \(status.name)" }
}
