// The peer's side of bench/moves_best_peer.sh: MAGPIE's best-only move generation
// (MOVE_RECORD_BEST, ranked by score) timed on the positions of a CGP file, one per line,
// on this thread's CPU time, as `cwg moves --bench --top 1` times its own. Built against a
// MAGPIE source tree outside this repository (its objects, its headers); nothing of MAGPIE
// is in this file.
//
// Usage: magpie_best DATA_DIR LEXICON WMP(0|1) POSITIONS.cgp MS [best|small]
// `small` is MOVE_RECORD_BEST_SMALL, the score-only best play its endgame solver asks for
// (no leaves, no exchanges, no word maps). Prints one line per position (its number, blanks on the rack, microseconds a call, the
// best score) and, last, "median-us no-blank|one-blank|two-blanks N US" lines and the
// rate of doing every position once.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "src/ent/game.h"
#include "src/ent/move.h"
#include "src/impl/cgp.h"
#include "src/impl/config.h"
#include "src/impl/move_gen.h"

static double thread_seconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int compare_doubles(const void *a, const void *b) {
  const double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double median(double *v, int n) {
  if (n == 0) return 0;
  qsort(v, (size_t)n, sizeof *v, compare_doubles);
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static void die(ErrorStack *errors, const char *what) {
  fprintf(stderr, "magpie_best: %s failed\n", what);
  error_stack_print_and_reset(errors);
  exit(2);
}

int main(int argc, char **argv) {
  if (argc != 6 && argc != 7) {
    fprintf(stderr, "usage: %s DATA_DIR LEXICON WMP(0|1) POSITIONS.cgp MS [best|small]\n",
            argv[0]);
    return 2;
  }
  const int small = argc == 7 && strcmp(argv[6], "small") == 0;
  const int wmp = atoi(argv[3]);
  const double ms = atof(argv[5]);
  ErrorStack *errors = error_stack_create();
  ConfigArgs args = {.data_paths = argv[1], .settings_filename = NULL, .use_wmp = wmp != 0};
  Config *config = config_create(&args, errors);
  if (!error_stack_is_empty(errors)) die(errors, "config_create");
  char command[256];
  snprintf(command, sizeof command, "set -lex %s -ld english -wmp %s -s1 score -s2 score",
           argv[2], wmp ? "true" : "false");
  config_load_command(config, command, errors);
  if (!error_stack_is_empty(errors)) die(errors, command);
  config_execute_command(config, errors);
  if (!error_stack_is_empty(errors)) die(errors, command);
  Game *game = config_game_create(config);
  MoveList *moves = small ? move_list_create_small(1) : move_list_create(1);
  FILE *in = fopen(argv[4], "r");
  if (!in) {
    fprintf(stderr, "magpie_best: cannot read %s\n", argv[4]);
    return 2;
  }
  static char line[4096];
  static double times[3][100000], all[100000];
  int counts[3] = {0, 0, 0}, n = 0;
  while (fgets(line, sizeof line, in) && n < 100000) {
    line[strcspn(line, "\r\n")] = 0;
    if (!line[0]) continue;
    game_load_cgp(game, line, errors);
    if (!error_stack_is_empty(errors)) die(errors, "game_load_cgp");
    // The rack is the second field: count its blanks.
    const char *rack = strchr(line, ' ');
    int blanks = 0;
    for (const char *c = rack ? rack + 1 : line; *c && *c != '/' && *c != ' '; ++c)
      blanks += *c == '?';
    if (blanks > 2) blanks = 2;
    const MoveGenArgs gen = {.game = game,
                             .move_list = moves,
                             .move_record_type = small ? MOVE_RECORD_BEST_SMALL : MOVE_RECORD_BEST,
                             .move_sort_type = MOVE_SORT_SCORE,
                             .override_kwg = NULL,
                             .eq_margin_movegen = 0,
                             .target_equity = EQUITY_MAX_VALUE,
                             .target_leave_size_for_exchange_cutoff = UNSET_LEAVE_SIZE};
    long reps = 0;
    const double t0 = thread_seconds();
    double elapsed = 0;
    do {
      generate_moves(&gen);
      ++reps;
      elapsed = thread_seconds() - t0;
    } while (elapsed * 1000 < ms);
    const double us = elapsed / (double)reps * 1e6;
    int best = 0;
    if (move_list_get_count(moves) > 0)
      best = small ? small_move_get_score(moves->small_moves[0])
                   : equity_to_int(move_get_score(move_list_get_move(moves, 0)));
    printf("%d\t%d\t%.2f\t%d\n", n + 1, blanks, us, best);
    times[blanks][counts[blanks]++] = us;
    all[n++] = us;
  }
  fclose(in);
  const char *names[] = {"no-blank", "one-blank", "two-blanks"};
  for (int b = 0; b < 3; ++b)
    if (counts[b] > 0)
      printf("median-us %s %d %.2f\n", names[b], counts[b], median(times[b], counts[b]));
  double sum = 0;
  for (int i = 0; i < n; ++i) sum += all[i];
  printf("all-positions-once %d %.0f positions/s\n", n, sum > 0 ? n / (sum * 1e-6) : 0);
  if (small)
    small_move_list_destroy(moves);
  else
    move_list_destroy(moves);
  game_destroy(game);
  config_destroy(config);
  error_stack_destroy(errors);
  return 0;
}
