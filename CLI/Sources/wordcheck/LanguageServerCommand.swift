import ArgumentParser
import Foundation
import LanguageServerProtocol
import WordCheckLanguageServer

struct LanguageServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run a spelling language server on standard input and output.",
        discussion: """
            Speaks the Language Server Protocol 3.17 (JSON-RPC with Content-Length headers) \
            on standard input and output, for Neovim, Helix, Zed, VS Code, Emacs and any \
            other LSP client: it publishes a diagnostic for each misspelled word of the \
            open documents, on opening and after each change, and offers code actions that \
            replace the word with a suggestion (and remember the correction you pick, \
            offered first next time), add it to your learned words (those of \
            `wordcheck learn`) or to the workspace's .wordcheck-words.txt, or ignore it in \
            the document. Markdown, HTML, LaTeX and git commit messages have their syntax \
            skipped; in source code (Swift, Python, JavaScript and TypeScript, Go, Rust, \
            C and C++, Java and Kotlin, shell, and JSON, YAML, TOML, SQL and others) comments, \
            strings and the parts of identifiers are checked. Settings come from initializationOptions, \
            workspace/didChangeConfiguration and a .wordcheck.json in the workspace \
            (language, severity, minWordLength, words, ignorePatterns, checkIdentifiers, \
            debounce, maxProblems, maxSuggestions, autocorrectOnSave); a cspell.json's words are read too, and \
            a document may name its languages with `wordcheck: lang=es`. docs/LSP.md tells \
            the setup for each editor.

            Exit status: 0 after shutdown and exit, 1 when the input ends or exit comes \
            without shutdown.
            """
    )

    func run() throws {
        // A client that goes away must not kill the server with SIGPIPE mid-write.
        signal(SIGPIPE, SIG_IGN)
        let server = LanguageServer(output: MessageWriter(descriptor: STDOUT_FILENO))
        var reader = MessageReader(descriptor: STDIN_FILENO)
        let status = server.run(reading: &reader)
        Foundation.exit(status)
    }
}
