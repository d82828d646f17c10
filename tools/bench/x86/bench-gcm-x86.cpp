// SPDX-License-Identifier: GPL-2.0-only
// The x86 AES-GCM drivers against OpenSSL's EVP and libgcrypt on the same buffers, in one run:
// medians and spread of alternating rounds, printed as ratios (the project's target with
// --targets).
#include <crypto/aead.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <gcrypt.h>
#include <openssl/evp.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "bench-x86.h"

namespace {

constexpr unsigned int bench_tag = 16;
constexpr double bench_target_vs_ossl = 4.0; // the project's target at 4096 bytes

// One request through the whole API, in place, the 16-byte tag written after the text.
struct ukc_op : bench_op {
	struct crypto_aead *tfm;
	struct aead_request *req = nullptr;
	struct scatterlist sg;
	u8 iv[12], iv0[12];
	unsigned int len;

	ukc_op(const u8 *key, unsigned int klen, u8 *buf, unsigned int n) : len(n)
	{
		tfm = crypto_alloc_aead("gcm(aes)", 0, 0);
		if (IS_ERR(tfm)) {
			fprintf(stderr, "bench-gcm-x86: gcm(aes): %ld\n", PTR_ERR(tfm));
			exit(1);
		}
		name = crypto_aead_driver_name(tfm);
		err |= crypto_aead_setkey(tfm, key, klen);
		err |= crypto_aead_setauthsize(tfm, bench_tag);
		req = aead_request_alloc(tfm, GFP_KERNEL);
		aead_request_set_callback(req, 0, nullptr, nullptr);
		aead_request_set_ad(req, 0);
		sg_init_one(&sg, buf, len + bench_tag);
		memset(iv0, 0xa5, sizeof(iv0));
	}
	~ukc_op() override
	{
		aead_request_free(req);
		crypto_free_aead(tfm);
	}
	void run(int iters) override
	{
		for (int i = 0; i < iters; i++) {
			memcpy(iv, iv0, sizeof(iv));
			aead_request_set_crypt(req, &sg, &sg, len, iv);
			err |= crypto_aead_encrypt(req);
		}
	}
};

// OpenSSL: per request, a new IV with the key kept, one update, the final and the tag.
struct ossl_op : bench_op {
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
	u8 iv0[12], *buf;
	unsigned int len;

	ossl_op(const u8 *key, unsigned int klen, u8 *b, unsigned int n) : buf(b), len(n)
	{
		name = std::string("OpenSSL ") + OpenSSL_version(OPENSSL_VERSION_STRING);
		memset(iv0, 0xa5, sizeof(iv0));
		err |= EVP_EncryptInit_ex(ctx, klen == 16 ? EVP_aes_128_gcm() : EVP_aes_256_gcm(),
					  nullptr, key, iv0) != 1;
	}
	~ossl_op() override { EVP_CIPHER_CTX_free(ctx); }
	void run(int iters) override
	{
		int outl;

		for (int i = 0; i < iters; i++) {
			err |= EVP_EncryptInit_ex(ctx, nullptr, nullptr, nullptr, iv0) != 1;
			err |= EVP_EncryptUpdate(ctx, buf, &outl, buf, static_cast<int>(len)) != 1;
			err |= EVP_EncryptFinal_ex(ctx, buf + len, &outl) != 1;
			err |= EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_GCM_GET_TAG, bench_tag,
						   buf + len) != 1;
		}
	}
};

// libgcrypt: per request, a new IV, one in-place call and the tag.
struct gcry_op : bench_op {
	gcry_cipher_hd_t hd = nullptr;
	u8 iv0[12], *buf;
	unsigned int len;

	gcry_op(const u8 *key, unsigned int klen, u8 *b, unsigned int n) : buf(b), len(n)
	{
		name = std::string("libgcrypt ") + gcry_check_version(nullptr);
		memset(iv0, 0xa5, sizeof(iv0));
		err |= gcry_cipher_open(&hd, klen == 16 ? GCRY_CIPHER_AES128 : GCRY_CIPHER_AES256,
					GCRY_CIPHER_MODE_GCM, 0) != 0;
		err |= gcry_cipher_setkey(hd, key, klen) != 0;
	}
	~gcry_op() override { gcry_cipher_close(hd); }
	void run(int iters) override
	{
		for (int i = 0; i < iters; i++) {
			err |= gcry_cipher_setiv(hd, iv0, sizeof(iv0)) != 0;
			err |= gcry_cipher_encrypt(hd, buf, len, nullptr, 0) != 0;
			err |= gcry_cipher_gettag(hd, buf + len, bench_tag) != 0;
		}
	}
};

void bench_case(bench_tally &t, double ghz, u8 *buf, unsigned int klen, unsigned int len)
{
	u8 key[32];
	bench_ops ops;

	bench_key(key, klen);
	ops.push_back(std::make_unique<ukc_op>(key, klen, buf, len));
	ops.push_back(std::make_unique<ossl_op>(key, klen, buf, len));
	ops.push_back(std::make_unique<gcry_op>(key, klen, buf, len));
	printf("gcm(aes) %u-bit key, encrypt, %u bytes: %s\n", 8 * klen, len, ops[0]->name.c_str());
	// Every contender must give the same ciphertext and tag.
	if (!bench_same_output(ops, buf, len, len + bench_tag)) {
		bench_error(t, "contenders disagree on the output: not timed");
		return;
	}
	std::vector<double> spread;
	std::vector<double> med = bench_measure(ops, len >= 4096 ? 100 : 1000, bench_rounds,
						&spread);

	for (size_t i = 0; i < ops.size(); i++)
		printf("    %-28s %9.1f ns  %7.4f c/B (TSC)  %6.2f GB/s  spread %4.1f%%\n",
		       ops[i]->name.c_str(), med[i] / ghz, med[i] / len, len * ghz / med[i],
		       100 * spread[i]);
	printf("    ratios: %.2fx OpenSSL, %.2fx libgcrypt\n", med[1] / med[0], med[2] / med[0]);
	bench_errors(t, ops);
	if (len == 4096)
		bench_target(t, med[1] / med[0] >= bench_target_vs_ossl,
			     "at 4096 bytes >= %.2fx OpenSSL", bench_target_vs_ossl);
}

constexpr char bench_usage[] =
	"usage: bench-gcm-x86 [--targets] [--quick] [-h|--help]\n"
	"\n"
	"gcm(aes) encryption (the driver crypto_alloc_aead() picks; no AD, 16-byte tag)\n"
	"against OpenSSL's EVP and libgcrypt, in place on one page-aligned buffer, with\n"
	"128- and 256-bit keys at 16, 512, 4096 and 8192 bytes: time per request, its\n"
	"spread and the speed ratios (the project's target, with --targets: 4.0x OpenSSL\n"
	"at 4096 bytes). Every contender must give the same ciphertext and tag first.\n"
	"Time: TSC ticks (no PMU), medians of 101 alternating rounds; spread: their\n"
	"interquartile range over the median.\n";

} // namespace

int main(int argc, char **argv)
{
	static const unsigned int lens[] = { 16, 512, 4096, 8192 };
	bench_tally t;
	int code = bench_args(argc, argv, bench_usage);

	if (code >= 0)
		return code;
	double ghz = bench_tsc_ghz();
	u8 *buf = static_cast<u8 *>(aligned_alloc(4096, 3 * 4096));

	if (!gcry_check_version(nullptr) || !buf)
		return 1;
	gcry_control(GCRYCTL_INITIALIZATION_FINISHED, 0);
	printf("CPU: %s\n", bench_cpu_model().c_str());
	printf("TSC %.3f GHz (cycles below are TSC ticks: no PMU)\n", ghz);
	for (unsigned int klen : { 16u, 32u })
		for (unsigned int len : lens)
			bench_case(t, ghz, buf, klen, len);
	free(buf);
	return bench_summary(t);
}
