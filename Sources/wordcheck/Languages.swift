import ArgumentParser
import SpellChecking

struct Languages: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the dictionaries wordcheck can use and where each comes from.",
        discussion: """
            One line per dictionary, in search order: name, source (environment, \
            bundled or system) and folder. Where two folders hold the same name, \
            only the one used is listed.
            """
    )

    func run() throws {
        let dictionaries = DictionaryLocator().availableDictionaries()
        let width = dictionaries.map(\.name.count).max() ?? 0
        let output = OutputBuffer()
        for dictionary in dictionaries {
            let name = dictionary.name.padding(toLength: width, withPad: " ", startingAt: 0)
            let source = dictionary.source.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)
            output.writeLine("\(name)  \(source)  \(dictionary.wordFile.deletingLastPathComponent().path)")
        }
        output.flush()
    }
}
