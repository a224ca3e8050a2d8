-- wrk's request generator for scripts/bench-server.sh. The workload is chosen with
-- the WORKLOAD environment variable:
--   check        POST /v2/check, a 1 KB English paragraph with three typos (the
--                same body each time: the service's suggestion cache is warm)
--   check-fresh  the same paragraph with two of its typos replaced by new random
--                letters on every request (suggestions are looked up each time)
--   check-typos  the same paragraph with three of its words replaced by realistic typos
--                of random dictionary words on every request (a letter dropped, two
--                swapped, or one replaced by a keyboard neighbour)
--   validate     POST /api/v1/validate, ten plays from a Word Scramble round in turn
local workload = os.getenv("WORKLOAD") or "check"

-- The paragraph and the plays are files beside this one, shared with wordcheck-server-bench.
local folder = os.getenv("BENCH_DATA") or "scripts/support/bench"

local function lines(path)
    local found = {}
    for line in io.lines(path) do if line ~= "" then found[#found + 1] = line end end
    return found
end

local paragraph = lines(folder .. "/service-paragraph.txt")[1]

local function encode(text)
    return (text:gsub("[^%w%-%._~]", function(c) return string.format("%%%02X", string.byte(c)) end))
end

local plays = lines(folder .. "/service-plays.jsonl")

-- Lower-case words of five letters or more from the bundled en_US dictionary, for check-typos.
local words = {}
if workload == "check-typos" then
    for line in io.lines(os.getenv("WORDS_FILE") or "dictionaries/en_US/en_US.dic") do
        local word = line:match("^(%l+)")
        if word and #word >= 5 then words[#words + 1] = word end
    end
end

-- The letters beside each on a QWERTY keyboard.
local neighbours = {
    a = "qwsz", b = "vghn", c = "xdfv", d = "serfcx", e = "wsdr", f = "drtgvc", g = "ftyhbv", h = "gyujnb",
    i = "ujko", j = "huikmn", k = "jiolm", l = "kop", m = "njk", n = "bhjm", o = "iklp", p = "ol",
    q = "wa", r = "edft", s = "awedxz", t = "rfgy", u = "yhji", v = "cfgb", w = "qase", x = "zsdc",
    y = "tghu", z = "asx",
}

local function typo(word)
    local at = math.random(2, #word - 1)
    local kind = math.random(3)
    if kind == 1 then
        return word:sub(1, at - 1) .. word:sub(at + 1)
    elseif kind == 2 then
        return word:sub(1, at - 1) .. word:sub(at + 1, at + 1) .. word:sub(at, at) .. word:sub(at + 2)
    end
    local near = neighbours[word:sub(at, at)] or "e"
    local pick = math.random(#near)
    return word:sub(1, at - 1) .. near:sub(pick, pick) .. word:sub(at + 1)
end

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
    elseif workload == "check-typos" then
        local replaced = 0
        text = text:gsub("%f[%a]%l%l%l%l%l+%f[%A]", function(word)
            replaced = replaced + 1
            if replaced % 20 == 0 and replaced <= 60 then return typo(words[math.random(#words)]) end
        end)
    end
    return wrk.format("POST", "/v2/check", { ["Content-Type"] = "application/x-www-form-urlencoded" },
        "language=en-US&text=" .. encode(text))
end
