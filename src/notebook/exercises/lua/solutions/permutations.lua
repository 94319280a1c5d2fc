function permutationsolutions(N)
  local a, used = {}, {}
  local candidates, solutions = 0, {}
  -- {{all}}
  local function permute(n)
    if n > N then
      candidates = candidates + 1
      -- {{tested}}
      for row = 2, N do
        if not isplaceok(a, row, a[row]) then return end
      end
      solutions[#solutions + 1] = table.move(a, 1, N, 1, {})
      return
    end
    for c = 1, N do
      if not used[c] then
        used[c], a[n] = true, c
        permute(n + 1)
        used[c] = false
      end
    end
  end
  permute(1)
  return { candidates = candidates, solutions = solutions }
end

local result = permutationsolutions(8)
print(string.format('%d %s %d %s', result.candidates, '{{permutations}}',
  #result.solutions, '{{solutions}}'))
