// SPDX-License-Identifier: GPL-2.0-only
// kpp self-tests: party A's public key and the shared secret with party B's public key against
// the known answers (or, for generated keys, against party B's own computation), with Linux
// 6.12's do_test_kpp() steps and messages.
#include <crypto/kpp.h>
#include <linux/err.h>
#include <linux/scatterlist.h>
#include <linux/slab.h>

#include <cstring>
#include <memory>

#include "testmgr_priv.h"
#include "testvec.h"

namespace {

struct kpp_buf_deleter {
	void operator()(u8 *p) const { kfree_sensitive(p); }
};
using kpp_buf = std::unique_ptr<u8, kpp_buf_deleter>;

struct kpp_req_deleter {
	void operator()(struct kpp_request *req) const { kpp_request_free(req); }
};

kpp_buf kpp_dup(const void *p, size_t len)
{
	return kpp_buf(static_cast<u8 *>(kmemdup(p, len ? len : 1, GFP_KERNEL)));
}

// One operation, src (may be NULL) to @out, waited for.
int kpp_run(struct kpp_request *req, bool shared, const u8 *src, unsigned int slen, u8 *out,
	    unsigned int out_len)
{
	struct scatterlist ssg, dsg;
	struct crypto_wait wait;

	crypto_init_wait(&wait);
	if (src)
		sg_init_one(&ssg, src, slen);
	sg_init_one(&dsg, out, out_len);
	kpp_request_set_input(req, src ? &ssg : NULL, src ? slen : 0);
	kpp_request_set_output(req, &dsg, out_len);
	kpp_request_set_callback(req, CRYPTO_TFM_REQ_MAY_BACKLOG, crypto_req_done, &wait);
	return crypto_wait_req(shared ? crypto_kpp_compute_shared_secret(req)
				      : crypto_kpp_generate_public_key(req),
			       &wait);
}

// Party B, for generated keys: its shared secret from A's public key, into @out.
int kpp_party_b(struct crypto_kpp *tfm, struct kpp_request *req, const kpp_testvec *vec,
		const u8 *a_public, u8 *out, unsigned int out_len_max, const char *alg)
{
	int err = crypto_kpp_set_secret(tfm, vec->b_secret, vec->b_secret_size);

	if (err < 0)
		return err;
	err = kpp_run(req, true, a_public, vec->expected_a_public_size, out, out_len_max);
	if (err)
		pr_err("alg: %s: Party B: compute shared secret failed. err %d\n", alg, err);
	return err;
}

int kpp_test_one(struct crypto_kpp *tfm, const kpp_testvec *vec, const char *alg)
{
	std::unique_ptr<struct kpp_request, kpp_req_deleter> req(
		kpp_request_alloc(tfm, GFP_KERNEL));
	if (!req)
		return -ENOMEM;
	int err = crypto_kpp_set_secret(tfm, vec->secret, vec->secret_size);
	if (err < 0)
		return err;
	unsigned int out_len_max = crypto_kpp_maxsize(tfm);
	kpp_buf out(static_cast<u8 *>(kzalloc(out_len_max ? out_len_max : 1, GFP_KERNEL)));
	kpp_buf input = kpp_dup(vec->b_public, vec->b_public_size), a_public, a_ss;
	if (!out || !input)
		return -ENOMEM;
	err = kpp_run(req.get(), false, nullptr, 0, out.get(), out_len_max);
	if (err) {
		pr_err("alg: %s: Party A: generate public key test failed. err %d\n", alg, err);
		return err;
	}
	if (vec->genkey) {
		if (!(a_public = kpp_dup(out.get(), out_len_max)))
			return -ENOMEM;
	} else if (vec->expected_a_public_size &&
		   memcmp(vec->expected_a_public, out.get(), vec->expected_a_public_size)) {
		pr_err("alg: %s: Party A: generate public key test failed. Invalid output\n", alg);
		return -EINVAL;
	}
	err = kpp_run(req.get(), true, input.get(), vec->b_public_size, out.get(), out_len_max);
	if (err) {
		pr_err("alg: %s: Party A: compute shared secret test failed. err %d\n", alg, err);
		return err;
	}
	const u8 *shared_secret = vec->expected_ss;
	if (vec->genkey) {
		if (!(a_ss = kpp_dup(out.get(), vec->expected_ss_size)))
			return -ENOMEM;
		err = kpp_party_b(tfm, req.get(), vec, a_public.get(), out.get(), out_len_max, alg);
		if (err)
			return err;
		shared_secret = a_ss.get();
	}
	if (memcmp(shared_secret, out.get(), vec->expected_ss_size)) {
		pr_err("alg: %s: compute shared secret test failed. Invalid output\n", alg);
		return -EINVAL;
	}
	return 0;
}

} // namespace

int ukc_test_kpp(const char *driver, u32 type, u32 mask, const ukc_vector_suite *suite)
{
	struct crypto_kpp *tfm = crypto_alloc_kpp(driver, type, mask);

	if (IS_ERR(tfm)) {
		if (PTR_ERR(tfm) == -ENOENT)
			return 0;
		pr_err("alg: kpp: Failed to load tfm for %s: %ld\n", driver, PTR_ERR(tfm));
		return static_cast<int>(PTR_ERR(tfm));
	}
	const kpp_testvec *vecs = ukc_suite_kpp_vecs(suite);
	int err = 0;
	for (unsigned int i = 0; vecs && i < suite->count && !err; i++) {
		err = kpp_test_one(tfm, &vecs[i], suite->alg);
		if (err)
			pr_err("alg: %s: test failed on vector %u, err=%d\n", suite->alg, i + 1,
			       err);
	}
	crypto_free_kpp(tfm);
	return err;
}
