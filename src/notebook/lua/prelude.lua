-- The walls of a Lua cell, raised in every new state before the cell's code runs (lua-state.ts).
-- The state is opened with Lua's whole standard library; this chunk takes away, before any
-- learner code runs, each part that reaches past the cell: files and the process's streams,
-- other programs and the machine, other chunks, compiled chunks, the debug library and the
-- collector's switches. Each is replaced by a refusal that says why, in the page's language.
-- Nothing of the old values stays reachable: they leave the globals and package.loaded, and
-- the locals that keep them are upvalues, which only the debug library (taken first) can read.
--
-- It is called with two tables: the refusals' sentences by kind, each naming its part as
-- {name} (from the runtime words, src/i18n/), and the walls a test leaves down, by name.

local sentences, down = ...
local error, setmetatable, tostring, type, rawload = error, setmetatable, tostring, type, load
local gsub = string.gsub

-- The sentence of `kind` for the part `name`.
local function sentence(kind, name)
  return (gsub(sentences[kind], "{name}", function() return name end))
end

-- A function that refuses, in its caller's line, as `name`.
local function refused(kind, name)
  local message = sentence(kind, name)
  return function() error(message, 2) end
end

-- A library every part of which is refused as `library.part`, but the parts in `keep`.
local function refusing(kind, library, keep)
  return setmetatable(keep or {}, {
    __index = function(_, part) error(sentence(kind, library .. "." .. tostring(part)), 2) end,
    __metatable = false,
  })
end

local loaded = package.loaded

-- The debug library: it reads upvalues and the registry, where the old values would still be.
if not down.debug then
  debug = refusing("debug", "debug")
  loaded.debug = nil
end

-- Files, and the process's own streams (warn writes to its standard error).
if not down.io then
  io = refusing("files", "io")
  loaded.io = nil
  warn = refused("system", "warn")
end

-- Other programs, the machine's environment and files: os keeps its clocks only.
if not down.os then
  os = refusing("system", "os", {
    clock = os.clock, time = os.time, date = os.date, difftime = os.difftime,
  })
  loaded.os = nil
end

-- Compiled chunks: load takes source text only, and string.dump makes none.
if not down.bytecode then
  load = function(chunk, name, _, env)
    if type(chunk) == "string" and chunk:byte(1) == 27 then
      return nil, sentence("bytecode", "load")
    end
    return rawload(chunk, name, "t", env)
  end
  string.dump = refused("bytecode", "string.dump")
end

-- Other chunks, files of Lua or C: a cell is one chunk.
if not down.modules then
  require = refused("modules", "require")
  dofile = refused("modules", "dofile")
  loadfile = refused("modules", "loadfile")
  for name in pairs(loaded) do
    if name ~= "_G" and name ~= "string" and name ~= "table" and name ~= "math"
      and name ~= "utf8" and name ~= "coroutine" then
      loaded[name] = nil
    end
  end
  package = refusing("modules", "package")
end

-- The collector's switches: a cell may collect, count and step, not stop it or retune it.
if not down.collector then
  local collect = collectgarbage
  local allowed = { collect = true, count = true, step = true, isrunning = true }
  collectgarbage = function(option, ...)
    if option ~= nil and not allowed[option] then
      error(sentence("collector", "collectgarbage(\"" .. tostring(option) .. "\")"), 2)
    end
    return collect(option, ...)
  end
end
