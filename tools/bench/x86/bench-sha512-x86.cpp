// SPDX-License-Identifier: GPL-2.0-only
// SHA-512 on x86: the sha512 driver of each tier this CPU has (the lower ones in processes of
// their own with the wider features masked) and sha512-generic against OpenSSL's EVP_sha512()
// at 64 bytes, 1 KiB, 4 KiB and 64 KiB. The contenders take turns in slices of equal time; each
// round's speed ratio to OpenSSL is paired, and their median and quartiles are printed.
#include <crypto/hash.h>
#include <crypto/sha2.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>

#include "bench-ratio-x86.h"
#include "bench-x86.h"

namespace {

constexpr unsigned int sha512_lens[] = { 64, 1024, 4096, 65536 };
constexpr unsigned int sha512_target_min_len = 4096; // the target holds from here up
constexpr double sha512_target = 1.0;		     // the widest tier against OpenSSL

const char *const sha512_usage =
	"usage: bench-sha512-x86 [--targets] [--quick]\n"
	"SHA-512, ukcrypto's driver of each tier against OpenSSL's EVP_sha512() at 64 bytes,\n"
	"1 KiB, 4 KiB and 64 KiB: medians of paired speed ratios (ours to OpenSSL's; above 1 is\n"
	"faster) with their quartiles.\n";

std::unique_ptr<bench_op> ukc_sha512(const char *alg, u8 *buf, unsigned int len)
{
	return bench_ukc_digest(alg, buf, len);
}

const bench_tiered_prog sha512_prog = {
	"bench-sha512-x86",
	sha512_usage,
	{ "avx2", "avx", nullptr }, // AVX (AVX2 masked), SSSE3 (AVX masked)
	ukc_sha512,
	"sha512",
	"sha512-generic",
};

std::unique_ptr<bench_op> ossl_sha512(u8 *buf, unsigned int len)
{
	return bench_ossl_digest("SHA512", buf, len);
}

void sha512_body(bench_tiered_env &env)
{
	bench_tiered_sweep(env, "sha512", sha512_lens, ossl_sha512, SHA512_DIGEST_SIZE,
			   "sha512 [widest tier]", sha512_target, sha512_target_min_len);
}

} // namespace

int main(int argc, char **argv)
{
	return bench_tiered_main(argc, argv, sha512_prog, sha512_body);
}
