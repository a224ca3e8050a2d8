-- Shared by neovim-lsp.lua and neovim-readme.lua: prints the diagnostics Neovim holds for a
-- buffer, one a line as LINE:COLUMN: MESSAGE (Neovim's numbering: lines from 0, columns in
-- bytes from 0), by position.
return function(buffer)
  local lines = {}
  for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
    table.insert(lines, { diagnostic.lnum, diagnostic.col, ("%d:%d: %s"):format(diagnostic.lnum, diagnostic.col, diagnostic.message) })
  end
  table.sort(lines, function(a, b) return a[1] < b[1] or (a[1] == b[1] and a[2] < b[2]) end)
  for _, line in ipairs(lines) do io.stdout:write(line[3], "\n") end
  io.stdout:flush()
end
