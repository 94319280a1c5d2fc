# {{intro}}
def permutation_solutions(n):
    candidates = 0
    solutions = []
    # {{yourCode}}
    return {'candidates': candidates, 'solutions': solutions}


result = permutation_solutions(8)
print(result['candidates'], '{{permutations}}', len(result['solutions']), '{{solutions}}')
