-- The helpers a Lua cell finds beside isplaceok (a C function of the state, lua-state.ts), as
-- the article's program has them: printsolution(a) prints the board of a table of columns
-- counted from 1, a[i] the column of row i's queen, one line a row, X for the queen and - for
-- an empty square. It runs after the walls (prelude.lua), in every new state, called with the
-- sentence its misuse raises, in the page's language.

local misuse = ...
local error, type, rep = error, type, string.rep

function printsolution(a)
  if type(a) ~= "table" then error(misuse, 2) end
  local n = #a
  for row = 1, n do
    local c = a[row]
    -- A row without a queen on the board (nil, 0, n + 1, 2.5) is drawn empty.
    if math.type(c) == "integer" and c >= 1 and c <= n then
      print(rep("- ", c - 1) .. "X" .. rep(" -", n - c))
    else
      print(rep("-", n, " "))
    end
  end
end
