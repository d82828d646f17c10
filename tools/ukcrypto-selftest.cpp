// SPDX-License-Identifier: GPL-2.0-only
// tools/run's main job: register and self-test every built-in algorithm, instantiate every
// name testmgr has vectors for, and print the /proc/crypto table with the self-test results.
// By default the timed run is the default self-tests alone; --extra adds the kernel's extra
// (randomized) tests with the configured fuzz iterations.
#include <crypto/aead.h>
#include <crypto/hash.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>

#include "alg_test_descs.h"

namespace {

double ms_since(std::chrono::steady_clock::time_point t0)
{
	return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0)
		.count();
}

// Looks the name up: a template expression is instantiated and self-tested on the way. The
// lookup is typed by the vectors' kind, since a template may build a different type for each
// (essiv makes an skcipher or an AEAD) and refuses an untyped request, as in 6.12.
int selftest_instantiate(const char *name, enum ukc_vec_kind kind)
{
	int found = kind == UKC_VEC_AEAD   ? crypto_has_aead(name, 0, 0)
		    : kind == UKC_VEC_HASH ? crypto_has_ahash(name, 0, 0)
					   : crypto_has_skcipher(name, 0, 0);

	if (found)
		return 0;
	fprintf(stderr, "ukcrypto-selftest: %s is not available\n", name);
	return 1;
}

std::string read_all(size_t (*reader)(char *, size_t))
{
	std::string s(reader(nullptr, 0) + 1, '\0');
	s.resize(reader(s.data(), s.size()));
	return s;
}

size_t count_of(const std::string &text, const char *needle)
{
	size_t n = 0;
	for (size_t pos = text.find(needle); pos != std::string::npos; pos = text.find(needle, pos + 1))
		n++;
	return n;
}

} // namespace

int main(int argc, char **argv)
{
	bool extra = argc > 1 && !strcmp(argv[1], "--extra");
	struct ukc_testmgr_options opts;

	if (argc > 1 && !extra) {
		fprintf(stderr, "usage: ukcrypto-selftest [--extra]\n");
		return 2;
	}
	ukc_testmgr_get_options(&opts);
	opts.noextratests = !extra;
	ukc_testmgr_set_options(&opts);

	auto t0 = std::chrono::steady_clock::now();
	int err = crypto_init();
	double init_ms = ms_since(t0);

	t0 = std::chrono::steady_clock::now();
	int failures = err ? 1 : 0;
	for (const auto &desc : ukc::tm::alg_test_descs)
		failures += selftest_instantiate(desc.alg, desc.kind);
	double inst_ms = ms_since(t0);

	std::string proc = read_all(ukc_proc_crypto);
	fputs(proc.c_str(), stdout);
	std::string log = read_all(ukc_log_read);
	if (!log.empty())
		printf("--- log ---\n%s", log.c_str());
	size_t passed = count_of(proc, "selftest     : passed");
	size_t unknown = count_of(proc, "selftest     : unknown");
	if (extra)
		printf("self-tests with extra tests (fuzz_iterations=%u): %.2f ms\n",
		       opts.fuzz_iterations, init_ms + inst_ms);
	else
		printf("default self-tests (extra tests excluded): %.2f ms (built-in algorithms "
		       "%.2f ms, template instances %.2f ms)\n",
		       init_ms + inst_ms, init_ms, inst_ms);
	printf("%zu algorithms: %zu selftest passed, %zu unknown\n", passed + unknown, passed, unknown);
	return failures || unknown ? 1 : 0;
}
