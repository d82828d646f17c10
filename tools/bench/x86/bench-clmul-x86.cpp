// SPDX-License-Identifier: GPL-2.0-only
// The carry-less-multiply drivers on x86 (crct10dif, crc32, polyval) and sm3-avx: ours of each
// tier this CPU has (the PCLMULQDQ one in a process of its own with AVX-512 masked), the kernel's
// own module of the same driver name hosted in another process, the generic driver and, where
// there is one, zlib or OpenSSL, at 64 bytes, 4 KiB and 64 KiB. The contenders take turns in
// slices of equal time; each round's speed ratio to the generic driver, the kernel's module and
// the reference is paired, and their medians and quartiles printed.
#include <crypto/hash.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <unistd.h>
#include <zlib.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <memory>
#include <string>
#include <vector>

#include "bench-ratio-x86.h"
#include "bench-remote-x86.h"
#include "bench-x86.h"

namespace {

constexpr unsigned int clmul_lens[] = { 64, 4096, 65536 };
constexpr unsigned int clmul_max_len = 65536;
constexpr double clmul_slice_ms = 1.0;

const char *const clmul_usage =
	"usage: bench-clmul-x86 [--targets] [--quick] [--kmod-dir DIR]\n"
	"crct10dif, crc32, polyval, sm3: ukcrypto's PCLMULQDQ and AVX drivers of each tier against\n"
	"the generic drivers, the kernel's modules of the same driver names (DIR/<module>.so,\n"
	"hosted in a process of their own; default " UKC_BENCH_KMOD_DIR "), zlib's crc32()\n"
	"and OpenSSL's SM3, at 64 B, 4 KiB and 64 KiB: medians of paired speed ratios (above 1\n"
	"is faster) with their quartiles.\n";

/**
 * struct clmul_alg - one algorithm of the benchmark
 * @name: the lookup name
 * @generic: the generic driver's name
 * @driver: ours and the kernel module's driver name
 * @module: the kernel module's file name, without ".so"
 * @log_prefix: the start of the log line naming our tier (nullptr: one tier only)
 * @evp: OpenSSL's digest of the same algorithm, the reference (nullptr: none)
 */
struct clmul_alg {
	const char *name, *generic, *driver, *module, *log_prefix, *evp;
};

const clmul_alg clmul_algs[] = {
	{ "crct10dif", "crct10dif-generic", "crct10dif-pclmul", "crct10dif-pclmul",
	  "crct10dif-pclmul: ", nullptr },
	{ "crc32", "crc32-generic", "crc32-pclmul", "crc32-pclmul", "crc32-pclmul: ", nullptr },
	{ "polyval", "polyval-generic", "polyval-clmulni", "polyval-clmulni", nullptr, nullptr },
	{ "sm3", "sm3-generic", "sm3-avx", "sm3-avx-x86_64", nullptr, "SM3" },
};

// The crc32 drivers are compared with zlib's crc32(), which starts from ~0 and inverts: they are
// keyed with the seed ~0, and the zlib contender leaves the complement of its result.
const u8 clmul_crc32_seed[4] = { 0xff, 0xff, 0xff, 0xff };

// One digest a message through the shash API; the last digest is left at the buffer's start.
struct clmul_shash_op : bench_op {
	struct crypto_shash *tfm;
	u8 *buf, out[32] = {};
	unsigned int len;

	clmul_shash_op(const char *alg, u8 *b, unsigned int n) : buf(b), len(n)
	{
		tfm = crypto_alloc_shash(alg, 0, 0);
		if (IS_ERR(tfm)) {
			fprintf(stderr, "%s: %ld\n", alg, PTR_ERR(tfm));
			exit(1);
		}
		name = crypto_shash_driver_name(tfm);
		const char *alg_name = crypto_tfm_alg_name(crypto_shash_tfm(tfm));
		u8 key[16];

		bench_key(key, sizeof(key));
		if (!strcmp(alg_name, "crc32"))
			err |= crypto_shash_setkey(tfm, clmul_crc32_seed, sizeof(clmul_crc32_seed));
		else if (!strcmp(alg_name, "polyval"))
			err |= crypto_shash_setkey(tfm, key, sizeof(key));
	}
	~clmul_shash_op() override { crypto_free_shash(tfm); }
	clmul_shash_op(const clmul_shash_op &) = delete;
	clmul_shash_op &operator=(const clmul_shash_op &) = delete;
	void run(int iters) override
	{
		for (int i = 0; i < iters; i++)
			err |= crypto_shash_tfm_digest(tfm, buf, len, out);
		memcpy(buf, out, crypto_shash_digestsize(tfm));
	}
};

struct clmul_zlib_op : bench_op {
	u8 *buf;
	unsigned int len;
	uLong crc = 0;

	clmul_zlib_op(u8 *b, unsigned int n) : buf(b), len(n)
	{
		name = std::string("zlib ") + zlibVersion() + " crc32()";
	}
	void run(int iters) override
	{
		for (int i = 0; i < iters; i++)
			crc = crc32(0, buf, len);
		const u32 v = ~static_cast<u32>(crc);

		for (int i = 0; i < 4; i++)
			buf[i] = static_cast<u8>(v >> (8 * i));
	}
};

// Our driver's name with its tier, or the kernel module's with that said.
std::unique_ptr<bench_op> clmul_open(const clmul_alg &a, const char *alg, u8 *buf, unsigned int len)
{
	auto op = std::make_unique<clmul_shash_op>(alg, buf, len);
	const char *builtin = getenv("UKCRYPTO_BUILTIN_ARCH");

	if (op->name != a.driver)
		return op;
	if (builtin && !strcmp(builtin, "0"))
		op->name += " [kernel's module]";
	else if (a.log_prefix)
		op->name += " [" + bench_log_tier(a.log_prefix, "?") + "]";
	return op;
}

// The server's contenders: "ALG-INDEX LEN", its lookup of that algorithm.
std::unique_ptr<bench_op> clmul_serve_open(const std::string &spec, u8 *buf)
{
	unsigned int i, len;

	if (sscanf(spec.c_str(), "%u %u", &i, &len) != 2 || i >= std::size(clmul_algs) ||
	    len > clmul_max_len)
		return nullptr;
	return clmul_open(clmul_algs[i], clmul_algs[i].name, buf, len);
}

std::string clmul_serve_command(const std::string &)
{
	return "?";
}

struct clmul_env {
	double tsc_ghz;
	u8 *buf;
	bench_tally tally;
	bench_remote xmm, kernel;
	bool xmm_up, kernel_up;
};

// Each contender's speed and ratios to the generic driver, to the kernel's module (@kernel, 0
// when there is none, or when it is the reference) and to the reference.
void clmul_print(const char *what, unsigned int len, const bench_ops &ops,
		 const bench_round_times &t, size_t generic, size_t kernel, size_t ref,
		 double tsc_ghz)
{
	printf("%s, %u bytes (ref: %s):\n", what, len, ops[ref]->name.c_str());
	for (size_t i = 0; i < ops.size(); i++) {
		const bench_ratio g = bench_ratio_of(t, i, generic), r = bench_ratio_of(t, i, ref);

		printf("    %-42s %7.3f c/B (TSC) %6.2f GB/s %6.2fx generic [%.2f-%.2f]",
		       ops[i]->name.c_str(), g.ticks / len, len * tsc_ghz / g.ticks, g.ratio, g.q1,
		       g.q3);
		if (kernel) {
			const bench_ratio k = bench_ratio_of(t, i, kernel);

			printf(" %5.2fx kernel [%.2f-%.2f]", k.ratio, k.q1, k.q3);
		}
		printf(" %5.2fx ref [%.2f-%.2f]\n", r.ratio, r.q1, r.q3);
	}
}

// Ours, our lower tier, the generic driver, the kernel's module, zlib (for crc32) or OpenSSL:
// the reference is zlib or OpenSSL where there is one, else the kernel's module, else the
// generic driver.
void clmul_case(clmul_env &env, size_t ai, unsigned int len)
{
	const clmul_alg &a = clmul_algs[ai];
	const std::string spec = std::to_string(ai) + " " + std::to_string(len);
	const bool zlib_ref = !strcmp(a.name, "crc32"), lib_ref = zlib_ref || a.evp;
	bench_ops ops;
	size_t kernel_at = 0;

	ops.push_back(clmul_open(a, a.name, env.buf, len));
	const unsigned int ds = crypto_shash_digestsize(static_cast<clmul_shash_op &>(*ops[0]).tfm);
	if (env.xmm_up) {
		auto op = env.xmm.open(spec, env.buf, len);
		if (op && op->name != ops[0]->name)
			ops.push_back(std::move(op));
	}
	ops.push_back(clmul_open(a, a.generic, env.buf, len));
	const size_t generic = ops.size() - 1;
	if (env.kernel_up) {
		auto op = env.kernel.open(spec, env.buf, len);
		if (op && op->name.find("[kernel's module]") != std::string::npos) {
			ops.push_back(std::move(op));
			kernel_at = ops.size() - 1;
		}
	}
	if (zlib_ref)
		ops.push_back(std::make_unique<clmul_zlib_op>(env.buf, len));
	else if (a.evp)
		ops.push_back(bench_ossl_digest(a.evp, env.buf, len));
	const size_t ref = lib_ref || !kernel_at ? ops.size() - 1 : kernel_at;
	if (!bench_same_output(ops, env.buf, len, ds)) {
		bench_error(env.tally, "%s, %u bytes: the outputs differ: not timed", a.name, len);
		return;
	}
	const bench_round_times t = bench_ratio_rounds(ops, env.tsc_ghz, clmul_slice_ms);
	clmul_print(a.name, len, ops, t, generic, kernel_at == ref ? 0 : kernel_at, ref,
		    env.tsc_ghz);
	bench_errors(env.tally, ops);
	if (kernel_at)
		bench_target(env.tally, bench_ratio_of(t, 0, kernel_at).ratio >= 1.0,
			     "%s, %u bytes: at least the kernel's %s", a.name, len, a.driver);
}

int clmul_main(const char *kmod_dir)
{
	static clmul_env env;
	std::string modules;

	if (crypto_init())
		return 1;
	for (const clmul_alg &a : clmul_algs) {
		const std::string path = std::string(kmod_dir) + "/" + a.module + ".so";

		if (access(path.c_str(), R_OK) == 0)
			modules += (modules.empty() ? "" : ":") + path;
		else
			printf("no %s: the kernel's %s is not timed\n", path.c_str(), a.driver);
	}
	env.buf = static_cast<u8 *>(aligned_alloc(4096, clmul_max_len + 4096));
	env.tsc_ghz = bench_tsc_ghz();
	env.xmm_up = env.xmm.start({ "UKCRYPTO_DISABLE_CPU_FEATURES=avx512f" });
	env.kernel_up = !modules.empty() && env.kernel.start({ "UKCRYPTO_BUILTIN_ARCH=0",
							       "UKCRYPTO_MODULES=" + modules });
	printf("CPU: %s\n", bench_cpu_model().c_str());
	printf("bench-clmul-x86: medians of %d rounds of %.0f ms slices; TSC %.3f GHz.\n",
	       bench_rounds_run(), clmul_slice_ms, env.tsc_ghz);
	printf("Ratios: the other's time over this one's in the same round [quartiles].\n\n");
	for (size_t ai = 0; ai < std::size(clmul_algs); ai++)
		for (unsigned int len : clmul_lens)
			clmul_case(env, ai, len);
	free(env.buf);
	return bench_summary(env.tally);
}

} // namespace

int main(int argc, char **argv)
{
	int code = bench_args(argc, argv, clmul_usage, true);
	const char *kmod_dir = UKC_BENCH_KMOD_DIR;

	if (code >= 0)
		return code;
	if (argc == 2 && !strcmp(argv[1], "--serve"))
		return crypto_init()
			       ? 1
			       : bench_remote_serve({ clmul_serve_open, clmul_serve_command });
	if (argc == 3 && !strcmp(argv[1], "--kmod-dir"))
		kmod_dir = argv[2];
	else if (argc > 1)
		return bench_bad_arg(argv[1], clmul_usage);
	return clmul_main(kmod_dir);
}
