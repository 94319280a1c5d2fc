-- {{intro}}
local comparisons = 0

-- {{formula}}
local function formula(columns, row, col)
  for r = 1, row - 1 do
    comparisons = comparisons + 1
    local c = columns[r]
    if c == col or math.abs(c - col) == row - r then return false end
  end
  return true
end

-- {{formulaUp}}
local function formulaup(columns, row, col)
  for r = row - 1, 1, -1 do
    comparisons = comparisons + 1
    local c = columns[r]
    if c == col or math.abs(c - col) == row - r then return false end
  end
  return true
end

local check, name = formula, 'formula'
local n = 8
board.start(n)
local columns = {}
local solutions = 0

local function placerow(row)
  if row > n then
    solutions = solutions + 1
    board.solution()
    return
  end
  for col = 1, n do
    local safe = check(columns, row, col)
    if safe ~= board.issafe(row, col) then
      local says = {{checkSays}}
      error({{boardSays}})
    end
    if safe then
      columns[row] = col
      board.place(row, col)
      placerow(row + 1)
      board.remove(row, col)
      columns[row] = nil
    end
  end
end

-- {{grouped}}
local function grouped(count)
  return (tostring(count):reverse():gsub('(%d%d%d)', '%1,'):reverse():gsub('^,', ''))
end

placerow(1)
print({{tally}})
