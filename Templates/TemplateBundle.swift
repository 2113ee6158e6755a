import Foundation

/// The built-in template sets (`Templates/<architecture>/*.mustache`), bundled as resources.
public enum BuiltinTemplates {
    /// The folder holding one sub-folder per built-in architecture.
    public static var directory: URL { Bundle.module.resourceURL! }
}
