-- {{intro}}
function firstsolution(N)
  local a, last = {}, nil
  local function addqueen(n)
    if n > N then
      last = table.move(a, 1, N, 1, {})
      return
    end
    for c = 1, N do
      if isplaceok(a, n, c) then
        a[n] = c
        addqueen(n + 1)
      end
    end
  end
  addqueen(1)
  return last
end

local solution = firstsolution(8)
if solution then
  print('{{printed}}', table.concat(solution, ' '))
  printsolution(solution)
else
  print('{{printed}}', solution)
end
