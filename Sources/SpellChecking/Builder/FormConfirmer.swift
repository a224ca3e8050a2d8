import Foundation
import SpellCheckingCore
import Synchronization

/// Asks libhunspell about many candidate forms at once, on one handle per core: the word-list
/// builder spends nearly all its time in `Hunspell_spell`.
///
/// A form is handed over as it was built, encoded in the dictionary's character set and not
/// normalised, so libhunspell judges exactly that spelling.
final class FormConfirmer: Sendable {
    private let contents: (affix: Data, words: Data)
    private let encoder: SingleByteTables?
    /// How many handles work at once.
    let workers: Int

    /// Nil when libhunspell cannot load the files.
    init?(contents: (affix: Data, words: Data), encoding: DictionaryEncoding,
          workers: Int = ProcessInfo.processInfo.activeProcessorCount) {
        guard HunspellHandle(affix: contents.affix, words: contents.words) != nil else { return nil }
        self.contents = contents
        if case .singleByte(let charset) = encoding { encoder = SingleByteTables(charset) } else { encoder = nil }
        self.workers = max(1, workers)
    }

    /// What one batch's workers share.
    private final class Shared: Sendable {
        let stop = Atomic(false)
        let answers = Mutex<[Int: [Bool]]>([:])
    }

    /// Whether libhunspell accepts each of `forms`, in order; nil when `keepGoing` (called on
    /// this thread with the number of forms done, now and then) returned false or a handle
    /// could not be made.
    func accepted(_ forms: [String], keepGoing: (Int) -> Bool) -> [Bool]? {
        guard !forms.isEmpty else { return [] }
        let shared = Shared()
        let workers = min(self.workers, max(1, forms.count / 1024))
        let group = DispatchGroup()
        for worker in 1..<max(workers, 1) {
            DispatchQueue.global().async(group: group) { [self] in
                let answers = confirm(forms, worker: worker, of: workers, shared: shared) { _ in true }
                shared.answers.withLock { $0[worker] = answers }
            }
        }
        let mine = confirm(forms, worker: 0, of: workers, shared: shared, keepGoing: keepGoing)
        group.wait()
        guard !shared.stop.load(ordering: .acquiring) else { return nil }
        var parts = shared.answers.withLock { $0 }
        parts[0] = mine
        var answers = [Bool](repeating: false, count: forms.count)
        for (worker, part) in parts {
            for (offset, answer) in part.enumerated() { answers[worker + offset * workers] = answer }
        }
        return answers
    }

    /// One worker's share: every `workers`-th form from `worker` on.
    private func confirm(_ forms: [String], worker: Int, of workers: Int, shared: Shared,
                         keepGoing: (Int) -> Bool) -> [Bool] {
        guard let handle = HunspellHandle(affix: contents.affix, words: contents.words) else {
            shared.stop.store(true, ordering: .releasing)
            return []
        }
        var answers: [Bool] = []
        answers.reserveCapacity(forms.count / workers + 1)
        var index = worker
        while index < forms.count {
            if answers.count & 1023 == 0 {
                if !keepGoing(index) { shared.stop.store(true, ordering: .releasing) }
                if shared.stop.load(ordering: .relaxed) { break }
            }
            answers.append(accepts(forms[index], handle))
            index += workers
        }
        return answers
    }

    /// Whether libhunspell accepts `word`; false for what the set cannot encode, a line
    /// break, a NUL, or more bytes than a list holds.
    private func accepts(_ word: String, _ handle: borrowing HunspellHandle) -> Bool {
        guard !word.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0 }) else { return false }
        guard let encoder else {
            guard word.utf8.count <= WordList.maximumWordLength else { return false }
            return word.withCString { handle.spell($0) }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(word.utf8.count + 1)
        for scalar in word.unicodeScalars {
            guard let byte = encoder.byte(for: scalar) else { return false }
            bytes.append(byte)
        }
        guard bytes.count <= WordList.maximumWordLength else { return false }
        bytes.append(0)
        return bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { handle.spell($0.baseAddress!) }
        }
    }
}
