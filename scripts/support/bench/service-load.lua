-- wrk's request generator for scripts/bench-server.sh. The workload is chosen with
-- the WORKLOAD environment variable:
--   check        POST /v2/check, a 1 KB English paragraph with three typos (the
--                same body each time: the service's suggestion cache is warm)
--   check-fresh  the same paragraph with two of its typos replaced by new random
--                letters on every request (suggestions are looked up each time)
--   validate     POST /api/v1/validate, ten plays from a Word Scramble round in turn
local workload = os.getenv("WORKLOAD") or "check"

local paragraph = "Spell checkers earn their keep in the places where people write quickly "
    .. "and read slowly: chat windows, comment boxes, the notes field of a form that nobody "
    .. "will proofread. A server that answers in a millisecond can check every keystroke "
    .. "without the writer ever noticing the round trip, and a game backend can judge each "
    .. "play before the next one arrives. The hard part is not the lookup itself but "
    .. "everything around it: splitting text into words the way a reader would, keeping "
    .. "apostrophes inside contractions, skipping adresses and numbers, and pointing at the "
    .. "right place in a string that may hold emoji or accented letters. Suggestions are "
    .. "costlier than lookups, so a careful service remembers the ones it has already "
    .. "computed and refuses to spend unbounded time on a single request. When the "
    .. "dictionary says a word is unknown, the client wants a short list of likely "
    .. "corrections, best first, and the exact offsets so that it can underline the "
    .. "mistake. Everything else, from logging to graceful shutdown, is what makes such a "
    .. "service something you can run for montsh without thinking about it. Teh end."

local function encode(text)
    return (text:gsub("[^%w%-%._~]", function(c) return string.format("%%%02X", string.byte(c)) end))
end

local plays = {
    '{"root":"agencies","word":"cease"}', '{"root":"agencies","word":"genies","used":["cease"]}',
    '{"root":"agencies","word":"ceasx"}', '{"root":"agencies","word":"agencies"}',
    '{"root":"agencies","word":"ages","used":["ages"]}', '{"root":"agencies","word":"scene"}',
    '{"root":"camiones","word":"camión","language":"es"}', '{"root":"formaggio","word":"maggio","language":"it"}',
    '{"root":"agencies","word":"gacen"}', '{"root":"agencies","word":"signs"}',
}

local counter = 0
math.randomseed(tonumber(os.getenv("SEED") or "1"))

local function randomWord(length)
    local letters = {}
    for i = 1, length do letters[i] = string.char(96 + math.random(26)) end
    return table.concat(letters)
end

request = function()
    counter = counter + 1
    if workload == "validate" then
        return wrk.format("POST", "/api/v1/validate", { ["Content-Type"] = "application/json" },
            plays[(counter % #plays) + 1])
    end
    local text = paragraph
    if workload == "check-fresh" then
        text = text:gsub("adresses", "q" .. randomWord(7)):gsub("montsh", "z" .. randomWord(6))
    end
    return wrk.format("POST", "/v2/check", { ["Content-Type"] = "application/x-www-form-urlencoded" },
        "language=en-US&text=" .. encode(text))
end
