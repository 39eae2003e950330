// The peer's side of the endgame comparison (bench/endgame_peer.sh): MAGPIE's endgame solver
// on one CGP position, with a line per completed depth of its iterative deepening (depth,
// value, the positions it searched so far, wall and CPU seconds), so that its node counts
// and nodes a second at a fixed depth stand beside `cwg endgame --plies K`'s. Built against a
// MAGPIE source tree outside this repository (its objects, its headers); nothing of MAGPIE
// is in this file.
//
// Usage: magpie_endgame DATA_DIR LEXICON POSITION.cgp PLIES THREADS SECONDS HEURISTICS(0|1)
// HEURISTICS 1 is its `endgame` command's setting (greedy playouts at the horizon and
// stuck-tile ordering); 0 values a leaf at the horizon without the playout.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "src/ent/endgame_results.h"
#include "src/ent/game.h"
#include "src/impl/config.h"
#include "src/impl/endgame.h"
#include "src/str/endgame_string.h"

static double clock_seconds(clockid_t id) {
  struct timespec t;
  clock_gettime(id, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

struct Progress {
  EndgameCtx *ctx;
  double wall0, cpu0;
};

static void on_depth(int depth, int32_t value, const PVLine *pv, const Game *game,
                     const PVLine *ranked, int num_ranked, void *data) {
  (void)pv, (void)game, (void)ranked, (void)num_ranked;
  const struct Progress *p = data;
  const double wall = clock_seconds(CLOCK_MONOTONIC) - p->wall0;
  const double cpu = clock_seconds(CLOCK_PROCESS_CPUTIME_ID) - p->cpu0;
  const unsigned long long nodes = (unsigned long long)endgame_ctx_get_nodes_searched(p->ctx);
  printf("depth %d value %+d nodes %llu wall %.3f cpu %.3f\n", depth, value, nodes, wall, cpu);
  fflush(stdout);
}

static void die(ErrorStack *errors, const char *what) {
  fprintf(stderr, "magpie_endgame: %s failed\n", what);
  error_stack_print_and_reset(errors);
  exit(2);
}

static void run(Config *config, const char *command, ErrorStack *errors) {
  config_load_command(config, command, errors);
  if (!error_stack_is_empty(errors)) die(errors, command);
  config_execute_command(config, errors);
  if (!error_stack_is_empty(errors)) die(errors, command);
}

int main(int argc, char **argv) {
  if (argc != 8) {
    fprintf(stderr,
            "usage: %s DATA_DIR LEXICON POSITION.cgp PLIES THREADS SECONDS HEURISTICS(0|1)\n",
            argv[0]);
    return 2;
  }
  const int plies = atoi(argv[4]), threads = atoi(argv[5]), heuristics = atoi(argv[7]);
  const double seconds = atof(argv[6]);
  ErrorStack *errors = error_stack_create();
  ConfigArgs args = {.data_paths = argv[1], .settings_filename = NULL, .use_wmp = false};
  Config *config = config_create(&args, errors);
  if (!error_stack_is_empty(errors)) die(errors, "config_create");
  static char command[8192];
  snprintf(command, sizeof command, "set -lex %s -ld english -s1 score -s2 score -threads %d",
           argv[2], threads);
  run(config, command, errors);
  FILE *in = fopen(argv[3], "r");
  static char line[4096];
  if (!in || !fgets(line, sizeof line, in)) {
    fprintf(stderr, "magpie_endgame: cannot read %s\n", argv[3]);
    return 2;
  }
  fclose(in);
  line[strcspn(line, "\r\n#")] = 0;
  snprintf(command, sizeof command, "cgp %s", line);
  run(config, command, errors);

  struct Progress progress = {endgame_ctx_create(), 0, 0};
  EndgameArgs eargs;
  endgame_args_fill(config_get_thread_control(config), config_get_game(config),
                    /*tt_fraction_of_mem=*/0.02, plies, DEFAULT_INITIAL_SMALL_MOVE_ARENA_SIZE,
                    threads, heuristics != 0, /*num_top_moves=*/1, on_depth, &progress, NULL,
                    NULL, NULL, NULL, DUAL_LEXICON_MODE_IGNORANT, false,
                    /*enable_pv_display=*/true, seconds, seconds, /*seed=*/0, false, NULL, 0,
                    false, 0, false, 0, 0, 0, NULL, &eargs);
  EndgameResults *results = endgame_results_create();
  progress.wall0 = clock_seconds(CLOCK_MONOTONIC);
  progress.cpu0 = clock_seconds(CLOCK_PROCESS_CPUTIME_ID);
  endgame_solve(&progress.ctx, &eargs, results, errors);
  if (!error_stack_is_empty(errors)) die(errors, "endgame_solve");
  printf("final depth %d value %+d nodes %llu wall %.3f cpu %.3f\n",
         endgame_results_get_depth(results, ENDGAME_RESULT_BEST),
         endgame_results_get_value(results, ENDGAME_RESULT_BEST),
         (unsigned long long)endgame_ctx_get_nodes_searched(progress.ctx),
         clock_seconds(CLOCK_MONOTONIC) - progress.wall0,
         clock_seconds(CLOCK_PROCESS_CPUTIME_ID) - progress.cpu0);
  char *text = endgame_results_get_string(results, config_get_game(config), NULL);
  fputs(text, stdout);
  free(text);
  return 0;
}
