-- Neovim, headless, started with docs/editors.md's snippet as its init.lua (`nvim -u`): opening Swift files must attach
-- one `archlint lsp` client for the project and show the diagnostic of a Domain file importing SwiftUI.
-- Run: APP=… nvim --headless -u editors-snippet.lua -c 'luafile neovim_attach.lua'
local app = os.getenv('APP')

local function say(line)
  io.stdout:write(line .. '\n')
end

local function open(path)
  vim.cmd('edit ' .. vim.fn.fnameescape(app .. '/' .. path))
  return vim.api.nvim_get_current_buf()
end

local function archlint_clients()
  local found = {}
  for _, client in pairs(vim.lsp.get_active_clients()) do
    if client.name == 'archlint' then table.insert(found, client) end
  end
  return found
end

local trip = open('Domain/Trip.swift')
local arrived = vim.wait(15000, function() return #vim.diagnostic.get(trip) > 0 end, 50)
say('neovim ' .. tostring(vim.version().major) .. '.' .. tostring(vim.version().minor) .. '.'
    .. tostring(vim.version().patch) .. ', filetype ' .. vim.bo[trip].filetype .. ', buffer ' .. app .. '/Domain/Trip.swift')
for _, diagnostic in ipairs(vim.diagnostic.get(trip)) do
  say(string.format('diagnostic %d:%d [%s] %s: %s', diagnostic.lnum + 1, diagnostic.col + 1,
                    tostring(diagnostic.code or (diagnostic.user_data and diagnostic.user_data.lsp
                                                 and diagnostic.user_data.lsp.code)),
                    tostring(diagnostic.source), diagnostic.message))
end
if not arrived then
  say('no diagnostic arrived within 15 s')
  vim.cmd('cquit 1')
end

-- A second Swift file of the same project joins the client that is running: the snippet starts one per project.
local stop = open('Domain/Stop.swift')
vim.wait(5000, function() return #vim.lsp.buf_get_clients(stop) > 0 end, 50)
local clients = archlint_clients()
say(string.format('archlint clients: %d, second buffer attached: %s', #clients,
                  tostring(#vim.lsp.buf_get_clients(stop) > 0)))
if #clients ~= 1 or #vim.lsp.buf_get_clients(stop) == 0 then vim.cmd('cquit 1') end
say('root ' .. tostring(clients[1].config.root_dir))
for _, client in pairs(vim.lsp.get_active_clients()) do client.stop() end
vim.cmd('qall!')
