# {{loop}}
n = '{{n}}'
board.start(n)
checks = 0
stack = []
col = 0

while len(stack) < n:
    row = len(stack)
    while col < n:
        checks += 1
        if board.is_safe(row, col):
            break
        col += 1
    if col < n:
        # {{loopPlace}}
        board.place(row, col)
        stack.append(col)
        col = 0
    elif not stack:
        break  # {{loopNoSolution}}
    else:
        # {{loopRetreat}}
        back = stack.pop()
        board.remove(len(stack), back)
        col = back + 1

if len(stack) == n:
    board.solution()
print('{{chapterFirst}}', ''.join(map(str, board.columns)), '{{after}}', checks, '{{checks}}')
