// SPDX-License-Identifier: GPL-2.0-only
// One acomp operation over flat buffers, for the compression Check suites.
#include "acomp_util.h"

#include <linux/crypto.h>
#include <linux/scatterlist.h>

#include <check.h>
#undef fail

int acomp_op(struct crypto_acomp *tfm, bool compress, const u8 *src, unsigned int slen, u8 *dst,
	     unsigned int *dlen)
{
	struct scatterlist s, d;
	struct acomp_req *req = acomp_request_alloc(tfm);
	DECLARE_CRYPTO_WAIT(wait);

	ck_assert_ptr_nonnull(req);
	sg_init_one(&s, src, slen);
	sg_init_one(&d, dst, *dlen);
	acomp_request_set_params(req, &s, &d, slen, *dlen);
	acomp_request_set_callback(req, 0, crypto_req_done, &wait);
	int err = crypto_wait_req(
		compress ? crypto_acomp_compress(req) : crypto_acomp_decompress(req), &wait);
	*dlen = req->dlen;
	acomp_request_free(req);
	return err;
}
