// SPDX-License-Identifier: GPL-2.0-only
// SHA-512, SHA3-256 and BLAKE2b-512 through the shash API against OpenSSL's EVP and libgcrypt's
// gcry_md at 64 bytes, 4 KiB and 64 KiB, in one run: the contenders take turns in slices of
// equal time, and each round's speed ratio of ours to each library is paired.
#include <crypto/hash.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <gcrypt.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>

#include "bench-ratio-x86.h"
#include "bench-x86.h"

namespace {

constexpr unsigned int hash_lens[] = { 64, 4096, 65536 };
constexpr unsigned int hash_target_min_len = 4096; // the targets hold from here up
constexpr double hash_slice_ms = 2.0;

// One algorithm: our lookup name, OpenSSL's fetch name, libgcrypt's id, and which library the
// project's target compares against.
struct hash_case {
	const char *alg, *evp;
	int gcry_algo;
	unsigned int digest_size;
	bool target_gcry; // the target is libgcrypt's speed, else OpenSSL's
};

constexpr hash_case hash_cases[] = {
	{ "sha512", "SHA512", GCRY_MD_SHA512, 64, false },
	{ "sha3-256", "SHA3-256", GCRY_MD_SHA3_256, 32, false },
	{ "blake2b-512", "BLAKE2B-512", GCRY_MD_BLAKE2B_512, 64, true },
};

const char *const hash_usage =
	"usage: bench-hash-x86 [--targets] [--quick]\n"
	"sha512, sha3-256 and blake2b-512, the driver crypto_alloc_shash() picks, against\n"
	"OpenSSL's EVP and libgcrypt's gcry_md at 64 bytes, 4 KiB and 64 KiB: medians of paired\n"
	"speed ratios (ours to the library's; above 1 is faster) with their quartiles. Targets,\n"
	"from 4 KiB up: sha512 and sha3-256 at least OpenSSL's speed, blake2b-512 at least\n"
	"libgcrypt's.\n";

// libgcrypt: one handle; reset, write, read per message.
struct gcry_hash_op : bench_op {
	gcry_md_hd_t hd = nullptr;
	int algo;
	u8 *buf;
	unsigned int len;

	gcry_hash_op(int a, u8 *b, unsigned int n) : algo(a), buf(b), len(n)
	{
		name = std::string("libgcrypt ") + gcry_check_version(nullptr) + " " +
		       gcry_md_algo_name(a);
		err |= gcry_md_open(&hd, algo, 0) != 0;
	}
	~gcry_hash_op() override { gcry_md_close(hd); }
	gcry_hash_op(const gcry_hash_op &) = delete;
	gcry_hash_op &operator=(const gcry_hash_op &) = delete;
	void run(int iters) override
	{
		if (!hd)
			return;
		for (int i = 0; i < iters; i++) {
			gcry_md_reset(hd);
			gcry_md_write(hd, buf, len);
			gcry_md_final(hd);
		}
		memcpy(buf, gcry_md_read(hd, algo), gcry_md_get_algo_dlen(algo));
	}
};

// Ours, OpenSSL's, libgcrypt's: the same digest first, then timed; a line each, ours with its
// ratio to each library. Returns ours to the target's library, or a negative number after an
// error (counted).
double hash_len(bench_tally &tally, const hash_case &c, u8 *buf, unsigned int len, double tsc_ghz)
{
	bench_ops ops;

	ops.push_back(bench_ukc_digest(c.alg, buf, len));
	ops.push_back(bench_ossl_digest(c.evp, buf, len));
	ops.push_back(std::make_unique<gcry_hash_op>(c.gcry_algo, buf, len));
	if (!bench_same_output(ops, buf, len, c.digest_size)) {
		bench_error(tally, "%s, %u bytes: the digests differ: not timed", c.alg, len);
		return -1;
	}
	const bench_round_times t = bench_ratio_rounds(ops, tsc_ghz, hash_slice_ms);
	const bench_ratio ossl = bench_ratio_of(t, 0, 1), gcry = bench_ratio_of(t, 0, 2);

	printf("%s, %u bytes:\n", c.alg, len);
	for (size_t i = 0; i < ops.size(); i++) {
		const double ticks = bench_ratio_of(t, i, i).ticks;

		printf("    %-40s %7.3f c/B (TSC) %6.2f GB/s", ops[i]->name.c_str(), ticks / len,
		       len * tsc_ghz / ticks);
		if (i == 0)
			printf("  %5.2fx OpenSSL [%.2f-%.2f]  %5.2fx libgcrypt [%.2f-%.2f]",
			       ossl.ratio, ossl.q1, ossl.q3, gcry.ratio, gcry.q1, gcry.q3);
		printf("\n");
	}
	bench_errors(tally, ops);
	return c.target_gcry ? gcry.ratio : ossl.ratio;
}

} // namespace

int main(int argc, char **argv)
{
	bench_tally tally;
	int code = bench_args(argc, argv, hash_usage);

	if (code >= 0)
		return code;
	if (!gcry_check_version(GCRYPT_VERSION)) {
		fprintf(stderr, "bench-hash-x86: libgcrypt version mismatch\n");
		return 1;
	}
	gcry_control(GCRYCTL_DISABLE_SECMEM, 0);
	gcry_control(GCRYCTL_INITIALIZATION_FINISHED, 0);
	if (crypto_init())
		return 1;
	u8 *buf = static_cast<u8 *>(aligned_alloc(4096, hash_lens[2]));
	double tsc_ghz = bench_tsc_ghz();

	printf("CPU: %s\n", bench_cpu_model().c_str());
	printf("bench-hash-x86: medians of %d rounds of %.0f ms slices; TSC %.3f GHz.\n"
	       "Ratios: the library's time over ours in the same round [quartiles].\n\n",
	       bench_rounds_run(), hash_slice_ms, tsc_ghz);
	for (const hash_case &c : hash_cases)
		for (unsigned int len : hash_lens) {
			double r = hash_len(tally, c, buf, len, tsc_ghz);

			if (r >= 0 && len >= hash_target_min_len)
				bench_target(tally, r >= 1.0, "%s, %u bytes: at least 1.0x %s",
					     c.alg, len, c.target_gcry ? "libgcrypt" : "OpenSSL");
		}
	free(buf);
	return bench_summary(tally);
}
