// Shapes, for clipping a view (clipShape(_:style:)): the Shape protocol, the two built-in shapes generated rows use
// (Circle, RoundedRectangle) and the small value types they take. See View.swift for the conventions.

import Foundation

// developer.apple.com/documentation/swiftui/shape — the current docs show `nonisolated protocol Shape : Sendable, [read]
// Animatable, View`. The Xcode 16 SDK cannot spell a nonisolated protocol (Swift 6.0), so there Shape takes the
// main-actor isolation of View, as it does here (the stricter form, kept as for List); its requirements are nonisolated.
// Animatable is left out: its one requirement (animatableData) has a default for every shape, and nothing generated
// animates a shape.
public protocol Shape: Sendable, View {
    // developer.apple.com/documentation/swiftui/shape/path(in:) — `nonisolated func path(in rect: CGRect) -> Path` [read]
    nonisolated func path(in rect: CGRect) -> Path
}

// The SDK gives every shape a body (`_ShapeView<Self, ForegroundStyle>`, the shape filled with the foreground style);
// built-in views here have `Body = Never` (View.swift), and no generated code reads a shape's body.
extension Shape {
    public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/path — `@frozen struct Path`; only its empty initializer, which a Shape's
// path(in:) may return (nothing generated builds a path).
@frozen
public struct Path: Equatable, Sendable {
    // developer.apple.com/documentation/swiftui/path/init()
    public init() {}
}

// developer.apple.com/documentation/swiftui/roundedcornerstyle — `enum RoundedCornerStyle` [read]: Hashable, Sendable.
public enum RoundedCornerStyle: Hashable, Sendable {
    // developer.apple.com/documentation/swiftui/roundedcornerstyle/circular
    case circular
    // developer.apple.com/documentation/swiftui/roundedcornerstyle/continuous [read]
    case continuous
}

// developer.apple.com/documentation/swiftui/fillstyle — `@frozen struct FillStyle` [read]
@frozen
public struct FillStyle: Equatable, Sendable {
    // developer.apple.com/documentation/swiftui/fillstyle/iseofilled [read]
    public var isEOFilled: Bool
    // developer.apple.com/documentation/swiftui/fillstyle/isantialiased [read]
    public var isAntialiased: Bool
    // developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:) — `init(eoFill: Bool = false, [read]
    // antialiased: Bool = true)`
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

// developer.apple.com/documentation/swiftui/circle — `@frozen struct Circle` [read], a Shape.
@frozen
public struct Circle: Shape {
    // developer.apple.com/documentation/swiftui/circle/init() — `init()` [read]
    public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
}

// developer.apple.com/documentation/swiftui/roundedrectangle — `@frozen struct RoundedRectangle` [read], a Shape.
@frozen
public struct RoundedRectangle: Shape {
    // developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:) — `init(cornerRadius: [read]
    // CGFloat, style: RoundedCornerStyle = .continuous)` (the current docs' default; a default value changes the
    // drawing, not the type-check)
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { fatalError() }
    // developer.apple.com/documentation/swiftui/roundedrectangle/init(cornersize:style:) — `init(cornerSize: CGSize, [read]
    // style: RoundedCornerStyle = .continuous)`
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { fatalError() }
    nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
}
