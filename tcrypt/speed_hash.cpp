// SPDX-License-Identifier: GPL-2.0-only
// tcrypt's hash speed tests (the 300 and 400 series): one digest, or init, updates of plen
// bytes and final, over a scatterlist of the TVMEMSIZE test pages.
#include <crypto/hash.h>
#include <linux/err.h>
#include <linux/kernel.h>
#include <linux/scatterlist.h>
#include <linux/slab.h>

#include <cstring>

#include "tcrypt.h"

namespace ukc::tcrypt {

namespace {

void test_hash_sg_init(struct scatterlist *sg)
{
	sg_init_table(sg, TVMEMSIZE);
	for (unsigned int i = 0; i < TVMEMSIZE; i++) {
		sg_set_buf(sg + i, tvmem[i], PAGE_SIZE);
		memset(tvmem[i], 0xff, PAGE_SIZE);
	}
}

int hash_wait(struct ahash_request *req, int ret)
{
	return crypto_wait_req(ret, static_cast<struct crypto_wait *>(req->base.data));
}

// One hashing operation: a digest when one update covers the block, else init, the
// updates and final.
int hash_op(struct ahash_request *req, unsigned int blen, unsigned int plen)
{
	if (plen == blen)
		return hash_wait(req, crypto_ahash_digest(req));
	int ret = hash_wait(req, crypto_ahash_init(req));
	if (ret)
		return ret;
	for (unsigned int pcount = 0; pcount < blen; pcount += plen) {
		ret = hash_wait(req, crypto_ahash_update(req));
		if (ret)
			return ret;
	}
	return hash_wait(req, crypto_ahash_final(req));
}

int hash_measure(struct ahash_request *req, unsigned int secs, const hash_speed &sp)
{
	auto op = [&] { return hash_op(req, sp.blen, sp.plen); };
	int ret;

	if (secs) {
		int bcount;
		ret = by_jiffies(op, secs, &bcount);
		if (!ret)
			out_hash_ops(static_cast<unsigned int>(bcount) / secs,
				     static_cast<unsigned long>(static_cast<long>(bcount) *
								sp.blen / secs));
	} else {
		unsigned long cycles;
		ret = by_cycles(op, &cycles);
		if (!ret)
			out_hash_cycles(cycles / 8, cycles / (8 * sp.blen));
	}
	return ret;
}

void hash_lines(struct ahash_request *req, unsigned int secs, std::span<const hash_speed> speed,
		u8 *output)
{
	struct crypto_ahash *tfm = crypto_ahash_reqtfm(req);
	struct scatterlist sg[TVMEMSIZE];
	unsigned int i = 0;

	test_hash_sg_init(sg);
	for (const hash_speed &sp : used(speed, 2)) {
		if (sp.blen > TVMEMSIZE * PAGE_SIZE) {
			out_err("template (%u) too big for tvmem (%lu)", sp.blen,
				TVMEMSIZE * PAGE_SIZE);
			break;
		}
		// As the kernel, a key that does not fit is not reported: the hash then
		// fails, or runs unkeyed.
		if (param.klen)
			crypto_ahash_setkey(tfm, reinterpret_cast<const u8 *>(tvmem[0]),
					    param.klen);
		out_hash_header(i, sp.blen, sp.plen);
		ahash_request_set_crypt(req, sg, output, sp.plen);
		int ret = hash_measure(req, secs, sp);
		if (ret) {
			out_err("hashing failed ret=%d", ret);
			note_failure(ret);
			break;
		}
		i++;
	}
}

} // namespace

void test_ahash_speed_common(const char *algo, unsigned int secs, std::span<const hash_speed> speed,
			     u32 mask)
{
	struct crypto_ahash *tfm = crypto_alloc_ahash(algo, 0, mask);
	if (IS_ERR(tfm)) {
		out_err("failed to load transform for %s: %ld", algo, PTR_ERR(tfm));
		return;
	}
	out_banner({ "async", algo, crypto_ahash_driver_name(tfm), nullptr });
	if (crypto_ahash_digestsize(tfm) > MAX_DIGEST_SIZE) {
		out_err("digestsize(%u) > %u", crypto_ahash_digestsize(tfm), MAX_DIGEST_SIZE);
		crypto_free_ahash(tfm);
		return;
	}
	struct ahash_request *req = ahash_request_alloc(tfm, GFP_KERNEL);
	u8 *output = static_cast<u8 *>(kmalloc(MAX_DIGEST_SIZE, GFP_KERNEL));
	if (!req || !output) {
		out_err("ahash request allocation failure");
	} else {
		struct crypto_wait wait;
		crypto_init_wait(&wait);
		ahash_request_set_callback(req, CRYPTO_TFM_REQ_MAY_BACKLOG, crypto_req_done, &wait);
		hash_lines(req, secs, speed, output);
	}
	kfree(output);
	ahash_request_free(req);
	crypto_free_ahash(tfm);
}

} // namespace ukc::tcrypt
