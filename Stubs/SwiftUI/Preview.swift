// `#Preview`, the freestanding declaration macro SwiftUI declares for the canvas (DeveloperToolsSupport supplies the
// `Preview` type its expansion builds; the macro itself is SwiftUI's). Declared here with the SDK's signature and the
// SDK's `#externalMacro` names; the plugin answering to them on Linux is Stubs/PreviewsMacros. The compiler type-checks
// the macro's arguments against this declaration (a view, built synchronously on the main actor), then the plugin's
// expansion, a function holding the body, gets the checks of any function body (`try`, `await`, actor isolation).

// developer.apple.com/documentation/swiftui/preview(_:body:) — `@freestanding(declaration) macro Preview(_ name:
// String? = nil, @ContentBuilder body: @escaping @MainActor () -> any View)`, available iOS 13.0, macOS 10.15,
// tvOS 13.0, watchOS 6.0, visionOS 1.0 [read]. The traits overloads (`Preview(_:traits:_:body:)`, which need
// DeveloperToolsSupport's `PreviewTrait`) are not stubbed: generated code does not use them.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")
