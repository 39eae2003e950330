#!/bin/sh
# Writes the challenge's eleven empty test grids into this folder, from what they are:
#   15x15_1..3   empty 15 x 15
#   20x30_1..3   empty 20 rows x 30 columns
#   40x40_1..3   empty 40 x 40
#   island_1     20 x 25, rows 7-12 x columns 6-15 blocked
#   island_2     20 x 25, rows 0-3 x columns 0-7 and rows 15-19 x columns 19-24 blocked
# Empty fields are '.', islands are spaces. Format: rows line, columns line, the rows,
# with no newline after the last row (byte for byte like the challenge's files).
set -eu
cd "$(dirname "$0")"

# grid NAME ROWS COLS [R0 R1 C0 C1]...: prints the grid, blocking each rectangle given.
grid() {
  name=$1 rows=$2 cols=$3
  shift 3
  awk -v rows="$rows" -v cols="$cols" -v rects="$*" 'BEGIN {
    n = split(rects, v, " ")
    printf "%d\n%d\n", rows, cols
    for (r = 0; r < rows; r++) {
      line = ""
      for (c = 0; c < cols; c++) {
        ch = "."
        for (i = 1; i + 3 <= n; i += 4)
          if (r >= v[i] && r <= v[i + 1] && c >= v[i + 2] && c <= v[i + 3]) ch = " "
        line = line ch
      }
      printf "%s%s", line, (r < rows - 1 ? "\n" : "")
    }
  }' >"$name.cwg"
}

for i in 1 2 3; do
  grid "15x15_$i" 15 15
  grid "20x30_$i" 20 30
  grid "40x40_$i" 40 40
done
grid island_1 20 25 7 12 6 15
grid island_2 20 25 0 3 0 7 15 19 19 24
