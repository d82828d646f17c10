// SPDX-License-Identifier: GPL-2.0-only
// Triple DES on x86_64: our ecb-des3_ede-asm and cbc-des3_ede-asm against the kernel's own
// des3_ede-x86_64 module (drivers of the same names, hosted in a process of its own) and
// OpenSSL's EVP DES-EDE3 (ECB, CBC), at 4 KiB and 64 KiB, ECB both ways and CBC both ways.
// The contenders take turns in slices of equal time; each round's speed ratio of ours to each
// of the others is paired, and their medians and quartiles printed.
#include <crypto/des.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/provider.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <memory>
#include <string>

#include "bench-ratio-x86.h"
#include "bench-remote-x86.h"
#include "bench-x86.h"

namespace {

constexpr unsigned int des3_lens[] = { 4096, 65536 };
constexpr unsigned int des3_max_len = 65536;
constexpr double des3_slice_ms = 2.0;
constexpr u8 des3_iv_byte = 0xa5;

const char *const des3_usage =
	"usage: bench-des3-x86 [--targets] [--quick] [--kmod-dir DIR]\n"
	"Triple DES: ukcrypto's ecb-des3_ede-asm and cbc-des3_ede-asm against the kernel's\n"
	"des3_ede-x86_64 module (DIR/des3_ede-x86_64.so, hosted in a process of its own; default\n" UKC_BENCH_KMOD_DIR
	")\n"
	"and OpenSSL's EVP DES-EDE3, at 4 KiB and 64 KiB: medians of paired speed ratios (above 1:\n"
	"ours is faster) with their quartiles.\n";

// One case: the mode and direction.
struct des3_case {
	const char *mode; // "ecb" or "cbc"
	bool enc;
};

const des3_case des3_cases[] = {
	{ "ecb", true },
	{ "ecb", false },
	{ "cbc", true },
	{ "cbc", false },
};

// Our driver (or, in the kernel's process, the module's) through the skcipher API, in place.
std::unique_ptr<bench_op> des3_open_ukc(const des3_case &c, u8 *buf, unsigned int len)
{
	const std::string alg = std::string(c.mode) + "(des3_ede)";
	u8 key[DES3_EDE_KEY_SIZE];

	bench_key(key, sizeof(key));
	auto op = std::make_unique<bench_skcipher_op>(alg.c_str(), key, sizeof(key), buf, len, len,
						      c.enc);
	memset(op->iv0, des3_iv_byte, sizeof(op->iv0));
	const char *builtin = getenv("UKCRYPTO_BUILTIN_ARCH");
	if (builtin && !strcmp(builtin, "0"))
		op->name += " [kernel's module]";
	return op;
}

// OpenSSL's DES-EDE3 in ECB or CBC: the IV set again, one in-place update a message.
struct des3_ossl_op : bench_op {
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
	EVP_CIPHER *cipher;
	u8 iv0[DES3_EDE_BLOCK_SIZE], *buf;
	unsigned int len;

	des3_ossl_op(EVP_CIPHER *c, const des3_case &dc, u8 *b, unsigned int n)
		: cipher(c), buf(b), len(n)
	{
		u8 key[DES3_EDE_KEY_SIZE];

		bench_key(key, sizeof(key));
		name = bench_openssl_name() + " " + EVP_CIPHER_get0_name(c);
		memset(iv0, des3_iv_byte, sizeof(iv0));
		err |= EVP_CipherInit_ex(ctx, c, nullptr, key, iv0, dc.enc) != 1;
		EVP_CIPHER_CTX_set_padding(ctx, 0);
	}
	~des3_ossl_op() override
	{
		EVP_CIPHER_CTX_free(ctx);
		EVP_CIPHER_free(cipher);
	}
	des3_ossl_op(const des3_ossl_op &) = delete;
	des3_ossl_op &operator=(const des3_ossl_op &) = delete;
	void run(int iters) override
	{
		int outl;

		for (int i = 0; i < iters; i++) {
			err |= EVP_CipherInit_ex(ctx, nullptr, nullptr, nullptr, iv0, -1) != 1;
			err |= EVP_CipherUpdate(ctx, buf, &outl, buf, static_cast<int>(len)) != 1;
		}
	}
};

// OpenSSL's cipher for @mode, or nullptr (said once) where its providers lack it.
std::unique_ptr<bench_op> des3_open_ossl(const des3_case &c, u8 *buf, unsigned int len)
{
	const char *alg = !strcmp(c.mode, "ecb") ? "DES-EDE3-ECB" : "DES-EDE3-CBC";
	EVP_CIPHER *cipher = EVP_CIPHER_fetch(nullptr, alg, nullptr);

	if (!cipher) {
		static bool said;
		if (!said)
			printf("OpenSSL has no %s here (not even with its legacy provider): it is "
			       "not timed\n",
			       alg);
		said = true;
		return nullptr;
	}
	return std::make_unique<des3_ossl_op>(cipher, c, buf, len);
}

// The server's contenders: "CASE-INDEX LEN", its lookup of that case's algorithm.
std::unique_ptr<bench_op> des3_serve_open(const std::string &spec, u8 *buf)
{
	unsigned int i, len;

	if (sscanf(spec.c_str(), "%u %u", &i, &len) != 2 || i >= std::size(des3_cases) ||
	    len > des3_max_len)
		return nullptr;
	return des3_open_ukc(des3_cases[i], buf, len);
}

std::string des3_serve_command(const std::string &)
{
	return "?";
}

struct des3_env {
	double tsc_ghz;
	u8 *buf;
	bench_tally tally;
	bench_remote kernel;
	bool kernel_up;
};

void des3_print(const des3_case &c, unsigned int len, const bench_ops &ops,
		const bench_round_times &t, double tsc_ghz)
{
	printf("%s %s, %u bytes:\n", c.mode, c.enc ? "encryption" : "decryption", len);
	for (size_t i = 0; i < ops.size(); i++) {
		const bench_ratio r = bench_ratio_of(t, 0, i);
		const double ticks = bench_ratio_of(t, i, 0).ticks;

		printf("    %-40s %7.2f c/B (TSC) %6.3f GB/s", ops[i]->name.c_str(), ticks / len,
		       len * tsc_ghz / ticks);
		if (i)
			printf("   ours/this %5.2fx [%.2f-%.2f]", r.ratio, r.q1, r.q3);
		printf("\n");
	}
}

// Ours, the kernel's module, OpenSSL: each round's time of the other over ours.
void des3_run_case(des3_env &env, size_t ci, unsigned int len)
{
	const des3_case &c = des3_cases[ci];
	const std::string spec = std::to_string(ci) + " " + std::to_string(len);
	bench_ops ops;
	size_t kernel_at = 0;

	ops.push_back(des3_open_ukc(c, env.buf, len));
	if (env.kernel_up) {
		auto op = env.kernel.open(spec, env.buf, len);
		if (op && op->name.find("[kernel's module]") != std::string::npos) {
			ops.push_back(std::move(op));
			kernel_at = ops.size() - 1;
		}
	}
	if (auto op = des3_open_ossl(c, env.buf, len))
		ops.push_back(std::move(op));
	if (!bench_same_output(ops, env.buf, len, len)) {
		bench_error(env.tally, "%s %s, %u bytes: the outputs differ: not timed", c.mode,
			    c.enc ? "enc" : "dec", len);
		return;
	}
	const bench_round_times t = bench_ratio_rounds(ops, env.tsc_ghz, des3_slice_ms);
	des3_print(c, len, ops, t, env.tsc_ghz);
	bench_errors(env.tally, ops);
	if (kernel_at)
		bench_target(env.tally, bench_ratio_of(t, 0, kernel_at).ratio >= 1.0,
			     "%s %s, %u bytes: at least the kernel's assembly", c.mode,
			     c.enc ? "enc" : "dec", len);
}

int des3_main(const char *kmod_dir)
{
	static des3_env env;
	const std::string module = std::string(kmod_dir) + "/des3_ede-x86_64.so";

	if (crypto_init())
		return 1;
	// DES-EDE3 is in OpenSSL 3's default provider; the legacy one is loaded in case a build
	// moved it there.
	OSSL_PROVIDER_load(nullptr, "default");
	OSSL_PROVIDER_load(nullptr, "legacy");
	env.buf = static_cast<u8 *>(aligned_alloc(4096, des3_max_len + 4096));
	env.tsc_ghz = bench_tsc_ghz();
	if (access(module.c_str(), R_OK) == 0)
		env.kernel_up = env.kernel.start(
			{ "UKCRYPTO_BUILTIN_ARCH=0", "UKCRYPTO_MODULES=" + module });
	else
		printf("no %s: the kernel's des3_ede-x86_64 is not timed\n", module.c_str());
	printf("CPU: %s\n", bench_cpu_model().c_str());
	printf("bench-des3-x86: medians of %d rounds of %.0f ms slices; TSC %.3f GHz.\n",
	       bench_rounds_run(), des3_slice_ms, env.tsc_ghz);
	printf("Ratios: the other's time over ours in the same round [quartiles].\n\n");
	for (size_t ci = 0; ci < std::size(des3_cases); ci++)
		for (unsigned int len : des3_lens)
			des3_run_case(env, ci, len);
	free(env.buf);
	return bench_summary(env.tally);
}

} // namespace

int main(int argc, char **argv)
{
	int code = bench_args(argc, argv, des3_usage, true);
	const char *kmod_dir = UKC_BENCH_KMOD_DIR;

	if (code >= 0)
		return code;
	if (argc == 2 && !strcmp(argv[1], "--serve"))
		return crypto_init() ? 1
				     : bench_remote_serve({ des3_serve_open, des3_serve_command });
	if (argc == 3 && !strcmp(argv[1], "--kmod-dir"))
		kmod_dir = argv[2];
	else if (argc > 1)
		return bench_bad_arg(argv[1], des3_usage);
	return des3_main(kmod_dir);
}
