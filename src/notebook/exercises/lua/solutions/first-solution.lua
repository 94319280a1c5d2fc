function firstsolution(N)
  local a = {}
  -- {{filled}}
  local function addqueen(n)
    if n > N then return true end
    for c = 1, N do
      if isplaceok(a, n, c) then
        a[n] = c
        -- {{found}}
        if addqueen(n + 1) then return true end
      end
    end
    return false
  end
  if addqueen(1) then return a end
  return nil
end

local solution = firstsolution(8)
print('{{printed}}', table.concat(solution, ' '))
printsolution(solution)
