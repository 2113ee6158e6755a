// Property wrappers and the environment. See View.swift for the conventions.

import Foundation
import Observation

// developer.apple.com/documentation/swiftui/state — `@frozen @propertyWrapper struct State<Value>: DynamicProperty`;
// wrappedValue is `nonmutating set`, projectedValue a Binding.
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    // developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    public init(wrappedValue value: Value) { fatalError() }
    // developer.apple.com/documentation/swiftui/state/init(initialvalue:)
    public init(initialValue value: Value) { fatalError() }
    // developer.apple.com/documentation/swiftui/state/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    // developer.apple.com/documentation/swiftui/state/projectedvalue
    public var projectedValue: Binding<Value> { fatalError() }
}

extension State where Value: ExpressibleByNilLiteral {
    // developer.apple.com/documentation/swiftui/state/init()
    public init() { fatalError() }
}

// developer.apple.com/documentation/swiftui/state (Sendable conformance when Value is Sendable)
extension State: Sendable where Value: Sendable {}

// developer.apple.com/documentation/swiftui/binding — `@frozen @propertyWrapper @dynamicMemberLookup struct [read]
// Binding<Value>`. The member lookup is the SDK's own and typed (a WritableKeyPath of Value gives a Binding of the
// member), not a catch-all.
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    // developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp — both closures @Sendable. [read]
    @preconcurrency public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) { fatalError() }
    // developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
    public init(projectedValue: Binding<Value>) { fatalError() }
    // developer.apple.com/documentation/swiftui/binding/constant(_:)
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    // developer.apple.com/documentation/swiftui/binding/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    // developer.apple.com/documentation/swiftui/binding/projectedvalue
    public var projectedValue: Binding<Value> { fatalError() }
    // developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

// developer.apple.com/documentation/swiftui/binding (Sendable conformance: `extension Binding: @unchecked Sendable
// where Value: Sendable`)
extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: DynamicProperty {}

// developer.apple.com/documentation/swiftui/bindable — iOS 17; `@dynamicMemberLookup @propertyWrapper struct [read]
// Bindable<Value>`: bindings to the mutable properties of an Observable object.
@available(iOS 17.0, macOS 14.0, *)
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    private var object: Value
    // developer.apple.com/documentation/swiftui/bindable/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/swiftui/bindable/projectedvalue
    public var projectedValue: Bindable<Value> { fatalError() }
    // developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:) [read] — declared with the type (with its
    // `where` clause) so that a view's memberwise initializer takes the object itself for an `@Bindable var`.
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable { fatalError() }
    // developer.apple.com/documentation/swiftui/bindable/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        fatalError()
    }
}

@available(iOS 17.0, macOS 14.0, *)
extension Bindable where Value: AnyObject, Value: Observable {
    // developer.apple.com/documentation/swiftui/bindable/init(_:) [read]
    public init(_ wrappedValue: Value) { fatalError() }
    // developer.apple.com/documentation/swiftui/bindable/init(projectedvalue:)
    public init(projectedValue: Bindable<Value>) { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
extension Bindable: Sendable where Value: Sendable {}

@available(iOS 17.0, macOS 14.0, *)
extension Bindable: DynamicProperty {}

// developer.apple.com/documentation/swiftui/focusstate — iOS 15; `@frozen @propertyWrapper struct FocusState<Value> [read]
// where Value : Hashable` (DynamicProperty). The value is a Bool or an Optional: the only initializers are the two
// below, so a FocusState of any other type cannot be created, and one of a non-Hashable type cannot be named.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen @propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    // developer.apple.com/documentation/swiftui/focusstate/binding — `@frozen @propertyWrapper struct Binding` [read]
    // (no public initializer: a binding comes from a FocusState's `$` projection).
    @frozen @propertyWrapper
    public struct Binding {
        // developer.apple.com/documentation/swiftui/focusstate/binding/wrappedvalue — `var wrappedValue: Value [read]
        // { get nonmutating set }`
        public var wrappedValue: Value {
            get { fatalError() }
            nonmutating set { fatalError() }
        }
        // developer.apple.com/documentation/swiftui/focusstate/binding/projectedvalue — `var projectedValue: [read]
        // FocusState<Value>.Binding { get }`
        public var projectedValue: FocusState<Value>.Binding { fatalError() }
        // Not public (stands for the SDK's internal one), and it keeps Swift from synthesizing a public-facing init().
        init(_projectingFocusState: Void) { fatalError() }
    }
    // developer.apple.com/documentation/swiftui/focusstate/wrappedvalue — `var wrappedValue: Value { get [read]
    // nonmutating set }`
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    // developer.apple.com/documentation/swiftui/focusstate/projectedvalue — `var projectedValue: [read]
    // FocusState<Value>.Binding { get }`
    public var projectedValue: FocusState<Value>.Binding { fatalError() }
    // developer.apple.com/documentation/swiftui/focusstate/init() (Bool) — `init() where Value == Bool` [read]
    public init() where Value == Bool { fatalError() }
    // developer.apple.com/documentation/swiftui/focusstate/init() (Optional) — `init<T>() where Value == T?, [read]
    // T : Hashable` ("Creates a focus state that binds to an optional type")
    public init<T: Hashable>() where Value == T? { fatalError() }
}

// developer.apple.com/documentation/swiftui/environment — `@frozen @propertyWrapper struct Environment<Value>:
// DynamicProperty`; read only.
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    // developer.apple.com/documentation/swiftui/environment/init(_:) (a key path of EnvironmentValues)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
    // developer.apple.com/documentation/swiftui/environment/wrappedvalue
    public var wrappedValue: Value { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
extension Environment where Value: AnyObject, Value: Observable {
    // developer.apple.com/documentation/swiftui/environment/init(_:) (an Observable type) — iOS 17
    public init(_ objectType: Value.Type) { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
extension Environment {
    // developer.apple.com/documentation/swiftui/environment/init(_:) (an optional Observable type) — iOS 17
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable { fatalError() }
}

extension Environment: Sendable where Value: Sendable {}

// developer.apple.com/documentation/swiftui/environmentvalues — only the values a generated screen reads.
public struct EnvironmentValues: CustomStringConvertible {
    public init() {}
    public var description: String { fatalError() }
    // developer.apple.com/documentation/swiftui/environmentvalues/dismiss — iOS 15; read only (`var dismiss:
    // DismissAction { get }`): dismisses a sheet or full-screen cover, or pops a NavigationStack's top view.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public var dismiss: DismissAction { fatalError() }
    // developer.apple.com/documentation/swiftui/environmentvalues/openurl
    public var openURL: OpenURLAction {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/swiftui/environmentvalues/isenabled
    public var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/swiftui/environmentvalues/refresh
    public var refresh: RefreshAction? { fatalError() }
}

// developer.apple.com/documentation/swiftui/dismissaction — `@MainActor @preconcurrency struct DismissAction` [read];
// iOS 15. No public initializer: the action comes from the environment (`@Environment(\.dismiss)`).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor @preconcurrency
public struct DismissAction {
    // developer.apple.com/documentation/swiftui/dismissaction/callasfunction() — `@MainActor @preconcurrency func [read]
    // callAsFunction()`
    public func callAsFunction() { fatalError() }
}

// developer.apple.com/documentation/swiftui/openurlaction — `@MainActor @preconcurrency struct OpenURLAction`
@MainActor @preconcurrency
public struct OpenURLAction {
    // developer.apple.com/documentation/swiftui/openurlaction/callasfunction(_:)
    public func callAsFunction(_ url: URL) { fatalError() }
}

// developer.apple.com/documentation/swiftui/refreshaction [read]
public struct RefreshAction: Sendable {
    // developer.apple.com/documentation/swiftui/refreshaction/callasfunction() [read]
    public func callAsFunction() async { fatalError() }
}
