# {{intro}}
def to_chess(columns):
    n = len(columns)
    squares = []
    # {{yourCode}}
    return ' '.join(squares)


print(to_chess([0, 4, 7, 5, 2, 6, 1, 3]))
