import ArgumentParser

/// Long lists of values on the command line, taken out before swift-argument-parser
/// sees them.
///
/// swift-argument-parser copies an array argument each time it appends a value to
/// it, so n values cost time in proportion to n²: 40,000 words given to `spell`
/// took a minute, 20,000 `--used` words given to `validate` 18 seconds. Past a few
/// hundred values, the values are taken out of the arguments, the rest is parsed
/// as usual, and the values are handed to the parsed command. Shorter lists are
/// left to the parser, so its messages and checks stay as they are.
struct LongArgumentLists {
    /// Lists shorter than this are left to the parser.
    static let threshold = 256

    /// The values taken out: `spell`'s words, `validate`'s `--used` words.
    var values: [String] = []

    /// Takes a long list out of `arguments` (without the program name), returning
    /// what the parser should see.
    mutating func extract(from arguments: [String]) -> [String] {
        switch arguments.first {
        case "spell": return extractTrailingValues(arguments, optionsWithValues: ["--lang", "--dictionary"])
        case "validate": return extractOptionValues(arguments, option: "--used")
        default: return arguments
        }
    }

    /// Gives the parsed command the values taken out.
    func restore(into command: ParsableCommand) -> ParsableCommand {
        guard !values.isEmpty else { return command }
        if var spell = command as? Spell {
            spell.words += values
            return spell
        }
        if var validate = command as? Validate {
            validate.used += values
            return validate
        }
        return command
    }

    /// `spell [options] word...`: the words after the last option (and its value), or after `--`.
    private mutating func extractTrailingValues(_ arguments: [String], optionsWithValues: Set<String>) -> [String] {
        var start: Int
        if let terminator = arguments.firstIndex(of: "--") {
            start = terminator + 1
        } else {
            start = 1
            for (index, argument) in arguments.enumerated().dropFirst() where argument.hasPrefix("-") && argument != "-" {
                start = index + (optionsWithValues.contains(argument) ? 2 : 1)
            }
        }
        guard arguments.count - start >= Self.threshold else { return arguments }
        values = Array(arguments[start...])
        return Array(arguments[..<start])
    }

    /// `--option v1 v2 ... --option=v3 ...`, the way `.upToNextOption` reads them: each
    /// occurrence takes the values up to the next argument that starts with `-`.
    private mutating func extractOptionValues(_ arguments: [String], option: String) -> [String] {
        var kept: [String] = []
        var taken: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                kept += arguments[(index - 1)...]
                break
            }
            if argument.hasPrefix(option + "=") {
                taken.append(String(argument.dropFirst(option.count + 1)))
            } else if argument == option {
                while index < arguments.count, !arguments[index].hasPrefix("-") {
                    taken.append(arguments[index])
                    index += 1
                }
            } else {
                kept.append(argument)
            }
        }
        guard taken.count >= Self.threshold else { return arguments }
        values = taken
        return kept
    }
}

