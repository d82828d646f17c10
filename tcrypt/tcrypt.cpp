// SPDX-License-Identifier: GPL-2.0-only
// The tcrypt program: Linux 6.12's tcrypt module as a command, with its parameters in
// modprobe form (mode=, sec=, alg=, type=, mask=, klen=, num_mb=) and its output lines; the
// program's own switches load driver modules and add the device models they bind to.
#include <crypto/algapi.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/fips.h>
#include <linux/gfp.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>

#include "internal.h"
#include "tcrypt.h"
#include "ukc_models.h"

namespace ukc::tcrypt {

params param;
char *tvmem[TVMEMSIZE];

namespace {

struct options {
	bool json = false;
	bool summary = false;
	const char *json_file = nullptr;
	const char *proc_file = nullptr;
	std::vector<std::string> modules; // --insmod FILE, loaded after the built-ins
	std::vector<std::string> devices; // --device NAME, added after the modules
};

// --only=ALG[=DRIVER]: run only the mode's steps for ALG, allocating DRIVER in its place when
// given, so that one driver of several registered for a name can be timed by a mode whose
// list 6.12 fixes (211's gcm(aes), 500's cbc(aes)).
struct only_step {
	std::string alg;
	std::string driver;
};

std::vector<only_step> only_steps;

// The name a step allocates, or nullptr when --only leaves the step out.
const char *step_alg(const step &s)
{
	if (only_steps.empty())
		return s.alg;
	for (const only_step &o : only_steps)
		if (o.alg == s.alg)
			return o.driver.empty() ? s.alg : o.driver.c_str();
	return nullptr;
}

// The kernel's tcrypt_test(): testmgr's tests for the name, on what it allocates.
int tcrypt_test(const char *alg)
{
	out_info("testing %s", alg);
	int ret = alg_test(alg, alg, 0, 0);
	// Algorithms FIPS mode forbids answer -EINVAL or -ECANCELED there: not a failure.
	if (fips_enabled && (ret == -EINVAL || ret == -ECANCELED))
		ret = 0;
	out_selftest(alg, ret);
	return ret;
}

int run_step(const step &s, u32 num_mb)
{
	unsigned int sec = param.sec;
	const char *alg = step_alg(s);

	if (!alg)
		return 0;
	switch (s.kind) {
	case step_kind::selftest:
		return tcrypt_test(alg);
	case step_kind::cipher:
	case step_kind::acipher:
		test_skcipher_speed(alg, s.enc, sec, s.keysizes, s.kind == step_kind::acipher);
		break;
	case step_kind::mb_skcipher:
		test_mb_skcipher_speed(alg, s.enc, sec, s.keysizes, num_mb);
		break;
	case step_kind::aead:
		test_aead_speed(alg, s.enc, sec, s.authsize, s.aad_size, s.keysizes);
		break;
	case step_kind::mb_aead:
		test_mb_aead_speed(alg, s.enc, sec, s.authsize, s.aad_size, s.keysizes, num_mb);
		break;
	case step_kind::hash:
	case step_kind::ahash:
		if (s.set_klen)
			param.klen = s.set_klen;
		test_ahash_speed_common(alg, sec,
					s.hash_speeds.empty() ? generic_hash_speed_template
							      : s.hash_speeds,
					s.kind == step_kind::hash ? CRYPTO_ALG_ASYNC : 0);
		break;
	}
	return 0;
}

int do_test(const char *alg, u32 type, u32 mask, int m, u32 num_mb);

// An errno as the kernel's name for it, where tcrypt's lines name one ("-ENOENT"), else "-N".
std::string errno_name(int err)
{
	if (err == -ENOENT)
		return "-ENOENT";
	if (err == -EINVAL)
		return "-EINVAL";
	return std::to_string(err);
}

// Why a lookup of @alg answered @err, on stdout as the module's pr_err() lines would be.
void report_lookup_error(const char *alg, u32 type, u32 mask, int err)
{
	if (err == -ELIBBAD) {
		out_err("%s: failed its self-test (-ELIBBAD)", alg);
		return;
	}
	// Without type= the kernel's check asks for type 0, which no algorithm has (a template
	// asked for it answers -EINVAL): a lookup of any type says whether the name is there as
	// something else, or failed its test.
	struct crypto_alg *any = crypto_alg_mod_lookup(alg, 0, 0);
	if (!IS_ERR(any)) {
		out_err("%s: not found (%s) as type=%#x mask=%#x; %s has type %#x", alg,
			errno_name(err).c_str(), type, mask, any->cra_driver_name,
			any->cra_flags & CRYPTO_ALG_TYPE_MASK);
		crypto_mod_put(any);
	} else if (PTR_ERR(any) == -ELIBBAD) {
		out_err("%s: failed its self-test (-ELIBBAD)", alg);
	} else {
		out_err("%s: not found (%s)", alg, errno_name(err).c_str());
	}
}

// Mode 0: with alg=, 6.12's crypto_has_alg() check, which says only yes or no; the lookup it
// wraps tells a driver that failed its self-test (-ELIBBAD) from a missing one. Either way
// the module's init answers -ENOENT, and so does this.
int do_test_all(const char *alg, u32 type, u32 mask, u32 num_mb)
{
	int ret = 0;

	if (alg) {
		if (!mask)
			mask = CRYPTO_ALG_TYPE_MASK;
		struct crypto_alg *found = crypto_alg_mod_lookup(alg, type, mask);
		if (!IS_ERR(found)) {
			crypto_mod_put(found);
			return 0;
		}
		report_lookup_error(alg, type, mask, static_cast<int>(PTR_ERR(found)));
		return -ENOENT;
	}
	for (int i = 1; i < 200; i++)
		ret = std::min(ret, do_test(nullptr, 0, 0, i, num_mb));
	return ret;
}

// 300 and 400 without alg=: the kernel falls through every case of the series.
void do_test_series(int first)
{
	for (const mode &md : modes())
		if (md.number > first && md.number < first + 100)
			for (const step &s : md.steps)
				run_step(s, param.num_mb);
}

int do_test(const char *alg, u32 type, u32 mask, int m, u32 num_mb)
{
	const mode *md = find_mode(m);
	const u8 klen[] = { static_cast<u8>(param.klen) };
	int ret = 0;

	if (!md)
		return 0;
	if (md->flags & MODE_ALG_CHECK)
		return do_test_all(alg, type, mask, num_mb);
	if ((md->flags & MODE_ALG_HASH) && alg) {
		test_ahash_speed_common(alg, param.sec, generic_hash_speed_template,
					m == 300 ? CRYPTO_ALG_ASYNC : 0);
		return 0;
	}
	if (md->flags & MODE_ALG_HASH) {
		do_test_series(m);
		return 0;
	}
	if ((md->flags & MODE_ALG_MB) && alg) {
		test_mb_skcipher_speed(alg, ENCRYPT, param.sec, klen, num_mb);
		test_mb_skcipher_speed(alg, DECRYPT, param.sec, klen, num_mb);
		return 0;
	}
	for (const step &s : md->steps)
		ret = std::min(ret, run_step(s, num_mb));
	return ret;
}

/* ---- the command line ---- */

// The command line: the module's parameters (name=value) and the program's own switches.
options opts;

enum class opt_kind {
	text,	// name=VALUE, kept as given
	number, // name=N, as the kernel's kstrto*() with base 0 reads it, within [lo, hi]
	flag,	// a switch without a value
};

struct tcrypt_opt {
	const char *name;    // "mode", or "--json=" for a switch taking a value
	const char *metavar; // what the usage line puts after '=': "N"
	opt_kind kind;
	long long lo, hi;
	// a variable, or a function taking the value (false: refused, it says why)
	std::variant<int *, unsigned int *, const char **, bool *, bool (*)(const std::string &)>
		target;
	const char *help;
};

// --only=ALG or --only=ALG=DRIVER; an algorithm name holds no '='.
bool parse_only(const std::string &v)
{
	size_t eq = v.find('=');
	only_step o = { v.substr(0, eq), eq == std::string::npos ? "" : v.substr(eq + 1) };

	if (o.alg.empty() || (eq != std::string::npos && o.driver.empty())) {
		fprintf(stderr, "tcrypt: --only=%s: expected --only=ALG or --only=ALG=DRIVER\n",
			v.c_str());
		return false;
	}
	only_steps.push_back(o);
	return true;
}

bool parse_insmod(const std::string &file)
{
	opts.modules.push_back(file);
	return true;
}

bool parse_device(const std::string &name)
{
	opts.devices.push_back(name);
	return true;
}

const tcrypt_opt tcrypt_opts[] = {
	{ "mode", "N", opt_kind::number, INT32_MIN, INT32_MAX, &param.mode,
	  "the kernel's mode number (listed below)" },
	{ "sec", "S", opt_kind::number, 0, UINT32_MAX, &param.sec,
	  "seconds per speed line; 0 (default) counts cycles instead" },
	{ "alg", "NAME", opt_kind::text, 0, 0, &param.alg,
	  "modes 0, 300, 400, 600: the algorithm to check or time" },
	{ "type", "T", opt_kind::number, 0, UINT32_MAX, &param.type,
	  "mode 0 with alg=: the type it must have" },
	{ "mask", "M", opt_kind::number, 0, UINT32_MAX, &param.mask,
	  "mode 0 with alg=: the mask the type is compared under" },
	{ "klen", "K", opt_kind::number, 0, PAGE_SIZE, &param.klen,
	  "hash speed modes (300-499): key length; mode 600 with alg=: key size (needed)" },
	{ "num_mb", "N", opt_kind::number, 1, 1 << 20, &param.num_mb,
	  "requests in flight in multibuffer modes (default 8)" },
	{ "--json", nullptr, opt_kind::flag, 0, 0, &opts.json,
	  "one JSON record per line instead of the text" },
	{ "--json=", "FILE", opt_kind::text, 0, 0, &opts.json_file,
	  "the text on stdout and the JSON records in FILE" },
	{ "--quick", nullptr, opt_kind::flag, 0, 0, &param.quick,
	  "only the first key size and the first two sizes of each table" },
	{ "--proc-crypto=", "FILE", opt_kind::text, 0, 0, &opts.proc_file,
	  "at the end, the /proc/crypto view written to FILE" },
	{ "--only=", "ALG[=DRIVER]", opt_kind::text, 0, 0, parse_only,
	  "only the mode's steps for ALG (repeatable), allocating DRIVER for it when given" },
	{ "--insmod=", "FILE", opt_kind::text, 0, 0, parse_insmod,
	  "load a driver module after the built-ins (repeatable; also --insmod FILE), as "
	  "insmod(8): a name without a slash is a file in the current folder" },
	{ "--device=", "NAME", opt_kind::text, 0, 0, parse_device,
	  "add a device model after the modules (repeatable; also --device NAME), for their "
	  "driver to bind: virtio-crypto (then --only=cbc(aes)=virtio_crypto_aes_cbc, or "
	  "mode=600 alg=virtio_crypto_aes_cbc, times the driver)" },
	{ "--summary", nullptr, opt_kind::flag, 0, 0, &opts.summary,
	  "no mode: one screen of MB/s for the disk ciphers, AEADs and hashes in seconds, as "
	  "cryptsetup benchmark (beyond 6.12; --json for records)" },
};

// "mode=N", "--json", "--json=FILE".
std::string opt_synopsis(const tcrypt_opt &t)
{
	std::string s = t.name;

	if (t.metavar) {
		if (s.back() != '=')
			s += '=';
		s += t.metavar;
	}
	return s;
}

void usage(FILE *f)
{
	// mode= is the one a run needs; everything else is optional.
	fprintf(f, "usage: tcrypt");
	for (const tcrypt_opt &t : tcrypt_opts)
		fprintf(f, &t == tcrypt_opts ? " %s" : " [%s]", opt_synopsis(t).c_str());
	fprintf(f, "\nThe Linux 6.12 tcrypt module's modes and parameters, run on ukcrypto.\n");
	for (const tcrypt_opt &t : tcrypt_opts)
		fprintf(f, "  %-18s %s\n", opt_synopsis(t).c_str(), t.help);
	fprintf(f, "modes:\n");
	print_modes(f);
}

// A number as the kernel's kstrto*() with base 0 reads it; false if it is not one.
bool parse_number(const char *s, long long lo, long long hi, long long *out)
{
	char *end;

	if (!*s)
		return false;
	errno = 0;
	long long v = strtoll(s, &end, 0);
	if (errno || *end || v < lo || v > hi)
		return false;
	*out = v;
	return true;
}

// Stores @val (nullptr for a switch) through @t's target.
bool set_opt(const tcrypt_opt &t, const char *name, const char *val)
{
	long long v = 0;

	if (t.kind == opt_kind::number && !parse_number(val, t.lo, t.hi, &v)) {
		fprintf(stderr, "tcrypt: '%s' invalid for parameter '%s'\n", val, name);
		return false;
	}
	return std::visit(
		[&](auto *p) {
			using T = std::remove_pointer_t<decltype(p)>;
			if constexpr (std::is_function_v<T>)
				return p(val);
			else if constexpr (std::is_same_v<T, bool>)
				*p = true;
			else if constexpr (std::is_same_v<T, const char *>)
				*p = val;
			else
				*p = static_cast<T>(v);
			return true;
		},
		t.target);
}

// The entry @arg names: a parameter by the name before its '=', a switch by its whole text or,
// for one taking a value, by the text up to its '='.
const tcrypt_opt *find_opt(const std::string &arg, size_t *val)
{
	for (const tcrypt_opt &t : tcrypt_opts) {
		std::string name = t.name;

		if (name[0] != '-')
			name += '=';
		else if (t.kind == opt_kind::flag && arg == name)
			return *val = arg.size(), &t;
		if (name.back() == '=' && arg.compare(0, name.size(), name) == 0)
			return *val = name.size(), &t;
	}
	return nullptr;
}

bool parse_args(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		std::string a = argv[i];
		size_t val = 0;
		const tcrypt_opt *t = find_opt(a, &val);

		if (a == "--insmod" && i + 1 < argc) { // insmod's own spelling, a separate word
			parse_insmod(argv[++i]);
			continue;
		}
		if (a == "--device" && i + 1 < argc) {
			parse_device(argv[++i]);
			continue;
		}

		if (!t && (a.find('=') == std::string::npos || a[0] == '-')) {
			fprintf(stderr, "tcrypt: unknown argument '%s' (see --help)\n", argv[i]);
			return false;
		}
		if (!t) {
			fprintf(stderr, "tcrypt: unknown parameter '%s'\n",
				a.substr(0, a.find('=')).c_str());
			return false;
		}
		if (!set_opt(*t, t->name, t->kind == opt_kind::flag ? nullptr : argv[i] + val))
			return false;
	}
	return true;
}

#if defined(__aarch64__)
// An arm64 kernel's /proc/cpuinfo has "CPU implementer" lines; qemu-user passes the host's
// through, whose lines (x86's "vendor_id") describe the machine that runs the emulator.
bool arm64_emulated()
{
	FILE *f = fopen("/proc/cpuinfo", "r");
	char line[256];
	bool arm = false, other = false;

	if (!f)
		return false;
	while (fgets(line, sizeof(line), f)) {
		arm |= !strncmp(line, "CPU implementer", 15);
		other |= !strncmp(line, "vendor_id", 9);
	}
	fclose(f);
	return other && !arm;
}
#endif

void print_cycle_header()
{
#if defined(__x86_64__) || defined(__i386__)
	fprintf(stderr, "tcrypt: sec=0: cycles are counted as the kernel's get_cycles() does "
			"on x86: the TSC (rdtsc), which ticks at a fixed rate, not the core "
			"clock\n");
#elif defined(__aarch64__)
	unsigned long freq;
	asm volatile("mrs %0, cntfrq_el0" : "=r"(freq));
	fprintf(stderr,
		"tcrypt: sec=0: cycles are counted as the kernel's get_cycles() does "
		"on arm64: the virtual counter (cntvct_el0, %lu Hz), which ticks at a fixed "
		"rate, not the core clock\n",
		freq);
	if (arm64_emulated())
		fprintf(stderr, "tcrypt: sec=0: this arm64 program runs under an emulator "
				"(/proc/cpuinfo describes another architecture's CPU): the counts "
				"time the emulator, not arm64 hardware\n");
#else
	fprintf(stderr, "tcrypt: sec=0: no cycle counter is known on this architecture; "
			"\"cycles\" are nanoseconds of CLOCK_MONOTONIC\n");
#endif
}

std::string proc_crypto_text()
{
	std::string text(ukc_proc_crypto(nullptr, 0) + 1, '\0');
	text.resize(ukc_proc_crypto(text.data(), text.size()));
	return text;
}

// A field of one /proc/crypto block ("driver       : cbc-aes-aesni"), or "".
std::string proc_field(const std::string &block, const char *key)
{
	std::string head = std::string("\n") + key;
	head.resize(14, ' ');
	head += ": ";
	size_t at = ("\n" + block).find(head);
	if (at == std::string::npos)
		return "";
	size_t start = at + head.size() - 1;
	return block.substr(start, block.find('\n', start) - start);
}

// Says, before any result, which drivers of loaded modules failed their self-tests (a lookup of
// their name silently takes another driver, so a run would time or test that one), with the
// lines testmgr logged for them. Returns how many.
int report_module_failures()
{
	std::string text = proc_crypto_text();
	int n = 0;

	for (size_t at = 0; at < text.size();) {
		size_t end = text.find("\n\n", at);
		std::string block = text.substr(at, end == std::string::npos ? end : end - at);
		at = end == std::string::npos ? text.size() : end + 2;
		std::string module = proc_field(block, "module");
		if (module.empty() || module == "kernel" ||
		    proc_field(block, "selftest") == "passed")
			continue;
		fprintf(stderr,
			"tcrypt: %s (%s, module %s) failed its self-test: lookups of %s do "
			"not use it\n",
			proc_field(block, "driver").c_str(), proc_field(block, "name").c_str(),
			module.c_str(), proc_field(block, "name").c_str());
		n++;
	}
	if (n) {
		std::string log(ukc_log_read(nullptr, 0) + 1, '\0');
		log.resize(ukc_log_read(log.data(), log.size()));
		fputs(log.c_str(), stderr);
	}
	return n;
}

void write_proc_crypto(const char *path)
{
	std::string text = proc_crypto_text();
	FILE *f = fopen(path, "w");
	if (!f) {
		fprintf(stderr, "tcrypt: cannot write %s: %s\n", path, strerror(errno));
		return;
	}
	fputs(text.c_str(), f);
	fclose(f);
}

// What to give as klen= for the skcipher @alg: ": 16, 24, 32 for DRIVER" from what its driver
// accepts, or why there is no answer.
std::string keysize_hint(const char *alg)
{
	std::vector<unsigned int> sizes;
	std::string driver, hint;

	int err = skcipher_keysizes(alg, &driver, &sizes);
	if (err)
		return "; failed to load transform for " + std::string(alg) + ": " +
		       std::to_string(err);
	for (unsigned int k : sizes)
		hint += (hint.empty() ? ": " : ", ") + std::to_string(k);
	return hint.empty() ? "; " + driver + " takes no key of 255 bytes or less"
			    : hint + " for " + driver;
}

// Whether one of the mode's steps is of a kind @a or @b.
bool mode_runs(const mode &md, step_kind a, step_kind b)
{
	return std::any_of(md.steps.begin(), md.steps.end(),
			   [&](const step &s) { return s.kind == a || s.kind == b; });
}

// alg= on a mode 6.12 does not read it in: the kernel runs its fixed list and ignores the
// name; say so rather than time something other than what was asked.
int check_alg_param(const mode &md)
{
	bool skcipher = mode_runs(md, step_kind::cipher, step_kind::acipher) ||
			mode_runs(md, step_kind::mb_skcipher, step_kind::mb_skcipher);

	fprintf(stderr,
		"tcrypt: alg=%s: mode %d runs 6.12's fixed list and does not read alg= "
		"(modes 0, 300, 400 and 600 do)\n",
		param.alg, md.number);
	if (skcipher) {
		fprintf(stderr,
			"tcrypt: to time one skcipher: mode=600 alg=%s klen=K num_mb=1, K the key "
			"size in bytes%s\n",
			param.alg, keysize_hint(param.alg).c_str());
	}
	return -EINVAL;
}

// Mode 600 with alg= times the one key size klen= gives; 6.12 defaults it to 0, a key no
// skcipher takes, and logs "setkey() failed flags=0" for each direction. Say what is needed.
int check_mb_klen()
{
	fprintf(stderr,
		"tcrypt: mode 600 with alg=%s needs klen=, the key size in bytes to time%s\n",
		param.alg, keysize_hint(param.alg).c_str());
	return -EINVAL;
}

// Whether mode @md runs a step for @alg: one of its own, or of the modes it runs in turn (0:
// 1-199; 300 and 400: their series).
bool mode_has_step(const mode &md, const std::string &alg)
{
	auto has = [&](const mode &m) {
		return std::any_of(m.steps.begin(), m.steps.end(),
				   [&](const step &s) { return alg == s.alg; });
	};
	int first = md.flags & MODE_ALG_CHECK ? 0 : md.number;
	int last = md.flags & MODE_ALG_CHECK ? 200 : md.number + 100;

	if (!(md.flags & (MODE_ALG_CHECK | MODE_ALG_HASH)))
		return has(md);
	for (const mode &m : modes())
		if (m.number > first && m.number < last && has(m))
			return true;
	return false;
}

// --only= chooses among a mode's steps: each ALG must be one, and alg=, which times one
// algorithm in place of the list, leaves none to choose.
int check_only(const mode &md)
{
	if (!only_steps.empty() && param.alg) {
		fprintf(stderr,
			"tcrypt: --only= chooses steps of mode %d's list; alg=%s times one "
			"algorithm instead\n",
			md.number, param.alg);
		return -EINVAL;
	}
	for (const only_step &o : only_steps) {
		if (!mode_has_step(md, o.alg)) {
			fprintf(stderr, "tcrypt: --only=%s: mode %d has no step for %s\n",
				o.alg.c_str(), md.number, o.alg.c_str());
			return -EINVAL;
		}
	}
	return 0;
}

// The parameters a mode reads: refuse alg= and klen= where 6.12 would ignore them, and a
// mode 600 alg= run that has no klen= to time.
int check_params(const mode &md)
{
	bool takes_alg = md.flags & (MODE_ALG_HASH | MODE_ALG_MB | MODE_ALG_CHECK);
	// Every hash speed line keys its hash with klen= bytes when it is set, as 6.12's do.
	bool takes_klen = (md.flags & MODE_ALG_HASH) ||
			  mode_runs(md, step_kind::hash, step_kind::ahash) ||
			  ((md.flags & MODE_ALG_MB) && param.alg);

	if (param.alg && !takes_alg)
		return check_alg_param(md);
	// The kernel silently ignores a klen= its mode never reads.
	if (param.klen && !takes_klen) {
		fprintf(stderr,
			"tcrypt: klen=%u: mode %d uses the kernel's fixed key sizes; klen= "
			"applies to the hash speed modes and to mode 600 with alg=\n",
			param.klen, md.number);
		return -EINVAL;
	}
	if ((md.flags & MODE_ALG_MB) && param.alg && !param.klen)
		return check_mb_klen();
	return check_only(md);
}

int exit_status(int err)
{
	if (!err)
		return 0;
	return err < 0 && -err < 256 ? -err : 1;
}

// Loads each module of @modules, as insmod: one that does not load or whose module_init()
// fails is named on stderr with the log's lines that say why, before any result.
int insmod_all(const std::vector<std::string> &modules)
{
	int first = 0;

	for (const std::string &m : modules) {
		ukc_log_clear(); // what this module's load logs, alone
		int err = ukc_insmod(m.c_str());
		if (!err)
			continue;
		std::string log(ukc_log_read(nullptr, 0) + 1, '\0');
		log.resize(ukc_log_read(log.data(), log.size()));
		fprintf(stderr, "%stcrypt: module %s did not load or register: %s\n", log.c_str(),
			m.c_str(), strerror(-err));
		if (!first)
			first = err;
	}
	return first;
}

// Adds each device model of @devices, which binds the drivers the modules registered for it
// (their probe registers the algorithms, self-tested); one that cannot be added is named.
int add_devices(const std::vector<std::string> &devices)
{
	for (const std::string &d : devices) {
		int err = ukc_model_add(d.c_str());
		if (err == -ENOENT)
			fprintf(stderr,
				"tcrypt: --device=%s: no such device model (there are: %s)\n",
				d.c_str(), ukc_model_names());
		else if (err)
			fprintf(stderr, "tcrypt: --device=%s: %s\n", d.c_str(), strerror(-err));
		if (err)
			return err;
	}
	return 0;
}

// The module's init: allocate the test pages, run the mode, say whether it failed.
int tcrypt_main(const options &o)
{
	int err = crypto_init();
	if (err) {
		// The log says why (a module that did not load, its init's error).
		std::string log(ukc_log_read(nullptr, 0) + 1, '\0');
		log.resize(ukc_log_read(log.data(), log.size()));
		fprintf(stderr, "%stcrypt: crypto_init() failed: %d\n", log.c_str(), err);
		return exit_status(err);
	}
	if ((err = insmod_all(o.modules)) || (err = add_devices(o.devices))) {
		ukc_model_remove_all();
		return exit_status(err);
	}
	int module_failures = report_module_failures();
	ukc_log_clear(); // what registration logged belongs to "boot", not to this run
	out_open(o.json, o.json_file);
	if (param.sec == 0 && param.mode >= 200)
		print_cycle_header();
	unsigned int got = 0;
	for (; got < TVMEMSIZE; got++) {
		tvmem[got] = reinterpret_cast<char *>(__get_free_page(GFP_KERNEL));
		if (!tvmem[got])
			break;
		memset(tvmem[got], 0xff, PAGE_SIZE);
	}
	err = got < TVMEMSIZE
		      ? -ENOMEM
		      : do_test(param.alg, param.type, param.mask, param.mode, param.num_mb);
	if (err || module_failures)
		out_err("one or more tests failed!");
	else if (param.mode < 200)
		out_info("all tests passed");
	while (got-- > 0)
		free_page(reinterpret_cast<unsigned long>(tvmem[got]));
	out_close();
	if (o.proc_file)
		write_proc_crypto(o.proc_file);
	ukc_model_remove_all(); // the drivers unbind, as at shutdown
	return exit_status(err ? err : module_failures ? -ELIBBAD : failure());
}

} // namespace

int tcrypt_cmd(int argc, char **argv)
{
	// --help wins over everything else on the line, even a bad parameter.
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
			usage(stdout);
			return 0;
		}
	}
	if (!parse_args(argc, argv))
		return EINVAL;
	if (opts.summary)
		return tcrypt_summary(opts.json);
	const mode *md = find_mode(param.mode);
	if (!md) {
		fprintf(stderr, "tcrypt: unknown mode %d; valid modes: ", param.mode);
		print_valid_modes(stderr);
		return EINVAL;
	}
	if (check_params(*md))
		return EINVAL;
	return tcrypt_main(opts);
}

} // namespace ukc::tcrypt

int main(int argc, char **argv)
{
	return ukc::tcrypt::tcrypt_cmd(argc, argv);
}
