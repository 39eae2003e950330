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

. ./grid.sh

for i in 1 2 3; do
  grid "15x15_$i.cwg" 15 15
  grid "20x30_$i.cwg" 20 30
  grid "40x40_$i.cwg" 40 40
done
grid island_1.cwg 20 25 7 12 6 15
grid island_2.cwg 20 25 0 3 0 7 15 19 19 24
