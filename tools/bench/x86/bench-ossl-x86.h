/* SPDX-License-Identifier: GPL-2.0-only */
/* OpenSSL as a contender for the skcipher benchmarks: one EVP cipher, timed per request. */
#ifndef _UKC_BENCH_OSSL_X86_H
#define _UKC_BENCH_OSSL_X86_H

#include <openssl/crypto.h>
#include <openssl/evp.h>

#include <cstring>
#include <string>

#include "bench-x86.h"

// Per request, a new IV (EVP_CipherInit_ex with the key kept) and one in-place update of @n
// bytes, padding off, as a kernel skcipher request works.
struct bench_ossl_cipher_op : bench_op {
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
	u8 iv0[16], *buf;
	unsigned int len;

	bench_ossl_cipher_op(const EVP_CIPHER *c, const u8 *key, u8 *b, unsigned int n, bool enc)
		: buf(b), len(n)
	{
		name = std::string("OpenSSL ") + OpenSSL_version(OPENSSL_VERSION_STRING);
		memset(iv0, 0xa5, sizeof(iv0));
		err |= EVP_CipherInit_ex(ctx, c, nullptr, key, iv0, enc) != 1;
		EVP_CIPHER_CTX_set_padding(ctx, 0);
	}
	~bench_ossl_cipher_op() override { EVP_CIPHER_CTX_free(ctx); }
	void run(int iters) override
	{
		int outl;

		for (int i = 0; i < iters; i++) {
			err |= EVP_CipherInit_ex(ctx, nullptr, nullptr, nullptr, iv0, -1) != 1;
			err |= EVP_CipherUpdate(ctx, buf, &outl, buf, static_cast<int>(len)) != 1;
		}
	}
};

#endif /* _UKC_BENCH_OSSL_X86_H */
