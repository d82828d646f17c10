// SPDX-License-Identifier: GPL-2.0-only
// ChaCha20 on x86: the chacha20 driver of each tier this CPU has (the lower ones in processes of
// their own with the wider features masked) and chacha20-generic against OpenSSL's
// EVP_chacha20(), and rfc7539(chacha20,poly1305) against EVP_chacha20_poly1305(), at 1420 bytes
// (a tunnel packet), 4 KiB and 64 KiB. The contenders take turns in slices of equal time; each
// round's speed ratio to OpenSSL is paired, and their median and quartiles are printed.
#include <crypto/chacha.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "bench-ratio-x86.h"
#include "bench-x86.h"

namespace {

constexpr unsigned int chacha_lens[] = { 1420, 4096, 65536 };
constexpr double chacha_target = 1.0; // the widest tier against OpenSSL

const char *const chacha_usage =
	"usage: bench-chacha-x86 [--targets] [--quick]\n"
	"ChaCha20 and RFC 7539 ChaCha20-Poly1305 (no AD), ukcrypto's drivers of each tier\n"
	"against OpenSSL at 1420 bytes, 4 KiB and 64 KiB: medians of paired speed ratios\n"
	"(ours to OpenSSL's; above 1 is faster) with their quartiles.\n";

// The library's chacha20 (whichever driver the lookup picks), named with its tier.
std::unique_ptr<bench_op> ukc_chacha(const char *alg, u8 *buf, unsigned int len)
{
	u8 key[CHACHA_KEY_SIZE];

	bench_key(key, sizeof(key));
	auto op = std::make_unique<bench_skcipher_op>(alg, key, sizeof(key), buf, len, len, true);
	if (strstr(op->name.c_str(), "-simd"))
		op->name += " [" + bench_log_tier("chacha-x86: ", "no SIMD") + "]";
	return op;
}

const bench_tiered_prog chacha_prog = {
	"bench-chacha-x86",
	chacha_usage,
	{ "avx512f", "avx2", nullptr }, // AVX2 (AVX-512 masked), SSSE3 (AVX2 masked)
	ukc_chacha,
	"chacha20",
	"chacha20-generic",
};

std::unique_ptr<bench_op> ossl_chacha(u8 *buf, unsigned int len)
{
	return bench_ossl_chacha(buf, len, false);
}

void chacha_body(bench_tiered_env &env)
{
	bench_tiered_sweep(env, "chacha20", chacha_lens, ossl_chacha, 0,
			   "chacha20 [" + bench_log_tier("chacha-x86: ", "no SIMD") + "]",
			   chacha_target, 0);
	printf("\n");
	for (unsigned int len : chacha_lens)
		bench_rfc7539_case(env.tally, env.buf, len, env.tsc_ghz);
}

} // namespace

int main(int argc, char **argv)
{
	return bench_tiered_main(argc, argv, chacha_prog, chacha_body);
}
