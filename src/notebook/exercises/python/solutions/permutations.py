from itertools import permutations


def permutation_solutions(n):
    candidates = 0
    solutions = []
    for columns in permutations(range(n)):  # {{all}}
        candidates += 1
        # {{diagonals}}
        if all(is_safe(columns, row, columns[row]) for row in range(n)):
            solutions.append(list(columns))
    return {'candidates': candidates, 'solutions': solutions}


result = permutation_solutions(8)
print(result['candidates'], '{{permutations}}', len(result['solutions']), '{{solutions}}')
