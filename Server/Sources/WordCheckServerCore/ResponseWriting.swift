import WordCheck

// The JSON each response writes: the members its Encodable conformance encodes, in
// declaration order (JSONWriterTests compares the two).

// WordCheck's reports write themselves (their `write(to:)` is generic over the writer):
// the same members as `wordcheck ... --json`, written here as compact bytes.
extension ValidationReport: JSONWritable {}
extension SolutionReport: JSONWritable {}
extension SuggestionReport: JSONWritable {}
extension CompletionReport: JSONWritable {}
extension PuzzleReport: JSONWritable {}
extension BoardMovesReport: JSONWritable {}

extension CheckResponse: JSONWritable {
    package func write(to json: inout JSONWriter) {
        json.object { json in
            json.key("software")
            json.object { json in
                json.key("name"); json.string(software.name)
                json.key("version"); json.string(software.version)
                json.key("buildDate"); json.string(software.buildDate)
                json.key("apiVersion"); json.integer(software.apiVersion)
                json.key("premium"); json.bool(software.premium)
                json.key("status"); json.string(software.status)
            }
            json.key("warnings")
            json.object { json in
                json.key("incompleteResults"); json.bool(warnings.incompleteResults)
            }
            json.key("language")
            json.object { json in
                json.key("name"); json.string(language.name)
                json.key("code"); json.string(language.code)
                json.key("detectedLanguage")
                json.object { json in
                    let detected = language.detectedLanguage
                    json.key("name"); json.string(detected.name)
                    json.key("code"); json.string(detected.code)
                    json.key("confidence"); json.number(detected.confidence)
                    json.key("source"); json.string(detected.source)
                }
            }
            json.key("matches")
            json.array(matches) { json, match in match.write(to: &json) }
        }
    }
}

extension CheckResponse.Match {
    package func write(to json: inout JSONWriter) {
        json.object { json in
            json.key("message"); json.string(message)
            json.key("shortMessage"); json.string(shortMessage)
            json.key("replacements")
            json.array(replacements) { json, replacement in
                json.object { json in json.key("value"); json.string(replacement.value) }
            }
            json.key("offset"); json.integer(offset)
            json.key("length"); json.integer(length)
            json.key("context")
            json.object { json in
                json.key("text"); json.string(context.text)
                json.key("offset"); json.integer(context.offset)
                json.key("length"); json.integer(context.length)
            }
            json.key("sentence"); json.string(sentence)
            json.key("type")
            json.object { json in json.key("typeName"); json.string(type.typeName) }
            json.key("rule")
            json.object { json in
                json.key("id"); json.string(rule.id)
                json.key("description"); json.string(rule.description)
                json.key("issueType"); json.string(rule.issueType)
                json.key("category")
                json.object { json in
                    json.key("id"); json.string(rule.category.id)
                    json.key("name"); json.string(rule.category.name)
                }
            }
            json.key("ignoreForIncompleteSentence"); json.bool(ignoreForIncompleteSentence)
            json.key("contextForSureMatch"); json.integer(contextForSureMatch)
        }
    }
}

/// `GET /v2/languages`'s array.
package struct LanguageList: JSONWritable, Sendable {
    package let entries: [LanguageEntry]

    package init(entries: [LanguageEntry]) {
        self.entries = entries
    }

    package func encode(to encoder: any Encoder) throws {
        try entries.encode(to: encoder)
    }

    package func write(to json: inout JSONWriter) {
        json.array(entries) { json, entry in
            json.object { json in
                json.key("name"); json.string(entry.name)
                json.key("code"); json.string(entry.code)
                json.key("longCode"); json.string(entry.longCode)
            }
        }
    }
}

extension SpellResponse: JSONWritable {
    package func write(to json: inout JSONWriter) {
        json.object { json in
            json.key("language"); json.string(language)
            json.key("results")
            json.array(results) { json, result in
                json.object { json in
                    json.key("word"); json.string(result.word)
                    json.key("correct"); json.bool(result.correct)
                }
            }
        }
    }
}

extension HealthResponse: JSONWritable {
    package func write(to json: inout JSONWriter) {
        json.object { json in
            json.key("status"); json.string(status)
            json.key("version"); json.string(version)
            json.key("languages"); json.array(languages) { json, language in json.string(language) }
        }
    }
}

extension APIError.Body: JSONWritable {
    package func write(to json: inout JSONWriter) {
        json.object { json in
            json.key("error")
            json.object { json in
                json.key("code"); json.string(error.code)
                json.key("message"); json.string(error.message)
            }
        }
    }
}

extension SuggestAnswer: JSONWritable {
    package func write(to json: inout JSONWriter) {
        json.object { json in
            json.key("language"); json.string(report.language)
            json.key("results")
            json.array(report.results) { json, entry in entry.write(to: &json) }
            json.key("incompleteResults"); json.bool(incompleteResults)
        }
    }
}
