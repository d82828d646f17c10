// SPDX-License-Identifier: GPL-2.0-only
// Hash_DRBG and HMAC_DRBG (SP 800-90A 10.1.1, 10.1.2) over the crypto API's shash.
#include <linux/err.h>
#include <linux/slab.h>

#include "drbg_priv.h"

namespace {

using ukc::drbg::input_list;
using ukc::drbg::state;

// Hash(input_1 || ... || input_n) into @out (blocklen bytes).
int drbg_hash(state *drbg, u8 *out, const input_list &in)
{
	int err = crypto_shash_init(drbg->desc);

	for (unsigned int i = 0; !err && i < in.count; i++)
		err = crypto_shash_update(drbg->desc, in.items[i].buf, in.items[i].len);
	if (!err)
		err = crypto_shash_final(drbg->desc, out);
	return err;
}

int drbg_hash_init(state *drbg)
{
	struct crypto_shash *tfm = crypto_alloc_shash(drbg->core->backend, 0, 0);

	if (IS_ERR(tfm)) {
		pr_info("DRBG: could not allocate digest TFM handle: %s\n", drbg->core->backend);
		return (int)PTR_ERR(tfm);
	}
	if (crypto_shash_digestsize(tfm) != drbg->blocklen()) {
		crypto_free_shash(tfm);
		return -EINVAL;
	}
	auto *desc = static_cast<struct shash_desc *>(
		kzalloc(sizeof(struct shash_desc) + crypto_shash_descsize(tfm), GFP_KERNEL));
	if (!desc) {
		crypto_free_shash(tfm);
		return -ENOMEM;
	}
	desc->tfm = tfm;
	drbg->shash = tfm;
	drbg->desc = desc;
	return 0;
}

void drbg_hash_fini(state *drbg)
{
	kfree_sensitive(drbg->desc);
	if (drbg->shash)
		crypto_free_shash(drbg->shash);
	drbg->desc = nullptr;
	drbg->shash = nullptr;
}

// Hash_df (10.3.1): Hash(counter || no_of_bits_to_return || input) until @outlen bytes.
int drbg_hash_df(state *drbg, u8 *out, unsigned int outlen, const input_list &in)
{
	u8 prefix[5];
	u8 tmp[ukc::drbg::max_blocklen];
	input_list data;
	int err = 0;

	prefix[0] = 1;
	ukc::drbg::put_be32(outlen * 8, &prefix[1]);
	data.add(prefix, sizeof(prefix));
	data.append(in);
	for (unsigned int done = 0; done < outlen; prefix[0]++) {
		unsigned int n = drbg->blocklen();

		err = drbg_hash(drbg, tmp, data);
		if (err)
			break;
		if (n > outlen - done)
			n = outlen - done;
		memcpy(out + done, tmp, n);
		done += n;
	}
	memzero_explicit(tmp, sizeof(tmp));
	return err;
}

// Instantiate (10.1.1.2): V = Hash_df(seed material), C = Hash_df(0x00 || V).
// Reseed (10.1.1.3): the same over 0x01 || V || seed material.
int drbg_hash_update(state *drbg, const input_list &seed, bool instantiate)
{
	const u8 prefix1 = 0x01, prefix0 = 0x00;
	u8 oldV[ukc::drbg::max_statelen];
	input_list data;

	if (!instantiate) {
		memcpy(oldV, drbg->V, drbg->statelen());
		data.add(&prefix1, 1);
		data.add(oldV, drbg->statelen());
	}
	data.append(seed);
	int err = drbg_hash_df(drbg, drbg->V, drbg->statelen(), data);
	memzero_explicit(oldV, sizeof(oldV));
	if (err)
		return err;

	input_list cdata;
	cdata.add(&prefix0, 1);
	cdata.add(drbg->V, drbg->statelen());
	return drbg_hash_df(drbg, drbg->C, drbg->statelen(), cdata);
}

// Hashgen (10.1.1.4): Hash(data), data + 1, ... until @buflen bytes.
int drbg_hash_hashgen(state *drbg, u8 *buf, unsigned int buflen)
{
	u8 data[ukc::drbg::max_statelen];
	u8 w[ukc::drbg::max_blocklen];
	const u8 one = 1;
	input_list in;
	int err = 0;

	memcpy(data, drbg->V, drbg->statelen());
	in.add(data, drbg->statelen());
	for (unsigned int done = 0; done < buflen;) {
		unsigned int n = drbg->blocklen();

		err = drbg_hash(drbg, w, in);
		if (err)
			break;
		if (n > buflen - done)
			n = buflen - done;
		memcpy(buf + done, w, n);
		done += n;
		ukc::drbg::add_be(data, drbg->statelen(), &one, 1);
	}
	memzero_explicit(data, sizeof(data));
	memzero_explicit(w, sizeof(w));
	return err;
}

// The end of generate (10.1.1.4 steps 4-6): V = V + Hash(0x03 || V) + C + reseed_counter.
int drbg_hash_advance(state *drbg, u8 *w)
{
	const u8 prefix3 = 0x03;
	u8 ctr[8];
	u64 rc = drbg->reseed_ctr;
	input_list in;

	in.add(&prefix3, 1);
	in.add(drbg->V, drbg->statelen());
	int err = drbg_hash(drbg, w, in);
	if (err)
		return err;
	ukc::drbg::add_be(drbg->V, drbg->statelen(), w, drbg->blocklen());
	ukc::drbg::add_be(drbg->V, drbg->statelen(), drbg->C, drbg->statelen());
	for (int i = 7; i >= 0; i--, rc >>= 8)
		ctr[i] = (u8)rc;
	ukc::drbg::add_be(drbg->V, drbg->statelen(), ctr, sizeof(ctr));
	return 0;
}

// Generate (10.1.1.4): fold additional input into V (V = V + Hash(0x02 || V || addtl)),
// hashgen, then advance V.
int drbg_hash_generate(state *drbg, u8 *buf, unsigned int buflen, const input_list &addtl)
{
	const u8 prefix2 = 0x02;
	u8 w[ukc::drbg::max_blocklen];
	int err = 0;

	if (!addtl.empty()) {
		input_list in;

		in.add(&prefix2, 1);
		in.add(drbg->V, drbg->statelen());
		in.append(addtl);
		err = drbg_hash(drbg, w, in);
		if (!err)
			ukc::drbg::add_be(drbg->V, drbg->statelen(), w, drbg->blocklen());
	}
	if (!err)
		err = drbg_hash_hashgen(drbg, buf, buflen);
	if (!err)
		err = drbg_hash_advance(drbg, w);
	memzero_explicit(w, sizeof(w));
	return err;
}

int drbg_hmac_setkey(state *drbg)
{
	return crypto_shash_setkey(drbg->shash, drbg->C, drbg->statelen());
}

// HMAC_DRBG_Update (10.1.2.2): K = HMAC(K, V || 0x00 || data), V = HMAC(K, V), and when
// data is given (@provided, even if empty, as a seeding's always is) once more with 0x01.
// Instantiation starts from K = 0x00..., V = 0x01...
int drbg_hmac_update_data(state *drbg, const input_list &data, bool provided, bool instantiate)
{
	int err;

	if (instantiate) {
		memset(drbg->V, 1, drbg->statelen());
		memset(drbg->C, 0, drbg->statelen());
		err = drbg_hmac_setkey(drbg);
		if (err)
			return err;
	}
	for (u8 prefix = 0x00; prefix <= 0x01; prefix++) {
		input_list kin, vin;

		kin.add(drbg->V, drbg->statelen());
		kin.add(&prefix, 1);
		kin.append(data);
		err = drbg_hash(drbg, drbg->C, kin);
		if (!err)
			err = drbg_hmac_setkey(drbg);
		if (err)
			return err;
		vin.add(drbg->V, drbg->statelen());
		err = drbg_hash(drbg, drbg->V, vin);
		if (err || !provided)
			return err;
	}
	return 0;
}

int drbg_hmac_update(state *drbg, const input_list &seed, bool instantiate)
{
	return drbg_hmac_update_data(drbg, seed, true, instantiate);
}

// HMAC_DRBG_Generate (10.1.2.5).
int drbg_hmac_generate(state *drbg, u8 *buf, unsigned int buflen, const input_list &addtl)
{
	input_list vin;
	int err;

	if (!addtl.empty()) {
		err = drbg_hmac_update_data(drbg, addtl, true, false);
		if (err)
			return err;
	}
	vin.add(drbg->V, drbg->statelen());
	for (unsigned int done = 0; done < buflen;) {
		unsigned int n = drbg->blocklen();

		err = drbg_hash(drbg, drbg->V, vin);
		if (err)
			return err;
		if (n > buflen - done)
			n = buflen - done;
		memcpy(buf + done, drbg->V, n);
		done += n;
	}
	return drbg_hmac_update_data(drbg, addtl, !addtl.empty(), false);
}

} // namespace

namespace ukc::drbg {

namespace {

// Hash_DRBG and HMAC_DRBG hold the same digest handle and descriptor; they differ only in
// their update and generate steps.
constexpr mechanism over_shash(decltype(mechanism::update) update,
			       decltype(mechanism::generate) generate)
{
	return { drbg_hash_init, drbg_hash_fini, update, generate };
}

} // namespace

const mechanism hash_ops = over_shash(drbg_hash_update, drbg_hash_generate);
const mechanism hmac_ops = over_shash(drbg_hmac_update, drbg_hmac_generate);

} // namespace ukc::drbg
