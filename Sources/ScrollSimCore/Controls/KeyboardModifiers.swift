/// The keyboard a text field asks for. There is no on-screen keyboard
/// here (text comes from the window's keyboard): the kinds are accepted
/// so code that sets one compiles, and change nothing.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// What kind of text a field holds (for autofill). Accepted, no effect here.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let countryName = UITextContentType(rawValue: "countryName")
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
}

/// How the keyboard capitalises typed text. Accepted, no effect here (typed text is inserted as typed).
public struct TextInputAutocapitalization: Sendable, Hashable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The iOS 13 capitalisation styles. Accepted, no effect here.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// How scrolling dismisses the keyboard. Accepted, no effect here (no on-screen keyboard).
public struct ScrollDismissesKeyboardMode: Sendable, Hashable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

extension View {
    /// The keyboard the text fields below ask for: no on-screen keyboard here, so nothing changes.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// The capitalisation the keyboard applies: typed text is inserted as typed here.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// The iOS 13 spelling of `textInputAutocapitalization`: typed text is inserted as typed here.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

    /// Turns autocorrection off: there is none here.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// The iOS 13 spelling of `autocorrectionDisabled`.
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }

    /// The kind of text the fields below hold, for autofill: nothing changes here.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

    /// How scrolling dismisses the keyboard: there is no on-screen keyboard here.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
}
