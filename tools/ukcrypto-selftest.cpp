// SPDX-License-Identifier: GPL-2.0-only
// tools/run's main job: register and self-test every built-in algorithm, instantiate every
// name testmgr has vectors for, and report one line per algorithm name. A tester's tool, so
// the extra tests run unless --no-extra says otherwise.
#include <crypto/aead.h>
#include <crypto/algapi.h>
#include <crypto/hash.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <sstream>
#include <string>
#include <vector>

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
	// The asymmetric algorithms are built over GMP: a build without it (the arm64 cross
	// build) has none of them.
	if ((kind == UKC_VEC_AKCIPHER || kind == UKC_VEC_KPP || !strncmp(name, "pkcs1pad(", 9)) &&
	    !UKC_HAVE_GMP) {
		fprintf(stderr, "ukcrypto-selftest: %s: built without GMP, not tested\n", name);
		return 0;
	}
	int found = kind == UKC_VEC_AEAD   ? crypto_has_aead(name, 0, 0)
		    : kind == UKC_VEC_HASH ? crypto_has_ahash(name, 0, 0)
		    : kind == UKC_VEC_DRBG
			    ? crypto_has_alg(name, CRYPTO_ALG_TYPE_RNG, CRYPTO_ALG_TYPE_MASK)
		    : kind == UKC_VEC_NULL ? crypto_has_alg(name, 0, 0)
		    : kind == UKC_VEC_AKCIPHER
			    ? crypto_has_alg(name, CRYPTO_ALG_TYPE_AKCIPHER, CRYPTO_ALG_TYPE_MASK)
		    : kind == UKC_VEC_KPP
			    ? crypto_has_alg(name, CRYPTO_ALG_TYPE_KPP, CRYPTO_ALG_TYPE_MASK)
			    : crypto_has_skcipher(name, 0, 0);

	if (found)
		return 0;
	// testmgr knows templates this build may lack (cmac, xcbc, xctr come with a hosted
	// module): with no template of the outer name, there is nothing to test.
	std::string outer(name, strcspn(name, "("));
	if (outer.size() < strlen(name) && !crypto_lookup_template(outer.c_str())) {
		fprintf(stderr, "ukcrypto-selftest: %s: no %s template here, not tested\n", name,
			outer.c_str());
		return 0;
	}
	fprintf(stderr, "ukcrypto-selftest: %s is not available\n", name);
	return 1;
}

std::string read_all(size_t (*reader)(char *, size_t))
{
	std::string s(reader(nullptr, 0) + 1, '\0');
	s.resize(reader(s.data(), s.size()));
	return s;
}

// One /proc/crypto block, the fields the report needs.
struct proc_entry {
	std::string name, driver;
	int priority = 0;
	bool passed = false;
};

std::vector<proc_entry> parse_proc(const std::string &text)
{
	std::vector<proc_entry> out;
	std::istringstream in(text);
	std::string line;
	proc_entry cur;

	auto field = [&line](const char *key, std::string &value) {
		size_t klen = strlen(key);
		if (line.compare(0, klen, key) || line.size() < 15 || line.compare(13, 2, ": "))
			return false;
		value = line.substr(15);
		return true;
	};
	while (std::getline(in, line)) {
		std::string v;
		if (line.empty()) {
			if (!cur.driver.empty())
				out.push_back(cur);
			cur = proc_entry();
		} else if (field("name", v)) {
			cur.name = v;
		} else if (field("driver", v)) {
			cur.driver = v;
		} else if (field("priority", v)) {
			cur.priority = atoi(v.c_str());
		} else if (field("selftest", v)) {
			cur.passed = v == "passed";
		}
	}
	if (!cur.driver.empty())
		out.push_back(cur);
	return out;
}

// One line per algorithm name: the driver a lookup picks (the highest priority among those
// that passed, as the registry chooses), its priority, and whether every driver of the name
// passed; the failed drivers are named. Returns the number of names with a failure.
size_t print_report(const std::vector<proc_entry> &entries)
{
	std::map<std::string, std::vector<const proc_entry *>> by_name;
	size_t failed = 0;

	for (const proc_entry &e : entries)
		by_name[e.name].push_back(&e);
	for (const auto &[name, list] : by_name) {
		const proc_entry *win = nullptr;
		std::string bad;
		for (const proc_entry *e : list) {
			if (!e->passed)
				bad += (bad.empty() ? "" : ",") + e->driver;
			else if (!win || e->priority > win->priority)
				win = e;
		}
		failed += !bad.empty();
		printf("%-44s %-36s %4d  %s%s\n", name.c_str(), win ? win->driver.c_str() : "-",
		       win ? win->priority : 0, bad.empty() ? "passed" : "FAILED: ", bad.c_str());
	}
	printf("%zu algorithms: %zu passed, %zu failed\n", by_name.size(), by_name.size() - failed,
	       failed);
	return failed;
}

void usage(FILE *f)
{
	fputs("usage: ukcrypto-selftest [--no-extra] [--proc] [--insmod FILE]... [--help]\n"
	      "Registers and self-tests every built-in algorithm, instantiates every name testmgr\n"
	      "has vectors for, and prints one line per algorithm name (the driver a lookup\n"
	      "picks, its priority, passed or the drivers that failed) and a summary; the exit\n"
	      "status is 1 when anything failed.\n"
	      "  --no-extra  the default vector tests only (the library's default, as a 6.12\n"
	      "              kernel without CONFIG_CRYPTO_MANAGER_EXTRA_TESTS); without it the\n"
	      "              extra tests run too (random configurations, the bulk vectors,\n"
	      "              comparison with the generic drivers), UKCRYPTO_FUZZ_ITERATIONS each\n"
	      "  --proc      print the whole /proc/crypto view and the log instead of the report\n"
	      "  --insmod FILE  load a driver module (a shared object) after the built-ins;\n"
	      "              its algorithms are self-tested and reported with the others\n",
	      f);
}

} // namespace

int main(int argc, char **argv)
{
	bool extra = true, proc_view = false;
	std::vector<const char *> modules;
	struct ukc_testmgr_options opts;

	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
			usage(stdout);
			return 0;
		}
		if (!strcmp(argv[i], "--no-extra")) {
			extra = false;
		} else if (!strcmp(argv[i], "--extra")) {
			extra = true; // the default; kept for scripts that ask for it
		} else if (!strcmp(argv[i], "--proc")) {
			proc_view = true;
		} else if (!strcmp(argv[i], "--insmod") && i + 1 < argc) {
			modules.push_back(argv[++i]);
		} else {
			usage(stderr);
			return 2;
		}
	}
	ukc_testmgr_get_options(&opts);
	opts.noextratests = !extra;
	ukc_testmgr_set_options(&opts);
	if (extra)
		printf("ukcrypto-selftest: the default vector tests and the extra tests "
		       "(fuzz_iterations=%u; --no-extra for the vector tests alone)\n",
		       opts.fuzz_iterations);
	else
		printf("ukcrypto-selftest: the default vector tests only\n");

	auto t0 = std::chrono::steady_clock::now();
	int err = crypto_init();
	if (err)
		fprintf(stderr, "ukcrypto-selftest: crypto_init() failed: %d\n", err);
	for (const char *m : modules) {
		if (ukc_insmod(m)) {
			fprintf(stderr, "ukcrypto-selftest: cannot load module %s\n", m);
			err = -ENOENT;
		}
	}
	int missing = 0;
	for (const auto &desc : ukc::tm::alg_test_descs)
		missing += selftest_instantiate(desc.alg, desc.kind);
	double ms = ms_since(t0);

	std::string proc = read_all(ukc_proc_crypto);
	std::string log = read_all(ukc_log_read);
	size_t failed;
	if (proc_view) {
		fputs(proc.c_str(), stdout);
		if (!log.empty())
			printf("--- log ---\n%s", log.c_str());
		failed = 0;
		for (const proc_entry &e : parse_proc(proc))
			failed += !e.passed;
	} else {
		failed = print_report(parse_proc(proc));
		// The failures' own lines (testmgr's "alg: ..."), which say what went wrong.
		if (failed && !log.empty())
			printf("--- log ---\n%s", log.c_str());
	}
	printf("self-tests took %.2f ms\n", ms);
	return err || missing || failed ? 1 : 0;
}
