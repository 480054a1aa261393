/* spawn.c: the launcher firstpaint.py runs each measured program through.
 *
 * Usage: firstpaint-spawn REPORT_FD PROGRAM [ARG...]
 *
 * Why it exists: on Linux, a process's ru_maxrss also counts the address space it was exec'ed
 * from (fs/exec.c folds the old mm's high-water mark into the new image's maxrss). A program
 * spawned straight from python3 therefore reports at least Python's own peak RSS (about 10 MB),
 * which hides the C floor's real figure. Spawned from this small launcher instead, the old
 * address space is the launcher's (about 1 MB), well under any X client's own peak.
 *
 * It reads CLOCK_MONOTONIC immediately before posix_spawn, waits for the program with wait4 and
 * writes three lines to REPORT_FD:
 *   spawned <ns>      the clock just before the spawn
 *   status <n>        the exit status, or -<signal> if the program was killed
 *   maxrss <KiB>      the program's peak resident set size (ru_maxrss)
 * The program inherits stdin, stdout and stderr but not REPORT_FD. Exits 0 once the report is
 * written, 2 on a usage error, 127 if the program could not be started.
 *
 * Build: cc -O2 spawn.c -o firstpaint-spawn
 */
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>

extern char **environ;

int
main(int argc, char *argv[])
{
	if (argc < 3) {
		fprintf(stderr, "usage: firstpaint-spawn REPORT_FD PROGRAM [ARG...]\n");
		return 2;
	}
	int reportFd = atoi(argv[1]);
	if (fcntl(reportFd, F_SETFD, FD_CLOEXEC) < 0) {
		fprintf(stderr, "firstpaint-spawn: bad report fd '%s': %s\n", argv[1], strerror(errno));
		return 2;
	}

	struct timespec ts;
	pid_t pid;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	int err = posix_spawn(&pid, argv[2], NULL, NULL, &argv[2], environ);
	if (err) {
		fprintf(stderr, "firstpaint-spawn: cannot run '%s': %s\n", argv[2], strerror(err));
		return 127;
	}

	int status;
	struct rusage ru;
	while (wait4(pid, &status, 0, &ru) < 0) {
		if (errno != EINTR) {
			fprintf(stderr, "firstpaint-spawn: wait4: %s\n", strerror(errno));
			return 127;
		}
	}
	int code = WIFEXITED(status) ? WEXITSTATUS(status) : -WTERMSIG(status);
	dprintf(reportFd, "spawned %lld\nstatus %d\nmaxrss %ld\n",
	        (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec, code, ru.ru_maxrss);
	return 0;
}
