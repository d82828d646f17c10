// SPDX-License-Identifier: GPL-2.0-only
// tcrypt's AEAD speed tests: one request waited for, or num_mb requests in flight, with the
// associated data and the text in the kernel's page-backed scatterlists.
#include <crypto/aead.h>
#include <linux/err.h>
#include <linux/gfp.h>
#include <linux/kernel.h>
#include <linux/scatterlist.h>

#include <cstring>
#include <vector>

#include "tcrypt.h"

namespace ukc::tcrypt {

namespace {

constexpr unsigned int aead_sg_entries = XBUFSIZE + 1;

// The associated data in its own entry, then buflen bytes over whole pages of xbuf.
void sg_init_aead(struct scatterlist *sg, char *xbuf[XBUFSIZE], unsigned int buflen,
		  const void *assoc, unsigned int aad_size)
{
	unsigned int np = DIV_ROUND_UP(buflen, PAGE_SIZE);
	unsigned int rem, k;

	if (np > XBUFSIZE) {
		rem = PAGE_SIZE;
		np = XBUFSIZE;
	} else {
		rem = buflen % PAGE_SIZE;
	}
	sg_init_table(sg, np + 1);
	sg_set_buf(&sg[0], assoc, aad_size);
	if (rem)
		np--;
	for (k = 0; k < np; k++)
		sg_set_buf(&sg[k + 1], xbuf[k], PAGE_SIZE);
	if (rem)
		sg_set_buf(&sg[k + 1], xbuf[k], rem);
}

int aead_op(struct aead_request *req, int enc)
{
	int ret = enc ? crypto_aead_encrypt(req) : crypto_aead_decrypt(req);

	return crypto_wait_req(ret, static_cast<struct crypto_wait *>(req->base.data));
}

/*
 * One request's buffers: text in, text out, associated data, each XBUFSIZE pages, and
 * their scatterlists. The tfm and the buffers are released with the object.
 */
struct aead_buffers {
	struct scatterlist sg[aead_sg_entries];
	struct scatterlist sgout[aead_sg_entries];
	struct aead_request *req = nullptr;
	struct crypto_wait wait;
	char *xbuf[XBUFSIZE] = {};
	char *xoutbuf[XBUFSIZE] = {};
	char *axbuf[XBUFSIZE] = {};
	unsigned int allocated = 0; // how many of the three page sets are held
	alignas(16) u8 iv[MAX_IVLEN] = {};

	aead_buffers() = default;
	aead_buffers(const aead_buffers &) = delete;
	aead_buffers &operator=(const aead_buffers &) = delete;
	~aead_buffers()
	{
		aead_request_free(req);
		char **sets[] = { xbuf, axbuf, xoutbuf };
		for (unsigned int i = 0; i < allocated; i++)
			testmgr_free_buf(sets[i]);
	}

	int alloc(struct crypto_aead *tfm)
	{
		char **sets[] = { xbuf, axbuf, xoutbuf };
		for (; allocated < 3; allocated++)
			if (testmgr_alloc_buf(sets[allocated]))
				return -ENOMEM;
		req = aead_request_alloc(tfm, GFP_KERNEL);
		if (!req)
			return -ENOMEM;
		crypto_init_wait(&wait);
		aead_request_set_callback(req, CRYPTO_TFM_REQ_MAY_BACKLOG, crypto_req_done, &wait);
		return 0;
	}
};

struct aead_test {
	struct crypto_aead *tfm = nullptr;
	std::vector<aead_buffers> bufs;
	const char *algo;
	int enc;
	u8 authsize;
	unsigned int aad_size;

	~aead_test()
	{
		bufs.clear();
		if (tfm && !IS_ERR(tfm))
			crypto_free_aead(tfm);
	}
};

// Allocate the tfm, set the tag size, and the buffers of every request; 0 or -errno.
// The two kernel functions word the load failure differently.
int aead_prepare(aead_test &t, u32 nreq, bool mb)
{
	t.tfm = crypto_alloc_aead(t.algo, 0, 0);
	if (IS_ERR(t.tfm)) {
		if (mb)
			out_err("failed to load transform for %s: %ld", t.algo, PTR_ERR(t.tfm));
		else
			out_err("alg: aead: Failed to load transform for %s: %ld", t.algo,
				PTR_ERR(t.tfm));
		return static_cast<int>(PTR_ERR(t.tfm));
	}
	int ret = crypto_aead_setauthsize(t.tfm, t.authsize);
	if (ret) {
		out_err("alg: aead: Failed to setauthsize for %s: %d", t.algo, ret);
		return ret;
	}
	t.bufs = std::vector<aead_buffers>(nreq);
	for (aead_buffers &b : t.bufs) {
		if (b.alloc(t.tfm)) {
			if (b.allocated == 3)
				out_err("alg: aead: Failed to allocate request for %s", t.algo);
			return -ENOMEM;
		}
	}
	return 0;
}

// Lay out one request's data; for decryption, encrypt once the other way to make a tag that
// verifies. Returns 0 or the error of that encryption.
int aead_set_data(aead_test &t, aead_buffers &b, unsigned int bs)
{
	unsigned int authsize = t.authsize;

	memset(b.axbuf[0], 0xff, t.aad_size);
	memset(b.iv, 0xff, crypto_aead_ivsize(t.tfm));
	sg_init_aead(b.sg, b.xbuf, bs + (t.enc ? 0 : authsize), b.axbuf[0], t.aad_size);
	sg_init_aead(b.sgout, b.xoutbuf, bs + (t.enc ? authsize : 0), b.axbuf[0], t.aad_size);
	aead_request_set_ad(b.req, t.aad_size);
	if (!t.enc) {
		aead_request_set_crypt(b.req, b.sgout, b.sg, bs, b.iv);
		int ret = aead_op(b.req, ENCRYPT);
		if (ret) {
			out_err("calculating auth failed (%d)", ret);
			return ret;
		}
	}
	aead_request_set_crypt(b.req, b.sg, b.sgout, bs + (t.enc ? 0 : authsize), b.iv);
	return 0;
}

int aead_setkey(aead_test &t, unsigned int keysize, bool mb)
{
	memset(tvmem[0], 0xff, PAGE_SIZE);
	crypto_aead_clear_flags(t.tfm, ~0U);
	int ret = crypto_aead_setkey(t.tfm, reinterpret_cast<const u8 *>(tvmem[0]), keysize);
	if (!ret)
		return 0;
	if (mb)
		out_err("setkey() failed flags=%x", crypto_aead_get_flags(t.tfm));
	else
		out_err("setkey() failed flags=%x: %d", crypto_aead_get_flags(t.tfm), ret);
	note_failure(ret);
	return ret;
}

// Fire every request, then wait for each; the kernel's do_mult_aead_op().
int mb_aead_op(aead_test &t, std::vector<int> &rc)
{
	int err = 0;
	size_t n = t.bufs.size();

	for (size_t i = 0; i < n; i++)
		rc[i] = t.enc ? crypto_aead_encrypt(t.bufs[i].req)
			      : crypto_aead_decrypt(t.bufs[i].req);
	for (size_t i = 0; i < n; i++) {
		rc[i] = crypto_wait_req(rc[i], &t.bufs[i].wait);
		if (rc[i]) {
			out_info("concurrent request %zu error %d", i, rc[i]);
			err = rc[i];
		}
	}
	return err;
}

// One line: -1 stops the test, 1 goes on with the next key size, 0 goes on.
int aead_line(aead_test &t, unsigned int secs, unsigned int i, unsigned int keysize,
	      unsigned int bs, bool mb)
{
	bool too_big = mb ? bs + t.authsize > XBUFSIZE * PAGE_SIZE
			  : keysize + bs > TVMEMSIZE * PAGE_SIZE;
	if (too_big) {
		if (mb)
			out_err("template (%u) too big for buffer (%lu)", t.authsize + bs,
				XBUFSIZE * PAGE_SIZE);
		else
			out_err("template (%u) too big for tvmem (%lu)", keysize + bs,
				TVMEMSIZE * PAGE_SIZE);
		return -1;
	}
	// The kernel sets the key before the test header in test_aead_speed(), after it in
	// test_mb_aead_speed().
	if (!mb && aead_setkey(t, keysize, mb))
		return -1;
	out_cipher_header(i, static_cast<int>(keysize) * 8, bs);
	if (mb && aead_setkey(t, keysize, mb))
		return -1;
	for (aead_buffers &b : t.bufs)
		if (aead_set_data(t, b, bs))
			return 1;
	std::vector<int> rc(t.bufs.size());
	u32 n = static_cast<u32>(t.bufs.size());
	int ret = mb ? measure_cipher([&] { return mb_aead_op(t, rc); }, secs, static_cast<int>(bs),
				      n)
		     : measure_cipher([&] { return aead_op(t.bufs[0].req, t.enc); }, secs,
				      static_cast<int>(bs), 1);
	if (ret) {
		out_err("%s() failed return code=%d", t.enc ? "encryption" : "decryption", ret);
		note_failure(ret);
		return 1;
	}
	return 0;
}

void aead_run(aead_test &t, unsigned int secs, std::span<const u8> keysizes, bool mb)
{
	out_banner({ mb ? "multibuffer" : "", t.algo, crypto_aead_driver_name(t.tfm),
		     t.enc ? "encryption" : "decryption" });
	unsigned int i = 0;
	for (u8 keysize : used(keysizes, 1)) {
		for (int b : used(aead_sizes, 2)) {
			unsigned int bs = round_up(static_cast<unsigned int>(b),
						   crypto_aead_blocksize(t.tfm));
			int r = aead_line(t, secs, i, keysize, bs, mb);
			if (r < 0)
				return;
			if (r > 0)
				break;
			i++;
		}
	}
}

} // namespace

void test_aead_speed(const char *algo, int enc, unsigned int secs, u8 authsize,
		     unsigned int aad_size, std::span<const u8> keysizes)
{
	aead_test t{ nullptr, {}, algo, enc, authsize, aad_size };

	if (aad_size >= PAGE_SIZE) {
		out_err("associate data length (%u) too big", aad_size);
		return;
	}
	if (aead_prepare(t, 1, false))
		return;
	aead_run(t, secs, keysizes, false);
}

void test_mb_aead_speed(const char *algo, int enc, unsigned int secs, u8 authsize,
			unsigned int aad_size, std::span<const u8> keysizes, u32 num_mb)
{
	aead_test t{ nullptr, {}, algo, enc, authsize, aad_size };

	if (aad_size >= PAGE_SIZE) {
		out_err("associate data length (%u) too big", aad_size);
		return;
	}
	if (aead_prepare(t, num_mb, true))
		return;
	aead_run(t, secs, keysizes, true);
}

} // namespace ukc::tcrypt
