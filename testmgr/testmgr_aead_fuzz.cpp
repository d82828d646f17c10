// SPDX-License-Identifier: GPL-2.0-only
// The AEAD extra tests of Linux 6.12: random vectors made by the generic implementation and
// checked against the driver under random configurations, then inauthentic inputs (a flipped
// bit in the associated data, the ciphertext or the tag, or random bytes) that must not verify.
#include <crypto/aead.h>
#include <linux/err.h>
#include <linux/kernel.h>
#include <linux/scatterlist.h>

#include <cstdio>
#include <cstring>

#include "alg_test_descs.h"
#include "testmgr_priv.h"
#include "testmgr_sg.h"
#include "testvec.h"

namespace {

using namespace ukc::tm;

// Below this tag size a random change may still verify by chance: such tags are not used to
// make inauthentic inputs (the kernel's MIN_COLLISION_FREE_AUTHSIZE).
constexpr unsigned int collision_free_authsize = 8;

struct aead_fuzz_flags {
	bool aad_iv, einval_allowed;
};

void flip_random_bit(prng &rng, u8 *buf, unsigned int len)
{
	unsigned int bit = rng.below(len * 8);

	buf[bit / 8] ^= static_cast<u8>(1u << (bit % 8));
}

// Buffers for one random vector; ctext has room for the associated data the generic
// encryption writes in front of its output.
struct random_aead_vec {
	kbuf key, iv, assoc, ptext, ctext;
	aead_testvec vec = {};
	char name[96];

	random_aead_vec(unsigned int maxkey, unsigned int ivsize, unsigned int maxdata)
		: key(maxkey + 1), iv(ivsize + 1), assoc(maxdata + 1), ptext(maxdata + 1),
		  ctext(maxdata + 1)
	{
		vec.key = reinterpret_cast<const char *>(key.data());
		vec.iv = reinterpret_cast<const char *>(iv.data());
		vec.assoc = reinterpret_cast<const char *>(assoc.data());
		vec.ptext = reinterpret_cast<const char *>(ptext.data());
		vec.ctext = reinterpret_cast<const char *>(ctext.data());
	}

	bool ok() const { return key && iv && assoc && ptext && ctext; }

	void generate(prng &rng, struct aead_request *greq, aead_fuzz_flags flags,
		      unsigned int maxkey, unsigned int maxdata, bool prefer_inauthentic);

private:
	unsigned int set_key_and_authsize(prng &rng, struct crypto_aead *tfm, unsigned int maxkey,
					  bool prefer_inauthentic);
	void make_message(prng &rng, struct aead_request *greq, aead_fuzz_flags flags,
			  bool prefer_inauthentic);
	void encrypt(struct aead_request *greq, unsigned int ivsize);
	void mutate(prng &rng, aead_fuzz_flags flags, unsigned int ivsize);
};

// Usually the longest key and tag, sometimes any length up to them. Returns the tag size.
unsigned int random_aead_vec::set_key_and_authsize(prng &rng, struct crypto_aead *tfm,
						   unsigned int maxkey, bool prefer_inauthentic)
{
	unsigned int maxauthsize = crypto_aead_maxauthsize(tfm);
	unsigned int authsize = maxauthsize;

	vec.klen = static_cast<unsigned char>(rng.below(4) ? maxkey : rng.below(maxkey + 1));
	rng.bytes(key.data(), vec.klen);
	vec.setkey_error = crypto_aead_setkey(tfm, key.data(), vec.klen);
	rng.bytes(iv.data(), crypto_aead_ivsize(tfm));
	if (!rng.below(4))
		authsize = rng.below(maxauthsize + 1);
	if (prefer_inauthentic && authsize < collision_free_authsize)
		authsize = collision_free_authsize;
	vec.setauthsize_error = crypto_aead_setauthsize(tfm, authsize);
	return authsize;
}

void random_aead_vec::generate(prng &rng, struct aead_request *greq, aead_fuzz_flags flags,
			       unsigned int maxkey, unsigned int maxdata, bool prefer_inauthentic)
{
	struct crypto_aead *tfm = crypto_aead_reqtfm(greq);
	unsigned int authsize = set_key_and_authsize(rng, tfm, maxkey, prefer_inauthentic);
	unsigned int total = generate_random_length(rng, maxdata - authsize);

	vec.alen = rng.below(4) ? generate_random_length(rng, total) : 0;
	vec.plen = total - vec.alen;
	vec.clen = vec.plen + authsize;
	vec.novrfy = 0;
	vec.crypt_error = 0;
	if (!vec.setkey_error && !vec.setauthsize_error)
		make_message(rng, greq, flags, prefer_inauthentic);
	snprintf(name, sizeof(name), "\"random: alen=%u plen=%u authsize=%u klen=%u novrfy=%d\"",
		 vec.alen, vec.plen, authsize, vec.klen, vec.novrfy);
}

void random_aead_vec::make_message(prng &rng, struct aead_request *greq, aead_fuzz_flags flags,
				   bool prefer_inauthentic)
{
	unsigned int ivsize = crypto_aead_ivsize(crypto_aead_reqtfm(greq));
	bool inauthentic = vec.clen - vec.plen >= collision_free_authsize &&
			   (prefer_inauthentic || !rng.below(4));

	rng.bytes(assoc.data(), vec.alen);
	// The IV at the end of the associated data, where the driver may take it from.
	if (flags.aad_iv && vec.alen >= ivsize)
		memcpy(assoc.data() + vec.alen - ivsize, iv.data(), ivsize);
	if (inauthentic && rng.coin()) {
		rng.bytes(ctext.data(), vec.clen);
	} else {
		rng.bytes(ptext.data(), vec.plen);
		encrypt(greq, ivsize);
		if (vec.crypt_error || !inauthentic)
			return;
		mutate(rng, flags, ivsize);
	}
	vec.novrfy = 1;
	if (flags.einval_allowed)
		vec.crypt_error = -EINVAL;
}

// The generic encryption: assoc || ptext in, assoc || ctext || tag out, then the output moved
// to the front of ctext.
void random_aead_vec::encrypt(struct aead_request *greq, unsigned int ivsize)
{
	struct scatterlist src[2], dst;
	u8 ivcopy[max_ivlen];
	unsigned int n = 0;
	DECLARE_CRYPTO_WAIT(wait);

	sg_init_table(src, 2);
	if (vec.alen)
		sg_set_buf(&src[n++], assoc.data(), vec.alen);
	if (vec.plen)
		sg_set_buf(&src[n++], ptext.data(), vec.plen);
	if (n == 1)
		sg_mark_end(&src[0]);
	sg_init_one(&dst, ctext.data(), vec.alen + vec.clen);
	memcpy(ivcopy, iv.data(), ivsize);
	aead_request_set_callback(greq, 0, crypto_req_done, &wait);
	aead_request_set_crypt(greq, src, &dst, vec.plen, ivcopy);
	aead_request_set_ad(greq, vec.alen);
	vec.crypt_error = crypto_wait_req(crypto_aead_encrypt(greq), &wait);
	if (!vec.crypt_error)
		memmove(ctext.data(), ctext.data() + vec.alen, vec.clen);
}

// At least one flipped bit: in the associated data (not the IV copy at its end), then maybe
// in the tag or anywhere in the ciphertext.
void random_aead_vec::mutate(prng &rng, aead_fuzz_flags flags, unsigned int ivsize)
{
	unsigned int tail = flags.aad_iv ? ivsize : 0;

	if (rng.coin() && vec.alen > tail) {
		flip_random_bit(rng, assoc.data(), vec.alen - tail);
		if (rng.coin())
			return;
	}
	if (rng.coin())
		flip_random_bit(rng, ctext.data() + vec.plen, vec.clen - vec.plen);
	else
		flip_random_bit(rng, ctext.data(), vec.clen);
}

struct aead_fuzz_ctx {
	const char *driver;
	struct aead_request *req;
	aead_fuzz_flags flags;
	unsigned int maxkey, maxdata;
	u64 seed; // of rng, which the comparison and then the inauthentic inputs draw from
	prng rng;
};

int aead_check_same_shape(const char *driver, struct crypto_aead *a, struct crypto_aead *b)
{
	struct {
		const char *what;
		unsigned int mine, theirs;
	} props[] = {
		{ "maxauthsize", crypto_aead_maxauthsize(a), crypto_aead_maxauthsize(b) },
		{ "ivsize", crypto_aead_ivsize(a), crypto_aead_ivsize(b) },
		{ "blocksize", crypto_aead_blocksize(a), crypto_aead_blocksize(b) },
	};

	for (const auto &p : props)
		if (p.mine != p.theirs) {
			pr_err("alg: aead: %s for %s (%u) doesn't match generic impl (%u)\n",
			       p.what, driver, p.mine, p.theirs);
			return -EINVAL;
		}
	return 0;
}

// Vectors the generic driver made: encryption unless the input is inauthentic, decryption
// unless encryption was expected to fail.
int aead_fuzz_rounds(aead_fuzz_ctx &c, struct aead_request *greq)
{
	struct crypto_aead *tfm = crypto_aead_reqtfm(c.req);
	random_aead_vec rv(c.maxkey, crypto_aead_ivsize(tfm), c.maxdata);

	if (!rv.ok())
		return -ENOMEM;
	for (unsigned int i = 0; i < fuzz_iterations() * 8; i++) {
		rv.generate(c.rng, greq, c.flags, c.maxkey, c.maxdata, false);
		bool dec = !rv.vec.crypt_error || rv.vec.novrfy;
		int err = ukc_test_aead_random_vec(c.driver, c.req, &rv.vec, rv.name,
						   !rv.vec.novrfy, dec, c.rng);
		if (err)
			return random_test_failed(c.driver, c.seed, err);
	}
	return 0;
}

int aead_open_generic(const char *driver, struct crypto_aead *tfm, struct crypto_aead **gtfm)
{
	const char *algname = crypto_aead_alg(tfm)->base.cra_name;
	char generic[CRYPTO_MAX_ALG_NAME];
	int err = 0;

	*gtfm = nullptr;
	if (const char *override = current_generic_driver())
		strscpy(generic, override, sizeof(generic));
	else
		err = build_generic_driver_name(algname, generic);
	if (err || !strcmp(generic, driver))
		return err; // already the generic implementation
	struct crypto_aead *g = crypto_alloc_aead(generic, 0, 0);
	if (IS_ERR(g)) {
		err = static_cast<int>(PTR_ERR(g));
		if (err == -ENOENT) {
			pr_warn("alg: aead: skipping comparison tests for %s because %s is unavailable\n",
				driver, generic);
			return 0;
		}
		pr_err("alg: aead: error allocating %s (generic impl of %s): %d\n", generic,
		       algname, err);
		return err;
	}
	*gtfm = g;
	return 0;
}

int aead_vs_generic(aead_fuzz_ctx &c)
{
	struct crypto_aead *tfm = crypto_aead_reqtfm(c.req);
	struct crypto_aead *gtfm;
	int err = aead_open_generic(c.driver, tfm, &gtfm);

	if (err || !gtfm)
		return err;
	struct aead_request *greq = aead_request_alloc(gtfm, GFP_KERNEL);
	err = greq ? aead_check_same_shape(c.driver, tfm, gtfm) : -ENOMEM;
	if (!err)
		err = aead_fuzz_rounds(c, greq);
	aead_request_free(greq);
	crypto_free_aead(gtfm);
	return err;
}

// Inauthentic inputs made with the driver itself: decryption must refuse every one. A key
// or tag size the algorithm keeps refusing is given up after ten tries, as the kernel does.
int aead_inauthentic_inputs(aead_fuzz_ctx &c)
{
	struct crypto_aead *tfm = crypto_aead_reqtfm(c.req);
	random_aead_vec rv(c.maxkey, crypto_aead_ivsize(tfm), c.maxdata);

	if (!rv.ok())
		return -ENOMEM;
	for (unsigned int i = 0; i < fuzz_iterations() * 8; i++) {
		for (int tries = 0; tries < 10 && !rv.vec.novrfy; tries++)
			rv.generate(c.rng, c.req, c.flags, c.maxkey, c.maxdata, true);
		if (!rv.vec.novrfy)
			continue;
		int err = ukc_test_aead_random_vec(c.driver, c.req, &rv.vec, rv.name, false, true,
						   c.rng);
		if (err)
			return random_test_failed(c.driver, c.seed, err);
		rv.vec.novrfy = 0;
	}
	return 0;
}

} // namespace

int ukc_test_aead_extra(const char *driver, struct aead_request *req,
			const struct ukc_vector_suite *suite)
{
	if (!extra_tests_enabled())
		return 0;
	const alg_test_desc *desc = current_test_desc();
	u64 seed = test_seed();
	aead_fuzz_ctx c{ driver, req, {}, 0, 2 * PAGE_SIZE - poison_len, seed, prng(seed) };
	const auto *vecs = static_cast<const aead_testvec *>(suite->vecs);

	if (desc)
		c.flags = { desc->aad_iv, desc->einval_allowed };
	for (unsigned int i = 0; i < suite->count; i++)
		c.maxkey = max(c.maxkey, static_cast<unsigned int>(vecs[i].klen));
	int err = aead_vs_generic(c);
	return err ? err : aead_inauthentic_inputs(c);
}
