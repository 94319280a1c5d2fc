def to_chess(columns):
    n = len(columns)
    squares = []
    for file in range(n):
        row = columns.index(file)  # {{row}}
        squares.append(chr(ord('a') + file) + str(n - row))
    return ' '.join(squares)


print(to_chess([0, 4, 7, 5, 2, 6, 1, 3]))
