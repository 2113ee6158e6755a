// expect: call can throw, but it is not marked with 'try'
// A preview's body is compiled like any function body: a throwing call needs `try` (and a body that cannot throw
// needs it handled). The stub's plugin keeps the body in its expansion, so this is checked as Xcode checks it.
import SwiftUI

struct SampleError: Error {}

func sampleTitle() throws -> String {
    throw SampleError()
}

#Preview {
    Text(sampleTitle())
}
