import Foundation
@testable import SpellChecking
@testable import SpellCheckingCore
import Testing

/// Learned words. Each test keeps its lists in a folder of its own and uses private
/// copies of the dictionary, so nothing leaks into other tests or the user's lists.
@Suite(.serialized) struct PersonalDictionaryTests {
    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-learned-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    func privateChecker(_ personal: PersonalDictionary, language: Language = .english) throws -> HunspellChecker {
        try HunspellChecker(dictionary: bundledOnly.locate(language), shared: false, personalDictionary: personal)
    }

    /// Failures give the system's reason, never Foundation's "NSCocoaErrorDomain error 512".
    @Test func failuresSayWhy() throws {
        let base = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let blocker = base.appendingPathComponent("a-file")
        #expect(FileManager.default.createFile(atPath: blocker.path, contents: Data("x".utf8)))
        let blocked = PersonalDictionary(folder: blocker.appendingPathComponent("learned"))
        let written = SpellCheckingError.personalDictionaryUnusable(
            path: blocked.file(forDictionary: "en_US").path, reason: "cannot be written (making \(blocker.path): Not a directory)")
        #expect(throws: written) { try blocked.learn("wordcheckery", forDictionary: "en_US") }
        // A list that is a folder cannot be removed as a file: said so, and the folder stays.
        let personal = PersonalDictionary(folder: base)
        try FileManager.default.createDirectory(at: personal.file(forDictionary: "en_US"), withIntermediateDirectories: true)
        #expect(throws: SpellCheckingError.self) { try personal.forgetAll(forDictionary: "en_US") }
        do {
            try personal.forgetAll(forDictionary: "en_US")
        } catch {
            #expect("\(error)".contains("Is a directory") && !"\(error)".contains("NSCocoaErrorDomain"), "\(error)")
        }
        #expect(FileManager.default.fileExists(atPath: personal.file(forDictionary: "en_US").path))
    }

    @Test func learnUnlearnAndHasLearned() throws {
        let personal = PersonalDictionary(folder: try temporaryFolder())
        let checker = try privateChecker(personal)
        #expect(!checker.isCorrect("wordcheckery"))
        try checker.learnWord("wordcheckery")
        #expect(checker.isCorrect("wordcheckery"))
        #expect(checker.hasLearnedWord("wordcheckery"))
        #expect(try personal.words(forDictionary: "en_US") == ["wordcheckery"])
        try checker.learnWord("wordcheckery")
        #expect(try personal.words(forDictionary: "en_US") == ["wordcheckery"])
        try checker.unlearnWord("wordcheckery")
        #expect(!checker.isCorrect("wordcheckery"))
        #expect(!checker.hasLearnedWord("wordcheckery"))
    }

    @Test func unlearningADictionaryWordKeepsItCorrect() throws {
        let checker = try privateChecker(PersonalDictionary(folder: try temporaryFolder()))
        try checker.learnWord("agencies")
        try checker.unlearnWord("agencies")
        #expect(checker.isCorrect("agencies"))
    }

    @Test func learnedWordsSurviveARestart() throws {
        let folder = try temporaryFolder()
        try privateChecker(PersonalDictionary(folder: folder), language: .italian).learnWord("parolissima")
        // A new dictionary load, as a new process would do, picks the list up.
        let later = try privateChecker(PersonalDictionary(folder: folder), language: .italian)
        #expect(later.isCorrect("parolissima"))
        #expect(later.hasLearnedWord("parolissima"))
    }

    @Test func everyCheckerOnTheDictionarySeesLearnedWords() throws {
        let personal = PersonalDictionary(folder: try temporaryFolder())
        let descriptor = try bundledOnly.locate(.spanish)
        let first = try HunspellChecker(dictionary: descriptor, shared: false, personalDictionary: personal)
        let copy = first
        try first.learnWord("palabrísima")
        #expect(copy.isCorrect("palabrísima"))
    }

    @Test func aFailedWriteLeavesTheOldListWhole() throws {
        let personal = PersonalDictionary(folder: try temporaryFolder())
        let checker = try privateChecker(personal)
        try checker.learnWord("firstlearned")
        let before = try Data(contentsOf: personal.file(forDictionary: "en_US"))
        let saved = PersonalDictionary.writer.withLock { $0 }
        PersonalDictionary.writer.withLock { $0 = { _, _ in throw CocoaError(.fileWriteNoPermission) } }
        defer { PersonalDictionary.writer.withLock { $0 = saved } }
        #expect {
            try checker.learnWord("secondlearned")
        } throws: { error in
            guard case .personalDictionaryUnusable(let path, _) = error as? SpellCheckingError else { return false }
            return path == personal.file(forDictionary: "en_US").path
        }
        #expect(try Data(contentsOf: personal.file(forDictionary: "en_US")) == before)
        #expect(!checker.isCorrect("secondlearned"))
        #expect(checker.isCorrect("firstlearned"))
    }

    @Test func wordsTheListCannotHold() throws {
        let personal = PersonalDictionary(folder: try temporaryFolder())
        let checker = try privateChecker(personal)
        for word in ["", "two\nlines", "nul\u{0}"] {
            #expect(throws: SpellCheckingError.self) { try checker.learnWord(word) }
        }
        // libhunspell accepts no word of 300 bytes or more: such a word is refused, never
        // saved to stay misspelled.
        let longest = "zq" + String(repeating: "x", count: 297)
        try checker.learnWord(longest)
        #expect(checker.isCorrect(longest))
        for word in ["zq" + String(repeating: "x", count: 298), "zq" + String(repeating: "é", count: 150)] {
            #expect(throws: SpellCheckingError.self) { try checker.learnWord(word) }
            #expect(throws: SpellCheckingError.self) { try checker.add(word) }
            #expect(!checker.hasLearnedWord(word))
        }
        #expect(try personal.words(forDictionary: "en_US") == [longest])
        // One saved by an older WordCheck can still be unlearned.
        let old = "zq" + String(repeating: "y", count: 340)
        try Data((old + "\n").utf8).write(to: personal.file(forDictionary: "it_IT"))
        let italian = try privateChecker(personal, language: .italian)
        try italian.unlearnWord(old)
        #expect(try personal.words(forDictionary: "it_IT").isEmpty)
    }

    /// The list never grows past what every reader takes, and one that did (written by
    /// hand, or by an older WordCheck) can be repaired: no lockout.
    @Test func theListStaysReadable() throws {
        let personal = PersonalDictionary(folder: try temporaryFolder())
        let file = personal.file(forDictionary: "en_US")
        let line = String(repeating: "q", count: 1023) + "\n"
        let full = String(repeating: line, count: PersonalDictionary.maximumFileSize / 1024 - 1)
            + String(repeating: "q", count: 1015) + "\n"  // 8 bytes short of the limit
        try Data(full.utf8).write(to: file)
        let checker = try privateChecker(personal)
        try checker.learnWord("onemore")  // 7 bytes and a newline: exactly full
        #expect(try Data(contentsOf: file).count == PersonalDictionary.maximumFileSize)
        #expect(checker.isCorrect("onemore"))
        #expect {
            try checker.learnWord("twomore")
        } throws: { error in
            guard case .personalDictionaryUnusable(let path, let reason) = error as? SpellCheckingError else { return false }
            return path == file.path && reason.hasPrefix("is full")
        }
        #expect(!checker.isCorrect("twomore") && !checker.hasLearnedWord("twomore"))
        #expect(try Data(contentsOf: file).count == PersonalDictionary.maximumFileSize)

        // Past the limit: checkers refuse the list, unlearn takes it back under, forgetAll removes it.
        try Data((full + line + "extra\n").utf8).write(to: file)
        #expect(throws: SpellCheckingError.self) { try privateChecker(personal) }
        #expect(try personal.unlearn("extra", forDictionary: "en_US"))
        #expect(try !personal.unlearn("extra", forDictionary: "en_US"))
        #expect(try personal.unlearn(String(repeating: "q", count: 1023), forDictionary: "en_US"))
        #expect(try privateChecker(personal).isCorrect(String(repeating: "q", count: 1023)) == false)
        #expect(try personal.forgetAll(forDictionary: "en_US"))
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(try !personal.forgetAll(forDictionary: "en_US"))
        #expect(try personal.words(forDictionary: "en_US").isEmpty)
    }

    /// An oversized list of millions of short words (the audit's 18 MiB list took 89 s and
    /// 708 MB for unlearn to say a word was not there): unlearn reads it with no copy per
    /// line, leaves it untouched when the word is absent, and otherwise writes back every
    /// other line (CR LF and empty lines folded, as always); learn refuses it.
    @Test func unlearnOnAnOversizedListOfShortWords() throws {
        let personal = PersonalDictionary(folder: try temporaryFolder())
        let file = personal.file(forDictionary: "en_US")
        var random = FuzzCorpusTests.Seeded(state: 12)
        // The list as written, and as it is written back once lastword is taken off.
        var list = Data(capacity: 18 << 20), expected = Data(capacity: 18 << 20)
        var count = 0
        while list.count < 18 << 20 {
            for _ in 0..<(1 + random.next() % 3) {
                let letter = UInt8(ascii: "a") + UInt8(random.next() % 26)
                list.append(letter)
                expected.append(letter)
            }
            list.append(contentsOf: random.next() % 97 == 0 ? [0x0D, 0x0A] : [0x0A])
            expected.append(0x0A)
            count += 1
        }
        list.append(contentsOf: Array("\nlastword\n".utf8))
        try list.write(to: file)
        #expect(count > 5_000_000)
        #expect(try !personal.unlearn("absentword", forDictionary: "en_US"))
        #expect(try Data(contentsOf: file) == list)
        #expect(throws: SpellCheckingError.self) { try personal.learn("another", forDictionary: "en_US") }
        #expect(try personal.unlearn("lastword", forDictionary: "en_US"))
        #expect(try Data(contentsOf: file) == expected)
    }

    /// A line that is not UTF-8 is kept byte for byte when another word is learned.
    @Test func linesThatAreNotUTF8AreKept() throws {
        let personal = PersonalDictionary(folder: try temporaryFolder())
        let file = personal.file(forDictionary: "en_US")
        let latin1: [UInt8] = Array("caf".utf8) + [0xE9, 0x0A] + Array("wordcheckery\r\n".utf8)
        try Data(latin1).write(to: file)
        let checker = try privateChecker(personal)
        #expect(checker.isCorrect("wordcheckery"))
        try checker.learnWord("qzxlatin")
        #expect(try [UInt8](Data(contentsOf: file)) == Array("caf".utf8) + [0xE9, 0x0A] + Array("wordcheckery\nqzxlatin\n".utf8))
        try checker.unlearnWord("wordcheckery")
        #expect(try [UInt8](Data(contentsOf: file)) == Array("caf".utf8) + [0xE9, 0x0A] + Array("qzxlatin\n".utf8))
    }

    /// The folder follows the XDG rules, from `$HOME` (not the password database's home
    /// folder, which a test or a sandbox that sets HOME does not own); a relative or empty
    /// value counts as unset, as the XDG specification says.
    @Test func defaultFolderFollowsXDG() {
        #expect(PersonalDictionary.defaultFolder.path.hasSuffix("/wordcheck/learned"))
        func folder(_ environment: [String: String]) -> String { PersonalDictionary.defaultFolder(environment: environment).path }
        #expect(folder(["XDG_DATA_HOME": "/x/data", "HOME": "/home/else"]) == "/x/data/wordcheck/learned")
        #expect(folder(["HOME": "/home/else"]) == "/home/else/.local/share/wordcheck/learned")
        #expect(folder(["XDG_DATA_HOME": "relative", "HOME": "/home/else"]) == "/home/else/.local/share/wordcheck/learned")
        #expect(folder(["XDG_DATA_HOME": "", "HOME": "/home/else"]) == "/home/else/.local/share/wordcheck/learned")
        #expect(folder([:]) == FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share/wordcheck/learned").path)
    }

    /// Learning is a locked read-modify-write: sixteen threads learning at once lose no
    /// word, in memory or in the file (they once lost up to 60% of the file).
    @Test func sixteenThreadsLoseNoWord() async throws {
        let personal = PersonalDictionary(folder: try temporaryFolder())
        let checker = try privateChecker(personal)
        let words = (0..<16).map { thread in (0..<25).map { "qzthread\(thread)word\($0)" } }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for batch in words {
                group.addTask { for word in batch { try checker.learnWord(word) } }
            }
            try await group.waitForAll()
        }
        let all = words.flatMap { $0 }
        #expect(Set(try personal.words(forDictionary: "en_US")) == Set(all))
        #expect(try personal.words(forDictionary: "en_US").count == all.count)
        #expect(all.allSatisfy(checker.isCorrect))
    }

    /// Temporaries an interrupted write left behind are removed by the next write, and
    /// a write leaves none of its own.
    /// A list linked into place (kept in a dotfiles repository) stays a link: learning and
    /// unlearning write where it leads, in that folder, through a chain of links, a
    /// relative one, and one whose list does not exist yet.
    @Test func aLinkedListStaysALink() throws {
        let base = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let dotfiles = base.appendingPathComponent("dotfiles"), learned = base.appendingPathComponent("learned")
        try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: learned, withIntermediateDirectories: true)
        let personal = PersonalDictionary(folder: learned)
        let manager = FileManager.default
        // en_US.txt -> ../dotfiles/middle.txt -> words.txt (relative links); es_ES.txt -> a list not made yet.
        try Data("first\n".utf8).write(to: dotfiles.appendingPathComponent("words.txt"))
        try manager.createSymbolicLink(atPath: dotfiles.appendingPathComponent("middle.txt").path, withDestinationPath: "words.txt")
        try manager.createSymbolicLink(atPath: personal.file(forDictionary: "en_US").path, withDestinationPath: "../dotfiles/middle.txt")
        try manager.createSymbolicLink(atPath: personal.file(forDictionary: "es_ES").path,
                                       withDestinationPath: dotfiles.appendingPathComponent("spanish.txt").path)
        #expect(try personal.learn("wordcheckery", forDictionary: "en_US"))
        #expect(try personal.learn("palabrería", forDictionary: "es_ES"))
        #expect(try personal.unlearn("first", forDictionary: "en_US"))
        for (name, target) in [("en_US", "../dotfiles/middle.txt"), ("es_ES", dotfiles.appendingPathComponent("spanish.txt").path)] {
            #expect(try manager.destinationOfSymbolicLink(atPath: personal.file(forDictionary: name).path) == target)
        }
        #expect(try manager.destinationOfSymbolicLink(atPath: dotfiles.appendingPathComponent("middle.txt").path) == "words.txt")
        #expect(try String(contentsOf: dotfiles.appendingPathComponent("words.txt"), encoding: .utf8) == "wordcheckery\n")
        #expect(try String(contentsOf: dotfiles.appendingPathComponent("spanish.txt"), encoding: .utf8) == "palabrería\n")
        #expect(try personal.words(forDictionary: "en_US") == ["wordcheckery"])
        // Nothing but the links and the lock files in the list's own folder.
        #expect(try manager.contentsOfDirectory(atPath: learned.path).filter { !$0.hasSuffix(".lock") }.sorted() == ["en_US.txt", "es_ES.txt"])
    }

    @Test func staleTemporariesAreRemoved() throws {
        let folder = try temporaryFolder()
        let personal = PersonalDictionary(folder: folder)
        for stale in [".en_US.txt.999-1.tmp", ".dat.nosyncA1B2", ".es_ES.txt.5-5.tmp"] {
            #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent(stale).path, contents: Data("x".utf8)))
        }
        try privateChecker(personal).learnWord("qzstale")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        // The Spanish list's temporary is another list's business; the lock file stays.
        #expect(left == [".en_US.txt.lock", ".es_ES.txt.5-5.tmp", "en_US.txt"])
        #expect(try personal.words(forDictionary: "en_US") == ["qzstale"])
    }

    /// A list that is not a regular file, or is too large, is an error, never a hang.
    @Test func specialFilesAreRefused() throws {
        let folder = try temporaryFolder()
        let personal = PersonalDictionary(folder: folder)
        #expect(mkfifo(personal.file(forDictionary: "en_US").path, 0o600) == 0)
        #expect(throws: SpellCheckingError.personalDictionaryUnusable(
            path: personal.file(forDictionary: "en_US").path, reason: "is a FIFO, not a regular file")) {
            try personal.words(forDictionary: "en_US")
        }
        let huge = personal.file(forDictionary: "it_IT").path
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        #expect(truncate(huge, off_t(PersonalDictionary.maximumFileSize + 1)) == 0)
        #expect(throws: SpellCheckingError.self) { try personal.words(forDictionary: "it_IT") }
    }
}

extension PersonalDictionaryTests {
    /// One story for a learned word on both checkers: `learnWord` and `unlearnWord` refuse
    /// the same words with the same error on `HunspellChecker` (kept on disk) and on
    /// `WordListChecker` (kept in memory), and take the same words.
    @Test func bothCheckersLearnAndUnlearnAlike() throws {
        let hunspell = try HunspellChecker(dictionary: bundledOnly.locate(.english), shared: false,
                                           personalDictionary: PersonalDictionary(folder: try temporaryFolder()))
        let pure = try WordListChecker(language: .english)
        func refusal(_ body: () throws(SpellCheckingError) -> Void) -> SpellCheckingError? {
            do { try body() } catch { return error }
            return nil
        }
        for bad in ["", "a\u{0}b", "two\nlines"] {
            let learning = refusal { () throws(SpellCheckingError) in try hunspell.learnWord(bad) }
            #expect(learning != nil && learning == refusal { () throws(SpellCheckingError) in try pure.learnWord(bad) }, "\(bad.debugDescription)")
            let unlearning = refusal { () throws(SpellCheckingError) in try hunspell.unlearnWord(bad) }
            #expect(unlearning != nil && unlearning == refusal { () throws(SpellCheckingError) in try pure.unlearnWord(bad) }, "\(bad.debugDescription)")
        }
        for checker in [hunspell as any SpellChecker, pure] {
            #expect(!checker.isCorrect("qzxstory"))
        }
        try hunspell.learnWord("qzxstory")
        try pure.learnWord("qzxstory")
        #expect(hunspell.isCorrect("Qzxstory") && pure.isCorrect("Qzxstory"))
        try hunspell.unlearnWord("qzxstory")
        try pure.unlearnWord("qzxstory")
        #expect(!hunspell.isCorrect("qzxstory") && !pure.isCorrect("qzxstory"))
    }
}
