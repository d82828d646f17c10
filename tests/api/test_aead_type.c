// SPDX-License-Identifier: GPL-2.0-only
// Check suite for the AEAD type and the AEAD walks, through a toy AEAD that xors the text.

#include <check.h>

#include "check_run.h"
#include <stdlib.h>
#include <string.h>

#include <crypto/aead.h>
#include <crypto/internal/aead.h>
#include <crypto/internal/skcipher.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#define POISON 0xa5
#define TOY_MASK 0x5a

static int toy_setauthsize_calls, toy_crypt_calls;

static int toy_setkey(struct crypto_aead *tfm, const u8 *key, unsigned int keylen)
{
	return keylen == 4 ? 0 : -EINVAL;
}

/* Even tag sizes only. */
static int toy_setauthsize(struct crypto_aead *tfm, unsigned int authsize)
{
	toy_setauthsize_calls++;
	return authsize % 2 ? -EINVAL : 0;
}

/* The "cipher": every byte of the text the walk hands out, xored with TOY_MASK. */
static int toy_crypt(struct aead_request *req, bool enc)
{
	struct skcipher_walk walk;
	int err = enc ? skcipher_walk_aead_encrypt(&walk, req, false)
		      : skcipher_walk_aead_decrypt(&walk, req, false);

	toy_crypt_calls++;
	while (walk.nbytes) {
		unsigned int n = walk.nbytes;
		const u8 *s = walk.src.virt.addr;
		u8 *d = walk.dst.virt.addr;

		if (n < walk.total)
			n = round_down(n, walk.stride);
		for (unsigned int i = 0; i < n; i++)
			d[i] = s[i] ^ TOY_MASK;
		err = skcipher_walk_done(&walk, (int)(walk.nbytes - n));
	}
	return err;
}

static int toy_encrypt(struct aead_request *req)
{
	return toy_crypt(req, true);
}

static int toy_decrypt(struct aead_request *req)
{
	return toy_crypt(req, false);
}

static void toy_alg_init(struct aead_alg *alg)
{
	memset(alg, 0, sizeof(*alg));
	alg->setkey = toy_setkey;
	alg->setauthsize = toy_setauthsize;
	alg->encrypt = toy_encrypt;
	alg->decrypt = toy_decrypt;
	alg->ivsize = 8;
	alg->maxauthsize = 12;
	alg->chunksize = 16;
	alg->base.cra_blocksize = 1;
	alg->base.cra_priority = 100;
	strcpy(alg->base.cra_name, "toyaead");
	strcpy(alg->base.cra_driver_name, "toyaead-test");
}

static int aead_run(struct crypto_aead *tfm, bool enc, struct scatterlist *src,
		    struct scatterlist *dst, unsigned int assoclen, unsigned int cryptlen)
{
	struct aead_request *req = aead_request_alloc(tfm, GFP_KERNEL);
	DECLARE_CRYPTO_WAIT(wait);
	u8 iv[8] = { 0 };
	int err;

	ck_assert_ptr_nonnull(req);
	aead_request_set_callback(req, CRYPTO_TFM_REQ_MAY_SLEEP, crypto_req_done, &wait);
	aead_request_set_crypt(req, src, dst, cryptlen, iv);
	aead_request_set_ad(req, assoclen);
	err = crypto_wait_req(enc ? crypto_aead_encrypt(req) : crypto_aead_decrypt(req), &wait);
	aead_request_free(req);
	return err;
}

/* In place over one flat buffer of 64 bytes. */
static int aead_flat(struct crypto_aead *tfm, bool enc, unsigned int assoclen,
		     unsigned int cryptlen)
{
	static u8 buf[64];
	struct scatterlist sg;

	sg_init_one(&sg, buf, sizeof(buf));
	return aead_run(tfm, enc, &sg, &sg, assoclen, cryptlen);
}

START_TEST(test_register_limits)
{
	struct aead_alg alg;

	toy_alg_init(&alg);
	alg.maxauthsize = PAGE_SIZE / 8 + 1;
	ck_assert_int_eq(crypto_register_aead(&alg), -EINVAL);
	toy_alg_init(&alg);
	alg.ivsize = PAGE_SIZE / 8 + 1;
	ck_assert_int_eq(crypto_register_aead(&alg), -EINVAL);
	toy_alg_init(&alg);
	alg.chunksize = PAGE_SIZE / 8 + 1;
	ck_assert_int_eq(crypto_register_aead(&alg), -EINVAL);
	ck_assert_int_eq(crypto_has_aead("toyaead", 0, 0), 0);
}
END_TEST

/* Registration defaults, and tag sizes: the type refuses 0 and sizes above the maximum
 * without asking the driver, then asks it, and a refused size changes nothing. */
START_TEST(test_type_defaults)
{
	static struct aead_alg alg;

	toy_alg_init(&alg);
	alg.chunksize = 0;
	alg.base.cra_blocksize = 16;
	ck_assert_int_eq(crypto_register_aead(&alg), 0);
	ck_assert_uint_eq(alg.chunksize, 16); /* defaults to the block size */
	ck_assert_uint_eq(alg.base.cra_flags & CRYPTO_ALG_TYPE_MASK, CRYPTO_ALG_TYPE_AEAD);

	struct crypto_aead *tfm = crypto_alloc_aead("toyaead", 0, 0);

	ck_assert(!IS_ERR(tfm));
	ck_assert_str_eq(crypto_aead_driver_name(tfm), "toyaead-test");
	ck_assert_uint_eq(crypto_aead_authsize(tfm), 12);
	ck_assert_uint_eq(crypto_aead_ivsize(tfm), 8);
	ck_assert_uint_eq(crypto_aead_blocksize(tfm), 16);
	ck_assert_uint_eq(crypto_aead_chunksize(tfm), 16);

	toy_setauthsize_calls = 0;
	ck_assert_int_eq(crypto_aead_setauthsize(tfm, 0), -EINVAL);
	ck_assert_int_eq(crypto_aead_setauthsize(tfm, 13), -EINVAL);
	ck_assert_int_eq(toy_setauthsize_calls, 0);
	ck_assert_int_eq(crypto_aead_setauthsize(tfm, 7), -EINVAL);
	ck_assert_int_eq(toy_setauthsize_calls, 1);
	ck_assert_uint_eq(crypto_aead_authsize(tfm), 12);
	ck_assert_int_eq(crypto_aead_setauthsize(tfm, 8), 0);
	ck_assert_uint_eq(crypto_aead_authsize(tfm), 8);
	crypto_free_aead(tfm);
	crypto_unregister_aead(&alg);
}
END_TEST

/* -ENOKEY until a key is set (and again after a refused one); a decryption input shorter than
 * the tag never reaches the driver; a walk over a 16-byte block cipher refuses a partial one. */
START_TEST(test_type_requests)
{
	static struct aead_alg alg;
	u8 key[4] = { 0 };

	toy_alg_init(&alg);
	alg.base.cra_blocksize = 16;
	ck_assert_int_eq(crypto_register_aead(&alg), 0);
	struct crypto_aead *tfm = crypto_alloc_aead("toyaead", 0, 0);

	ck_assert(!IS_ERR(tfm));
	ck_assert_int_eq(crypto_aead_setauthsize(tfm, 8), 0);
	toy_crypt_calls = 0;
	ck_assert_int_eq(aead_flat(tfm, true, 4, 16), -ENOKEY);
	ck_assert_int_eq(crypto_aead_setkey(tfm, key, 4), 0);
	ck_assert_int_eq(crypto_aead_setkey(tfm, key, 5), -EINVAL);
	ck_assert_int_eq(aead_flat(tfm, true, 4, 16), -ENOKEY);
	ck_assert_int_eq(crypto_aead_setkey(tfm, key, 4), 0);
	ck_assert_int_eq(aead_flat(tfm, false, 4, 7), -EINVAL);
	ck_assert_int_eq(toy_crypt_calls, 0);
	ck_assert_int_eq(aead_flat(tfm, true, 4, 16), 0);
	ck_assert_int_eq(aead_flat(tfm, false, 4, 24), 0);
	ck_assert_int_eq(toy_crypt_calls, 2);
	ck_assert_int_eq(aead_flat(tfm, true, 4, 4), -EINVAL);
	crypto_free_aead(tfm);
	crypto_unregister_aead(&alg);
}
END_TEST

/* Random entries over page-aligned memory, poisoned around them. */
#define SG_MAXENT 16
#define SG_POOL_PAGES (SG_MAXENT * 6)

struct walk_sgl {
	struct scatterlist sg[SG_MAXENT];
	u8 *pool;
	unsigned int nents;
};

/* @total bytes (@data first, if given) in up to SG_MAXENT entries of random lengths at random
 * page offsets. */
static void walk_sgl_build(struct walk_sgl *s, unsigned int *seed, const u8 *data,
			   unsigned int total)
{
	unsigned int page = 0, done = 0;

	memset(s->pool, POISON, SG_POOL_PAGES * PAGE_SIZE);
	sg_init_table(s->sg, SG_MAXENT);
	s->nents = 0;
	while (done < total || !s->nents) {
		unsigned int left = total - done;
		unsigned int len = s->nents == SG_MAXENT - 1
					   ? left
					   : 1 + (unsigned int)rand_r(seed) %
							     (rand_r(seed) % 2 ? 48 : 5000);
		unsigned int off = (unsigned int)rand_r(seed) % PAGE_SIZE;
		u8 *addr = s->pool + (size_t)page * PAGE_SIZE + off;

		len = len < left ? len : left;
		if (data)
			memcpy(addr, data + done, len);
		sg_set_buf(&s->sg[s->nents++], addr, len);
		page += (off + len) / PAGE_SIZE + 1;
		done += len;
	}
	ck_assert_uint_le(page, SG_POOL_PAGES);
	sg_mark_end(&s->sg[s->nents - 1]);
}

static void walk_sgl_read(struct walk_sgl *s, u8 *out)
{
	for (unsigned int i = 0; i < s->nents; i++) {
		memcpy(out, sg_virt(&s->sg[i]), s->sg[i].length);
		out += s->sg[i].length;
		ck_assert_uint_eq(((u8 *)sg_virt(&s->sg[i]))[s->sg[i].length], POISON);
	}
}

/* One random request through the toy: dst's AD area and whatever follows the text (the tag
 * area, when decrypting) stay untouched, and every text byte is transformed once. */
static void walk_case(struct crypto_aead *tfm, struct walk_sgl *src, struct walk_sgl *dst,
		      unsigned int *seed, bool enc)
{
	static u8 in[3 * PAGE_SIZE], out[3 * PAGE_SIZE];
	unsigned int alen = (unsigned int)rand_r(seed) % 100;
	unsigned int textlen = (unsigned int)rand_r(seed) % (2 * PAGE_SIZE);
	unsigned int tag = enc ? 0 : crypto_aead_authsize(tfm);
	unsigned int total = alen + textlen + tag;

	for (unsigned int i = 0; i < total; i++)
		in[i] = (u8)rand_r(seed);
	walk_sgl_build(src, seed, in, total);
	walk_sgl_build(dst, seed, NULL, total);
	ck_assert_int_eq(aead_run(tfm, enc, src->sg, dst->sg, alen, textlen + tag), 0);
	walk_sgl_read(dst, out);
	for (unsigned int i = 0; i < total; i++) {
		bool text = i >= alen && i < alen + textlen;

		ck_assert_msg(out[i] == (text ? in[i] ^ TOY_MASK : POISON),
			      "byte %u of %u (alen %u, text %u)", i, total, alen, textlen);
	}
}

START_TEST(test_aead_walk)
{
	static struct aead_alg alg;
	struct walk_sgl src, dst;
	unsigned int seed = 77;
	u8 key[4] = { 0 };

	toy_alg_init(&alg);
	ck_assert_int_eq(crypto_register_aead(&alg), 0);
	struct crypto_aead *tfm = crypto_alloc_aead("toyaead-test", 0, 0);

	ck_assert(!IS_ERR(tfm));
	ck_assert_int_eq(crypto_aead_setkey(tfm, key, 4), 0);
	src.pool = aligned_alloc(PAGE_SIZE, SG_POOL_PAGES * PAGE_SIZE);
	dst.pool = aligned_alloc(PAGE_SIZE, SG_POOL_PAGES * PAGE_SIZE);
	ck_assert(src.pool && dst.pool);
	for (int n = 0; n < 400; n++)
		walk_case(tfm, &src, &dst, &seed, n % 2);
	free(src.pool);
	free(dst.pool);
	crypto_free_aead(tfm);
	crypto_unregister_aead(&alg);
}
END_TEST

int main(void)
{
	return check_run(check_new_suite("aead_type", "type", 300, { test_register_limits },
					 { test_type_defaults }, { test_type_requests },
					 { test_aead_walk }));
}
