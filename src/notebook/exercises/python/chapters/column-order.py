# {{intro}}
n = 8
board.start(n)
tried = 0


def place_row(row):
    global tried
    if row == n:
        board.solution()
        return True
    for col in range(n):
        tried += 1
        if board.is_safe(row, col):
            board.place(row, col)
            if place_row(row + 1):
                return True
            board.remove(row, col)
    return False


place_row(0)
print('{{chapterFirst}}', ''.join(map(str, board.columns)), '{{afterTrying}}', tried, '{{squares}}')
print_board(board.columns)
