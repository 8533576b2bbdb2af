// `@Entry` on a property of an `EnvironmentValues` extension, as SwiftUI
// (iOS 18) expands it:
//
//     @Entry var accent: Color = .blue
//
// becomes, as an accessor,
//
//     { get { self[__Key_accent.self] } set { self[__Key_accent.self] = newValue } }
//
// and, as a peer,
//
//     private struct __Key_accent: EnvironmentKey {
//         typealias Value = Color
//         static var defaultValue: Value { .blue }
//     }
//
// The default is a computed property, so it is evaluated on each read of a
// missing key (as SwiftUI's is) and needs no `Sendable` type. Without a type
// annotation the default is a `static let`, its type inferred. An optional
// type without a default defaults to `nil`.
//
// The declaration arrives as its source text, leading comments and
// attributes included; `EntryDeclaration(parsing:)` reads it without
// swift-syntax.

/// The parts of `@Entry var name: Type = value` the expansion uses.
struct EntryDeclaration: Equatable {
    /// The property's name as written (backticks kept).
    var name: String
    /// The type annotation, nil when there is none.
    var type: String?
    /// The initial value's expression, nil when there is none.
    var initializer: String?

    /// Nil when `source` holds no `var` (or `let`) declaration with a name.
    init?(parsing source: String) {
        var scanner = Scanner(Array(source))
        scanner.skipTrivia()
        // Attributes and modifiers before the introducer.
        while !scanner.atEnd {
            if scanner.peek == "@" {
                scanner.advance()
                _ = scanner.identifier()
                scanner.skipTrivia()
                if scanner.peek == "(" { scanner.skipBalanced() }
            } else if let word = scanner.identifier() {
                if word == "var" || word == "let" { break }
            } else {
                return nil
            }
            scanner.skipTrivia()
        }
        scanner.skipTrivia()
        guard let name = scanner.identifier() else { return nil }
        self.name = name
        scanner.skipTrivia()
        type = nil
        initializer = nil
        if scanner.peek == ":" {
            scanner.advance()
            let text = scanner.expression(stoppingAt: ["=", "{"])
            type = text.isEmpty ? nil : text
        }
        if scanner.peek == "=" {
            scanner.advance()
            let text = scanner.expression(stoppingAt: [])
            initializer = text.isEmpty ? nil : text
        }
    }

    /// The name of the key type the peer declares.
    var keyName: String { "__Key_" + name.filter { $0 != "`" } }

    /// The accessor role's expansion.
    var accessors: String {
        "get { self[\(keyName).self] }\nset { self[\(keyName).self] = newValue }"
    }

    /// The peer role's expansion; nil when there is no default to give (no
    /// initial value and a type that is not optional).
    var keyDeclaration: String? {
        let value = initializer ?? (type.map(Self.isOptional) == true ? "nil" : nil)
        guard let value else { return nil }
        guard let type else {
            return "private struct \(keyName): EnvironmentKey {\n    static let defaultValue = \(value)\n}"
        }
        return """
            private struct \(keyName): EnvironmentKey {
                typealias Value = \(type)
                static var defaultValue: Value { \(value) }
            }
            """
    }

    /// True for `T?`, `T!` and `Optional<T>`.
    static func isOptional(_ type: String) -> Bool {
        type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")
    }
}

/// A cursor over source text that knows comments, string literals and brackets.
private struct Scanner {
    let text: [Character]
    var index = 0

    init(_ text: [Character]) { self.text = text }

    var atEnd: Bool { index >= text.count }
    var peek: Character? { atEnd ? nil : text[index] }
    mutating func advance() { index += 1 }

    private func peek(at offset: Int) -> Character? {
        index + offset < text.count ? text[index + offset] : nil
    }

    /// True at `//` or `/*`.
    private var atComment: Bool { peek == "/" && (peek(at: 1) == "/" || peek(at: 1) == "*") }

    /// Skips white space and comments (block comments nest, as Swift's do).
    mutating func skipTrivia() {
        while let c = peek {
            if c.isWhitespace {
                advance()
            } else if c == "/" && peek(at: 1) == "/" {
                while let d = peek, !d.isNewline { advance() }
            } else if c == "/" && peek(at: 1) == "*" {
                var depth = 0
                repeat {
                    if peek == "/" && peek(at: 1) == "*" { depth += 1; index += 2 }
                    else if peek == "*" && peek(at: 1) == "/" { depth -= 1; index += 2 }
                    else { advance() }
                } while depth > 0 && !atEnd
            } else {
                return
            }
        }
    }

    /// An identifier (or a keyword), backticked or not; nil when none starts here.
    mutating func identifier() -> String? {
        if peek == "`" {
            let start = index
            advance()
            while let c = peek, c != "`" { advance() }
            advance()
            return String(text[start..<min(index, text.count)])
        }
        let start = index
        while let c = peek, c.isLetter || c.isNumber || c == "_" || c == "$" { advance() }
        return index > start ? String(text[start..<index]) : nil
    }

    /// Skips a bracketed group starting here, strings and comments inside included.
    mutating func skipBalanced() {
        var depth = 0
        repeat {
            guard let c = peek else { return }
            if c == "\"" { skipString(); continue }
            if atComment { skipTrivia(); continue }
            if "([{".contains(c) { depth += 1 }
            if ")]}".contains(c) { depth -= 1 }
            advance()
        } while depth > 0
    }

    /// Skips a string literal starting here (`"…"`, `"""…"""`, `#"…"#`).
    mutating func skipString() {
        if peek(at: 1) == "\"" && peek(at: 2) == "\"" {
            index += 3
            while !atEnd && !(peek == "\"" && peek(at: 1) == "\"" && peek(at: 2) == "\"") {
                if peek == "\\" { advance() }
                advance()
            }
            index += 3
            return
        }
        advance()
        while let c = peek, c != "\"" {
            if c == "\\" { advance() }
            advance()
        }
        advance()
    }

    /// The text from here to the first of `stops` outside brackets, generic
    /// argument lists and strings, or to the end; comments become a space,
    /// and the result is trimmed.
    mutating func expression(stoppingAt stops: Set<Character>) -> String {
        var out = ""
        var angle = 0
        while let c = peek {
            if atComment {
                skipTrivia()
                out += " "
                continue
            }
            if c == "\"" {
                let start = index
                skipString()
                out += String(text[start..<min(index, text.count)])
                continue
            }
            if "([{".contains(c) && !(stops.contains(c) && angle == 0) {
                let start = index
                skipBalanced()
                out += String(text[start..<min(index, text.count)])
                continue
            }
            if stops.contains(c) && angle == 0 { break }
            if c == "-" && peek(at: 1) == ">" { out += "->"; index += 2; continue }
            if c == "<" { angle += 1 }
            if c == ">" && angle > 0 { angle -= 1 }
            out.append(c)
            advance()
        }
        return out.trimmingWhitespace()
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var s = Substring(self)
        while s.first?.isWhitespace == true { s.removeFirst() }
        while s.last?.isWhitespace == true { s.removeLast() }
        return String(s)
    }
}
