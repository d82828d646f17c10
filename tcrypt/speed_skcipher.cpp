// SPDX-License-Identifier: GPL-2.0-only
// tcrypt's skcipher speed tests: sync and async (one request, waited for) and multibuffer
// (num_mb requests in flight), over the kernel's page-backed scatterlists.
#include <crypto/skcipher.h>
#include <linux/err.h>
#include <linux/gfp.h>
#include <linux/kernel.h>
#include <linux/scatterlist.h>

#include <algorithm>
#include <cstring>
#include <memory>
#include <vector>

#include "tcrypt.h"

namespace ukc::tcrypt {

int testmgr_alloc_buf(char *buf[XBUFSIZE])
{
	for (unsigned int i = 0; i < XBUFSIZE; i++) {
		buf[i] = reinterpret_cast<char *>(__get_free_page(GFP_KERNEL));
		if (!buf[i]) {
			while (i-- > 0)
				free_page(reinterpret_cast<unsigned long>(buf[i]));
			return -ENOMEM;
		}
	}
	return 0;
}

void testmgr_free_buf(char *buf[XBUFSIZE])
{
	for (unsigned int i = 0; i < XBUFSIZE; i++)
		free_page(reinterpret_cast<unsigned long>(buf[i]));
}

namespace {

struct skcipher_tfm_free {
	void operator()(struct crypto_skcipher *tfm) const { crypto_free_skcipher(tfm); }
};
using skcipher_ptr = std::unique_ptr<struct crypto_skcipher, skcipher_tfm_free>;

struct skcipher_req_free {
	void operator()(struct skcipher_request *req) const { skcipher_request_free(req); }
};
using skcipher_req_ptr = std::unique_ptr<struct skcipher_request, skcipher_req_free>;

// One operation, waited for through the request's completion as the kernel's callers do.
int skcipher_op(struct skcipher_request *req, int enc)
{
	int ret = enc ? crypto_skcipher_encrypt(req) : crypto_skcipher_decrypt(req);

	return crypto_wait_req(ret, static_cast<struct crypto_wait *>(req->base.data));
}

// The kernel's layout: the key at the start of tvmem[0], the data right after it and on
// through the following pages.
void skcipher_sg_init(struct scatterlist *sg, unsigned int keysize, unsigned int bs)
{
	unsigned int k = keysize + bs;

	sg_init_table(sg, DIV_ROUND_UP(k, PAGE_SIZE));
	if (k <= PAGE_SIZE) {
		sg_set_buf(sg, tvmem[0] + keysize, bs);
		return;
	}
	sg_set_buf(sg, tvmem[0] + keysize, PAGE_SIZE - keysize);
	k -= PAGE_SIZE;
	unsigned int j = 1;
	while (k > PAGE_SIZE) {
		sg_set_buf(sg + j, tvmem[j], PAGE_SIZE);
		memset(tvmem[j], 0xff, PAGE_SIZE);
		j++;
		k -= PAGE_SIZE;
	}
	sg_set_buf(sg + j, tvmem[j], k);
	memset(tvmem[j], 0xff, k);
}

int skcipher_setkey(struct crypto_skcipher *tfm, unsigned int keysize)
{
	memset(tvmem[0], 0xff, PAGE_SIZE);
	crypto_skcipher_clear_flags(tfm, ~0U);
	int ret = crypto_skcipher_setkey(tfm, reinterpret_cast<const u8 *>(tvmem[0]), keysize);
	if (ret) {
		out_err("setkey() failed flags=%x", crypto_skcipher_get_flags(tfm));
		note_failure(ret);
	}
	return ret;
}

// Times @op, which runs @n requests of @bs bytes, for one line: 1 after a failed operation
// (the kernel goes on with the next key size), else 0.
template <typename Op>
int skcipher_measure(struct crypto_skcipher *tfm, int enc, unsigned int secs, unsigned int bs,
		     u32 n, Op op)
{
	int ret = measure_cipher(op, secs, static_cast<int>(bs), n);

	if (ret) {
		out_err("%s() failed flags=%x", enc ? "encryption" : "decryption",
			crypto_skcipher_get_flags(tfm));
		note_failure(ret);
		return 1;
	}
	return 0;
}

// One (key size, block size) line of test_skcipher_speed(): returns -1 to stop the test, 1
// to go on with the next key size (as the kernel does after a failed operation), 0 to go on.
int skcipher_line(struct skcipher_request *req, int enc, unsigned int secs, unsigned int i,
		  unsigned int keysize, unsigned int bs)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);
	struct scatterlist sg[TVMEMSIZE];
	alignas(16) u8 iv[128];

	if (keysize + bs > TVMEMSIZE * PAGE_SIZE) {
		out_err("template (%u) too big for tvmem (%lu)", keysize + bs,
			TVMEMSIZE * PAGE_SIZE);
		return -1;
	}
	out_cipher_header(i, static_cast<int>(keysize) * 8, bs);
	if (skcipher_setkey(tfm, keysize))
		return -1;
	skcipher_sg_init(sg, keysize, bs);
	memset(iv, 0xff, crypto_skcipher_ivsize(tfm));
	skcipher_request_set_crypt(req, sg, sg, bs, iv);
	return skcipher_measure(tfm, enc, secs, bs, 1, [&] { return skcipher_op(req, enc); });
}

} // namespace

void test_skcipher_speed(const char *algo, int enc, unsigned int secs, std::span<const u8> keysizes,
			 bool async)
{
	struct crypto_wait wait;
	crypto_init_wait(&wait);

	skcipher_ptr tfm(crypto_alloc_skcipher(algo, 0, async ? 0 : CRYPTO_ALG_ASYNC));
	if (IS_ERR(tfm.get())) {
		out_err("failed to load transform for %s: %ld", algo, PTR_ERR(tfm.release()));
		return;
	}
	out_banner({ async ? "async" : "sync", algo, crypto_skcipher_driver_name(tfm.get()),
		     enc ? "encryption" : "decryption" });
	skcipher_req_ptr req(skcipher_request_alloc(tfm.get(), GFP_KERNEL));
	if (!req) {
		out_err("skcipher: Failed to allocate request for %s", algo);
		return;
	}
	skcipher_request_set_callback(req.get(), CRYPTO_TFM_REQ_MAY_BACKLOG, crypto_req_done,
				      &wait);
	unsigned int i = 0;
	for (u8 keysize : used(keysizes, 1)) {
		for (int b : used(block_sizes, 2)) {
			unsigned int bs = round_up(static_cast<unsigned int>(b),
						   crypto_skcipher_blocksize(tfm.get()));
			int r = skcipher_line(req.get(), enc, secs, i, keysize, bs);
			if (r < 0)
				return;
			if (r > 0)
				break;
			i++;
		}
	}
}

int skcipher_keysizes(const char *algo, std::string *driver, std::vector<unsigned int> *sizes)
{
	skcipher_ptr tfm(crypto_alloc_skcipher(algo, 0, 0));
	if (IS_ERR(tfm.get()))
		return static_cast<int>(PTR_ERR(tfm.release()));
	*driver = crypto_skcipher_driver_name(tfm.get());
	unsigned int lo = crypto_skcipher_min_keysize(tfm.get());
	unsigned int hi = std::min(crypto_skcipher_max_keysize(tfm.get()), 255U);
	// Every length in range, as min/max alone cannot say that AES refuses 20 bytes; the key
	// is the speed lines' 0xff bytes, so a weak-key check answers as it would there.
	std::vector<u8> key(hi + 1, 0xff);
	for (unsigned int k = lo; k <= hi; k++)
		if (!crypto_skcipher_setkey(tfm.get(), key.data(), k))
			sizes->push_back(k);
	return 0;
}

/* ---- multibuffer ---- */

namespace {

struct mb_skcipher_data {
	struct scatterlist sg[XBUFSIZE];
	struct skcipher_request *req = nullptr;
	struct crypto_wait wait;
	char *xbuf[XBUFSIZE] = {};
	// Each request has its IV: the kernel shares one, which requests in flight on other
	// threads would write at the same time.
	alignas(16) u8 iv[128];
};

struct mb_skcipher_set {
	skcipher_ptr tfm;
	std::vector<mb_skcipher_data> data;
	u32 bufs = 0;

	explicit mb_skcipher_set(u32 n) : data(n) {}
	~mb_skcipher_set()
	{
		for (mb_skcipher_data &d : data)
			skcipher_request_free(d.req);
		for (u32 i = 0; i < bufs; i++)
			testmgr_free_buf(data[i].xbuf);
	}
};

// Fire every request, then wait for each; the kernel's do_mult_acipher_op().
int mb_skcipher_op(mb_skcipher_set &set, int enc, std::vector<int> &rc)
{
	int err = 0;
	size_t n = set.data.size();

	for (size_t i = 0; i < n; i++)
		rc[i] = enc ? crypto_skcipher_encrypt(set.data[i].req)
			    : crypto_skcipher_decrypt(set.data[i].req);
	for (size_t i = 0; i < n; i++) {
		rc[i] = crypto_wait_req(rc[i], &set.data[i].wait);
		if (rc[i]) {
			out_info("concurrent request %zu error %d", i, rc[i]);
			err = rc[i];
		}
	}
	return err;
}

int mb_skcipher_alloc(mb_skcipher_set &set, const char *algo)
{
	for (; set.bufs < set.data.size(); set.bufs++)
		if (testmgr_alloc_buf(set.data[set.bufs].xbuf))
			return -ENOMEM;
	for (mb_skcipher_data &d : set.data) {
		d.req = skcipher_request_alloc(set.tfm.get(), GFP_KERNEL);
		if (!d.req) {
			out_err("alg: skcipher: Failed to allocate request for %s", algo);
			return -ENOMEM;
		}
		skcipher_request_set_callback(d.req, CRYPTO_TFM_REQ_MAY_BACKLOG, crypto_req_done,
					      &d.wait);
		crypto_init_wait(&d.wait);
	}
	return 0;
}

// Each request's data: bs bytes over its own pages.
void mb_skcipher_set_data(mb_skcipher_data &d, unsigned int bs, unsigned int ivsize)
{
	unsigned int k = bs, p = 0;

	sg_init_table(d.sg, DIV_ROUND_UP(k, PAGE_SIZE));
	while (k > PAGE_SIZE) {
		sg_set_buf(d.sg + p, d.xbuf[p], PAGE_SIZE);
		memset(d.xbuf[p], 0xff, PAGE_SIZE);
		p++;
		k -= PAGE_SIZE;
	}
	sg_set_buf(d.sg + p, d.xbuf[p], k);
	memset(d.xbuf[p], 0xff, k);
	memset(d.iv, 0xff, ivsize);
	skcipher_request_set_crypt(d.req, d.sg, d.sg, bs, d.iv);
}

// One line of test_mb_skcipher_speed(); returns -1 to stop the test, 1 to go to the next
// key size, 0 to go on.
int mb_skcipher_line(mb_skcipher_set &set, int enc, unsigned int secs, unsigned int i,
		     unsigned int keysize, unsigned int bs)
{
	struct crypto_skcipher *tfm = set.tfm.get();

	if (bs > XBUFSIZE * PAGE_SIZE) {
		out_err("template (%u) too big for buffer (%lu)", bs, XBUFSIZE * PAGE_SIZE);
		return -1;
	}
	out_cipher_header(i, static_cast<int>(keysize) * 8, bs);
	if (skcipher_setkey(tfm, keysize))
		return -1;
	for (mb_skcipher_data &d : set.data)
		mb_skcipher_set_data(d, bs, crypto_skcipher_ivsize(tfm));
	std::vector<int> rc(set.data.size());
	return skcipher_measure(tfm, enc, secs, bs, static_cast<u32>(set.data.size()),
				[&] { return mb_skcipher_op(set, enc, rc); });
}

} // namespace

void test_mb_skcipher_speed(const char *algo, int enc, unsigned int secs,
			    std::span<const u8> keysizes, u32 num_mb)
{
	mb_skcipher_set set(num_mb);

	set.tfm.reset(crypto_alloc_skcipher(algo, 0, 0));
	if (IS_ERR(set.tfm.get())) {
		out_err("failed to load transform for %s: %ld", algo, PTR_ERR(set.tfm.release()));
		return;
	}
	if (mb_skcipher_alloc(set, algo))
		return;
	out_banner({ "multibuffer", algo, crypto_skcipher_driver_name(set.tfm.get()),
		     enc ? "encryption" : "decryption" });
	unsigned int i = 0;
	for (u8 keysize : used(keysizes, 1)) {
		for (int b : used(block_sizes, 2)) {
			unsigned int bs = round_up(static_cast<unsigned int>(b),
						   crypto_skcipher_blocksize(set.tfm.get()));
			int r = mb_skcipher_line(set, enc, secs, i, keysize, bs);
			if (r < 0)
				return;
			if (r > 0)
				break;
			i++;
		}
	}
}

} // namespace ukc::tcrypt
