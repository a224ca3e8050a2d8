#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The editing of one line of input, byte by byte, as `play` does it on a terminal:
/// insertion at the cursor, left and right, home and end, backspace and delete, the
/// usual Control keys, and up and down through the lines entered before. Escape
/// sequences are read whole and never become text; bytes that are not UTF-8 are dropped.
///
/// It only keeps state and says what happened; ``TerminalLineReader`` draws it.
struct LineEditor {
    /// What a byte did.
    enum Event: Equatable {
        /// Nothing visible yet (part of a character or of an escape sequence), or a key with no effect.
        case none
        /// The line or the cursor changed: draw it again.
        case edited
        /// Enter: the line, now kept in the history.
        case submitted(String)
        /// Control-D on an empty line, or Control-C: no more input.
        case endOfInput
    }

    /// The line being edited.
    private(set) var characters: [Character] = []
    /// The cursor, as a number of characters from the start of the line.
    private(set) var cursor = 0
    /// The lines entered before, oldest first, without repeats of the one before.
    private(set) var history: [String] = []
    /// The most lines the history keeps.
    static let historyLimit = 500
    /// Which history line is shown: `history.count` for the line being typed.
    private var shown = 0
    /// The line being typed while the history is browsed.
    private var draft: [Character] = []
    /// The bytes of a character or an escape sequence not yet complete.
    private var pending: [UInt8] = []

    var text: String { String(characters) }

    mutating func feed(_ byte: UInt8) -> Event {
        if let first = pending.first, first == 0x1B { return escape(byte) }
        if !pending.isEmpty || byte >= 0x80 { return utf8(byte) }
        switch byte {
        case 0x1B: pending = [byte]; return .none
        case 0x0D, 0x0A: return submit()
        case 0x03: return .endOfInput                                       // Control-C
        case 0x04: return characters.isEmpty ? .endOfInput : deleteForward() // Control-D
        case 0x7F, 0x08: return deleteBackward()
        case 0x01: return move(to: 0)                                       // Control-A
        case 0x05: return move(to: characters.count)                        // Control-E
        case 0x02: return move(to: cursor - 1)                              // Control-B
        case 0x06: return move(to: cursor + 1)                              // Control-F
        case 0x0B: return remove(cursor..<characters.count)                 // Control-K
        case 0x15: return remove(0..<cursor)                                // Control-U
        case 0x17: return remove(previousWordStart()..<cursor)              // Control-W
        case 0x10: return browse(by: -1)                                    // Control-P
        case 0x0E: return browse(by: 1)                                     // Control-N
        case 0x0C: return .edited                                           // Control-L
        case 0x20...0x7E: return insert(Character(Unicode.Scalar(byte)))
        default: return .none                                               // Tab and the other controls
        }
    }

    /// An escape sequence, read to its end: CSI (`ESC [`, parameters, a final byte) or
    /// SS3 (`ESC O` and one byte); ESC and any other byte (Alt with a key) is dropped.
    private mutating func escape(_ byte: UInt8) -> Event {
        pending.append(byte)
        if pending.count == 2 {
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "O") { return .none }
            pending = []
            return .none
        }
        let introducer = pending[1]
        if introducer == UInt8(ascii: "[") && (byte < 0x40 || byte > 0x7E) {
            // Parameters and intermediates; a sequence that never ends is dropped at 32 bytes.
            if pending.count > 32 { pending = [] }
            return .none
        }
        let parameters = String(decoding: pending[2..<(pending.count - 1)], as: UTF8.self)
        pending = []
        switch (byte, parameters) {
        case (UInt8(ascii: "A"), _): return browse(by: -1)
        case (UInt8(ascii: "B"), _): return browse(by: 1)
        case (UInt8(ascii: "C"), _): return move(to: cursor + 1)
        case (UInt8(ascii: "D"), _): return move(to: cursor - 1)
        case (UInt8(ascii: "H"), _), (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): return move(to: 0)
        case (UInt8(ascii: "F"), _), (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): return move(to: characters.count)
        case (UInt8(ascii: "~"), "3"): return deleteForward()
        default: return .none
        }
    }

    /// A byte of a multi-byte UTF-8 character; the character is inserted when complete.
    private mutating func utf8(_ byte: UInt8) -> Event {
        if pending.isEmpty {
            // A lead byte (or a stray continuation byte or invalid byte, dropped).
            guard byte >= 0xC2 && byte <= 0xF4 else { return .none }
            pending = [byte]
            return .none
        }
        guard byte & 0xC0 == 0x80 else {
            // The character was cut short: drop it, and read this byte afresh.
            pending = []
            return feed(byte)
        }
        pending.append(byte)
        let length = pending[0] >= 0xF0 ? 4 : pending[0] >= 0xE0 ? 3 : 2
        guard pending.count == length else { return .none }
        var decoder = UTF8()
        var iterator = pending.makeIterator()
        pending = []
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return .none }
        return insert(scalar)
    }

    /// Inserts a scalar at the cursor; a combining mark joins the character before it.
    /// Control characters (C1 controls such as U+0085) are dropped.
    private mutating func insert(_ scalar: Unicode.Scalar) -> Event {
        guard scalar.properties.generalCategory != .control else { return .none }
        if cursor > 0 {
            var joined = String(characters[cursor - 1])
            joined.unicodeScalars.append(scalar)
            if joined.count == 1 {
                characters[cursor - 1] = Character(joined)
                return .edited
            }
        }
        return insert(Character(scalar))
    }

    private mutating func insert(_ character: Character) -> Event {
        characters.insert(character, at: cursor)
        cursor += 1
        return .edited
    }

    private mutating func deleteBackward() -> Event {
        guard cursor > 0 else { return .none }
        return remove((cursor - 1)..<cursor)
    }

    private mutating func deleteForward() -> Event {
        guard cursor < characters.count else { return .none }
        return remove(cursor..<(cursor + 1))
    }

    private mutating func remove(_ range: Range<Int>) -> Event {
        guard !range.isEmpty else { return .none }
        characters.removeSubrange(range)
        cursor = range.lowerBound
        return .edited
    }

    private mutating func move(to position: Int) -> Event {
        let position = min(max(position, 0), characters.count)
        guard position != cursor else { return .none }
        cursor = position
        return .edited
    }

    /// Where the word before the cursor starts (after the spaces before the cursor).
    private func previousWordStart() -> Int {
        var start = cursor
        while start > 0, characters[start - 1] == " " { start -= 1 }
        while start > 0, characters[start - 1] != " " { start -= 1 }
        return start
    }

    /// Shows the line `step` places later in the history (earlier for a negative step).
    private mutating func browse(by step: Int) -> Event {
        let target = shown + step
        guard target >= 0, target <= history.count, target != shown else { return .none }
        if shown == history.count { draft = characters }
        shown = target
        characters = target == history.count ? draft : Array(history[target])
        cursor = characters.count
        return .edited
    }

    private mutating func submit() -> Event {
        let line = text
        if !line.isEmpty, history.last != line {
            history.append(line)
            if history.count > Self.historyLimit { history.removeFirst(history.count - Self.historyLimit) }
        }
        characters = []
        draft = []
        cursor = 0
        shown = history.count
        return .submitted(line)
    }

    /// The columns `characters` take on a terminal: two for wide East Asian characters
    /// and most emoji, one for the rest.
    static func columns<Characters: Sequence<Character>>(_ characters: Characters) -> Int {
        characters.reduce(0) { total, character in
            let value = character.unicodeScalars.first?.value ?? 0
            let wide = (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
                || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
                || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
                || (0xFFE0...0xFFE6).contains(value) || (0x1F300...0x1F64F).contains(value)
                || (0x1F900...0x1F9FF).contains(value) || (0x20000...0x3FFFD).contains(value)
            return total + (wide ? 2 : 1)
        }
    }
}

/// Lines read from a terminal with ``LineEditor``: the terminal is put in raw mode
/// (no echo, no line buffering, no signals from Control-C) for as long as the reader
/// lives, and set back as it was when the reader is done with, or when SIGTERM, SIGHUP
/// or SIGQUIT ends the process.
final class TerminalLineReader {
    private var editor = LineEditor()
    private var original = termios()

    /// A reader when standard input and output are both terminals; nil otherwise.
    init?() {
        guard isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0, tcgetattr(STDIN_FILENO, &original) == 0 else { return nil }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(ICRNL | IXON)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        terminalToRestore = original
        // The handlers run even where the parent left these signals blocked.
        var handled = sigset_t()
        sigemptyset(&handled)
        for number in [SIGTERM, SIGHUP, SIGQUIT] {
            signal(number, restoreTerminalAndDie)
            sigaddset(&handled, number)
        }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return nil }
    }

    deinit { finish() }

    /// Sets the terminal back as it was.
    func finish() {
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
    }

    /// The next line, edited after `prompt`; nil at the end of input.
    func readLine(prompt: String) -> String? {
        draw(prompt)
        var byte: UInt8 = 0
        while true {
            let count = read(STDIN_FILENO, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { return nil }
            switch editor.feed(byte) {
            case .none: continue
            case .edited: draw(prompt)
            case .submitted(let line):
                emit("\r\n")
                return line
            case .endOfInput:
                emit("\r\n")
                return nil
            }
        }
    }

    /// The prompt and the line from the start of the terminal line, the rest of it
    /// cleared, and the cursor put back where the editor has it.
    private func draw(_ prompt: String) {
        let after = LineEditor.columns(editor.characters[editor.cursor...])
        emit("\r" + prompt + editor.text + "\u{1B}[K" + (after > 0 ? "\u{1B}[\(after)D" : ""))
    }

    private func emit(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}

/// The terminal's settings before raw mode, for the signal handler.
nonisolated(unsafe) private var terminalToRestore = termios()

/// Sets the terminal back and ends the process as the signal would have.
private func restoreTerminalAndDie(_ number: Int32) {
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &terminalToRestore)
    signal(number, SIG_DFL)
    raise(number)
}
