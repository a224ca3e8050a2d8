import ArgumentParser
import WordCheck

struct Languages: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "languages",
        abstract: "List the dictionaries wordcheck can use and where each comes from.",
        discussion: """
            One line per dictionary, in search order: name, source (environment, \
            bundled or system), folder, and whether its word list is used as the fast \
            path of spell checking (it is not when it was made from other files or is \
            damaged: libhunspell then answers every word), or, when it has none, the \
            command that builds one (`wordcheck words build`). \
            Where two folders hold the same name, only the one used is listed.
            """
    )

    func run() throws {
        let dictionaries = DictionaryLocator().availableDictionaries()
        let width = dictionaries.map(\.name.count).max() ?? 0
        let output = OutputBuffer()
        for dictionary in dictionaries {
            let name = dictionary.name.padding(toLength: width, withPad: " ", startingAt: 0)
            let source = dictionary.source.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)
            let folder = dictionary.wordFile.deletingLastPathComponent().path
            let status = dictionary.wordListStatus()
            let note = status == .missing ? "no word list: `wordcheck words build --lang \(dictionary.name)` makes one" : "\(status)"
            output.writeLine("\(name)  \(source)  \(folder)  (\(note))")
        }
        output.flush()
    }
}
