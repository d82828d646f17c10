// SPDX-License-Identifier: GPL-2.0-only
// The fused ESSIV driver against the essiv template over the AES-NI CBC and SHA-NI drivers, at
// every tcrypt skcipher size: medians of alternating rounds, template time over fused time, and
// the spread of the fused driver's times.
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "bench-x86.h"

namespace {

constexpr unsigned int bench_max_len = 4096;

// tcrypt's skcipher speed sizes (6.12 crypto/tcrypt.c block_sizes[]).
constexpr unsigned int tcrypt_block_sizes[] = { 16, 64, 128, 256, 1024, 1420, 4096 };

// One request through the whole API per iteration: a fresh sector IV, then the data in place.
struct essiv_op : bench_skcipher_op {
	essiv_op(const char *alg, const u8 *key, unsigned int klen, u8 *buf)
		: bench_skcipher_op(alg, key, klen, buf, bench_max_len, 0, true)
	{
		iv0[0] = 0x2a; // sector 42, little-endian, as dm-crypt's essiv IV generator has it
	}
};

using essiv_ops = std::vector<std::unique_ptr<essiv_op>>;

// Before anything is timed, every contender must give the same bytes and IV.
bool essiv_same_output(essiv_ops &ops, u8 *buf)
{
	std::vector<u8> in(bench_max_len), first(bench_max_len + 16);

	for (unsigned int i = 0; i < bench_max_len; i++)
		in[i] = static_cast<u8>(i * 7 + 1);
	for (size_t i = 0; i < ops.size(); i++) {
		memcpy(buf, in.data(), bench_max_len);
		ops[i]->run(1);
		if (ops[i]->err)
			return false;
		if (i == 0) {
			memcpy(first.data(), buf, ops[i]->len);
			memcpy(first.data() + ops[i]->len, ops[i]->iv, 16);
		} else if (memcmp(first.data(), buf, ops[i]->len) ||
			   memcmp(first.data() + ops[i]->len, ops[i]->iv, 16)) {
			return false;
		}
	}
	return true;
}

struct bench_env {
	double tsc_ghz;
	u8 *buf;
	std::string widest; // the template over the widest CBC driver, for a second column
	bench_tally tally;
};

// Ratios (template time / fused time) of each template contender at @len, one direction; the
// largest spread of the three in @spread.
bool bench_one(bench_env &env, essiv_ops &ops, unsigned int len, bool enc, double *ratio,
	       double *spread)
{
	for (auto &op : ops) {
		op->len = len;
		op->enc = enc;
	}
	if (!essiv_same_output(ops, env.buf))
		return false;
	std::vector<double> sp;
	std::vector<double> med = bench_measure(ops, std::max(50, 400000 / (int)(len + 256)),
						bench_rounds, &sp);
	for (size_t i = 1; i < ops.size(); i++)
		ratio[i - 1] = med[i] / med[0];
	*spread = std::max(*spread, *std::max_element(sp.begin(), sp.end()));
	bench_errors(env.tally, ops);
	if (len == bench_max_len)
		printf("              (%u bytes %s: fused %.1f ns, %.3f c/B in TSC ticks)\n", len,
		       enc ? "encrypt" : "decrypt", med[0] / env.tsc_ghz, med[0] / len);
	return true;
}

// Every tcrypt size, both directions; returns the smallest ratio against the judged template.
double bench_keylen(bench_env &env, unsigned int klen)
{
	double worst = 1e9;
	u8 key[32];
	essiv_ops ops;

	bench_key(key, klen);
	ops.push_back(std::make_unique<essiv_op>("essiv-cbc-aes-sha256-aesni", key, klen, env.buf));
	ops.push_back(
		std::make_unique<essiv_op>("essiv(cbc-aes-aesni,sha256-ni)", key, klen, env.buf));
	ops.push_back(std::make_unique<essiv_op>(env.widest.c_str(), key, klen, env.buf));
	printf("  %u-bit key   size   encrypt   decrypt   | encrypt   decrypt (widest CBC)   "
	       "spread\n",
	       8 * klen);
	for (unsigned int size : tcrypt_block_sizes) {
		// As tcrypt's test_skcipher_speed(): the size rounded up to the block size.
		unsigned int len = (size + 15) & ~15u;
		double r[2][2], spread = 0;

		for (int enc = 1; enc >= 0; enc--)
			if (!bench_one(env, ops, len, enc, r[enc], &spread)) {
				bench_error(env.tally, "contenders disagree at %u bytes: not timed",
					    len);
				return 0;
			}
		printf("              %4u   %6.2fx   %6.2fx   | %6.2fx   %6.2fx              %4.1f%%\n",
		       size, r[1][0], r[0][0], r[1][1], r[0][1], 100 * spread);
		worst = std::min({ worst, r[1][0], r[0][0] });
	}
	return worst;
}

constexpr char bench_usage[] =
	"usage: bench-essiv-x86 [--targets] [--quick] [-h|--help]\n"
	"\n"
	"The fused essiv-cbc-aes-sha256-aesni driver against the essiv template over\n"
	"cbc-aes-aesni and sha256-ni, in place on one page-aligned buffer, at tcrypt's\n"
	"skcipher sizes (16 to 4096 bytes), both directions, 128- and 256-bit keys, as\n"
	"template time / fused time (the project's target, with --targets: fused never\n"
	"slower); also the template over the widest CBC driver. Every contender must give\n"
	"the same bytes and IV first. Time: TSC ticks (no PMU), medians of 101 alternating\n"
	"rounds; spread: the largest interquartile range over the median of a size's six.\n";

} // namespace

int main(int argc, char **argv)
{
	bench_env env;
	int code = bench_args(argc, argv, bench_usage);

	if (code >= 0)
		return code;
	if (crypto_init())
		return 1;
	env.buf = static_cast<u8 *>(aligned_alloc(4096, bench_max_len));
	struct crypto_skcipher *cbc = crypto_alloc_skcipher("cbc(aes)", 0, 0);
	if (IS_ERR(cbc))
		return 1;
	env.widest = std::string("essiv(") + crypto_skcipher_driver_name(cbc) + ",sha256-ni)";
	crypto_free_skcipher(cbc);
	env.tsc_ghz = bench_tsc_ghz();
	printf("CPU: %s\n", bench_cpu_model().c_str());
	printf("bench-essiv-x86: essiv-cbc-aes-sha256-aesni (fused) against "
	       "essiv(cbc-aes-aesni,sha256-ni) (template), in-place requests on one page-aligned "
	       "buffer,\nmedians of %d alternating rounds (and their spread); ratios are template time / fused time "
	       "(above 1: fused is faster).\nCycles are TSC ticks (no PMU here; TSC %.3f GHz). "
	       "The columns after | compare with %s\n(the template over the widest CBC driver).\n\n",
	       bench_rounds_run(), env.tsc_ghz, env.widest.c_str());
	for (unsigned int klen : { 16u, 32u }) {
		double worst = bench_keylen(env, klen);

		if (!worst)
			continue;
		printf("  %u-bit key: smallest ratio %.2fx\n", 8 * klen, worst);
		bench_target(env.tally, worst >= 1.0,
			     "%u-bit key: fused never slower than essiv(cbc-aes-aesni,sha256-ni)",
			     8 * klen);
	}
	printf("\n");
	free(env.buf);
	return bench_summary(env.tally);
}
