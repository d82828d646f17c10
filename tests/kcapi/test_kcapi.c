// SPDX-License-Identifier: GPL-2.0-only
// Check suite for libkcapi.so.1's API: vectors, stream semantics, KDFs, bad input, error codes.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <kcapi.h>
#if UKC_TEST_HAVE_LIBCRYPTO
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/kdf.h>
#include <openssl/core_names.h>
#endif

#include "check_run.h"
#if UKC_TEST_HAVE_LIBCRYPTO
#include "openssl_kbkdf.h"
#endif

/* @hex into @out (at most @max bytes); the byte count. */
static size_t unhex(const char *hex, uint8_t *out, size_t max)
{
	size_t n = strlen(hex) / 2;

	ck_assert_uint_le(n, max);
	for (size_t i = 0; i < n; i++) {
		unsigned int b;
		ck_assert_int_eq(sscanf(hex + 2 * i, "%2x", &b), 1);
		out[i] = (uint8_t)b;
	}
	return n;
}

static void assert_hex(const uint8_t *got, const char *want)
{
	uint8_t buf[512];
	size_t n = unhex(want, buf, sizeof(buf));

	ck_assert_msg(!memcmp(got, buf, n), "mismatch against %s", want);
}

START_TEST(test_unknown_names)
{
	struct kcapi_handle *h = (struct kcapi_handle *)1;

	ck_assert_int_eq(kcapi_cipher_init(&h, "nosuch(aes)", 0), -ENOENT);
	ck_assert_ptr_null(h);
	ck_assert_int_eq(kcapi_aead_init(&h, "gcm(nosuch)", 0), -ENOENT);
	ck_assert_int_eq(kcapi_md_init(&h, "nosuchhash", 0), -ENOENT);
	ck_assert_int_eq(kcapi_rng_init(&h, "nosuchrng", 0), -ENOENT);
	/* A hash is not a cipher: the skcipher lookup does not find it. */
	ck_assert_int_eq(kcapi_cipher_init(&h, "sha256", 0), -ENOENT);
	ck_assert_int_eq(kcapi_cipher_init(NULL, "cbc(aes)", 0), -EINVAL);
	ck_assert_int_eq(kcapi_cipher_init(&h, NULL, 0), -EINVAL);
	char longname[300];
	memset(longname, 'a', sizeof(longname) - 1);
	longname[sizeof(longname) - 1] = 0;
	ck_assert_int_eq(kcapi_cipher_init(&h, longname, 0), -ENOENT);
}
END_TEST

/* cbc over the module's aes, which copies blocks, fails its self-test: -ELIBBAD, as the kernel. */
START_TEST(test_selftest_failure)
{
	struct kcapi_handle *h;

	ck_assert_int_eq(kcapi_cipher_init(&h, "cbc(aes-broken-mod)", 0), -ELIBBAD);
	ck_assert_int_eq(kcapi_cipher_init(&h, "aes-broken-mod", 0), -ENOENT);
}
END_TEST

/* SP 800-38A F.2.1 (CBC-AES128.Encrypt) and F.5.1 (CTR-AES128.Encrypt), first two blocks. */
#define SP38A_KEY "2b7e151628aed2a6abf7158809cf4f3c"
#define SP38A_PT "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51"
#define SP38A_CBC_IV "000102030405060708090a0b0c0d0e0f"
#define SP38A_CBC_CT "7649abac8119b246cee98e9b12e9197d5086cb9b507219ee95db113a917678b2"
#define SP38A_CTR_IV "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff"
#define SP38A_CTR_CT "874d6191b620e3261bef6864990db6ce9806f66b7970fdff8617187bb9fffdff"

/* A handle of @name (kcapi_cipher_init() @flags), keyed with the SP 800-38A AES-128 key, which
 * it also leaves in @key. */
static struct kcapi_handle *sp38a_cipher(const char *name, uint32_t flags, uint8_t key[16])
{
	struct kcapi_handle *h;

	unhex(SP38A_KEY, key, 16);
	ck_assert_int_eq(kcapi_cipher_init(&h, name, flags), 0);
	ck_assert_int_eq(kcapi_cipher_setkey(h, key, 16), 0);
	return h;
}

START_TEST(test_cipher_oneshot)
{
	uint8_t key[16], iv[16], pt[32], out[32], back[32];
	struct kcapi_handle *h;

	unhex(SP38A_KEY, key, 16);
	unhex(SP38A_PT, pt, 32);
	unhex(SP38A_CBC_IV, iv, 16);
	ck_assert_int_eq(kcapi_cipher_init(&h, "cbc(aes)", 0), 0);
	ck_assert_uint_eq(kcapi_cipher_ivsize(h), 16);
	ck_assert_uint_eq(kcapi_cipher_blocksize(h), 16);
	ck_assert_int_eq(kcapi_cipher_setkey(h, key, 15), -EINVAL);
	ck_assert_int_eq(kcapi_cipher_setkey(h, key, 16), 0);
	ck_assert_int_eq(kcapi_cipher_encrypt(h, pt, 32, iv, out, 32, 0), 32);
	assert_hex(out, SP38A_CBC_CT);
	ck_assert_int_eq(kcapi_cipher_decrypt(h, out, 32, iv, back, 32, 0), 32);
	ck_assert(!memcmp(back, pt, 32));
	/* Bad lengths: not whole blocks, an output shorter than the input, no IV. */
	ck_assert_int_eq(kcapi_cipher_encrypt(h, pt, 15, iv, out, 32, 0), -EINVAL);
	ck_assert_int_eq(kcapi_cipher_encrypt(h, pt, 32, iv, out, 16, 0), -EINVAL);
	ck_assert_int_eq(kcapi_cipher_encrypt(h, pt, 32, NULL, out, 32, 0), -EINVAL);
	ck_assert_int_eq(kcapi_cipher_encrypt(NULL, pt, 32, iv, out, 32, 0), -EINVAL);
	/* In place. */
	memcpy(out, pt, 32);
	ck_assert_int_eq(kcapi_cipher_encrypt(h, out, 32, iv, out, 32, 0), 32);
	assert_hex(out, SP38A_CBC_CT);
	kcapi_cipher_destroy(h);

	unhex(SP38A_CTR_IV, iv, 16);
	ck_assert_int_eq(kcapi_cipher_enc_aes_ctr(key, 16, pt, 32, iv, out, 32), 32);
	assert_hex(out, SP38A_CTR_CT);
	ck_assert_int_eq(kcapi_cipher_dec_aes_ctr(key, 16, out, 32, iv, back, 32), 32);
	ck_assert(!memcmp(back, pt, 32));
	unhex(SP38A_CBC_IV, iv, 16);
	ck_assert_int_eq(kcapi_cipher_enc_aes_cbc(key, 16, pt, 32, iv, out, 32), 32);
	assert_hex(out, SP38A_CBC_CT);
	ck_assert_int_eq(kcapi_cipher_enc_aes_cbc(key, 17, pt, 32, iv, out, 32), -EINVAL);
	/* SM4-CBC: GB/T 32907-2016 Appendix A.1 (one block, a zero IV, so CBC gives ECB's). */
	uint8_t sm4_key[16], zero_iv[16] = { 0 };

	unhex("0123456789abcdeffedcba9876543210", sm4_key, sizeof(sm4_key));
	ck_assert_int_eq(kcapi_cipher_enc_sm4_cbc(sm4_key, 16, sm4_key, 16, zero_iv, out, 16), 16);
	assert_hex(out, "681edf34d206965e86b3e94f536e4246");
}
END_TEST

/* A stream in odd pieces gives what one shot gives; whole blocks only until the last piece. */
START_TEST(test_cipher_stream)
{
	uint8_t key[16], iv[16], pt[100], ref[100], out[100];
	struct kcapi_handle *h = sp38a_cipher("ctr(aes)", 0, key);

	unhex(SP38A_CTR_IV, iv, 16);
	for (size_t i = 0; i < sizeof(pt); i++)
		pt[i] = (uint8_t)(i * 13 + 1);
	ck_assert_int_eq(kcapi_cipher_enc_aes_ctr(key, 16, pt, 100, iv, ref, 100), 100);

	ck_assert_uint_eq(kcapi_cipher_blocksize(h), 1);
	ck_assert_int_eq(kcapi_cipher_stream_init_enc(h, iv, &(struct iovec){ pt, 7 }, 1), 7);
	ck_assert_int_eq(kcapi_cipher_stream_update(h, &(struct iovec){ pt + 7, 50 }, 1), 50);
	/* ctr(aes)'s block size is 1 but its chunk is 16: 48 of the 57 queued bytes come back. */
	ck_assert_int_eq(kcapi_cipher_stream_op(h, &(struct iovec){ out, 100 }, 1), 48);
	ck_assert_int_eq(kcapi_cipher_stream_update_last(h, &(struct iovec){ pt + 57, 43 }, 1), 43);
	ck_assert_int_eq(kcapi_cipher_stream_op(h, &(struct iovec){ out + 48, 52 }, 1), 52);
	ck_assert(!memcmp(out, ref, 100));
	kcapi_cipher_destroy(h);

	/* cbc: with more data announced, 40 queued bytes give two blocks. */
	unhex(SP38A_CBC_IV, iv, 16);
	ck_assert_int_eq(kcapi_cipher_enc_aes_cbc(key, 16, pt, 96, iv, ref, 96), 96);
	h = sp38a_cipher("cbc(aes)", 0, key);
	ck_assert_int_eq(kcapi_cipher_stream_init_enc(h, iv, &(struct iovec){ pt, 40 }, 1), 40);
	ck_assert_int_eq(kcapi_cipher_stream_op(h, &(struct iovec){ out, 100 }, 1), 32);
	ck_assert_int_eq(kcapi_cipher_stream_update_last(h, &(struct iovec){ pt + 40, 56 }, 1), 56);
	/* Two output pieces: the IV chained from the first call. */
	struct iovec two[2] = { { out + 32, 10 }, { out + 42, 54 } };
	ck_assert_int_eq(kcapi_cipher_stream_op(h, two, 2), 64);
	ck_assert(!memcmp(out, ref, 96));
	ck_assert_int_eq(kcapi_cipher_stream_op(NULL, two, 2), -EINVAL);
	kcapi_cipher_destroy(h);
}
END_TEST

START_TEST(test_cipher_aio)
{
	uint8_t key[16], iv[16], pt[64], out[64], ref[32];
	struct kcapi_handle *h = sp38a_cipher("cbc(aes)", KCAPI_INIT_AIO, key);

	unhex(SP38A_CBC_IV, iv, 16);
	unhex(SP38A_PT, pt, 32);
	memcpy(pt + 32, pt, 32);
	unhex(SP38A_CBC_CT, ref, 32);
	/* Each pair is its own operation from the same IV: both halves give the vector. */
	struct iovec in[2] = { { pt, 32 }, { pt + 32, 32 } };
	struct iovec o[2] = { { out, 32 }, { out + 32, 32 } };
	ck_assert_int_eq(kcapi_cipher_encrypt_aio(h, in, o, 2, iv, KCAPI_ACCESS_HEURISTIC), 64);
	ck_assert(!memcmp(out, ref, 32));
	ck_assert(!memcmp(out + 32, ref, 32));
	ck_assert_int_eq(kcapi_cipher_decrypt_aio(h, o, o, 2, iv, 0), 64);
	ck_assert(!memcmp(out, pt, 64));

	/* A second handle shares the algorithm and the key. */
	struct kcapi_handle *h2;
	ck_assert_int_eq(kcapi_handle_reinit(&h2, h, 0), 0);
	ck_assert_int_eq(kcapi_cipher_encrypt(h2, pt, 32, iv, out, 32, 0), 32);
	ck_assert(!memcmp(out, ref, 32));
	kcapi_cipher_destroy(h2);
	kcapi_cipher_destroy(h);
}
END_TEST

/* GCM test case 4 (McGrew and Viega, "The Galois/Counter Mode of Operation", appendix B). */
#define GCM4_KEY "feffe9928665731c6d6a8f9467308308"
#define GCM4_IV "cafebabefacedbaddecaf888"
#define GCM4_AAD "feedfacedeadbeeffeedfacedeadbeefabaddad2"
#define GCM4_PT                                                                                    \
	"d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e24" \
	"49a6b525b16aedf5aa0de657ba637b39"
#define GCM4_CT                                                                                    \
	"42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e21d514b25466931c7d8f6a5a" \
	"ac84aa051ba30b396a0aac973d58e091"
#define GCM4_TAG "5bc94fbc3221a5db94fae95ae7121a47"

START_TEST(test_aead_gcm)
{
	uint8_t key[16], iv[12], in[20 + 60 + 16], out[20 + 60 + 16], back[96];
	struct kcapi_handle *h;

	unhex(GCM4_KEY, key, 16);
	unhex(GCM4_IV, iv, 12);
	unhex(GCM4_AAD, in, 20);
	unhex(GCM4_PT, in + 20, 60);
	ck_assert_int_eq(kcapi_aead_init(&h, "gcm(aes)", 0), 0);
	ck_assert_uint_eq(kcapi_aead_ivsize(h), 12);
	ck_assert_uint_eq(kcapi_aead_blocksize(h), 1);
	ck_assert_int_eq(kcapi_aead_setkey(h, key, 16), 0);
	ck_assert_int_eq(kcapi_aead_settaglen(h, 5), -EINVAL);
	ck_assert_int_eq(kcapi_aead_settaglen(h, 16), 0);
	ck_assert_uint_eq(kcapi_aead_authsize(h), 16);
	kcapi_aead_setassoclen(h, 20);
	ck_assert_uint_eq(kcapi_aead_inbuflen_enc(h, 60, 20, 16), 80);
	ck_assert_uint_eq(kcapi_aead_outbuflen_enc(h, 60, 20, 16), 96);
	ck_assert_uint_eq(kcapi_aead_inbuflen_dec(h, 60, 20, 16), 96);
	ck_assert_uint_eq(kcapi_aead_outbuflen_dec(h, 60, 20, 16), 80);

	ck_assert_int_eq(kcapi_aead_encrypt(h, in, 80, iv, out, 95, 0), -EINVAL);
	ck_assert_int_eq(kcapi_aead_encrypt(h, in, 80, iv, out, 96, 0), 96);
	ck_assert(!memcmp(out, in, 20));
	assert_hex(out + 20, GCM4_CT);
	assert_hex(out + 80, GCM4_TAG);

	uint8_t *aad, *data, *tag;
	size_t aadlen, datalen, taglen;
	kcapi_aead_getdata_output(h, out, 96, 1, &aad, &aadlen, &data, &datalen, &tag, &taglen);
	ck_assert(aad == out && aadlen == 20 && data == out + 20 && datalen == 60);
	ck_assert(tag == out + 80 && taglen == 16);
	kcapi_aead_getdata_input(h, out, 96, 0, &aad, &aadlen, &data, &datalen, &tag, &taglen);
	ck_assert(data == out + 20 && datalen == 60 && tag == out + 80 && taglen == 16);
	kcapi_aead_getdata_input(h, in, 80, 1, NULL, NULL, &data, &datalen, &tag, &taglen);
	ck_assert(data == in + 20 && datalen == 60 && tag == NULL && taglen == 0);

	ck_assert_int_eq(kcapi_aead_decrypt(h, out, 96, iv, back, 80, 0), 80);
	ck_assert(!memcmp(back, in, 80));
	/* A wrong tag: -EBADMSG and the output is untouched. */
	out[95] ^= 1;
	memset(back, 0x5a, sizeof(back));
	ck_assert_int_eq(kcapi_aead_decrypt(h, out, 96, iv, back, 80, 0), -EBADMSG);
	for (size_t i = 0; i < sizeof(back); i++)
		ck_assert_uint_eq(back[i], 0x5a);
	out[95] ^= 1;
	/* Shorter than AD plus tag. */
	ck_assert_int_eq(kcapi_aead_decrypt(h, out, 30, iv, back, 80, 0), -EINVAL);

	/* The stream form: AD, text and tag in separate pieces, one operation. */
	ck_assert_int_eq(kcapi_aead_stream_init_dec(h, iv, &(struct iovec){ out, 20 }, 1), 20);
	ck_assert_int_eq(kcapi_aead_stream_update(h, &(struct iovec){ out + 20, 60 }, 1), 60);
	ck_assert_int_eq(kcapi_aead_stream_update_last(h, &(struct iovec){ out + 80, 16 }, 1), 16);
	ck_assert_int_eq(kcapi_aead_stream_op(h, &(struct iovec){ back, 80 }, 1), 80);
	ck_assert(!memcmp(back, in, 80));
	kcapi_aead_destroy(h);
}
END_TEST

/* RFC 3610 section 8, packet vector #1: ccm(aes) through the nonce helper. */
START_TEST(test_aead_ccm)
{
	uint8_t key[16], nonce[13], in[8 + 23], out[8 + 23 + 8], back[31], *iv;
	uint32_t ivlen;
	struct kcapi_handle *h;

	unhex("c0c1c2c3c4c5c6c7c8c9cacbcccdcecf", key, 16);
	unhex("00000003020100a0a1a2a3a4a5", nonce, 13);
	unhex("0001020304050607", in, 8);
	unhex("08090a0b0c0d0e0f101112131415161718191a1b1c1d1e", in + 8, 23);
	ck_assert_int_eq(kcapi_aead_init(&h, "ccm(aes)", 0), 0);
	ck_assert_uint_eq(kcapi_aead_ivsize(h), 16);
	ck_assert_int_eq(kcapi_aead_setkey(h, key, 16), 0);
	ck_assert_int_eq(kcapi_aead_settaglen(h, 8), 0);
	kcapi_aead_setassoclen(h, 8);
	ck_assert_int_eq(kcapi_aead_ccm_nonce_to_iv(nonce, 13, &iv, &ivlen), 0);
	ck_assert_int_eq(kcapi_aead_encrypt(h, in, sizeof(in), iv, out, sizeof(out), 0), 39);
	assert_hex(out + 8, "588c979a61c663d2f066d0c2c0f989806d5f6b61dac38417e8d12cfdf926e0");
	ck_assert_int_eq(kcapi_aead_decrypt(h, out, sizeof(out), iv, back, sizeof(back), 0), 31);
	ck_assert(!memcmp(back, in, sizeof(in)));
	out[20] ^= 4;
	memset(back, 0, sizeof(back));
	ck_assert_int_eq(kcapi_aead_decrypt(h, out, sizeof(out), iv, back, sizeof(back), 0),
			 -EBADMSG);
	for (size_t i = 0; i < sizeof(back); i++)
		ck_assert_uint_eq(back[i], 0);
	free(iv);
	kcapi_aead_destroy(h);
}
END_TEST

START_TEST(test_ccm_nonce)
{
	uint8_t nonce[13], *iv;
	uint32_t ivlen;

	for (int i = 0; i < 13; i++)
		nonce[i] = (uint8_t)(0xa0 + i);
	ck_assert_int_eq(kcapi_aead_ccm_nonce_to_iv(nonce, 6, &iv, &ivlen), -EINVAL);
	ck_assert_int_eq(kcapi_aead_ccm_nonce_to_iv(nonce, 14, &iv, &ivlen), -EINVAL);
	ck_assert_int_eq(kcapi_aead_ccm_nonce_to_iv(nonce, 13, &iv, &ivlen), 0);
	ck_assert_uint_eq(ivlen, 16);
	ck_assert_uint_eq(iv[0], 1); /* L = 2, L' = 1 */
	ck_assert(!memcmp(iv + 1, nonce, 13));
	ck_assert(iv[14] == 0 && iv[15] == 0);
	free(iv);
	ck_assert_int_eq(kcapi_aead_ccm_nonce_to_iv(nonce, 7, &iv, &ivlen), 0);
	ck_assert_uint_eq(iv[0], 7);
	free(iv);
}
END_TEST

START_TEST(test_md)
{
	static const char *const abc256 =
		"ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
	uint8_t out[64];
	struct kcapi_handle *h;

	ck_assert_int_eq(kcapi_md_sha256((const uint8_t *)"abc", 3, out, 32), 32);
	assert_hex(out, abc256);
	ck_assert_int_eq(kcapi_md_init(&h, "sha256", 0), 0);
	ck_assert_uint_eq(kcapi_md_digestsize(h), 32);
	ck_assert_uint_eq(kcapi_md_blocksize(h), 64);
	ck_assert_int_eq(kcapi_md_update(h, (const uint8_t *)"a", 1), 0);
	ck_assert_int_eq(kcapi_md_update(h, (const uint8_t *)"bc", 2), 0);
	ck_assert_int_eq(kcapi_md_final(h, out, 64), 32);
	assert_hex(out, abc256);
	/* A short buffer gets the truncated digest and -ENOMEM. */
	memset(out, 0, sizeof(out));
	ck_assert_int_eq(kcapi_md_digest(h, (const uint8_t *)"abc", 3, out, 10), -ENOMEM);
	assert_hex(out, "ba7816bf8f01cfea4141");
	ck_assert_uint_eq(out[10], 0);
	ck_assert_int_eq(kcapi_md_final(h, NULL, 32), -EINVAL);
	kcapi_md_destroy(h);

	/* RFC 4231 test case 2. */
	ck_assert_int_eq(kcapi_md_hmac_sha256((const uint8_t *)"Jefe", 4,
					      (const uint8_t *)"what do ya want for nothing?", 28,
					      out, 32),
			 32);
	assert_hex(out, "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
	/* A keyed hash used without its key. */
	ck_assert_int_eq(kcapi_md_init(&h, "hmac(sha256)", 0), 0);
	ck_assert_int_eq(kcapi_md_update(h, (const uint8_t *)"abc", 3), -ENOKEY);
	ck_assert_int_eq(kcapi_md_setkey(h, (const uint8_t *)"Jefe", 4), 0);
	ck_assert_int_eq(kcapi_md_update(h, (const uint8_t *)"what do ya want ", 16), 0);
	ck_assert_int_eq(kcapi_md_update(h, (const uint8_t *)"for nothing?", 12), 0);
	ck_assert_int_eq(kcapi_md_final(h, out, 32), 32);
	assert_hex(out, "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
	kcapi_md_destroy(h);
	ck_assert_int_eq(kcapi_md_init(&h, "sha256", 0), 0);
	ck_assert_int_eq(kcapi_md_setkey(h, (const uint8_t *)"k", 1), -ENOSYS);
	kcapi_md_destroy(h);
	ck_assert_int_eq(kcapi_md_sha1((const uint8_t *)"abc", 3, out, 20), 20);
	assert_hex(out, "a9993e364706816aba3e25717850c26c9cd0d89d");
	/* GM/T 0004-2012 appendix A.1 */
	ck_assert_int_eq(kcapi_md_sm3((const uint8_t *)"abc", 3, out, 32), 32);
	assert_hex(out, "66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0");
}
END_TEST

/* SP 800-108 counter mode: NIST CAVP KBKDF800-108 CounterMode.zip, via 6.12's
 * crypto/kdf_sp800108.c kdf_ctr_hmac_sha256_tv_template[0]. */
START_TEST(test_kdf_ctr)
{
	uint8_t key[32], info[60], out[16];
	struct kcapi_handle *h;

	unhex("dd1d91b7d90b2bd3138533ce92b272fbf8a369316aefe242e659cc0ae238afe0", key, 32);
	unhex("01322b96b30acd197979444e468e1c5c6859bf1b1cf951b7e725303e237e46b864a145fab25e517b"
	      "08f8683d0315bb2911d80a0e8aba17f3b413faac",
	      info, 60);
	ck_assert_int_eq(kcapi_md_init(&h, "hmac(sha256)", 0), 0);
	ck_assert_int_eq(kcapi_md_setkey(h, key, 32), 0);
	ck_assert_int_eq(kcapi_kdf_ctr(h, info, 60, out, 16), 0);
	assert_hex(out, "10621342bfb0fd40046c0e29f2cfdbf0");
	/* The feedback mode needs an IV as long as the digest. */
	ck_assert_int_eq(kcapi_kdf_fb(h, info, 31, out, 16), -EINVAL);
	ck_assert_int_eq(kcapi_kdf_ctr(NULL, info, 60, out, 16), -EINVAL);
	kcapi_md_destroy(h);
}
END_TEST

#if UKC_TEST_HAVE_LIBCRYPTO
/* SP 800-108 section 5.3, from OpenSSL's HMAC: A(i) = PRF(A(i-1)), K(i) = PRF(A(i) || i || fixed). */
static void openssl_kdf_dpi(const uint8_t *key, size_t keylen, const uint8_t *fixed,
			    size_t fixedlen, uint8_t *out, size_t outlen)
{
	uint8_t a[32], k[32], buf[4 + 32 + 256];
	unsigned int len;

	ck_assert_uint_le(fixedlen, 256);
	HMAC(EVP_sha256(), key, (int)keylen, fixed, fixedlen, a, &len);
	for (uint32_t i = 1; outlen; i++) {
		if (i > 1)
			HMAC(EVP_sha256(), key, (int)keylen, a, 32, a, &len);
		memcpy(buf, a, 32);
		buf[32] = (uint8_t)(i >> 24);
		buf[33] = (uint8_t)(i >> 16);
		buf[34] = (uint8_t)(i >> 8);
		buf[35] = (uint8_t)i;
		memcpy(buf + 36, fixed, fixedlen);
		HMAC(EVP_sha256(), key, (int)keylen, buf, 36 + fixedlen, k, &len);
		size_t n = outlen < 32 ? outlen : 32;
		memcpy(out, k, n);
		out += n;
		outlen -= n;
	}
}

START_TEST(test_kdf_fb_dpi)
{
	uint8_t key[32], src[32 + 40], got[100], want[100];
	struct kcapi_handle *h;

	for (size_t i = 0; i < sizeof(key); i++)
		key[i] = (uint8_t)(0x40 + i);
	for (size_t i = 0; i < sizeof(src); i++)
		src[i] = (uint8_t)(3 * i + _i);
	ck_assert_int_eq(kcapi_md_init(&h, "hmac(sha256)", 0), 0);
	ck_assert_int_eq(kcapi_md_setkey(h, key, 32), 0);
	size_t lens[] = { 1, 31, 32, 33, 64, 100 };
	for (size_t l = 0; l < sizeof(lens) / sizeof(lens[0]); l++) {
		ck_assert_int_eq(kcapi_kdf_fb(h, src, sizeof(src), got, lens[l]), 0);
		openssl_kbkdf("FEEDBACK", "SHA256", key, 32, src + 32, sizeof(src) - 32, src, 32,
			      want, lens[l]);
		ck_assert_msg(!memcmp(got, want, lens[l]), "fb, %zu bytes", lens[l]);
		ck_assert_int_eq(kcapi_kdf_dpi(h, src, sizeof(src), got, lens[l]), 0);
		openssl_kdf_dpi(key, 32, src, sizeof(src), want, lens[l]);
		ck_assert_msg(!memcmp(got, want, lens[l]), "dpi, %zu bytes", lens[l]);
	}
	kcapi_md_destroy(h);
}
END_TEST
#endif

/* RFC 5869 appendix A, test cases 1 and 3 (SHA-256). */
START_TEST(test_hkdf)
{
	uint8_t ikm[22], salt[13], info[10], okm[42];

	memset(ikm, 0x0b, sizeof(ikm));
	unhex("000102030405060708090a0b0c", salt, 13);
	unhex("f0f1f2f3f4f5f6f7f8f9", info, 10);
	ck_assert_int_eq(kcapi_hkdf("hmac(sha256)", ikm, 22, salt, 13, info, 10, okm, 42), 0);
	assert_hex(okm,
		   "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b8"
		   "87185865");
	ck_assert_int_eq(kcapi_hkdf("hmac(sha256)", ikm, 22, NULL, 0, NULL, 0, okm, 42), 0);
	assert_hex(okm,
		   "8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d9d201395faa4"
		   "b61a96c8");
	uint8_t big[255 * 32 + 1];
	ck_assert_int_eq(kcapi_hkdf("hmac(sha256)", ikm, 22, NULL, 0, NULL, 0, big, sizeof(big)),
			 -EINVAL);
	ck_assert_int_eq(kcapi_hkdf("hmac(sha256)", ikm, 0, NULL, 0, NULL, 0, okm, 42), -EINVAL);
	ck_assert_int_eq(kcapi_hkdf("hmac(nosuch)", ikm, 22, NULL, 0, NULL, 0, okm, 42), -ENOENT);
}
END_TEST

/* RFC 6070 PBKDF2-HMAC-SHA1 vectors 1, 2, 3 and 5. */
START_TEST(test_pbkdf)
{
	uint8_t out[25];
	const uint8_t *pw = (const uint8_t *)"password", *salt = (const uint8_t *)"salt";

	ck_assert_int_eq(kcapi_pbkdf("hmac(sha1)", pw, 8, salt, 4, 1, out, 20), 0);
	assert_hex(out, "0c60c80f961f0e71f3a9b524af6012062fe037a6");
	ck_assert_int_eq(kcapi_pbkdf("hmac(sha1)", pw, 8, salt, 4, 2, out, 20), 0);
	assert_hex(out, "ea6c014dc72d6f8ccd1ed92ace1d41f0d8de8957");
	ck_assert_int_eq(kcapi_pbkdf("hmac(sha1)", pw, 8, salt, 4, 4096, out, 20), 0);
	assert_hex(out, "4b007901b765489abead49d926f721d065a429c1");
	ck_assert_int_eq(kcapi_pbkdf("hmac(sha1)", (const uint8_t *)"passwordPASSWORDpassword", 24,
				     (const uint8_t *)"saltSALTsaltSALTsaltSALTsaltSALTsalt", 36,
				     4096, out, 25),
			 0);
	assert_hex(out, "3d2eec4fe41c849b80c8d83662c0e44a8b291a964cf2f07038");
	ck_assert_int_eq(kcapi_pbkdf("hmac(sha1)", pw, 8, salt, 4, 0, out, 20), -EINVAL);
	ck_assert_int_eq(kcapi_pbkdf("hmac(sha1)", pw, 8, salt, 4, 1, out, 0), -EINVAL);
	ck_assert_int_eq(kcapi_pbkdf("hmac(nosuch)", pw, 8, salt, 4, 1, out, 20), -ENOENT);
	ck_assert_uint_ge(kcapi_pbkdf_iteration_count("hmac(sha256)", 10), 1U << 16);
}
END_TEST

/* drbg_nopr_hmac_sha256 vector 3 of testmgr/vectors/drbg.vec (NIST CAVP via 6.12's testmgr.h):
 * entropy and personalization seed it, two requests with additional input, the second checked. */
START_TEST(test_rng)
{
	uint8_t ent[48], pers[32], addtla[32], addtlb[32], out[300], out2[300];
	struct kcapi_handle *h;

	unhex("c2a566a9a1817b15c5c3b778177ac87c24e797be0a845f11c2fe399dd37732f2cb1894eb2b97b3c5"
	      "6e628329516f86ec",
	      ent, 48);
	unhex("13ce4d8dd2db9796f94156c8e8f0769b0aa1c82c1323b61536603bca37c9ee29", pers, 32);
	unhex("413dd83fe56835abd478cb9693d67635901c40239a266462d3133b83e49c820b", addtla, 32);
	unhex("d5c4a71f9d6d95a1bedf0bd2247c277d1f84a4e57a4a8825b82a2d097de63ef1", addtlb, 32);
	ck_assert_int_eq(kcapi_rng_init(&h, "drbg_nopr_hmac_sha256", 0), 0);
	ck_assert_int_eq(kcapi_rng_setentropy(h, ent, 48), 0);
	ck_assert_int_eq(kcapi_rng_seed(h, pers, 32), 0);
	ck_assert_int_eq(kcapi_rng_setaddtl(h, addtla, 32), 0);
	ck_assert_int_eq(kcapi_rng_generate(h, out, 128), 128);
	ck_assert_int_eq(kcapi_rng_setaddtl(h, addtlb, 32), 0);
	ck_assert_int_eq(kcapi_rng_generate(h, out, 128), 128);
	assert_hex(out,
		   "b3a3698d777699a0dd9fa3f0a9fa57832d3cefac5df24437c6d73a0fe41040f1729038aef1e9"
		   "26352ea59de120bfb7b073183a34106efed6278ff8ad844ba0448115dfddf3319a82de6bb11d"
		   "80bd871a9acd35c73645e1270fb9fe4fa88ec0e465409ea0cba809fe2f45e04943a2e396bbb7"
		   "dd2f4e0795303524cc9cc5ea54a1");
	kcapi_rng_destroy(h);

	ck_assert_int_eq(kcapi_rng_init(&h, "stdrng", 0), 0);
	ck_assert_int_eq(kcapi_rng_seed(h, NULL, 0), 0);
	ck_assert_int_eq(kcapi_rng_generate(h, out, sizeof(out)), (ssize_t)sizeof(out));
	ck_assert_int_eq(kcapi_rng_generate(h, out2, sizeof(out2)), (ssize_t)sizeof(out2));
	ck_assert(memcmp(out, out2, sizeof(out)));
	ck_assert_int_eq(kcapi_rng_generate(NULL, out, 16), -EINVAL);
	kcapi_rng_destroy(h);
	ck_assert_int_eq(kcapi_rng_get_bytes(out, 64), 64);
	ck_assert_int_eq(kcapi_rng_get_bytes(out2, 64), 64);
	ck_assert(memcmp(out, out2, 64));
}
END_TEST

START_TEST(test_utilities)
{
	uint8_t buf[32], iv[20], *newiv;
	uint32_t newivlen;
	struct kcapi_handle *h;
	char version[64];

	memset(buf, 0x11, sizeof(buf));
	kcapi_memset_secure(buf, 0, 16);
	ck_assert(buf[0] == 0 && buf[15] == 0 && buf[16] == 0x11);
	for (int i = 0; i < 20; i++)
		iv[i] = (uint8_t)(i + 1);
	ck_assert_int_eq(kcapi_cipher_init(&h, "cbc(aes)", 0), 0);
	ck_assert_int_eq(kcapi_pad_iv(h, iv, 4, &newiv, &newivlen), 0);
	ck_assert_uint_eq(newivlen, 16);
	ck_assert(!memcmp(newiv, iv, 4) && newiv[4] == 0 && newiv[15] == 0);
	free(newiv);
	ck_assert_int_eq(kcapi_pad_iv(h, iv, 20, &newiv, &newivlen), 0);
	ck_assert(newivlen == 16 && !memcmp(newiv, iv, 16));
	free(newiv);
	ck_assert_int_eq(kcapi_set_maxsplicesize(h, 0), -EINVAL);
	ck_assert_int_eq(kcapi_set_maxsplicesize(h, 8192), 0);
	ck_assert_int_eq(kcapi_get_maxsplicesize(h), 8192);
	ck_assert_int_eq(kcapi_get_maxsplicesize(NULL), -EINVAL);
	kcapi_cipher_destroy(h);
	kcapi_versionstring(version, sizeof(version));
	ck_assert_msg(!strncmp(version, "libkcapi 1.4.0", 14), "%s", version);
	kcapi_versionstring(version, 5);
	ck_assert_str_eq(version, "libk");
	ck_assert_uint_eq(kcapi_version(), 1040000);
	kcapi_set_verbosity(KCAPI_LOG_NONE);
}
END_TEST

/* The pre-1.3.1 entry points read 32-bit lengths: garbage in the upper halves of the registers
 * is ignored, and the old getdata writes 32-bit lengths only. */
START_TEST(test_old_versions)
{
	typedef int32_t (*old_sha_fn)(const uint8_t *, uint64_t, uint8_t *, uint64_t);
	typedef void (*old_getdata_fn)(struct kcapi_handle *, uint8_t *, uint32_t, int, uint8_t **,
				       uint32_t *, uint8_t **, uint32_t *, uint8_t **, uint32_t *);
	void *lib = dlopen("libkcapi.so.1", RTLD_NOW | RTLD_NOLOAD);
	uint8_t out[32];

	ck_assert_ptr_nonnull(lib);
	old_sha_fn sha = (old_sha_fn)dlvsym(lib, "kcapi_md_sha256", "LIBKCAPI_1.0.0");
	ck_assert_ptr_nonnull(sha);
	ck_assert_ptr_ne((void *)sha, (void *)dlvsym(lib, "kcapi_md_sha256", "LIBKCAPI_1.3.1"));
	ck_assert_int_eq(
		sha((const uint8_t *)"abc", 0xdead000000000003ULL, out, 0xbeef000000000020ULL), 32);
	assert_hex(out, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");

	old_getdata_fn getdata = (old_getdata_fn)dlvsym(lib, "kcapi_aead_getdata_output",
							"LIBKCAPI_0.13.0");
	ck_assert_ptr_nonnull(getdata);
	struct kcapi_handle *h;
	ck_assert_int_eq(kcapi_aead_init(&h, "gcm(aes)", 0), 0);
	kcapi_aead_setassoclen(h, 8);
	uint8_t buf[64], *aad, *data, *tag;
	struct {
		uint32_t len;
		uint32_t canary;
	} lens[3] = { { 0, 0xabcd1234 }, { 0, 0xabcd1234 }, { 0, 0xabcd1234 } };
	getdata(h, buf, 40, 1, &aad, &lens[0].len, &data, &lens[1].len, &tag, &lens[2].len);
	ck_assert(lens[0].len == 8 && lens[1].len == 16 && lens[2].len == 16);
	for (int i = 0; i < 3; i++)
		ck_assert_uint_eq(lens[i].canary, 0xabcd1234);
	kcapi_aead_destroy(h);
	dlclose(lib);
}
END_TEST

static Suite *kcapi_suite(void)
{
	Suite *s = suite_create("kcapi");
	TCase *tc __attribute__((unused)) = check_new_tcase(
		s, "api", 60, { test_unknown_names }, { test_selftest_failure },
		{ test_cipher_oneshot }, { test_cipher_stream }, { test_cipher_aio },
		{ test_aead_gcm }, { test_aead_ccm }, { test_ccm_nonce }, { test_md },
		{ test_kdf_ctr }, { test_hkdf }, { test_pbkdf }, { test_rng }, { test_utilities },
		{ test_old_versions });

#if UKC_TEST_HAVE_LIBCRYPTO
	tcase_add_loop_test(tc, test_kdf_fb_dpi, 0, 3);
#endif
	return s;
}

int main(void)
{
	/* One process: the start-up self-tests of every driver run once rather than per test.
	 * Each test frees what it opens. */
	return check_run_as(kcapi_suite(), CHECK_RUN_ONE, NULL);
}
