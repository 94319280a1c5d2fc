' Eight queens with a stack array and no recursion, stopping at the
' first solution. T(P) is the column of the queen in row P; C, S and M
' mark the columns, the \ diagonals and the / diagonals that a queen
' already holds, so a check is three look-ups however many queens
' stand on the board.
DEFINT A-Z
CONST N = 8
DIM T(1 TO N), C(1 TO N), S(1 TO 2 * N - 1), M(1 TO 2 * N - 1)

P = 1: T(1) = 1
DO
    Q = T(P)
    IF C(Q) = 0 AND S(N + P - Q) = 0 AND M(P + Q - 1) = 0 THEN
        ' Place: mark the queen's three lines, then go down a row.
        C(Q) = 1: S(N + P - Q) = 1: M(P + Q - 1) = 1
        IF P = N THEN EXIT DO
        P = P + 1: T(P) = 1
    ELSE
        ' Shift; where a row has no column left, retreat: lift the
        ' queen of the row above, clear its lines, shift that one.
        DO WHILE T(P) = N
            P = P - 1
            IF P = 0 THEN PRINT "No solution": END
            Q = T(P)
            C(Q) = 0: S(N + P - Q) = 0: M(P + Q - 1) = 0
        LOOP
        T(P) = T(P) + 1
    END IF
LOOP

' The board, row 1 at the top, then the queens in chess notation:
' file by file from a, each with its rank (row 1 is rank 8).
FOR P = 1 TO N
    FOR F = 1 TO N
        IF T(P) = F THEN PRINT "Q "; ELSE PRINT ". ";
    NEXT F
    PRINT
NEXT P
FOR F = 1 TO N
    FOR P = 1 TO N
        R$ = LTRIM$(STR$(N + 1 - P))
        IF T(P) = F THEN PRINT CHR$(96 + F); R$; " ";
    NEXT P
NEXT F
PRINT
