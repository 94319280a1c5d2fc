-- Exercise 2.2 of the Lua textbook (Programming in Lua, chapter 2):
-- generate and test.
-- Every arrangement of the columns 1 .. N puts one queen in each row and
-- each column; keep those where no two queens share a diagonal.
-- Usage: lua queens-permutations.lua [n]   (n defaults to 8)
-- Prints each solution's columns, then the permutations, the calls of
-- isplaceok and the solutions.

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

-- An iterator over the permutations of 1 .. n, in dictionary order.
local function permutations(n)
  return coroutine.wrap(function()
    local a, used = {}, {}
    local function fill(k)
      if k > n then
        coroutine.yield(a)
        return
      end
      for c = 1, n do
        if not used[c] then
          used[c], a[k] = true, c
          fill(k + 1)
          used[c] = false
        end
      end
    end
    fill(1)
  end)
end

-- Test the rows in order, as if placing the queens one by one;
-- stop at the first clash.
local function isvalid(a)
  for n = 1, N do
    if not isplaceok(a, n, a[n]) then
      return false
    end
  end
  return true
end

local count, solutions = 0, 0
for a in permutations(N) do
  count = count + 1
  if isvalid(a) then
    solutions = solutions + 1
    print(table.concat(a, " "))
  end
end
print(string.format(
  "permutations: %d, calls of isplaceok: %d, solutions: %d",
  count, calls, solutions))
