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

#include "bench-ratio-x86.h"
#include "bench-x86.h"

namespace {

constexpr unsigned int bench_tag = 16;
constexpr double bench_target_vs_ossl = 4.0; // the project's target at 4096 bytes

// One request through the whole API, in place, the 16-byte tag written after the text.
struct ukc_op : bench_op {
	struct crypto_aead *tfm;
	struct aead_request *req = nullptr;
	struct scatterlist sg[2];
	u8 iv[12], iv0[12];
	unsigned int len;

	// With @adlen, @ad goes first in an entry of its own, as IPsec and tcrypt lay it out.
	ukc_op(const u8 *key, unsigned int klen, u8 *buf, unsigned int n, const u8 *ad = nullptr,
	       unsigned int adlen = 0)
		: len(n)
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
		aead_request_set_ad(req, adlen);
		sg_init_table(sg, adlen ? 2 : 1);
		if (adlen)
			sg_set_buf(&sg[0], ad, adlen);
		sg_set_buf(&sg[adlen ? 1 : 0], buf, len + bench_tag);
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
			aead_request_set_crypt(req, sg, sg, len, iv);
			err |= crypto_aead_encrypt(req);
		}
	}
};

// What a library's operation works on: the fixed IV, the text in @buf with room for the tag
// after it, and the AD (none when @adlen is 0).
struct lib_op : bench_op {
	u8 iv0[12], *buf;
	const u8 *ad;
	unsigned int len, adlen;

	lib_op(u8 *b, unsigned int n, const u8 *a, unsigned int alen)
		: buf(b), ad(a), len(n), adlen(alen)
	{
		memset(iv0, 0xa5, sizeof(iv0));
	}
};

// OpenSSL: per request, a new IV with the key kept, one update, the final and the tag.
struct ossl_op : lib_op {
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();

	ossl_op(const u8 *key, unsigned int klen, u8 *b, unsigned int n, const u8 *a = nullptr,
		unsigned int alen = 0)
		: lib_op(b, n, a, alen)
	{
		name = std::string("OpenSSL ") + OpenSSL_version(OPENSSL_VERSION_STRING);
		err |= EVP_EncryptInit_ex(ctx, klen == 16 ? EVP_aes_128_gcm() : EVP_aes_256_gcm(),
					  nullptr, key, iv0) != 1;
	}
	~ossl_op() override { EVP_CIPHER_CTX_free(ctx); }
	void run(int iters) override
	{
		int outl;

		for (int i = 0; i < iters; i++) {
			err |= EVP_EncryptInit_ex(ctx, nullptr, nullptr, nullptr, iv0) != 1;
			if (adlen)
				err |= EVP_EncryptUpdate(ctx, nullptr, &outl, ad,
							 static_cast<int>(adlen)) != 1;
			err |= EVP_EncryptUpdate(ctx, buf, &outl, buf, static_cast<int>(len)) != 1;
			err |= EVP_EncryptFinal_ex(ctx, buf + len, &outl) != 1;
			err |= EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_GCM_GET_TAG, bench_tag,
						   buf + len) != 1;
		}
	}
};

// libgcrypt: per request, a new IV, one in-place call and the tag.
struct gcry_op : lib_op {
	gcry_cipher_hd_t hd = nullptr;

	gcry_op(const u8 *key, unsigned int klen, u8 *b, unsigned int n, const u8 *a = nullptr,
		unsigned int alen = 0)
		: lib_op(b, n, a, alen)
	{
		name = std::string("libgcrypt ") + gcry_check_version(nullptr);
		err |= gcry_cipher_open(&hd, klen == 16 ? GCRY_CIPHER_AES128 : GCRY_CIPHER_AES256,
					GCRY_CIPHER_MODE_GCM, 0) != 0;
		err |= gcry_cipher_setkey(hd, key, klen) != 0;
	}
	~gcry_op() override { gcry_cipher_close(hd); }
	void run(int iters) override
	{
		for (int i = 0; i < iters; i++) {
			err |= gcry_cipher_setiv(hd, iv0, sizeof(iv0)) != 0;
			if (adlen)
				err |= gcry_cipher_authenticate(hd, ad, adlen) != 0;
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
	std::vector<double> med = bench_timed_lines(ops, len >= 4096 ? 100 : 1000, len, ghz);

	printf("    ratios: %.2fx OpenSSL, %.2fx libgcrypt\n", med[1] / med[0], med[2] / med[0]);
	bench_errors(t, ops);
	if (len == 4096)
		bench_target(t, med[1] / med[0] >= bench_target_vs_ossl,
			     "at 4096 bytes >= %.2fx OpenSSL", bench_target_vs_ossl);
}

// ---- requests at any offset, and the associated data in an entry of its own ----

constexpr unsigned int bench_page = 4096;
constexpr double bench_offset_slice_ms = 2;

struct offset_case {
	const char *what;
	unsigned int len, off, adlen; // text, where it starts, associated data before it
};

constexpr offset_case offset_cases[] = {
	{ "16 B straddling a page", 16, bench_page - 8, 0 },
	{ "4 KiB, every block straddling", 4096, 8, 0 },
	{ "64 B crossing a page", 64, bench_page - 32, 0 },
	{ "16 B, 16 B AD in its own entry", 16, 0, 16 },
	{ "4 KiB, 16 B AD in its own entry", 4096, 0, 16 },
};

// Ours, OpenSSL and libgcrypt at @c.off, and ours again page-aligned with the same AD, in
// equal time slices interleaved round by round; ratios are each round's pair.
void bench_offset(bench_tally &t, double ghz, u8 *buf, const offset_case &c)
{
	u8 key[16], ad[16];
	bench_ops ops;

	bench_key(key, sizeof(key));
	memset(ad, 0x3c, sizeof(ad));
	ops.push_back(std::make_unique<ukc_op>(key, 16, buf + c.off, c.len, ad, c.adlen));
	ops.push_back(std::make_unique<ossl_op>(key, 16, buf + c.off, c.len, ad, c.adlen));
	ops.push_back(std::make_unique<gcry_op>(key, 16, buf + c.off, c.len, ad, c.adlen));
	if (!bench_same_output(ops, buf + c.off, c.len, c.len + bench_tag)) {
		bench_error(t, "gcm(aes), %s: contenders disagree: not timed", c.what);
		return;
	}
	ops.push_back(std::make_unique<ukc_op>(key, 16, buf + 2 * bench_page, c.len, ad, c.adlen));
	bench_round_times rt = bench_ratio_rounds(ops, ghz, bench_offset_slice_ms);
	bench_ratio gcry = bench_ratio_of(rt, 0, 2), ossl = bench_ratio_of(rt, 0, 1);
	double ref_ticks = bench_ratio_of(rt, 3, 3).ticks;
	double extra_ns = (gcry.ticks - ref_ticks) / ghz;

	printf("  %-32s %8.1f ns (page-aligned: %8.1f ns, %+6.1f ns)  %5.2fx libgcrypt "
	       "[%.2f-%.2f]  %5.2fx OpenSSL [%.2f-%.2f]\n",
	       c.what, gcry.ticks / ghz, ref_ticks / ghz, extra_ns, gcry.ratio, gcry.q1, gcry.q3,
	       ossl.ratio, ossl.q1, ossl.q3);
	bench_errors(t, ops);
	if (c.len == 64)
		bench_target(t, extra_ns < 5, "gcm, %s: under 5 ns over page-aligned", c.what);
	else
		bench_target(t, gcry.ratio >= 1.0, "gcm, %s: >= 1.0x libgcrypt", c.what);
}

constexpr char bench_usage[] =
	"usage: bench-gcm-x86 [--targets] [--quick] [--offsets] [-h|--help]\n"
	"\n"
	"gcm(aes) encryption (the driver crypto_alloc_aead() picks; no AD, 16-byte tag)\n"
	"against OpenSSL's EVP and libgcrypt, in place on one page-aligned buffer, with\n"
	"128- and 256-bit keys at 16, 512, 4096 and 8192 bytes: time per request, its\n"
	"spread and the speed ratios (the project's target, with --targets: 4.0x OpenSSL\n"
	"at 4096 bytes). Every contender must give the same ciphertext and tag first.\n"
	"Then requests at offsets that straddle or cross a page, and with 16 bytes of\n"
	"associated data in an entry of its own, against libgcrypt and OpenSSL and\n"
	"against the same request page-aligned (--offsets: only these).\n"
	"Time: TSC ticks (no PMU), medians of 101 alternating rounds; spread: their\n"
	"interquartile range over the median.\n";

} // namespace

int main(int argc, char **argv)
{
	static const unsigned int lens[] = { 16, 512, 4096, 8192 };
	bench_tally t;
	bool only_offsets;
	int code = bench_args_offsets(argc, argv, bench_usage, &only_offsets);

	if (code >= 0)
		return code;
	double ghz = bench_tsc_ghz();
	u8 *buf = static_cast<u8 *>(aligned_alloc(4096, 4 * 4096));

	if (!gcry_check_version(nullptr) || !buf)
		return 1;
	gcry_control(GCRYCTL_INITIALIZATION_FINISHED, 0);
	printf("CPU: %s\n", bench_cpu_model().c_str());
	printf("TSC %.3f GHz (cycles below are TSC ticks: no PMU)\n", ghz);
	if (!only_offsets)
		for (unsigned int klen : { 16u, 32u })
			for (unsigned int len : lens)
				bench_case(t, ghz, buf, klen, len);
	printf("Requests at any offset (128-bit key, encryption); equal time slices of %.0f ms, "
	       "medians of %d rounds of paired ratios [quartiles]:\n",
	       bench_offset_slice_ms, bench_rounds_run());
	for (const offset_case &c : offset_cases)
		bench_offset(t, ghz, buf, c);
	free(buf);
	return bench_summary(t);
}
