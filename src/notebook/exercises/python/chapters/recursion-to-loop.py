# {{intro}}
n = '{{n}}'
board.start(n)
checks = 0


def place_row(row):
    global checks
    if row == n:
        board.solution()
        return True
    for col in range(n):
        checks += 1
        if board.is_safe(row, col):
            board.place(row, col)
            if place_row(row + 1):
                return True
            board.remove(row, col)
    return False


place_row(0)
print('{{chapterFirst}}', ''.join(map(str, board.columns)), '{{after}}', checks, '{{checks}}')
