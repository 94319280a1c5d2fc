-- N queens, one number per row: a[i] is the column of the queen in row i.
-- Usage: lua queens-isplaceok.lua [n]   (n defaults to 8)
-- Prints every solution as X and -, then how many there are and how
-- many times isplaceok was called.

local N = tonumber(arg[1]) or 8
local calls, solutions = 0, 0

-- Can a queen go in row n, column c, given the queens in rows 1 .. n - 1?
local function isplaceok(a, n, c)
  calls = calls + 1
  for i = 1, n - 1 do
    if a[i] == c                -- same column
      or a[i] - i == c - n      -- same \ diagonal
      or a[i] + i == c + n then -- same / diagonal
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

-- Put queens in rows n .. N; rows 1 .. n - 1 are already filled.
local function addqueen(a, n)
  if n > N then
    solutions = solutions + 1
    printsolution(a)
    return
  end
  for c = 1, N do
    if isplaceok(a, n, c) then
      a[n] = c -- never cleared: isplaceok reads only the rows above n
      addqueen(a, n + 1)
    end
  end
end

addqueen({}, 1)
print(string.format("solutions for n = %d: %d, calls of isplaceok: %d",
  N, solutions, calls))
