// SPDX-License-Identifier: GPL-2.0-only
// The x86 SHA-256 driver against OpenSSL's EVP and libgcrypt on the same buffer, in one run:
// medians and spread of alternating rounds, printed as ratios (the project's target with
// --targets).
#include <crypto/hash.h>
#include <crypto/sha2.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <gcrypt.h>
#include <openssl/evp.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "bench-x86.h"

namespace {

constexpr unsigned int bench_max_len = 8192;
constexpr unsigned int bench_lens[] = { 16, 64, 256, 1024, 8192 };

// One contender: the digest of @len bytes of @buf into @out, @iters times.
struct sha_op : bench_op {
	const u8 *buf;
	unsigned int len = 0;
	u8 out[SHA256_DIGEST_SIZE];

	explicit sha_op(const u8 *b) : buf(b) {}
};

// The whole shash API: one crypto_shash_digest() per message, the tfm allocated once.
struct ukc_sha_op : sha_op {
	struct crypto_shash *tfm;
	struct shash_desc *desc;

	ukc_sha_op(const char *alg, const u8 *b) : sha_op(b)
	{
		tfm = crypto_alloc_shash(alg, 0, 0);
		if (IS_ERR(tfm)) {
			fprintf(stderr, "bench-sha-x86: %s: %ld\n", alg, PTR_ERR(tfm));
			exit(1);
		}
		name = crypto_shash_driver_name(tfm);
		desc = static_cast<struct shash_desc *>(
			calloc(1, sizeof(*desc) + crypto_shash_descsize(tfm)));
		desc->tfm = tfm;
	}
	~ukc_sha_op() override
	{
		free(desc);
		crypto_free_shash(tfm);
	}
	void run(int iters) override
	{
		for (int i = 0; i < iters; i++)
			err |= crypto_shash_digest(desc, buf, len, out);
	}
};

// OpenSSL: one context, fetched once; init, update, final per message.
struct ossl_sha_op : sha_op {
	EVP_MD_CTX *ctx = EVP_MD_CTX_new();
	EVP_MD *md = EVP_MD_fetch(nullptr, "SHA256", nullptr);

	explicit ossl_sha_op(const u8 *b) : sha_op(b)
	{
		name = std::string("OpenSSL ") + OpenSSL_version(OPENSSL_VERSION_STRING);
		err |= !ctx || !md;
	}
	~ossl_sha_op() override
	{
		EVP_MD_free(md);
		EVP_MD_CTX_free(ctx);
	}
	void run(int iters) override
	{
		unsigned int n;

		for (int i = 0; i < iters; i++) {
			err |= EVP_DigestInit_ex(ctx, md, nullptr) != 1;
			err |= EVP_DigestUpdate(ctx, buf, len) != 1;
			err |= EVP_DigestFinal_ex(ctx, out, &n) != 1;
		}
	}
};

// libgcrypt: one handle; reset, write, read per message.
struct gcry_sha_op : sha_op {
	gcry_md_hd_t hd = nullptr;

	explicit gcry_sha_op(const u8 *b) : sha_op(b)
	{
		name = std::string("libgcrypt ") + gcry_check_version(nullptr);
		err |= gcry_md_open(&hd, GCRY_MD_SHA256, 0) != 0;
	}
	~gcry_sha_op() override { gcry_md_close(hd); }
	void run(int iters) override
	{
		for (int i = 0; i < iters; i++) {
			gcry_md_reset(hd);
			gcry_md_write(hd, buf, len);
			memcpy(out, gcry_md_read(hd, GCRY_MD_SHA256), SHA256_DIGEST_SIZE);
		}
	}
};

using sha_ops = std::vector<std::unique_ptr<sha_op>>;

// Before anything is timed, every contender must give the same digest.
bool bench_same_digest(sha_ops &ops)
{
	for (auto &op : ops) {
		op->run(1);
		if (op->err || memcmp(op->out, ops[0]->out, SHA256_DIGEST_SIZE))
			return false;
	}
	return true;
}

void bench_len(sha_ops &ops, unsigned int len, double tsc_ghz, bench_tally &res)
{
	for (auto &op : ops)
		op->len = len;
	if (!bench_same_digest(ops)) {
		printf("  %5u\n", len);
		bench_error(res, "contenders disagree on the digest: not timed");
		return;
	}
	std::vector<double> spread;
	std::vector<double> med = bench_measure(ops, std::max(20, 400000 / (int)(len + 64)),
						bench_rounds, &spread);
	printf("  %5u", len);
	for (size_t i = 0; i < ops.size(); i++)
		printf("  %9.1f ns %7.3f c/B %4.1f%%", med[i] / tsc_ghz, med[i] / len,
		       100 * spread[i]);
	printf("   %5.2fx  %5.2fx  %5.2fx\n", med[1] / med[0], med[2] / med[0], med[3] / med[0]);
	bench_errors(res, ops);
	if (len == bench_max_len)
		bench_target(res, med[1] / med[0] >= 1.0, "at %u bytes >= 1.00x OpenSSL", len);
}

constexpr char bench_usage[] =
	"usage: bench-sha-x86 [--targets] [--quick] [-h|--help]\n"
	"\n"
	"SHA-256 digests through the shash API (the driver crypto_alloc_shash(\"sha256\")\n"
	"picks) against OpenSSL's EVP, libgcrypt and sha256-generic, one digest per\n"
	"message of 16, 64, 256, 1024 and 8192 bytes of one page-aligned buffer (the\n"
	"project's target, with --targets: at least OpenSSL's speed at 8192 bytes). Every\n"
	"contender must give the same digest first. Time: TSC ticks per byte (no PMU),\n"
	"medians of 101 alternating rounds, each with its spread (the interquartile range\n"
	"over the median).\n";

} // namespace

int main(int argc, char **argv)
{
	bench_tally res;
	int code = bench_args(argc, argv, bench_usage);

	if (code >= 0)
		return code;
	if (!gcry_check_version(GCRYPT_VERSION)) {
		fprintf(stderr, "bench-sha-x86: libgcrypt version mismatch\n");
		return 1;
	}
	gcry_control(GCRYCTL_DISABLE_SECMEM, 0);
	gcry_control(GCRYCTL_INITIALIZATION_FINISHED, 0);
	if (crypto_init())
		return 1;
	u8 *buf = static_cast<u8 *>(aligned_alloc(4096, bench_max_len));
	for (unsigned int i = 0; i < bench_max_len; i++)
		buf[i] = static_cast<u8>(i * 13 + 5);

	sha_ops ops;
	ops.push_back(std::make_unique<ukc_sha_op>("sha256", buf));
	ops.push_back(std::make_unique<ossl_sha_op>(buf));
	ops.push_back(std::make_unique<gcry_sha_op>(buf));
	ops.push_back(std::make_unique<ukc_sha_op>("sha256-generic", buf));
	double tsc_ghz = bench_tsc_ghz();

	printf("CPU: %s\n", bench_cpu_model().c_str());
	printf("bench-sha-x86: SHA-256 digests of one page-aligned buffer, medians of %d "
	       "alternating rounds.\nCycles are TSC ticks (no PMU here; TSC %.3f GHz), per "
	       "byte of message.\nRatios: contender time / %s time (above 1: %s is faster).\n\n",
	       bench_rounds_run(), tsc_ghz, ops[0]->name.c_str(), ops[0]->name.c_str());
	printf("  bytes");
	for (auto &op : ops)
		printf("  %-24s", op->name.c_str());
	printf("   OpenSSL libgcrypt generic\n");
	for (unsigned int len : bench_lens)
		bench_len(ops, len, tsc_ghz, res);
	printf("\n");
	free(buf);
	return bench_summary(res);
}
