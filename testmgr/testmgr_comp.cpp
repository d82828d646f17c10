// SPDX-License-Identifier: GPL-2.0-only
// Compression self-tests, 6.12's alg_test_comp(): the legacy type through crypto_comp
// (test_comp) and acomp and scomp through acomp requests (test_acomp), with their messages.
// A compression vector is compressed and decompressed again; a decompression vector must give
// its plaintext exactly.
#include <crypto/acompress.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>
#include <linux/slab.h>

#include <cstring>
#include <memory>
#include <vector>

#include "testmgr_priv.h"
#include "testmgr_sg.h"
#include "testvec.h"

namespace {

// 6.12's COMP_BUF_SIZE: every buffer of the test, input and output.
constexpr unsigned int comp_buf_size = 512;

struct comp_buf_deleter {
	void operator()(u8 *p) const { kfree(p); }
};
using comp_buf = std::unique_ptr<u8, comp_buf_deleter>;

struct comp_lists {
	std::vector<const comp_testvec *> comp;
	std::vector<const comp_testvec *> decomp;
};

int comp_legacy_roundtrip(struct crypto_comp *tfm, const char *algo, const comp_testvec *v,
			  unsigned int n, u8 *output, u8 *decomp_output)
{
	unsigned int dlen = comp_buf_size;

	memset(output, 0, comp_buf_size);
	memset(decomp_output, 0, comp_buf_size);
	int ret = crypto_comp_compress(tfm, reinterpret_cast<const u8 *>(v->input), v->inlen,
				       output, &dlen);
	if (ret) {
		pr_err("alg: comp: compression failed on test %u for %s: ret=%d\n", n, algo, -ret);
		return ret;
	}
	unsigned int ilen = dlen;
	dlen = comp_buf_size;
	ret = crypto_comp_decompress(tfm, output, ilen, decomp_output, &dlen);
	if (ret) {
		pr_err("alg: comp: compression failed: decompress: on test %u for %s failed: ret=%d\n",
		       n, algo, -ret);
		return ret;
	}
	if (dlen != v->inlen) {
		pr_err("alg: comp: Compression test %u failed for %s: output len = %u\n", n, algo,
		       dlen);
		return -EINVAL;
	}
	if (memcmp(decomp_output, v->input, v->inlen)) {
		pr_err("alg: comp: compression failed: output differs: on test %u for %s\n", n,
		       algo);
		ukc::tm::hexdump(decomp_output, dlen);
		return -EINVAL;
	}
	return 0;
}

int comp_legacy_decomp(struct crypto_comp *tfm, const char *algo, const comp_testvec *v,
		       unsigned int n, u8 *decomp_output)
{
	unsigned int dlen = comp_buf_size;

	memset(decomp_output, 0, comp_buf_size);
	int ret = crypto_comp_decompress(tfm, reinterpret_cast<const u8 *>(v->input), v->inlen,
					 decomp_output, &dlen);
	if (ret) {
		pr_err("alg: comp: decompression failed on test %u for %s: ret=%d\n", n, algo,
		       -ret);
		return ret;
	}
	if (dlen != v->outlen) {
		pr_err("alg: comp: Decompression test %u failed for %s: output len = %u\n", n, algo,
		       dlen);
		return -EINVAL;
	}
	if (memcmp(decomp_output, v->output, dlen)) {
		pr_err("alg: comp: Decompression test %u failed for %s\n", n, algo);
		ukc::tm::hexdump(decomp_output, dlen);
		return -EINVAL;
	}
	return 0;
}

// 6.12's two loops: every compression vector (a round trip) with both buffers, then every
// decompression vector with one, each numbered from 1 in its own list. A transform that does
// not load (@tfm an error pointer) fails the test, but a missing one (-ENOENT) is skipped.
template <typename Tfm, auto roundtrip, auto decomp, auto base, auto free_tfm>
int comp_run_lists(Tfm *tfm, const char *kind, const char *driver, const comp_lists &lists)
{
	if (IS_ERR(tfm)) {
		if (PTR_ERR(tfm) == -ENOENT)
			return 0;
		pr_err("alg: %s: Failed to load transform for %s: %ld\n", kind, driver,
		       PTR_ERR(tfm));
		return static_cast<int>(PTR_ERR(tfm));
	}

	std::unique_ptr<Tfm, decltype([](Tfm *t) { free_tfm(t); })> owner(tfm);
	const char *algo = crypto_tfm_alg_driver_name(base(tfm));
	comp_buf output(static_cast<u8 *>(kmalloc(comp_buf_size, GFP_KERNEL)));
	comp_buf decomp_output(static_cast<u8 *>(kmalloc(comp_buf_size, GFP_KERNEL)));

	if (!output || !decomp_output)
		return -ENOMEM;
	for (unsigned int i = 0; i < lists.comp.size(); i++) {
		int ret = roundtrip(tfm, algo, lists.comp[i], i + 1, output.get(),
				    decomp_output.get());
		if (ret)
			return ret;
	}
	for (unsigned int i = 0; i < lists.decomp.size(); i++) {
		int ret = decomp(tfm, algo, lists.decomp[i], i + 1, decomp_output.get());
		if (ret)
			return ret;
	}
	return 0;
}

struct acomp_req_deleter {
	void operator()(struct acomp_req *req) const { acomp_request_free(req); }
};
using acomp_req_ptr = std::unique_ptr<struct acomp_req, acomp_req_deleter>;

// One operation over two single-entry lists (or none for @dst: the driver allocates one).
int acomp_run(struct acomp_req *req, const u8 *src, unsigned int slen, u8 *dst, unsigned int dlen,
	      bool compress)
{
	struct scatterlist sg_src, sg_dst;
	DECLARE_CRYPTO_WAIT(wait);

	sg_init_one(&sg_src, src, slen);
	if (dst)
		sg_init_one(&sg_dst, dst, dlen);
	acomp_request_set_params(req, &sg_src, dst ? &sg_dst : nullptr, slen, dlen);
	acomp_request_set_callback(req, CRYPTO_TFM_REQ_MAY_BACKLOG, crypto_req_done, &wait);
	int ret = compress ? crypto_acomp_compress(req) : crypto_acomp_decompress(req);
	return crypto_wait_req(ret, &wait);
}

// The extra tests also run each vector with no destination (CRYPTO_ACOMP_ALLOC_OUTPUT).
int acomp_null_dst(struct acomp_req *req, const char *algo, const u8 *input, unsigned int ilen,
		   unsigned int n, bool compress)
{
	if (!ukc::tm::extra_tests_enabled())
		return 0;
	int ret = acomp_run(req, input, ilen, nullptr, 0, compress);
	if (ret)
		pr_err("alg: acomp: %s failed on NULL dst buffer test %u for %s: ret=%d\n",
		       compress ? "compression" : "decompression", n, algo, -ret);
	return ret;
}

// The vector's input copied to allocated memory, as 6.12 does for its scatterlist, and a
// request.
int acomp_prepare(struct crypto_acomp *tfm, const char *algo, const comp_testvec *v,
		  comp_buf &input, acomp_req_ptr &req)
{
	input.reset(static_cast<u8 *>(kmemdup(v->input, v->inlen, GFP_KERNEL)));
	if (!input)
		return -ENOMEM;
	req.reset(acomp_request_alloc(tfm));
	if (!req) {
		pr_err("alg: acomp: request alloc failed for %s\n", algo);
		return -ENOMEM;
	}
	return 0;
}

// One vector through acomp requests: a compression vector compressed and decompressed again
// into @decomp_out (@roundtrip), a decompression vector decompressed; 6.12's messages for each.
int acomp_vec(struct crypto_acomp *tfm, const char *algo, const comp_testvec *v, unsigned int n,
	      u8 *output, u8 *decomp_out, bool roundtrip)
{
	const char *what = roundtrip ? "Compression" : "Decompression";
	comp_buf input;
	acomp_req_ptr req;
	int ret = acomp_prepare(tfm, algo, v, input, req);

	if (ret)
		return ret;
	memset(output, 0, comp_buf_size);
	ret = acomp_run(req.get(), input.get(), v->inlen, output, comp_buf_size, roundtrip);
	if (!ret && roundtrip)
		ret = acomp_run(req.get(), output, req->dlen, decomp_out, comp_buf_size, false);
	if (ret) {
		pr_err("alg: acomp: %s failed on test %u for %s: ret=%d\n",
		       roundtrip ? "compression" : "decompression", n, algo, -ret);
		return ret;
	}
	// A round trip must give the input back, a decompression the vector's output.
	const u8 *got = roundtrip ? decomp_out : output;
	const void *want = roundtrip ? input.get() : static_cast<const void *>(v->output);
	if (req->dlen != (roundtrip ? v->inlen : v->outlen)) {
		pr_err("alg: acomp: %s test %u failed for %s: output len = %u\n", what, n, algo,
		       req->dlen);
		return -EINVAL;
	}
	if (memcmp(got, want, req->dlen)) {
		pr_err("alg: acomp: %s test %u failed for %s\n", what, n, algo);
		ukc::tm::hexdump(output, req->dlen);
		return -EINVAL;
	}
	return acomp_null_dst(req.get(), algo, input.get(), v->inlen, n, roundtrip);
}

int acomp_roundtrip(struct crypto_acomp *tfm, const char *algo, const comp_testvec *v,
		    unsigned int n, u8 *output, u8 *decomp_out)
{
	return acomp_vec(tfm, algo, v, n, output, decomp_out, true);
}

int acomp_decomp(struct crypto_acomp *tfm, const char *algo, const comp_testvec *v, unsigned int n,
		 u8 *output)
{
	return acomp_vec(tfm, algo, v, n, output, nullptr, false);
}

} // namespace

int ukc_test_comp(const char *driver, u32 type, u32 mask, const ukc_vector_suite *suite)
{
	const comp_testvec *vecs = ukc_suite_comp_vecs(suite);
	comp_lists lists;

	for (unsigned int i = 0; vecs && i < suite->count; i++)
		(vecs[i].decomp ? lists.decomp : lists.comp).push_back(&vecs[i]);
	// acomp (0xa) and scomp (0xb) both go through acomp requests.
	if ((type & CRYPTO_ALG_TYPE_ACOMPRESS_MASK) != CRYPTO_ALG_TYPE_ACOMPRESS)
		return comp_run_lists<struct crypto_comp, comp_legacy_roundtrip, comp_legacy_decomp,
				      crypto_comp_tfm, crypto_free_comp>(
			crypto_alloc_comp(driver, type, mask), "comp", driver, lists);
	return comp_run_lists<struct crypto_acomp, acomp_roundtrip, acomp_decomp, crypto_acomp_tfm,
			      crypto_free_acomp>(crypto_alloc_acomp(driver, type, mask), "acomp",
						 driver, lists);
}
