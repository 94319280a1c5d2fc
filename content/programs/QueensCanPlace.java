/**
 * N queens with one column per row, checked nearest row first.
 *
 * <p>Usage: {@code java QueensCanPlace.java [n]} (n defaults to 4).
 * Prints every call of canPlace with its answer and the reason for a
 * no, and each solution as a digit string.
 */
public class QueensCanPlace {
	private final int n;
	private final int[] a; // a[k]: the column of row k's queen, from 0

	QueensCanPlace(int n) {
		this.n = n;
		this.a = new int[n];
	}

	/** Can a queen go in row k, column j? Walks up from row k - 1. */
	boolean canPlace(int k, int j) {
		for (int i = 1; i <= k; i++) {
			String line = null;
			if (a[k - i] == j) line = "column";
			else if (a[k - i] == j - i) line = "\\ diagonal";
			else if (a[k - i] == j + i) line = "/ diagonal";
			if (line != null) {
				System.out.printf("canPlace(%d, %d): no, the queen in row %d, "
						+ "column %d shares its %s%n", k, j, k - i, a[k - i], line);
				return false;
			}
		}
		System.out.printf("canPlace(%d, %d): yes%n", k, j);
		return true;
	}

	/** Fills rows k to n - 1 every way it can, printing each solution. */
	void place(int k) {
		if (k == n) {
			StringBuilder digits = new StringBuilder();
			for (int column : a) digits.append(column);
			System.out.println("solution " + digits);
			return;
		}
		for (int j = 0; j < n; j++) {
			if (canPlace(k, j)) {
				a[k] = j; // never cleared: canPlace reads only the rows above k
				place(k + 1);
			}
		}
	}

	public static void main(String[] args) {
		int n = args.length > 0 ? Integer.parseInt(args[0]) : 4;
		new QueensCanPlace(n).place(0);
	}
}
