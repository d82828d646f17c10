// SPDX-License-Identifier: GPL-2.0-only
// Hash self-tests: every vector through the shash API (when the algorithm is an shash) and the
// ahash API under the kernel's default hash configurations, with poisoned buffers; then (extra
// tests) random configurations and random vectors checked against the generic driver, with
// Linux 6.12's messages.
#include <crypto/hash.h>
#include <linux/fips.h>
#include <linux/scatterlist.h>
#include <linux/slab.h>

#include <cstdio>
#include <cstring>

#include "alg_test_descs.h"
#include "testmgr_priv.h"
#include "testmgr_sg.h"
#include "testvec.h"

namespace {

using namespace ukc::tm;

// What one algorithm's run shares: its request, its shash descriptor (NULL when it is an
// ahash only), the scatterlist buffers and the exported-state buffer.
struct hash_test {
	const char *driver;
	struct ahash_request *req;
	struct shash_desc *desc;
	test_sglist *tsgl;
	u8 *hashstate;
};

// One vector under one configuration.
struct hash_case {
	const hash_testvec *vec;
	const char *vec_name;
	const testvec_config *cfg;
	const sg_division *divs[xbufsize];
	u8 result[HASH_MAX_DIGESTSIZE + poison_len];
};

void testmgr_poison(void *addr, size_t len)
{
	memset(addr, poison_byte, len);
}

bool testmgr_is_poison(const void *addr, size_t len)
{
	const u8 *p = static_cast<const u8 *>(addr);

	for (size_t i = 0; i < len; i++)
		if (p[i] != poison_byte)
			return false;
	return true;
}

// Sets the vector's key (at the configuration's misalignment). Returns 1 when setkey failed
// as the vector expects (nothing more to run), 0 when the key is set, else the failure.
template <typename Tfm>
int hash_setkey(const char *type, int (*setkey)(Tfm *, const u8 *, unsigned int), Tfm *tfm,
		u32 (*get_flags)(Tfm *), const hash_test &t, const hash_case &c)
{
	const hash_testvec *vec = c.vec;

	if (!vec->ksize)
		return 0;
	offset_buf key(reinterpret_cast<const u8 *>(vec->key), vec->ksize, c.cfg->key_offset,
		       c.cfg->key_offset_relative_to_alignmask, 0);
	if (!key.mem)
		return -ENOMEM;
	int err;
	{
		nosimd_guard g(c.cfg->nosimd_setkey);
		err = setkey(tfm, key.ptr, vec->ksize);
	}
	if (err) {
		if (err == vec->setkey_error)
			return 1;
		pr_err("alg: %s: %s setkey failed on test vector %s; expected_error=%d, "
		       "actual_error=%d, flags=%#x\n",
		       type, t.driver, c.vec_name, vec->setkey_error, err, get_flags(tfm));
		return err;
	}
	if (vec->setkey_error) {
		pr_err("alg: %s: %s setkey unexpectedly succeeded on test vector %s; "
		       "expected_error=%d\n",
		       type, t.driver, c.vec_name, vec->setkey_error);
		return -EINVAL;
	}
	return 0;
}

u32 shash_flags(struct crypto_shash *tfm)
{
	return crypto_shash_get_flags(tfm);
}

u32 ahash_flags(struct crypto_ahash *tfm)
{
	return crypto_ahash_get_flags(tfm);
}

int build_hash_sglist(const char *type, const hash_test &t, hash_case &c)
{
	std::span<const u8> input(reinterpret_cast<const u8 *>(c.vec->plaintext), c.vec->psize);
	int err = t.tsgl->build(c.cfg->src_divs, 0, c.vec->psize, { &input, 1 }, c.divs);

	if (err)
		pr_err("alg: %s: %s: error preparing scatterlist for test vector %s, cfg=\"%s\"\n",
		       type, t.driver, c.vec_name, c.cfg->name);
	return err;
}

int check_hash_result(const char *type, const hash_test &t, const hash_case &c,
		      unsigned int digestsize)
{
	if (memcmp(c.result, c.vec->digest, digestsize)) {
		pr_err("alg: %s: %s test failed (wrong result) on test vector %s, cfg=\"%s\"\n",
		       type, t.driver, c.vec_name, c.cfg->name);
		return -EINVAL;
	}
	if (!testmgr_is_poison(&c.result[digestsize], poison_len)) {
		pr_err("alg: %s: %s overran result buffer on test vector %s, cfg=\"%s\"\n", type,
		       t.driver, c.vec_name, c.cfg->name);
		return -EOVERFLOW;
	}
	return 0;
}

// After digest(): 0 to check the result, 1 when the expected error ended the vector, or the
// failure.
int check_digest_err(const char *type, int err, const hash_test &t, const hash_case &c)
{
	if (err) {
		if (err == c.vec->digest_error)
			return 1;
		pr_err("alg: %s: %s digest() failed on test vector %s; expected_error=%d, "
		       "actual_error=%d, cfg=\"%s\"\n",
		       type, t.driver, c.vec_name, c.vec->digest_error, err, c.cfg->name);
		return err;
	}
	if (c.vec->digest_error) {
		pr_err("alg: %s: %s digest() unexpectedly succeeded on test vector %s; "
		       "expected_error=%d, cfg=\"%s\"\n",
		       type, t.driver, c.vec_name, c.vec->digest_error, c.cfg->name);
		return -EINVAL;
	}
	return 0;
}

int check_shash_op(const char *op, int err, const hash_test &t, const hash_case &c)
{
	if (err)
		pr_err("alg: shash: %s %s() failed with err %d on test vector %s, cfg=\"%s\"\n",
		       t.driver, op, err, c.vec_name, c.cfg->name);
	return err;
}

// export() must write exactly statesize bytes; import() must work on a poisoned descriptor.
int shash_reimport(const hash_test &t, const hash_case &c)
{
	struct shash_desc *desc = t.desc;
	unsigned int statesize = crypto_shash_statesize(desc->tfm);

	testmgr_poison(t.hashstate + statesize, poison_len);
	int err = check_shash_op("export", crypto_shash_export(desc, t.hashstate), t, c);
	if (err)
		return err;
	if (!testmgr_is_poison(t.hashstate + statesize, poison_len)) {
		pr_err("alg: shash: %s export() overran state buffer on test vector %s, "
		       "cfg=\"%s\"\n",
		       t.driver, c.vec_name, c.cfg->name);
		return -EOVERFLOW;
	}
	testmgr_poison(desc->__ctx, crypto_shash_descsize(desc->tfm));
	return check_shash_op("import", crypto_shash_import(desc, t.hashstate), t, c);
}

// init(), an update() per entry (the last one a finup() when the config says so), final().
int shash_incremental(const hash_test &t, hash_case &c)
{
	struct shash_desc *desc = t.desc;
	test_sglist &tsgl = *t.tsgl;
	int err;
	{
		nosimd_guard g(c.cfg->nosimd);
		err = check_shash_op("init", crypto_shash_init(desc), t, c);
	}
	for (unsigned int i = 0; !err && i < tsgl.nents; i++) {
		auto *data = static_cast<const u8 *>(sg_virt(&tsgl.sgl[i]));
		unsigned int len = tsgl.sgl[i].length;
		nosimd_guard g(c.divs[i]->nosimd);

		if (i + 1 == tsgl.nents && c.cfg->finalization == finalization_type::finup)
			return check_shash_op("finup",
					      crypto_shash_finup(desc, data, len, c.result), t, c);
		err = check_shash_op("update", crypto_shash_update(desc, data, len), t, c);
		if (!err && c.divs[i]->flush == flush_type::reimport)
			err = shash_reimport(t, c);
	}
	if (err)
		return err;
	nosimd_guard g(c.cfg->nosimd);
	return check_shash_op("final", crypto_shash_final(desc, c.result), t, c);
}

int test_shash_vec_cfg(const hash_test &t, hash_case &c)
{
	struct crypto_shash *tfm = t.desc->tfm;
	unsigned int digestsize = crypto_shash_digestsize(tfm);
	int err = hash_setkey("shash", crypto_shash_setkey, tfm, shash_flags, t, c);

	if (err)
		return err > 0 ? 0 : err;
	err = build_hash_sglist("shash", t, c);
	if (err)
		return err;
	testmgr_poison(t.desc->__ctx, crypto_shash_descsize(tfm));
	testmgr_poison(c.result, digestsize + poison_len);

	if (c.cfg->finalization == finalization_type::digest || c.vec->digest_error) {
		// digest() takes one buffer: only one-entry layouts can be tried this way.
		if (t.tsgl->nents != 1)
			return 0;
		nosimd_guard g(c.cfg->nosimd);
		err = crypto_shash_digest(t.desc, static_cast<const u8 *>(sg_virt(&t.tsgl->sgl[0])),
					  t.tsgl->sgl[0].length, c.result);
		err = check_digest_err("shash", err, t, c);
	} else {
		err = shash_incremental(t, c);
	}
	if (err)
		return err > 0 ? 0 : err;
	return check_hash_result("shash", t, c, digestsize);
}

// Init, update, export and import must succeed and leave the result buffer alone.
int check_nonfinal_ahash_op(const char *op, int err, const hash_test &t, const hash_case &c,
			    unsigned int digestsize)
{
	if (err) {
		pr_err("alg: ahash: %s %s() failed with err %d on test vector %s, cfg=\"%s\"\n",
		       t.driver, op, err, c.vec_name, c.cfg->name);
		return err;
	}
	if (!testmgr_is_poison(c.result, digestsize)) {
		pr_err("alg: ahash: %s %s() used result buffer on test vector %s, cfg=\"%s\"\n",
		       t.driver, op, c.vec_name, c.cfg->name);
		return -EINVAL;
	}
	return 0;
}

int do_ahash_op(int (*op)(struct ahash_request *req), struct ahash_request *req,
		struct crypto_wait *wait, bool nosimd)
{
	int err;
	{
		nosimd_guard g(nosimd);
		err = op(req);
	}
	return crypto_wait_req(err, wait);
}

void ahash_set_req(const hash_test &t, hash_case &c, struct crypto_wait *wait,
		   struct scatterlist *sg, unsigned int nbytes)
{
	ahash_request_set_callback(t.req, CRYPTO_TFM_REQ_MAY_BACKLOG | c.cfg->req_flags,
				   crypto_req_done, wait);
	ahash_request_set_crypt(t.req, sg, c.result, nbytes);
}

int ahash_reimport(const hash_test &t, const hash_case &c, unsigned int digestsize)
{
	struct crypto_ahash *tfm = crypto_ahash_reqtfm(t.req);
	unsigned int statesize = crypto_ahash_statesize(tfm);

	testmgr_poison(t.hashstate + statesize, poison_len);
	int err = crypto_ahash_export(t.req, t.hashstate);
	err = check_nonfinal_ahash_op("export", err, t, c, digestsize);
	if (err)
		return err;
	if (!testmgr_is_poison(t.hashstate + statesize, poison_len)) {
		pr_err("alg: ahash: %s export() overran state buffer on test vector %s, "
		       "cfg=\"%s\"\n",
		       t.driver, c.vec_name, c.cfg->name);
		return -EOVERFLOW;
	}
	testmgr_poison(t.req->__ctx, crypto_ahash_reqsize(tfm));
	err = crypto_ahash_import(t.req, t.hashstate);
	return check_nonfinal_ahash_op("import", err, t, c, digestsize);
}

// The pending entries of the ahash run: they accumulate until an entry asks for a flush.
struct ahash_pending {
	struct scatterlist *sgl;
	unsigned int len;
};

int ahash_updates(const hash_test &t, hash_case &c, struct crypto_wait *wait, ahash_pending &p,
		  unsigned int digestsize)
{
	test_sglist &tsgl = *t.tsgl;

	for (unsigned int i = 0; i < tsgl.nents; i++) {
		if (c.divs[i]->flush != flush_type::none && p.sgl) {
			ahash_set_req(t, c, wait, p.sgl, p.len);
			int err = do_ahash_op(crypto_ahash_update, t.req, wait, c.divs[i]->nosimd);
			err = check_nonfinal_ahash_op("update", err, t, c, digestsize);
			if (err)
				return err;
			p = { nullptr, 0 };
		}
		if (c.divs[i]->flush == flush_type::reimport) {
			int err = ahash_reimport(t, c, digestsize);
			if (err)
				return err;
		}
		if (!p.sgl)
			p.sgl = &tsgl.sgl[i];
		p.len += tsgl.sgl[i].length;
	}
	return 0;
}

int ahash_final_op(const char *op, int (*fn)(struct ahash_request *), const hash_test &t,
		   const hash_case &c, struct crypto_wait *wait)
{
	int err = do_ahash_op(fn, t.req, wait, c.cfg->nosimd);

	if (err)
		pr_err("alg: ahash: %s %s() failed with err %d on test vector %s, cfg=\"%s\"\n",
		       t.driver, op, err, c.vec_name, c.cfg->name);
	return err;
}

int ahash_incremental(const hash_test &t, hash_case &c, unsigned int digestsize)
{
	ahash_pending pending = { nullptr, 0 };
	DECLARE_CRYPTO_WAIT(wait);

	ahash_set_req(t, c, &wait, nullptr, 0);
	int err = do_ahash_op(crypto_ahash_init, t.req, &wait, c.cfg->nosimd);
	err = check_nonfinal_ahash_op("init", err, t, c, digestsize);
	if (!err)
		err = ahash_updates(t, c, &wait, pending, digestsize);
	if (err)
		return err;

	ahash_set_req(t, c, &wait, pending.sgl, pending.len);
	if (c.cfg->finalization == finalization_type::finup)
		return ahash_final_op("finup", crypto_ahash_finup, t, c, &wait);
	err = do_ahash_op(crypto_ahash_update, t.req, &wait, c.cfg->nosimd);
	err = check_nonfinal_ahash_op("update", err, t, c, digestsize);
	return err ? err : ahash_final_op("final", crypto_ahash_final, t, c, &wait);
}

int test_ahash_vec_cfg(const hash_test &t, hash_case &c)
{
	struct crypto_ahash *tfm = crypto_ahash_reqtfm(t.req);
	unsigned int digestsize = crypto_ahash_digestsize(tfm);
	int err = hash_setkey("ahash", crypto_ahash_setkey, tfm, ahash_flags, t, c);

	if (err)
		return err > 0 ? 0 : err;
	err = build_hash_sglist("ahash", t, c);
	if (err)
		return err;
	testmgr_poison(t.req->__ctx, crypto_ahash_reqsize(tfm));
	testmgr_poison(c.result, digestsize + poison_len);

	if (c.cfg->finalization == finalization_type::digest || c.vec->digest_error) {
		DECLARE_CRYPTO_WAIT(wait);

		ahash_set_req(t, c, &wait, t.tsgl->sgl, c.vec->psize);
		err = do_ahash_op(crypto_ahash_digest, t.req, &wait, c.cfg->nosimd);
		err = check_digest_err("ahash", err, t, c);
	} else {
		err = ahash_incremental(t, c, digestsize);
	}
	if (err)
		return err > 0 ? 0 : err;
	return check_hash_result("ahash", t, c, digestsize);
}

// The shash API first, when there is one: its failures involve less indirection.
int test_hash_vec_cfg(const hash_test &t, const hash_testvec *vec, const char *vec_name,
		      const testvec_config &cfg)
{
	hash_case c = { vec, vec_name, &cfg, {}, {} };
	int err = t.desc ? test_shash_vec_cfg(t, c) : 0;

	return err ? err : test_ahash_vec_cfg(t, c);
}

int test_hash_vec(const hash_test &t, const hash_testvec *vec, unsigned int vec_num)
{
	return run_vec_configs(t.driver, default_hash_configs(), vec_num,
			       [&](const char *vec_name, const testvec_config &cfg) {
				       return test_hash_vec_cfg(t, vec, vec_name, cfg);
			       });
}

// A random message (and key, for a keyed hash) whose expected digest, or expected setkey
// error, comes from the generic driver.
struct random_hash_vec {
	kbuf key, ptext, digest;
	hash_testvec vec = {};
	char name[64];

	random_hash_vec(unsigned int maxkey, unsigned int maxdata)
		: key(maxkey + 1), ptext(maxdata + 1), digest(HASH_MAX_DIGESTSIZE)
	{
		vec.key = reinterpret_cast<const char *>(key.data());
		vec.plaintext = reinterpret_cast<const char *>(ptext.data());
		vec.digest = reinterpret_cast<const char *>(digest.data());
	}

	bool ok() const { return key && ptext && digest; }

	void generate(prng &rng, struct shash_desc *gdesc, unsigned int maxkey,
		      unsigned int maxdata)
	{
		vec.psize = generate_random_length(rng, maxdata);
		rng.bytes(ptext.data(), vec.psize);
		vec.setkey_error = 0;
		vec.digest_error = 0;
		vec.ksize = 0;
		if (maxkey) {
			// Usually the longest key, sometimes any length from 1 up to it.
			vec.ksize = static_cast<unsigned short>(
				rng.below(4) ? maxkey : rng.inclusive(1, maxkey));
			rng.bytes(key.data(), vec.ksize);
			vec.setkey_error = crypto_shash_setkey(gdesc->tfm, key.data(), vec.ksize);
		}
		if (!vec.setkey_error)
			vec.digest_error = crypto_shash_digest(gdesc, ptext.data(), vec.psize,
							       digest.data());
		snprintf(name, sizeof(name), "\"random: psize=%u ksize=%u\"", vec.psize, vec.ksize);
	}
};

int hash_check_same_shape(const char *driver, struct crypto_ahash *tfm, struct crypto_shash *gtfm)
{
	if (crypto_ahash_digestsize(tfm) != crypto_shash_digestsize(gtfm)) {
		pr_err("alg: hash: digestsize for %s (%u) doesn't match generic impl (%u)\n",
		       driver, crypto_ahash_digestsize(tfm), crypto_shash_digestsize(gtfm));
		return -EINVAL;
	}
	if (crypto_ahash_blocksize(tfm) != crypto_shash_blocksize(gtfm)) {
		pr_err("alg: hash: blocksize for %s (%u) doesn't match generic impl (%u)\n", driver,
		       crypto_ahash_blocksize(tfm), crypto_shash_blocksize(gtfm));
		return -EINVAL;
	}
	return 0;
}

int hash_fuzz_rounds(const hash_test &t, struct shash_desc *gdesc, unsigned int maxkey)
{
	const unsigned int maxdata = 2 * PAGE_SIZE - poison_len;
	random_hash_vec rv(maxkey, maxdata);
	u64 seed = test_seed();
	prng rng(seed);
	char cfgname[namelen];
	testvec_config cfg;

	if (!rv.ok())
		return -ENOMEM;
	for (unsigned int i = 0; i < fuzz_iterations() * 8; i++) {
		rv.generate(rng, gdesc, maxkey, maxdata);
		generate_random_config(rng, cfg, cfgname, sizeof(cfgname));
		int err = test_hash_vec_cfg(t, &rv.vec, rv.name, cfg);
		if (err)
			return random_test_failed(t.driver, seed, err);
	}
	return 0;
}

// The generic driver to compare with: the table's, else the name with "-generic" inside.
int hash_generic_name(const char *algname, char generic[CRYPTO_MAX_ALG_NAME])
{
	if (const char *override = current_generic_driver()) {
		strscpy(generic, override, CRYPTO_MAX_ALG_NAME);
		return 0;
	}
	return build_generic_driver_name(algname, generic);
}

int test_hash_vs_generic_impl(const hash_test &t, unsigned int maxkey)
{
	struct crypto_ahash *tfm = crypto_ahash_reqtfm(t.req);
	const char *algname = crypto_hash_alg_common(tfm)->base.cra_name;
	char generic[CRYPTO_MAX_ALG_NAME];

	if (!extra_tests_enabled())
		return 0;
	int err = hash_generic_name(algname, generic);
	if (err || !strcmp(generic, t.driver))
		return err; // nothing to compare an already generic implementation with
	struct crypto_shash *gtfm = crypto_alloc_shash(generic, 0, 0);
	if (IS_ERR(gtfm)) {
		err = static_cast<int>(PTR_ERR(gtfm));
		if (err == -ENOENT) {
			pr_warn("alg: hash: skipping comparison tests for %s because %s is "
				"unavailable\n",
				t.driver, generic);
			return 0;
		}
		pr_err("alg: hash: error allocating %s (generic impl of %s): %d\n", generic,
		       algname, err);
		return err;
	}
	auto *gdesc = static_cast<struct shash_desc *>(
		kzalloc(sizeof(struct shash_desc) + crypto_shash_descsize(gtfm), GFP_KERNEL));
	err = gdesc ? hash_check_same_shape(t.driver, tfm, gtfm) : -ENOMEM;
	if (!err) {
		gdesc->tfm = gtfm;
		err = hash_fuzz_rounds(t, gdesc, maxkey);
	}
	kfree_sensitive(gdesc);
	crypto_free_shash(gtfm);
	return err;
}

// The tfms and buffers of one algorithm's run, released in any case.
struct hash_test_env {
	struct crypto_ahash *atfm = nullptr;
	struct ahash_request *req = nullptr;
	struct crypto_shash *stfm = nullptr;
	struct shash_desc *desc = nullptr;
	u8 *hashstate = nullptr;
	test_sglist tsgl;

	~hash_test_env()
	{
		kfree(hashstate);
		kfree_sensitive(desc);
		if (stfm)
			crypto_free_shash(stfm);
		ahash_request_free(req);
		if (atfm)
			crypto_free_ahash(atfm);
	}
};

// The shash API as well, when the algorithm is an shash (-ENOENT: it is an ahash only).
int alloc_shash(hash_test_env &env, const char *driver, u32 type, u32 mask)
{
	struct crypto_shash *tfm = crypto_alloc_shash(driver, type, mask);

	if (IS_ERR(tfm)) {
		if (PTR_ERR(tfm) == -ENOENT)
			return 0;
		pr_err("alg: hash: failed to allocate shash transform for %s: %ld\n", driver,
		       PTR_ERR(tfm));
		return static_cast<int>(PTR_ERR(tfm));
	}
	env.stfm = tfm;
	env.desc = static_cast<struct shash_desc *>(
		kmalloc(sizeof(struct shash_desc) + crypto_shash_descsize(tfm), GFP_KERNEL));
	if (!env.desc)
		return -ENOMEM;
	env.desc->tfm = tfm;
	return 0;
}

int hash_env_setup(hash_test_env &env, const char *driver, u32 type, u32 mask)
{
	env.req = ahash_request_alloc(env.atfm, GFP_KERNEL);
	if (!env.req) {
		pr_err("alg: hash: failed to allocate request for %s\n", driver);
		return -ENOMEM;
	}
	int err = alloc_shash(env, driver, type, mask);
	if (err)
		return err;
	if (env.tsgl.init())
		return test_buffers_failed("hash", driver);
	unsigned int statesize = crypto_ahash_statesize(env.atfm);
	if (env.stfm)
		statesize = max(statesize, crypto_shash_statesize(env.stfm));
	env.hashstate = static_cast<u8 *>(kmalloc(statesize + poison_len, GFP_KERNEL));
	if (!env.hashstate) {
		pr_err("alg: hash: failed to allocate hash state buffer for %s\n", driver);
		return -ENOMEM;
	}
	return 0;
}

int hash_run_vecs(const hash_test &t, const hash_testvec *vecs, unsigned int count)
{
	unsigned int maxkey = 0;

	for (unsigned int i = 0; i < count; i++) {
		maxkey = max(maxkey, static_cast<unsigned int>(vecs[i].ksize));
		if ((fips_enabled && vecs[i].fips_skip) || vec_is_skipped(vecs[i]))
			continue;
		int err = test_hash_vec(t, &vecs[i], i);
		if (err)
			return err;
	}
	return test_hash_vs_generic_impl(t, maxkey);
}

} // namespace

int ukc_test_hash(const char *driver, u32 type, u32 mask, const ukc_vector_suite *suite)
{
	const hash_testvec *vecs = ukc_suite_hash_vecs(suite);
	hash_test_env env;

	// 6.12's alg_test_hash() runs its unkeyed, then its keyed vectors: with neither there is
	// nothing to run and nothing to report.
	if (!vecs || !suite->count)
		return 0;
	env.atfm = crypto_alloc_ahash(driver, type, mask);
	if (IS_ERR(env.atfm)) {
		long err = PTR_ERR(env.atfm);

		env.atfm = nullptr;
		if (err == -ENOENT)
			return 0;
		pr_err("alg: hash: failed to allocate transform for %s: %ld\n", driver, err);
		return static_cast<int>(err);
	}
	driver = crypto_ahash_driver_name(env.atfm);
	int err = hash_env_setup(env, driver, type, mask);
	if (err)
		return err;
	hash_test t = { driver, env.req, env.desc, &env.tsgl, env.hashstate };
	return hash_run_vecs(t, vecs, suite->count);
}
