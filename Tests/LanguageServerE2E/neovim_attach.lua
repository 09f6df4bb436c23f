-- Neovim, headless, attaches to `archlint lsp` and waits for the diagnostic of a Domain file importing SwiftUI.
-- Run: ARCHLINT=… APP=… nvim --headless -u NONE -c 'luafile neovim_attach.lua'
local archlint, app = os.getenv('ARCHLINT'), os.getenv('APP')
local file = app .. '/Domain/Trip.swift'

local function say(line)
  io.stdout:write(line .. '\n')
end

vim.cmd('edit ' .. vim.fn.fnameescape(file))
local buffer = vim.api.nvim_get_current_buf()
local config = { name = 'archlint', cmd = { archlint, 'lsp' }, root_dir = app,
                 init_options = { debounceMilliseconds = 0 } }
if vim.lsp.start then
  vim.lsp.start(config)  -- Neovim 0.8 and later
else
  local client = vim.lsp.start_client(config)  -- Neovim 0.7
  vim.lsp.buf_attach_client(buffer, client)
end

local arrived = vim.wait(15000, function() return #vim.diagnostic.get(buffer) > 0 end, 50)
say('neovim ' .. tostring(vim.version().major) .. '.' .. tostring(vim.version().minor) .. '.'
    .. tostring(vim.version().patch) .. ', buffer ' .. file)
for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
  say(string.format('diagnostic %d:%d [%s] %s: %s', diagnostic.lnum + 1, diagnostic.col + 1,
                    tostring(diagnostic.code or (diagnostic.user_data and diagnostic.user_data.lsp
                                                 and diagnostic.user_data.lsp.code)),
                    tostring(diagnostic.source), diagnostic.message))
end
if not arrived then
  say('no diagnostic arrived within 15 s')
  vim.cmd('cquit 1')
end
for _, client in pairs(vim.lsp.get_active_clients()) do client.stop() end
vim.cmd('qall!')
