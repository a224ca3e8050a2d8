-- Neovim, headless, set up by docs/LSP.md's Neovim 0.7 snippet alone: runs SNIPPET (a Lua file), opens
-- FILE with filetype detection on (so the snippet's autocommand starts the server), waits
-- for diagnostics in it, prints each as LINE:COLUMN: MESSAGE (Neovim's numbering, as
-- neovim-lsp.lua prints them), stops the servers and quits; status 1 when none came
-- within LSP_TIMEOUT_MS (10000), 2 when the snippet fails. `wordcheck` must be on PATH,
-- as the snippet runs it.
-- Run by scripts/check-editors.sh: nvim --headless --clean -u NONE -c 'luafile neovim-readme.lua'
local snippet, file = os.getenv("SNIPPET"), os.getenv("FILE")
if not snippet or not file then
  io.stderr:write("SNIPPET and FILE are needed\n")
  vim.cmd("cquit 2")
end
vim.cmd("filetype on")
-- A snippet this Neovim cannot run is an error, and the end of the check.
local ran, failure = pcall(function()
  dofile(snippet)
  vim.cmd("edit " .. vim.fn.fnameescape(vim.fn.fnamemodify(file, ":p")))
end)
if not ran then
  io.stderr:write("the snippet failed: " .. tostring(failure) .. "\n")
  vim.cmd("cquit 2")
end
local buffer = vim.api.nvim_get_current_buf()
local timeout = tonumber(os.getenv("LSP_TIMEOUT_MS") or "10000")
local arrived = vim.wait(timeout, function() return #vim.diagnostic.get(buffer) > 0 end, 20)
-- The harnesses' folder: where this file is.
local folder = debug.getinfo(1, "S").source:sub(2):match("(.*/)") or "./"
dofile(folder .. "neovim-diagnostics.lua")(buffer)
for _, client in ipairs(vim.lsp.get_active_clients()) do client.stop() end
vim.wait(3000, function() return #vim.lsp.get_active_clients() == 0 end, 20)
if not arrived then
  io.stderr:write("no diagnostics for " .. file .. " within " .. timeout .. " ms\n")
  vim.cmd("cquit 1")
end
vim.cmd("qall!")
