-- {{intro}}
function permutationsolutions(N)
  local candidates, solutions = 0, {}
  -- {{yourCode}}
  return { candidates = candidates, solutions = solutions }
end

local result = permutationsolutions(8)
print(string.format('%d %s %d %s', result.candidates, '{{permutations}}',
  #result.solutions, '{{solutions}}'))
