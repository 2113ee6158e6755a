// The compiler plugin behind the SwiftUI stub's `#Preview` (Stubs/SwiftUI/Preview.swift), standing in for Xcode's
// `PreviewsMacros` plugin, which Linux does not have. The stub declares the macro with the SDK's signature and points
// it here, under the SDK's module and type names (`#externalMacro(module: "PreviewsMacros", type: "SwiftUIView")`).
//
// The compiler type-checks a macro's arguments against its declaration, but runs its later passes — `try` and
// `await` marking, actor isolation — only on code that is compiled: arguments an expansion drops are never checked
// for those. So the expansion keeps the body, as Xcode's does (it passes the closure to `Preview.init` inside a
// uniquely named type): a main-actor function under a unique name that hands the closure to a parameter of the same
// type as the macro's `body`. Nothing calls it, and nothing here runs: it exists to be compiled.
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview(…) { body }` expands to
///
///     @MainActor private func <unique>() -> any SwiftUI.View {
///         func build(_ body: @escaping @MainActor () -> any SwiftUI.View) -> any SwiftUI.View { body() }  // @ViewBuilder body
///         return build({ body })
///     }
public struct SwiftUIView: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        // The body is the trailing closure or the argument labelled `body:`; without one the call does not type-check,
        // and the compiler has said so before expanding.
        let argument = node.trailingClosure.map(ExprSyntax.init) ?? node.arguments.first { $0.label?.text == "body" }?.expression
        guard let body = argument?.trimmed else { return [] }
        let function = context.makeUniqueName("preview")
        let builder = context.makeUniqueName("build")
        return [
            """
            @MainActor private func \(function)() -> any SwiftUI.View {
                func \(builder)(@SwiftUI.ViewBuilder _ body: @escaping @MainActor () -> any SwiftUI.View) -> any SwiftUI.View {
                    body()
                }
                return \(builder)(\(body))
            }
            """
        ]
    }
}

@main
struct PreviewsMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [SwiftUIView.self]
}
