// SPDX-License-Identifier: GPL-2.0-only
// What a program pays on its first crypto_alloc_skcipher("cbc(aes)"): every built-in
// algorithm's registration and self-test, then the instance. Each figure is one fresh process
// (this program started again with --child), median of several, with the library's default
// self-tests and with UKCRYPTO_EXTRATESTS=1, the second given as a ratio to the first; and
// with the tests deferred to the first lookup (ukc_selftest_defer(), as libkcapi.so.1 runs).
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/err.h>

#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

extern char **environ;

namespace {

constexpr int startup_default_runs = 11;
constexpr int startup_extra_runs = 3;	    // seconds each: the extra tests run 100 iterations
constexpr double startup_budget_ms = 100.0; // the default configuration's target

// In the child: time the first allocation and print it in milliseconds.
int startup_child(bool deferred)
{
	if (deferred && ukc_selftest_defer()) {
		fprintf(stderr, "bench-startup: ukc_selftest_defer() refused\n");
		return 1;
	}
	auto t0 = std::chrono::steady_clock::now();
	struct crypto_skcipher *tfm = crypto_alloc_skcipher("cbc(aes)", 0, 0);
	auto t1 = std::chrono::steady_clock::now();

	if (IS_ERR(tfm)) {
		fprintf(stderr, "bench-startup: cbc(aes): %ld\n", PTR_ERR(tfm));
		return 1;
	}
	printf("%.3f %s\n", std::chrono::duration<double, std::milli>(t1 - t0).count(),
	       crypto_skcipher_driver_name(tfm));
	crypto_free_skcipher(tfm);
	return 0;
}

struct startup_sample {
	double ms;
	std::string driver;
};

// Starts this program with --child under the given environment additions and reads its line.
bool startup_run_child(const char *self, const std::vector<std::string> &env_add, bool deferred,
		       startup_sample *out)
{
	std::vector<std::string> env_store;
	for (char **e = environ; *e; e++)
		if (strncmp(*e, "UKCRYPTO_EXTRATESTS=", 20) &&
		    strncmp(*e, "UKCRYPTO_NOEXTRATESTS=", 22) &&
		    strncmp(*e, "UKCRYPTO_SELFTEST=", 18))
			env_store.emplace_back(*e);
	env_store.insert(env_store.end(), env_add.begin(), env_add.end());
	std::vector<char *> envp;
	for (std::string &e : env_store)
		envp.push_back(e.data());
	envp.push_back(nullptr);

	int fds[2];
	if (pipe(fds))
		return false;
	posix_spawn_file_actions_t fa;
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_adddup2(&fa, fds[1], 1);
	posix_spawn_file_actions_addclose(&fa, fds[0]);
	char child_flag[] = "--child", deferred_flag[] = "--child-deferred";
	char *argv[] = { const_cast<char *>(self), deferred ? deferred_flag : child_flag, nullptr };
	pid_t pid;
	int err = posix_spawn(&pid, self, &fa, nullptr, argv, envp.data());
	posix_spawn_file_actions_destroy(&fa);
	close(fds[1]);
	if (err) {
		close(fds[0]);
		fprintf(stderr, "bench-startup: cannot start %s: %s\n", self, strerror(err));
		return false;
	}
	char buf[512] = {};
	size_t n = 0;
	ssize_t r;
	while (n < sizeof(buf) - 1 && (r = read(fds[0], buf + n, sizeof(buf) - 1 - n)) > 0)
		n += static_cast<size_t>(r);
	close(fds[0]);
	int status;
	waitpid(pid, &status, 0);
	char driver[256];
	if (!WIFEXITED(status) || WEXITSTATUS(status) ||
	    sscanf(buf, "%lf %255s", &out->ms, driver) != 2)
		return false;
	out->driver = driver;
	return true;
}

double median(std::vector<double> v)
{
	std::sort(v.begin(), v.end());
	size_t n = v.size();
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

struct startup_config {
	const char *label;
	std::vector<std::string> env;
	int runs;
	bool deferred;
};

void usage(FILE *f)
{
	fprintf(f,
		"usage: bench-startup [--targets] [RUNS]\n"
		"Measures the first crypto_alloc_skcipher(\"cbc(aes)\") of a fresh process (all\n"
		"registrations and self-tests of the built-in algorithms, then the instance), in\n"
		"RUNS processes (default %d) with the default self-tests and %d with\n"
		"UKCRYPTO_EXTRATESTS=1, then RUNS with the tests deferred to the first lookup\n"
		"(ukc_selftest_defer(), libkcapi.so.1's mode); prints median, min and max\n"
		"(steady_clock, ms) and the ratio of the first two medians. With --targets, also\n"
		"the project's target for the default (under %.0f ms): met or missed, information\n"
		"and not a failure. Exit status: 0 after a run, 1 when a child fails, 2 for a bad\n"
		"argument.\n",
		startup_default_runs, startup_extra_runs, startup_budget_ms);
}

} // namespace

int main(int argc, char **argv)
{
	if (argc > 1 && !strcmp(argv[1], "--child"))
		return startup_child(false);
	if (argc > 1 && !strcmp(argv[1], "--child-deferred"))
		return startup_child(true);
	if (argc > 1 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
		usage(stdout);
		return 0;
	}
	bool targets = argc > 1 && !strcmp(argv[1], "--targets");
	if (targets) {
		// argv[0] stays: the children are this program started again.
		for (int i = 1; i < argc; i++)
			argv[i] = argv[i + 1];
		argc--;
	}
	int runs = argc > 1 ? atoi(argv[1]) : startup_default_runs;
	if (argc > 2 || runs < 1) {
		usage(stderr);
		return 2;
	}

	const startup_config configs[] = {
		{ "default self-tests", {}, runs, false },
		{ "UKCRYPTO_EXTRATESTS=1", { "UKCRYPTO_EXTRATESTS=1" }, startup_extra_runs, false },
		{ "tests at first lookup", {}, runs, true },
	};
	printf("first crypto_alloc_skcipher(\"cbc(aes)\") in a fresh process, median over "
	       "processes (steady_clock)\n");
	double medians[3] = {};
	for (int c = 0; c < 3; c++) {
		std::vector<double> ms;
		std::string driver;
		for (int i = 0; i < configs[c].runs; i++) {
			startup_sample s;
			if (!startup_run_child(argv[0], configs[c].env, configs[c].deferred, &s)) {
				fprintf(stderr, "bench-startup: a child failed (%s)\n",
					configs[c].label);
				return 1;
			}
			ms.push_back(s.ms);
			driver = s.driver;
		}
		medians[c] = median(ms);
		printf("  %-22s %2d runs: median %8.2f ms  min %8.2f  max %8.2f  (cbc(aes) is %s)\n",
		       configs[c].label, configs[c].runs, medians[c],
		       *std::min_element(ms.begin(), ms.end()),
		       *std::max_element(ms.begin(), ms.end()), driver.c_str());
	}
	printf("  extra tests cost %.1fx the default start-up\n", medians[1] / medians[0]);
	printf("  default start-up %.2f ms\n", medians[0]);
	if (targets)
		printf("  target default start-up < %.0f ms: %s\n", startup_budget_ms,
		       medians[0] < startup_budget_ms ? "met" : "missed");
	return 0;
}
