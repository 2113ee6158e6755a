import Foundation

/// The built-in template sets (`Templates/<architecture>/*.mustache`).
public enum BuiltinTemplates {
    /// The folder holding one sub-folder per built-in architecture: `<prefix>/share/scaffold/templates`
    /// beside an installed `<prefix>/bin/scaffold` (`make install`), else the resource bundle of the
    /// build, whose path SwiftPM bakes into the binary.
    public static var directory: URL { installedDirectory ?? Bundle.module.resourceURL! }

    /// Where `make install` puts the sets, found from the executable, so an installed scaffold keeps
    /// working after the checkout it was built in is gone.
    static var installedDirectory: URL? {
        guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
        let folder = executable.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("share/scaffold/templates")
        return FileManager.default.fileExists(atPath: folder.appendingPathComponent("shared").path) ? folder : nil
    }
}
