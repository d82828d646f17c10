// SPDX-License-Identifier: GPL-2.0-only
// Poly1305 on x86: the poly1305 driver of each tier this CPU has (the lower ones in processes of
// their own with the wider features masked) and poly1305-generic against OpenSSL's EVP_MAC
// "POLY1305" at 16 and 64 bytes, 1420 bytes (a tunnel packet), 4 KiB and 64 KiB; then
// rfc7539(chacha20,poly1305) against EVP_chacha20_poly1305() at 1420 bytes, 4 KiB and 64 KiB. The
// contenders take turns in slices of equal time; each round's speed ratio to OpenSSL is paired,
// and their median and quartiles are printed.
#include <crypto/hash.h>
#include <crypto/poly1305.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <openssl/core_names.h>
#include <openssl/evp.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>

#include "bench-ratio-x86.h"
#include "bench-x86.h"

namespace {

constexpr unsigned int poly_lens[] = { 16, 64, 1420, 4096, 65536 };
constexpr unsigned int rfc7539_lens[] = { 1420, 4096, 65536 };
constexpr double poly_target = 1.0; // rfc7539 over the widest tier against OpenSSL, 1420 B up

const char *const poly_usage =
	"usage: bench-poly1305-x86 [--targets] [--quick]\n"
	"Poly1305, ukcrypto's driver of each tier against OpenSSL's EVP_MAC at 16 and 64 bytes,\n"
	"1420 bytes, 4 KiB and 64 KiB, then RFC 7539 ChaCha20-Poly1305 (no AD) against OpenSSL:\n"
	"medians of paired speed ratios (ours to OpenSSL's; above 1 is faster) with quartiles.\n";

// A poly1305 shash per message: the one-time key as the data's first 32 bytes, then the
// message, the tag over the buffer's first 16 bytes.
struct ukc_poly_op : bench_op {
	struct crypto_shash *tfm;
	struct shash_desc *desc;
	u8 *buf, key[POLY1305_KEY_SIZE];
	unsigned int len;

	ukc_poly_op(const char *alg, u8 *b, unsigned int n) : buf(b), len(n)
	{
		tfm = crypto_alloc_shash(alg, 0, 0);
		if (IS_ERR(tfm)) {
			fprintf(stderr, "bench-poly1305-x86: %s: %ld\n", alg, PTR_ERR(tfm));
			exit(1);
		}
		name = crypto_shash_driver_name(tfm);
		if (name == "poly1305-simd")
			name += " [" + bench_log_tier("poly1305-x86: ", "no driver") + "]";
		desc = static_cast<struct shash_desc *>(
			calloc(1, sizeof(*desc) + crypto_shash_descsize(tfm)));
		desc->tfm = tfm;
		bench_key(key, sizeof(key));
	}
	~ukc_poly_op() override
	{
		free(desc);
		crypto_free_shash(tfm);
	}
	ukc_poly_op(const ukc_poly_op &) = delete;
	ukc_poly_op &operator=(const ukc_poly_op &) = delete;
	void run(int iters) override
	{
		u8 tag[POLY1305_DIGEST_SIZE];

		for (int i = 0; i < iters; i++) {
			err |= crypto_shash_init(desc);
			err |= crypto_shash_update(desc, key, sizeof(key));
			err |= crypto_shash_update(desc, buf, len);
			err |= crypto_shash_final(desc, tag);
		}
		memcpy(buf, tag, sizeof(tag));
	}
};

// OpenSSL's EVP_MAC "POLY1305" per message: keyed by init, one update, final.
struct ossl_poly_op : bench_op {
	EVP_MAC *mac = EVP_MAC_fetch(nullptr, "POLY1305", nullptr);
	EVP_MAC_CTX *ctx = mac ? EVP_MAC_CTX_new(mac) : nullptr;
	u8 *buf, key[POLY1305_KEY_SIZE];
	unsigned int len;

	ossl_poly_op(u8 *b, unsigned int n) : buf(b), len(n)
	{
		name = bench_openssl_name() + " EVP_MAC POLY1305";
		err |= !ctx;
		bench_key(key, sizeof(key));
	}
	~ossl_poly_op() override
	{
		EVP_MAC_CTX_free(ctx);
		EVP_MAC_free(mac);
	}
	ossl_poly_op(const ossl_poly_op &) = delete;
	ossl_poly_op &operator=(const ossl_poly_op &) = delete;
	void run(int iters) override
	{
		u8 tag[POLY1305_DIGEST_SIZE];
		size_t outl;

		if (!ctx)
			return;
		for (int i = 0; i < iters; i++) {
			err |= !EVP_MAC_init(ctx, key, sizeof(key), nullptr);
			err |= !EVP_MAC_update(ctx, buf, len);
			err |= !EVP_MAC_final(ctx, tag, &outl, sizeof(tag));
		}
		memcpy(buf, tag, sizeof(tag));
	}
};

std::unique_ptr<bench_op> ukc_poly(const char *alg, u8 *buf, unsigned int len)
{
	return std::make_unique<ukc_poly_op>(alg, buf, len);
}

const bench_tiered_prog poly_prog = {
	"bench-poly1305-x86",
	poly_usage,
	{ "avx512ifma", "avx512f", "avx2" }, // AVX-512F, AVX2, x86_64
	ukc_poly,
	"poly1305",
	"poly1305-generic",
};

void poly_body(bench_tiered_env &env)
{
	for (unsigned int len : poly_lens)
		bench_tiered_case(env, "poly1305", len,
				  std::make_unique<ossl_poly_op>(env.buf, len),
				  POLY1305_DIGEST_SIZE);
	printf("\n");
	for (unsigned int len : rfc7539_lens) {
		double r = bench_rfc7539_case(env.tally, env.buf, len, env.tsc_ghz);

		if (r >= 0)
			bench_target(
				env.tally, r >= poly_target,
				"rfc7539 over poly1305-simd [%s], %u bytes: at least %.1fx OpenSSL",
				bench_log_tier("poly1305-x86: ", "no driver").c_str(), len,
				poly_target);
	}
}

} // namespace

int main(int argc, char **argv)
{
	return bench_tiered_main(argc, argv, poly_prog, poly_body);
}
