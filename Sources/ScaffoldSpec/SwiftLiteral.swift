/// Text from a spec or a configuration file as it lands in Swift source: inside a string literal, escaped
/// so that it can neither end the literal nor interpolate, and with control and invisible formatting
/// characters (bidirectional overrides among them) spelled out so that the source reads as it compiles.
public enum SwiftLiteral {
    /// `"text"`: a complete string literal.
    public static func string(_ text: String) -> String { "\"" + content(text) + "\"" }

    /// The inside of a string literal, for templates that write the quotes themselves.
    public static func content(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format:
                escaped += "\\u{\(String(scalar.value, radix: 16))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
