-- wrk's request generator for scripts/bench-server.sh. The workload is chosen with
-- the WORKLOAD environment variable:
--   check        POST /v2/check, a 1 KB English paragraph with three typos (the
--                same body each time: the service's suggestion cache is warm)
--   check-fresh  the same paragraph with two of its typos replaced by new random
--                letters on every request (suggestions are looked up each time)
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
