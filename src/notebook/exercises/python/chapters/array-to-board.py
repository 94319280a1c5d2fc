# {{intro}}
columns = [0, 2, 4, 1, 3, 5]
n = len(columns)

# {{theGrid}}
grid = [[col == c for col in range(n)] for c in columns]
print('\n'.join(' '.join('Q' if queen else '.' for queen in row) for row in grid))

board.start(n)
attacked = 0
for row, col in enumerate(columns):
    if not board.is_safe(row, col):
        attacked += 1
        print('{{attackedSquare}}')
    board.place(row, col)
if attacked == 0:
    board.solution()
    print('{{isSolution}}')
else:
    print('{{attackedCount}}')
