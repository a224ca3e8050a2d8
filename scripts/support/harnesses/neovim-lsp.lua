-- Neovim (0.7 or later), headless, attached to a language server: opens FILE, waits for
-- the server's diagnostics for it, prints each as LINE:COLUMN: MESSAGE (Neovim's own
-- numbering: lines from 0, columns in bytes from 0, converted from the server's UTF-16
-- positions by Neovim itself), stops the server and quits; status 1 when no diagnostics
-- came within LSP_TIMEOUT_MS (10000), 2 when the server cannot be started.
-- Environment: SERVER (the command, words split at spaces), FILE, ROOT (the workspace).
-- Run by scripts/check-editors.sh: nvim --headless --clean -u NONE -c 'luafile neovim-lsp.lua'
local function quit(status, message)
  if message then io.stderr:write(message .. "\n") end
  io.stdout:flush()
  vim.cmd("cquit " .. status)
end
local command = vim.split(os.getenv("SERVER") or "", "%s+", { trimempty = true })
local file = os.getenv("FILE")
if #command == 0 or not file then quit(2, "SERVER and FILE are needed") end
if vim.fn.executable(command[1]) ~= 1 then quit(2, "cannot run " .. command[1]) end
local timeout = tonumber(os.getenv("LSP_TIMEOUT_MS") or "10000")
vim.cmd("edit " .. vim.fn.fnameescape(vim.fn.fnamemodify(file, ":p")))
local buffer = vim.api.nvim_get_current_buf()
local published = false
local show = vim.lsp.handlers["textDocument/publishDiagnostics"]
local client_id = vim.lsp.start_client({
  name = "wordcheck",
  cmd = command,
  root_dir = os.getenv("ROOT") or vim.loop.cwd(),
  handlers = {
    ["textDocument/publishDiagnostics"] = function(err, result, context, config)
      show(err, result, context, config)
      if result and vim.uri_to_bufnr(result.uri) == buffer then published = true end
    end,
  },
})
if not client_id then quit(2, "the server did not start") end
vim.lsp.buf_attach_client(buffer, client_id)
local arrived = vim.wait(timeout, function() return published end, 20)
-- The harnesses' folder: where this file is.
local folder = debug.getinfo(1, "S").source:sub(2):match("(.*/)") or "./"
dofile(folder .. "neovim-diagnostics.lua")(buffer)
local client = vim.lsp.get_client_by_id(client_id)
vim.lsp.stop_client(client_id)
if client and not vim.wait(3000, function() return client.is_stopped() end, 20) then vim.lsp.stop_client(client_id, true) end
if not arrived then quit(1, "no diagnostics for " .. file .. " within " .. timeout .. " ms") end
vim.cmd("qall!")
