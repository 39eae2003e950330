# grid FILE ROWS COLS [R0 R1 C0 C1]...: writes an empty arrowword grid to FILE, each
# rectangle (inclusive rows R0..R1, columns C0..C1) blocked with spaces, byte for byte like
# the challenge's test cases (no newline after the last row). Sourced by
# make_test_cases.sh and bench/lib.sh.
grid() {
  _file=$1 _rows=$2 _cols=$3
  shift 3
  awk -v rows="$_rows" -v cols="$_cols" -v rects="$*" 'BEGIN {
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
  }' >"$_file"
}
