// SPDX-License-Identifier: GPL-2.0-only
// The kernel's own crypto/ecb.c, cbc.c, ctr.c and ccm.c (Linux 6.12, built unchanged against
// include/ and linked into this program) register their templates, which then win over the
// library's same-named ones: their instances must pass the self-tests and compute the modes.
#define _GNU_SOURCE // dladdr
#include <crypto/aead.h>
#include <crypto/algapi.h>
#include <crypto/internal/cipher.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "testvec.h"

// Which object the instance's template came from: this program, or libukcrypto.
static const char *template_origin_tfm(struct crypto_tfm *tfm)
{
	struct crypto_instance *inst = crypto_tfm_alg_instance(tfm);
	Dl_info info;
	void *fn;

	memcpy(&fn, &inst->tmpl->create, sizeof(fn));
	ck_assert(dladdr(fn, &info));
	return info.dli_fname;
}

static const char *template_origin(struct crypto_skcipher *tfm)
{
	return template_origin_tfm(crypto_skcipher_tfm(tfm));
}

// The mode computed block by block with the single-block cipher, as a reference.
static void reference_mode(const char *mode, const u8 *key, u8 *iv, u8 *data, unsigned int len)
{
	struct crypto_cipher *aes = crypto_alloc_cipher("aes", 0, 0);
	u8 ks[16];

	ck_assert(!IS_ERR(aes));
	ck_assert_int_eq(crypto_cipher_setkey(aes, key, 16), 0);
	for (unsigned int off = 0; off < len; off += 16) {
		u8 *b = data + off;
		if (!strcmp(mode, "ecb")) {
			crypto_cipher_encrypt_one(aes, b, b);
		} else if (!strcmp(mode, "cbc")) {
			crypto_xor(b, iv, 16);
			crypto_cipher_encrypt_one(aes, b, b);
			memcpy(iv, b, 16);
		} else {
			crypto_cipher_encrypt_one(aes, ks, iv);
			crypto_xor(b, ks, len - off < 16 ? len - off : 16);
			crypto_inc(iv, 16);
		}
	}
	crypto_free_cipher(aes);
}

static void check_kernel_mode(const char *mode, unsigned int len)
{
	static const u8 key[16] = "kernel-template";
	char name[32];
	u8 a[4096], b[4096], iva[16] = "iv-for-template", ivb[16];
	struct scatterlist sg;

	// By the inner driver name, so a faster registered driver does not answer instead.
	snprintf(name, sizeof(name), "%s(aes-generic)", mode);
	struct crypto_skcipher *tfm = crypto_alloc_skcipher(name, 0, 0);
	ck_assert_msg(!IS_ERR(tfm), "%s: %ld", name, PTR_ERR(tfm));
	ck_assert_msg(strstr(template_origin(tfm), "libukcrypto") == NULL,
		      "%s was made by the library's template, not the kernel's", name);
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, 16), 0);
	for (unsigned int i = 0; i < len; i++)
		a[i] = b[i] = (u8)(i * 13 + 1);
	memcpy(ivb, iva, 16);
	SYNC_SKCIPHER_REQUEST_ON_STACK(req, tfm);
	skcipher_request_set_tfm(req, tfm);
	skcipher_request_set_callback(req, 0, NULL, NULL);
	sg_init_one(&sg, a, len);
	skcipher_request_set_crypt(req, &sg, &sg, len, iva);
	ck_assert_int_eq(crypto_skcipher_encrypt(req), 0);
	reference_mode(mode, key, ivb, b, len);
	ck_assert_mem_eq(a, b, len);
	if (strcmp(mode, "ecb"))
		ck_assert_mem_eq(iva, ivb, 16); // the output IV continues the chain
	crypto_free_skcipher(tfm);
}

// The kernel's ccm.c makes ccm(aes) and rfc4309(ccm(aes)) (over its own cbcmac): they pass
// the self-tests with the library's vectors, and seal the first ccm(aes) vector as it says.
START_TEST(test_kernel_ccm)
{
	static const char *const names[] = { "ccm(aes)", "rfc4309(ccm(aes))",
					     "ccm_base(ctr(aes-generic),cbcmac(aes-generic))" };
	const struct ukc_vector_suite *suite = ukc_find_vector_suite("ccm(aes)");
	const struct aead_testvec *v = ukc_suite_aead_vecs(suite);
	struct scatterlist sg;
	u8 buf[256], iv[16];

	for (size_t i = 0; i < 3; i++) {
		struct crypto_aead *tfm = crypto_alloc_aead(names[i], 0, 0);

		ck_assert_msg(!IS_ERR(tfm), "%s: %ld", names[i], PTR_ERR(tfm));
		ck_assert_msg(strstr(template_origin_tfm(crypto_aead_tfm(tfm)), "libukcrypto") ==
				      NULL,
			      "%s was made by the library's template, not the kernel's", names[i]);
		crypto_free_aead(tfm);
	}

	struct crypto_aead *tfm = crypto_alloc_aead(names[2], 0, 0);
	ck_assert(!IS_ERR(tfm) && v && v->alen + v->clen <= sizeof(buf));
	ck_assert_int_eq(crypto_aead_setkey(tfm, (const u8 *)v->key, v->klen), 0);
	ck_assert_int_eq(crypto_aead_setauthsize(tfm, v->clen - v->plen), 0);
	memcpy(buf, v->assoc, v->alen);
	memcpy(buf + v->alen, v->ptext, v->plen);
	memcpy(iv, v->iv, 16);
	sg_init_one(&sg, buf, v->alen + v->clen);
	struct aead_request *req = aead_request_alloc(tfm, GFP_KERNEL);
	ck_assert_ptr_nonnull(req);
	aead_request_set_callback(req, 0, NULL, NULL);
	aead_request_set_crypt(req, &sg, &sg, v->plen, iv);
	aead_request_set_ad(req, v->alen);
	ck_assert_int_eq(crypto_aead_encrypt(req), 0);
	ck_assert(!memcmp(buf + v->alen, v->ctext, v->clen));
	aead_request_free(req);
	crypto_free_aead(tfm);
}
END_TEST

START_TEST(test_kernel_ecb_cbc_ctr)
{
	check_kernel_mode("ecb", 4096);
	check_kernel_mode("cbc", 4096);
	check_kernel_mode("ctr", 4096);
	check_kernel_mode("ctr", 1000);

	// Their instances passed the library's self-tests (the SP 800-38A vectors and more).
	char proc[65536];
	ukc_proc_crypto(proc, sizeof(proc));
	for (const char *p = proc; (p = strstr(p, "selftest     : ")); p++)
		ck_assert(!strncmp(p, "selftest     : passed", 21));
}
END_TEST

int main(void)
{
	return check_run(check_new_suite("kernel_templates", "6.12 sources", 0,
					 { test_kernel_ecb_cbc_ctr }, { test_kernel_ccm }));
}
