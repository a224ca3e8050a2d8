/// Where a dictionary was found, in the order discovery tries them.
public enum DictionarySource: String, Sendable, Hashable, CaseIterable {
    /// A path the caller gave (`--dictionary`, ``DictionaryDescriptor/init(path:)``).
    case path
    /// A folder listed in `WORDCHECK_DICTIONARY_PATH`.
    case environment
    /// The en_US, es_ES and it_IT dictionaries that ship with WordCheck.
    case bundled
    /// A system folder such as `/usr/share/hunspell`.
    case system
}
