/// Hand-written app code that was here before scaffold.
public enum AppInfo {
    public static let name = "App"
}
