-- {{intro}}
local columns = {1, 3, 5, 2, 4, 6}
local n = #columns

-- {{theGrid}}
for _, queen in ipairs(columns) do
  local squares = {}
  for col = 1, n do squares[col] = col == queen and 'Q' or '.' end
  print(table.concat(squares, ' '))
end

board.start(n)
local attacked = 0
for row, col in ipairs(columns) do
  if not board.issafe(row, col) then
    attacked = attacked + 1
    print({{attackedSquare}})
  end
  board.place(row, col)
end
if attacked == 0 then
  board.solution()
  print('{{isSolution}}')
else
  print({{attackedCount}})
end
