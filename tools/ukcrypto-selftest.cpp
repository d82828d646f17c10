// SPDX-License-Identifier: GPL-2.0-only
// tools/run's main job: register and self-test every built-in algorithm, instantiate every
// name testmgr has vectors for, and report one line per algorithm name. A tester's tool, so
// the extra tests run unless --no-extra says otherwise.
#include <crypto/acompress.h>
#include <crypto/aead.h>
#include <crypto/algapi.h>
#include <crypto/hash.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "alg_test_descs.h"
#include "ukc_kernel.h"
#include "ukc_models.h"

namespace {

double ms_since(std::chrono::steady_clock::time_point t0)
{
	return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0)
		.count();
}

// A compressor this build left out, its library not found (UKC_COMP_UNBUILT, from meson).
bool selftest_comp_unbuilt(const char *name)
{
	size_t n = strlen(name);

	for (const char *p = UKC_COMP_UNBUILT; *p;) {
		size_t len = strcspn(p, ",");
		if (len == n && !strncmp(p, name, n))
			return true;
		p += len + (p[len] == ',');
	}
	return false;
}

// Looks the name up: a template expression is instantiated and self-tested on the way. The
// lookup is typed by the vectors' kind, since a template may build a different type for each
// (essiv makes an skcipher or an AEAD) and refuses an untyped request, as in 6.12. A name whose
// outer template this build lacks, or whose library this build went without, goes into
// @untested with the reason, to be reported untested.
int selftest_instantiate(const char *name, enum ukc_vec_kind kind,
			 std::map<std::string, std::string> &untested)
{
	// ECDH and ECDSA over the NIST curves are built over OpenSSL's libcrypto, or else GMP and
	// Nettle.
	bool nist_ecc = !strncmp(name, "ecdh-", 5) || !strncmp(name, "ecdsa-", 6);
	if (nist_ecc && !UKC_HAVE_NIST_ECC) {
		untested[name] = "built without libcrypto, or GMP and Nettle";
		return 0;
	}
	// The other asymmetric algorithms are built over GMP: a build without it (the arm64 cross
	// build) has none of them.
	if ((kind == UKC_VEC_AKCIPHER || kind == UKC_VEC_KPP || !strncmp(name, "pkcs1pad(", 9)) &&
	    !nist_ecc && !UKC_HAVE_GMP) {
		untested[name] = "built without GMP";
		return 0;
	}
	// Entries without vectors of their own (6.12's alg_test_null) are of any type: the
	// DRBGs' and digest_null.
	int found = kind == UKC_VEC_AEAD   ? crypto_has_aead(name, 0, 0)
		    : kind == UKC_VEC_HASH ? crypto_has_ahash(name, 0, 0)
		    : kind == UKC_VEC_COMP
			    ? crypto_has_acomp(name, 0, 0) || crypto_has_comp(name, 0, 0)
		    : kind == UKC_VEC_DRBG || kind == UKC_VEC_CPRNG || kind == UKC_VEC_HEALTH
			    ? crypto_has_alg(name, CRYPTO_ALG_TYPE_RNG, CRYPTO_ALG_TYPE_MASK)
		    : kind == UKC_VEC_NULL ? crypto_has_alg(name, 0, 0)
		    : kind == UKC_VEC_AKCIPHER
			    ? crypto_has_alg(name, CRYPTO_ALG_TYPE_AKCIPHER, CRYPTO_ALG_TYPE_MASK)
		    : kind == UKC_VEC_KPP
			    ? crypto_has_alg(name, CRYPTO_ALG_TYPE_KPP, CRYPTO_ALG_TYPE_MASK)
			    : crypto_has_skcipher(name, 0, 0);

	if (found)
		return 0;
	if (kind == UKC_VEC_COMP && selftest_comp_unbuilt(name)) {
		untested[name] = "its library was not found for this build";
		return 0;
	}
	std::string outer(name, strcspn(name, "("));
	if (outer.size() < strlen(name) && !crypto_lookup_template(outer.c_str())) {
		untested[name] = "no " + outer + " template in this build";
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

// ---- progress: a line on stderr as each self-test ends, before the report ----

struct progress_counts {
	std::atomic<size_t> passed{ 0 }, failed{ 0 };
};

progress_counts progress_n;

// The registry's hook (ukc::set_selftest_progress()): the name and driver in the report's
// columns, the test's time and result. Each line is one write, whichever thread tested.
void progress_line(const struct crypto_alg *alg, int err, double ms)
{
	// -ECANCELED: FIPS mode disallows the algorithm, which passed (6.12's alg_test()).
	bool ok = !err || err == -ECANCELED;

	(ok ? progress_n.passed : progress_n.failed)++;
	fprintf(stderr, "%-44s %-36s %9.2f ms  %s", alg->cra_name, alg->cra_driver_name, ms,
		!err ? "passed\n"
		: ok ? "passed (not allowed in FIPS mode)\n"
		     : "FAILED: ");
	if (!ok)
		fprintf(stderr, "%d (%s)\n", err, strerror(-err));
}

void progress_begin()
{
	fprintf(stderr, "%-44s %-36s %12s  %s\n", "self-test progress: algorithm", "driver", "time",
		"result");
	ukc::set_selftest_progress(progress_line);
}

void progress_end()
{
	ukc::set_selftest_progress(nullptr);
	fprintf(stderr, "%zu self-tests ended: %zu passed, %zu failed\n",
		progress_n.passed + progress_n.failed, progress_n.passed.load(),
		progress_n.failed.load());
}

// One /proc/crypto block, the fields the report needs.
struct proc_entry {
	std::string name, driver, module, type;
	int priority = 0;
	bool passed = false, internal = false;
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
		} else if (field("module", v)) {
			cur.module = v;
		} else if (field("type", v)) {
			cur.type = v;
		} else if (field("internal", v)) {
			cur.internal = v == "yes";
		}
	}
	if (!cur.driver.empty())
		out.push_back(cur);
	return out;
}

// The three verdicts, counted apart: a driver without vectors was not tested, whatever
// /proc/crypto's "selftest : passed" (6.12 marks it so after "alg: No test for").
struct report_counts {
	size_t passed = 0, failed = 0, untested = 0;
};

// A noise source is tested by its health tests instead of vectors: its row says so.
bool noise_source(const std::string &name)
{
	const ukc::tm::alg_test_desc *d = ukc::tm::alg_find_test(name.c_str());
	return d && d->kind == UKC_VEC_HEALTH;
}

// One name's row: the driver a lookup picks (the highest priority among those that passed, as
// the registry chooses), its priority, and the verdict over all of the name's drivers.
void print_row(const std::string &name, const std::vector<const proc_entry *> &list,
	       report_counts &n)
{
	const proc_entry *win = nullptr;
	std::string bad, untested;

	for (const proc_entry *e : list) {
		if (!e->passed)
			bad += (bad.empty() ? "" : ",") + e->driver;
		else if (!win || e->priority > win->priority)
			win = e;
		if (!ukc::tm::alg_has_test(e->name.c_str(), e->driver.c_str(), e->type))
			untested += (untested.empty() ? "" : ",") + e->driver;
	}
	std::string verdict = !bad.empty()	  ? "FAILED: " + bad
			      : !untested.empty() ? "untested (no vectors): " + untested
			      : noise_source(name)
				      ? "passed (health tests: a noise source has no known answers)"
				      : "passed";
	(!bad.empty() ? n.failed : !untested.empty() ? n.untested : n.passed)++;
	printf("%-44s %-36s %4d  %s\n", name.c_str(), win ? win->driver.c_str() : "-",
	       win ? win->priority : 0, verdict.c_str());
}

// A header, then one row per algorithm name: those of loaded modules first (what the user
// asked about), then the library's own, then (with @all) the internal ones, which 6.12 tests
// through the wrappers that expose them; then the names testmgr knows that this build cannot
// instantiate, untested. Returns the counts.
report_counts print_report(const std::vector<proc_entry> &entries, bool all,
			   const std::map<std::string, std::string> &untested)
{
	std::map<std::string, std::vector<const proc_entry *>> by_name, group[3];
	report_counts n;

	for (const proc_entry &e : entries)
		by_name[e.name].push_back(&e);
	for (const auto &[name, list] : by_name) {
		bool module = false, internal = true;
		for (const proc_entry *e : list) {
			module |= e->module != "kernel";
			internal &= e->internal;
		}
		group[module ? 0 : internal ? 2 : 1][name] = list;
	}
	printf("%-44s %-36s %4s  %s\n", "algorithm", "driver a lookup picks", "prio", "verdict");
	for (int g = 0; g < (all ? 3 : 2); g++)
		for (const auto &[name, list] : group[g])
			print_row(name, list, n);
	for (const auto &[name, why] : untested) {
		printf("%-44s %-36s %4d  untested (%s)\n", name.c_str(), "-", 0, why.c_str());
		n.untested++;
	}
	printf("%zu algorithms: %zu passed, %zu failed, %zu untested\n",
	       n.passed + n.failed + n.untested, n.passed, n.failed, n.untested);
	if (!all && !group[2].empty())
		printf("(%zu internal algorithms, tested through the wrappers that expose them, "
		       "not listed: --all lists them)\n",
		       group[2].size());
	return n;
}

// The log's lines that say why a module did not load or register, in the kernel's words
// (insmod's, the failed initcall's, the registry's refusal and its WARNING), on stderr before
// any result: without them a module's missing drivers would read as the library's passing.
void print_module_errors(size_t from = 0)
{
	static const char *const why[] = { "insmod: ", "initcall ", "ukcrypto: module ",
					   "WARNING: ", "crypto_register" };
	std::string log = read_all(ukc_log_read);
	std::istringstream in(from < log.size() ? log.substr(from) : "");
	std::string line;

	while (std::getline(in, line))
		for (const char *w : why)
			if (line.find(w) != std::string::npos) {
				fprintf(stderr, "%s\n", line.c_str());
				break;
			}
}

void usage(FILE *f)
{
	fputs("usage: ukcrypto-selftest [--no-extra] [--strict] [--all] [--proc] [--insmod FILE]...\n"
	      "                         [--device NAME]... [--progress | --no-progress] [--help]\n"
	      "Registers and self-tests every built-in algorithm, instantiates every name testmgr\n"
	      "has vectors for, and prints one line per algorithm name (the driver a lookup\n"
	      "picks, its priority, and a verdict: passed, FAILED with the drivers that failed,\n"
	      "or untested when testmgr has no vectors for a driver, where 6.12 logs \"alg: No\n"
	      "test for\" and lets it pass) and a summary counting the three; the exit status is\n"
	      "1 when anything failed (or, with --strict, went untested).\n"
	      "  --no-extra  the default vector tests only (the library's default, as a 6.12\n"
	      "              kernel without CONFIG_CRYPTO_MANAGER_EXTRA_TESTS); without it the\n"
	      "              extra tests run too (random configurations, the bulk vectors,\n"
	      "              comparison with the generic drivers), UKCRYPTO_FUZZ_ITERATIONS each\n"
	      "  --strict    an algorithm without vectors counts as a failure\n"
	      "  --all       list the internal (\"__\") algorithms too\n"
	      "  --proc      print the whole /proc/crypto view and the log instead of the report\n"
	      "  --progress  on stderr, while the tests run: a header, then a line per driver as\n"
	      "              its self-test ends (algorithm, driver, milliseconds, passed or\n"
	      "              FAILED with the error), then \"N self-tests ended: N passed, N\n"
	      "              failed\"; the report follows on stdout. The default when stderr is a\n"
	      "              terminal; --no-progress turns it off\n"
	      "  --insmod FILE  load a driver module (a shared object) after the built-ins, as\n"
	      "              insmod(8): a name without a slash is a file in the current folder;\n"
	      "              its algorithms are self-tested and reported first. A module that\n"
	      "              does not load or whose module_init() fails is named on stderr with\n"
	      "              the reason before the report, and the exit status is 1\n"
	      "  --device NAME  add a device model after the modules, for their driver to bind\n"
	      "              (its probe registers its algorithms, self-tested and reported):\n",
	      f);
	fprintf(f, "              %s\n", ukc_model_names());
}

} // namespace

int main(int argc, char **argv)
{
	bool extra = true, proc_view = false, strict = false, all = false;
	bool progress = isatty(STDERR_FILENO);
	std::vector<const char *> modules, devices;
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
		} else if (!strcmp(argv[i], "--strict")) {
			strict = true;
		} else if (!strcmp(argv[i], "--all")) {
			all = true;
		} else if (!strcmp(argv[i], "--proc")) {
			proc_view = true;
		} else if (!strcmp(argv[i], "--progress")) {
			progress = true;
		} else if (!strcmp(argv[i], "--no-progress")) {
			progress = false;
		} else if (!strcmp(argv[i], "--insmod") && i + 1 < argc) {
			modules.push_back(argv[++i]);
		} else if (!strcmp(argv[i], "--device") && i + 1 < argc) {
			devices.push_back(argv[++i]);
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

	// The header before the tests, however stdout is buffered.
	fflush(stdout);
	if (progress)
		progress_begin();
	auto t0 = std::chrono::steady_clock::now();
	int err = crypto_init();
	if (err) {
		print_module_errors();
		fprintf(stderr, "ukcrypto-selftest: crypto_init() failed: %d (%s)\n", err,
			strerror(-err));
	}
	for (const char *m : modules) {
		size_t from = read_all(ukc_log_read).size(); // this module's lines alone
		int merr = ukc_insmod(m);
		if (merr) {
			print_module_errors(from);
			fprintf(stderr,
				"ukcrypto-selftest: module %s did not load or register: %s\n", m,
				strerror(-merr));
			err = merr;
		}
	}
	for (const char *d : devices) {
		int derr = ukc_model_add(d);
		if (derr) {
			fprintf(stderr, "ukcrypto-selftest: --device %s: %s\n", d,
				derr == -ENOENT ? "no such device model" : strerror(-derr));
			err = derr;
		}
	}
	int missing = 0;
	std::map<std::string, std::string> untested;
	for (const auto &desc : ukc::tm::alg_test_descs)
		missing += selftest_instantiate(desc.alg, desc.kind, untested);
	double ms = ms_since(t0);
	if (progress)
		progress_end();

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
		report_counts n = print_report(parse_proc(proc), all, untested);
		failed = n.failed + (strict ? n.untested : 0);
		// The failures' own lines (testmgr's "alg: ..."), which say what went wrong.
		if (n.failed && !log.empty())
			printf("--- log ---\n%s", log.c_str());
	}
	printf("self-tests took %.2f ms\n", ms);
	ukc_model_remove_all(); // the drivers unbind, as at shutdown
	return err || missing || failed ? 1 : 0;
}
