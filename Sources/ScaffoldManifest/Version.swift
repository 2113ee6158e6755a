/// The version of scaffold: `scaffold --version` prints it and every module's manifest records it as the
/// generator. Its one source of truth; bump it when a release changes what scaffold writes.
public enum ScaffoldVersion {
    public static let current = "0.5.0"
}
