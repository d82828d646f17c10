// SPDX-License-Identifier: GPL-2.0-only
// Camellia, Serpent, Twofish and CAST-256: whichever driver a lookup picks against libgcrypt
// (and OpenSSL for Camellia) on the same buffers, in one run, and the xts template's cost over
// the ECB driver it wraps; medians and spread of alternating rounds, printed as ratios (the
// project's targets with --targets).
// With --kernel, the kernel's own 6.12 drivers (modules built by ukcrypto-kbuild, loaded in a
// second process) against the library's, and the xts template over the kernel's ECB drivers.
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <gcrypt.h>
#include <openssl/evp.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <memory>
#include <string>
#include <vector>

#include "bench-ossl-x86.h"
#include "bench-remote-x86.h"
#include "bench-x86.h"

namespace {

struct ukc_op : bench_skcipher_op {
	ukc_op(const char *alg, const u8 *key, unsigned int klen, u8 *buf, unsigned int n, bool e)
		: bench_skcipher_op(alg, key, klen, buf, n, n, e)
	{
		memset(iv0, 0xa5, sizeof(iv0));
	}
};

int gcry_algo(const char *cipher, unsigned int klen)
{
	if (!strcmp(cipher, "camellia"))
		return klen == 16 ? GCRY_CIPHER_CAMELLIA128 : GCRY_CIPHER_CAMELLIA256;
	if (!strcmp(cipher, "serpent"))
		return klen == 16 ? GCRY_CIPHER_SERPENT128 : GCRY_CIPHER_SERPENT256;
	return klen == 16 ? GCRY_CIPHER_TWOFISH128 : GCRY_CIPHER_TWOFISH;
}

int gcry_mode(const char *mode)
{
	return !strcmp(mode, "xts")   ? GCRY_CIPHER_MODE_XTS
	       : !strcmp(mode, "ctr") ? GCRY_CIPHER_MODE_CTR
	       : !strcmp(mode, "cbc") ? GCRY_CIPHER_MODE_CBC
				      : GCRY_CIPHER_MODE_ECB;
}

// libgcrypt: per request, a new IV (or counter) and one in-place call.
struct gcry_op : bench_op {
	gcry_cipher_hd_t hd = nullptr;
	u8 iv0[16], *buf;
	unsigned int len;
	bool enc, ctr, ecb;

	gcry_op(const char *cipher, const char *mode, const u8 *key, unsigned int klen, u8 *b,
		unsigned int n, bool e)
		: buf(b), len(n), enc(e), ctr(!strcmp(mode, "ctr")), ecb(!strcmp(mode, "ecb"))
	{
		const unsigned int cklen = strcmp(mode, "xts") ? klen : klen / 2;

		name = std::string("libgcrypt ") + gcry_check_version(nullptr);
		memset(iv0, 0xa5, sizeof(iv0));
		err |= gcry_cipher_open(&hd, gcry_algo(cipher, cklen), gcry_mode(mode), 0) != 0;
		err |= gcry_cipher_setkey(hd, key, klen) != 0;
	}
	~gcry_op() override { gcry_cipher_close(hd); }
	void run(int iters) override
	{
		for (int i = 0; i < iters; i++) {
			if (!ecb)
				err |= (ctr ? gcry_cipher_setctr(hd, iv0, 16)
					    : gcry_cipher_setiv(hd, iv0, 16)) != 0;
			err |= (enc ? gcry_cipher_encrypt(hd, buf, len, nullptr, 0)
				    : gcry_cipher_decrypt(hd, buf, len, nullptr, 0)) != 0;
		}
	}
};

// OpenSSL's Camellia (ECB, CBC, CTR; it has no Camellia XTS).
const EVP_CIPHER *ossl_camellia(const char *mode)
{
	return !strcmp(mode, "ctr")   ? EVP_camellia_128_ctr()
	       : !strcmp(mode, "cbc") ? EVP_camellia_128_cbc()
				      : EVP_camellia_128_ecb();
}

struct bench_env {
	double tsc_ghz;
	u8 *buf;
	bench_tally tally;
};

constexpr double target_vs_gcry = 1.2;
constexpr double target_vs_ossl = 4.0;
constexpr double target_xts_overhead = 1.10;

// Times @ops on @len bytes each and prints each contender's line, then an error for each whose
// requests failed; the medians.
std::vector<double> bench_timed(bench_env &env, const bench_ops &ops, unsigned int len)
{
	std::vector<double> med = bench_timed_lines(ops, 20, len, env.tsc_ghz);

	bench_errors(env.tally, ops);
	return med;
}

// One cipher, mode, direction and size: ours (the lookup's pick, or @driver) against the
// libraries, same bytes first; the targets only for the lookup's pick.
void bench_case(bench_env &env, const char *cipher, const char *mode, bool enc, unsigned int len,
		const char *driver = nullptr)
{
	const unsigned int klen = strcmp(mode, "xts") ? 16 : 32;
	std::string alg = driver ? driver : std::string(mode) + "(" + cipher + ")";
	const bool camellia = !strcmp(cipher, "camellia");
	const bool has_gcry = strcmp(cipher, "cast6");
	const bool has_ossl = camellia && strcmp(mode, "xts");
	u8 key[64];
	bench_ops ops;

	bench_key(key, klen);
	ops.push_back(std::make_unique<ukc_op>(alg.c_str(), key, klen, env.buf, len, enc));
	if (has_gcry)
		ops.push_back(
			std::make_unique<gcry_op>(cipher, mode, key, klen, env.buf, len, enc));
	if (has_ossl)
		ops.push_back(std::make_unique<bench_ossl_cipher_op>(ossl_camellia(mode), key,
								     env.buf, len, enc));
	printf("%s %s, %u bytes: %s\n", alg.c_str(), enc ? "encrypt" : "decrypt", len,
	       ops[0]->name.c_str());
	if (!bench_same_output(ops, env.buf, len, len)) {
		bench_error(env.tally, "contenders disagree on the output: not timed");
		return;
	}
	std::vector<double> med = bench_timed(env, ops, len);
	// libgcrypt has no CAST-256: a cast6 tier is timed alone.
	if (has_gcry)
		printf("    ratio: %.2fx libgcrypt%s", med[1] / med[0], has_ossl ? "," : "\n");
	if (has_ossl)
		printf(" %.2fx OpenSSL\n", med[2] / med[0]);
	if (driver)
		return;
	if (has_gcry)
		bench_target(env.tally, med[1] / med[0] >= target_vs_gcry, ">= %.2fx libgcrypt",
			     target_vs_gcry);
	if (has_ossl)
		bench_target(env.tally, med[2] / med[0] >= target_vs_ossl, ">= %.2fx OpenSSL",
			     target_vs_ossl);
}

// The xts template's cost: xts(cipher) against the ECB driver it wraps, on the same bytes
// (the outputs differ, so each is timed on its own copy of the buffer).
void bench_xts_overhead(bench_env &env, const std::string &xts, const std::string &ecb,
			unsigned int len)
{
	u8 key[32];
	bench_ops ops;

	bench_key(key, 32);
	ops.push_back(std::make_unique<ukc_op>(xts.c_str(), key, 32, env.buf, len, true));
	ops.push_back(std::make_unique<ukc_op>(ecb.c_str(), key, 16, env.buf + len, len, true));
	printf("%s over %s, %u bytes, encrypt:\n", ops[0]->name.c_str(), ops[1]->name.c_str(), len);
	std::vector<double> med = bench_timed(env, ops, len);
	printf("    xts template costs %.1f%% over its ECB driver\n", 100 * (med[0] / med[1] - 1));
	bench_target(env.tally, med[0] / med[1] <= target_xts_overhead,
		     "xts template < %.0f%% over its ECB driver", 100 * (target_xts_overhead - 1));
}

// Each x86 tier of the @chosen ciphers by its driver names, not only the one a lookup picks:
// ECB, CBC decryption, CTR and xts over its ECB driver, then the xts template's cost over that
// ECB driver.
void bench_tiers(bench_env &env, const std::vector<const char *> &chosen)
{
	static const char *const tiers[][2] = {
		{ "camellia", "camellia-asm" },
		{ "camellia", "camellia-aesni" },
		{ "camellia", "camellia-aesni-avx2" },
		{ "serpent", "serpent-sse2" },
		{ "serpent", "serpent-avx" },
		{ "serpent", "serpent-avx2" },
		{ "twofish", "twofish-3way" },
		{ "twofish", "twofish-avx" },
		{ "cast6", "cast6-avx" },
	};

	for (const auto &t : tiers) {
		const std::string ecb = std::string("ecb-") + t[1];
		const std::string cbc = std::string("cbc-") + t[1];
		const std::string ctr = std::string("ctr-") + t[1];
		const std::string xts = "xts(" + ecb + ")";

		if (std::none_of(chosen.begin(), chosen.end(),
				 [&](const char *c) { return !strcmp(c, t[0]); }))
			continue;

		if (!crypto_has_skcipher(ecb.c_str(), 0, 0)) {
			printf("%s: not registered on this CPU (or masked)\n\n", t[1]);
			continue;
		}
		for (unsigned int len : { 4096u, 8192u }) {
			bench_case(env, t[0], "ecb", true, len, ecb.c_str());
			bench_case(env, t[0], "cbc", false, len, cbc.c_str());
			bench_case(env, t[0], "ctr", true, len, ctr.c_str());
			bench_case(env, t[0], "xts", true, len, xts.c_str());
		}
		bench_xts_overhead(env, xts, ecb, 4096);
	}
}

constexpr char bench_usage[] =
	"usage: bench-ciphers-x86 [--targets] [--quick] [-h|--help]\n"
	"                         [--kernel MODULE.so:MODULE.so... | CIPHER...]\n"
	"\n"
	"camellia, serpent, twofish and cast6: the driver crypto_alloc_skcipher() picks for\n"
	"ecb, cbc (decryption), ctr and xts against libgcrypt (and OpenSSL's Camellia), in\n"
	"place on one page-aligned buffer, at 4096 and 8192 bytes (the project's targets,\n"
	"with --targets: >= 1.2x libgcrypt, >= 4x OpenSSL); then xts(cipher) against the ECB\n"
	"driver alone at 4096 bytes (target: under 10% more). Then each x86 tier of the four ciphers\n"
	"by its driver names (ecb, cbc decryption, ctr, xts over its ECB driver, ratios only)\n"
	"and the xts template's cost over that ECB driver. Every contender must give the same\n"
	"output first. Time: TSC ticks, medians of 101 alternating rounds and their spread\n"
	"(interquartile range over the median). CIPHER... limits the run to those ciphers.\n"
	"\n"
	"--kernel: a second process loads the modules (in that order, as UKCRYPTO_MODULES)\n"
	"with the library's arch drivers and the generic ciphers the modules bring left out\n"
	"(UKCRYPTO_BUILTIN_ARCH=0, UKCRYPTO_BUILTIN_EXCLUDE); for each cipher the kernel's best\n"
	"ECB driver there runs against the library's driver of the same name here (or, when\n"
	"there is none, the one ecb(cipher) picks here), 4096 bytes each way, taking turns;\n"
	"then xts(cipher) there against its ECB driver alone (target: under 10% more).\n";

// The module /proc/crypto names for @driver ("?" when not registered).
std::string bench_driver_module(const std::string &driver)
{
	std::string proc(ukc_proc_crypto(nullptr, 0) + 1, '\0');
	proc.resize(ukc_proc_crypto(proc.data(), proc.size()));
	size_t at = proc.find("driver       : " + driver + "\n");
	size_t mod = at == std::string::npos ? at : proc.find("module       : ", at);
	if (mod == std::string::npos)
		return "?";
	mod += strlen("module       : ");
	return proc.substr(mod, proc.find('\n', mod) - mod);
}

bench_env *serve_env; // the server's

// The server's contenders: "ALG KLEN LEN ENC", ukc_op over its buffer, named with the module
// of the driver the lookup picked.
std::unique_ptr<bench_op> serve_open(const std::string &spec, u8 *buf)
{
	char alg[CRYPTO_MAX_ALG_NAME];
	unsigned int klen, len;
	int enc;
	u8 key[64];

	if (sscanf(spec.c_str(), "%127s %u %u %d", alg, &klen, &len, &enc) != 4 || klen > 64)
		return nullptr;
	bench_key(key, klen);
	auto op = std::make_unique<ukc_op>(alg, key, klen, buf, len, enc);
	op->name += " [" + bench_driver_module(op->name) + "]";
	return op;
}

// "xts CIPHER LEN": the template's cost over the kernel's ECB driver, printed here; the
// answer is what it counted: "MET MISSED ERRORS".
std::string serve_command(const std::string &line)
{
	char cipher[32];
	unsigned int len;

	if (sscanf(line.c_str(), "xts %31s %u", cipher, &len) != 2 || len > 8192)
		return "?";
	bench_tally before = serve_env->tally;
	bench_xts_overhead(*serve_env, std::string("xts(") + cipher + ")",
			   std::string("ecb(") + cipher + ")", len);
	return std::to_string(serve_env->tally.met - before.met) + " " +
	       std::to_string(serve_env->tally.missed - before.missed) + " " +
	       std::to_string(serve_env->tally.errors - before.errors);
}

int bench_serve()
{
	static bench_env env;

	if (crypto_init())
		return 1;
	env.buf = static_cast<u8 *>(aligned_alloc(4096, 2 * 8192));
	env.tsc_ghz = bench_tsc_ghz();
	serve_env = &env;
	int code = bench_remote_serve({ serve_open, serve_command });
	free(env.buf);
	return code;
}

// The settings of the kernel's process: its modules, and what they replace left out.
std::vector<std::string> kernel_env(const std::string &modules)
{
	std::string exclude;

	for (const char *g :
	     { "camellia_generic", "serpent_generic", "twofish_generic", "cast6_generic" })
		if (modules.find(std::string(g) + ".so") != std::string::npos)
			exclude += std::string(exclude.empty() ? "" : ",") + g;
	return { "UKCRYPTO_BUILTIN_ARCH=0", "UKCRYPTO_BUILTIN_EXCLUDE=" + exclude,
		 "UKCRYPTO_MODULES=" + modules };
}

// One cipher and direction: the kernel's best ECB driver there, ours of its name here.
void bench_kernel_case(bench_env &env, bench_remote &remote, const char *cipher, bool enc)
{
	constexpr unsigned int len = 4096;
	std::string alg = std::string("ecb(") + cipher + ")";
	u8 key[16];
	bench_ops ops;

	bench_key(key, 16);
	auto theirs = remote.open(alg + " 16 " + std::to_string(len) + " " + (enc ? "1" : "0"),
				  env.buf, len);
	if (!theirs) {
		bench_error(env.tally, "%s: the kernel's process has no driver", alg.c_str());
		return;
	}
	std::string driver = theirs->name.substr(0, theirs->name.find(' '));
	struct crypto_skcipher *probe = crypto_alloc_skcipher(driver.c_str(), 0, 0);
	const bool same_name = !IS_ERR(probe);
	if (same_name)
		crypto_free_skcipher(probe);
	ops.push_back(std::make_unique<ukc_op>(same_name ? driver.c_str() : alg.c_str(), key, 16,
					       env.buf, len, enc));
	// The library's own drivers are in the module /proc/crypto calls "kernel".
	std::string mod = bench_driver_module(ops[0]->name);
	ops[0]->name += mod == "kernel" ? " [built in]" : " [" + mod + "]";
	ops.push_back(std::move(theirs));
	printf("%s %s, %u bytes: the kernel's %s against %s%s\n", alg.c_str(),
	       enc ? "encrypt" : "decrypt", len, ops[1]->name.c_str(), ops[0]->name.c_str(),
	       same_name ? "" : " (no driver of that name here)");
	if (!bench_same_output(ops, env.buf, len, len)) {
		bench_error(env.tally, "the two disagree on the output: not timed");
		return;
	}
	std::vector<double> med = bench_timed(env, ops, len);
	printf("    ratio  the kernel's at %.2fx the speed of %s\n", med[0] / med[1],
	       same_name ? "ours of the same name" : "ours");
}

int bench_kernel(bench_env &env, const char *modules)
{
	static const char *const ciphers[] = { "camellia", "serpent", "twofish", "cast6" };
	bench_remote remote;

	if (!remote.start(kernel_env(modules))) {
		fprintf(stderr, "bench-ciphers-x86: cannot start the kernel's process\n");
		return 1;
	}
	for (const char *c : ciphers)
		for (bool enc : { true, false })
			bench_kernel_case(env, remote, c, enc);
	printf("\nIn the kernel's process:\n");
	for (const char *c : ciphers) {
		int met = 0, missed = 0, errors = 0;
		std::string r = remote.call(std::string("xts ") + c + " 4096");
		if (sscanf(r.c_str(), "%d %d %d", &met, &missed, &errors) != 3)
			bench_error(env.tally, "%s: the kernel's process did not answer", c);
		env.tally.met += met;
		env.tally.missed += missed;
		env.tally.errors += errors;
	}
	return 0;
}

} // namespace

int main(int argc, char **argv)
{
	static const char *const ciphers[] = { "camellia", "serpent", "twofish", "cast6" };
	bench_env env;
	std::vector<const char *> chosen;
	int code = bench_args(argc, argv, bench_usage, true);

	if (code >= 0)
		return code;
	const bool serve = argc == 2 && !strcmp(argv[1], "--serve");
	const char *kernel = argc == 3 && !strcmp(argv[1], "--kernel") ? argv[2] : nullptr;

	for (int i = 1; i < argc; i++)
		for (const char *c : ciphers)
			if (!strcmp(argv[i], c))
				chosen.push_back(c);
	if (!serve && !kernel && chosen.size() != (size_t)(argc - 1)) {
		for (int i = 1; i < argc; i++)
			if (std::none_of(chosen.begin(), chosen.end(),
					 [&](const char *c) { return !strcmp(c, argv[i]); }))
				return bench_bad_arg(argv[i], bench_usage);
	}
	if (chosen.empty())
		chosen.assign(std::begin(ciphers), std::end(ciphers));
	if (!gcry_check_version(GCRYPT_VERSION)) {
		fprintf(stderr, "bench-ciphers-x86: libgcrypt version mismatch\n");
		return 1;
	}
	gcry_control(GCRYCTL_DISABLE_SECMEM, 0);
	gcry_control(GCRYCTL_INITIALIZATION_FINISHED, 0);
	if (serve)
		return bench_serve();
	if (crypto_init())
		return 1;
	env.buf = static_cast<u8 *>(aligned_alloc(4096, 2 * 8192));
	env.tsc_ghz = bench_tsc_ghz();
	printf("CPU: %s\n", bench_cpu_model().c_str());
	printf("bench-ciphers-x86: medians of %d alternating rounds; TSC %.3f GHz.\n\n",
	       bench_rounds_run(), env.tsc_ghz);
	if (kernel) {
		code = bench_kernel(env, kernel);
		code = std::max(code, bench_summary(env.tally));
		free(env.buf);
		return code;
	}
	static const struct {
		const char *mode;
		bool enc;
	} modes[] = { { "ecb", true }, { "cbc", false }, { "ctr", true }, { "xts", true } };

	for (const char *c : chosen)
		for (const auto &m : modes)
			for (unsigned int len : { 4096u, 8192u })
				bench_case(env, c, m.mode, m.enc, len);
	for (const char *c : chosen)
		bench_xts_overhead(env, std::string("xts(") + c + ")",
				   std::string("ecb(") + c + ")", 4096);
	bench_tiers(env, chosen);
	free(env.buf);
	return bench_summary(env.tally);
}
