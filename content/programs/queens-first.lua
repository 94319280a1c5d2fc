-- Exercise 2.1 of the Lua textbook (Programming in Lua, chapter 2):
-- stop at the first solution.
-- Usage: lua queens-first.lua [n]   (n defaults to 8)
-- Prints the first solution as X and -, then the calls of isplaceok.

local N = tonumber(arg[1]) or 8
local calls = 0

-- Can a queen go in row n, column c, given the queens in rows 1 .. n - 1?
local function isplaceok(a, n, c)
  calls = calls + 1
  for i = 1, n - 1 do
    if a[i] == c or a[i] - i == c - n or a[i] + i == c + n then
      return false
    end
  end
  return true
end

local function printsolution(a)
  for i = 1, N do
    local row = {}
    for j = 1, N do
      row[j] = (a[i] == j) and "X" or "-"
    end
    print(table.concat(row, " "))
  end
  print()
end

-- Returns true once rows n .. N hold queens: every level above then stops
-- its loop at once instead of trying its next column.
local function addqueen(a, n)
  if n > N then
    printsolution(a)
    return true
  end
  for c = 1, N do
    if isplaceok(a, n, c) then
      a[n] = c
      if addqueen(a, n + 1) then
        return true
      end
    end
  end
  return false
end

local found = addqueen({}, 1)
print(string.format("%s for n = %d after %d calls of isplaceok",
  found and "first solution" or "no solution", N, calls))
