// SPDX-License-Identifier: GPL-2.0-only
// The ffdhe2048 ... ffdhe8192 templates over "dh" (6.12's): the RFC 7919 safe-prime groups, their
// p and g filled in by the template, and a private key made per SP 800-56A rev. 3 when none is
// given.
#include <crypto/dh.h>
#include <crypto/internal/kpp.h>
#include <crypto/rng.h>
#include <linux/err.h>
#include <linux/log2.h>
#include <linux/module.h>
#include <linux/slab.h>

#include <array>
#include <cstring>

#include "dh_rfc7919.h"
#include "shared/glue.h"

namespace {

struct ffdhe_group {
	const char *name;
	unsigned int max_strength; // security strength in bits (SP 800-56A rev. 3 Appendix D)
	unsigned int p_size;
	const u8 *p;
};

// RFC 7919 Appendix A; strengths as 6.12 assigns them (NIST SP 800-56A rev. 3 Table 26).
constexpr std::array<ffdhe_group, 5> ffdhe_groups = { {
	{ "ffdhe2048", 112, ukc::dh::ffdhe2048_p.size(), ukc::dh::ffdhe2048_p.data() },
	{ "ffdhe3072", 128, ukc::dh::ffdhe3072_p.size(), ukc::dh::ffdhe3072_p.data() },
	{ "ffdhe4096", 152, ukc::dh::ffdhe4096_p.size(), ukc::dh::ffdhe4096_p.data() },
	{ "ffdhe6144", 176, ukc::dh::ffdhe6144_p.size(), ukc::dh::ffdhe6144_p.data() },
	{ "ffdhe8192", 200, ukc::dh::ffdhe8192_p.size(), ukc::dh::ffdhe8192_p.data() },
} };

// RFC 7919 section 5.1 and Appendix A: every group's generator is 2.
constexpr u8 ffdhe_g[] = { 2 };

struct ffdhe_inst_ctx {
	struct crypto_kpp_spawn spawn;
	const ffdhe_group *group;
};

struct ffdhe_tfm_ctx {
	struct crypto_kpp *child;
};

struct ffdhe_buf_deleter {
	void operator()(void *p) const { kfree_sensitive(p); }
};
using ffdhe_buf = std::unique_ptr<u8, ffdhe_buf_deleter>;

const ffdhe_group *ffdhe_group_of(struct crypto_kpp *tfm)
{
	return static_cast<ffdhe_inst_ctx *>(kpp_instance_ctx(kpp_alg_instance(tfm)))->group;
}

struct crypto_kpp *ffdhe_child(struct crypto_kpp *tfm)
{
	return static_cast<ffdhe_tfm_ctx *>(kpp_tfm_ctx(tfm))->child;
}

// Adds @val to the big-endian number of @n bytes at @num; returns the carry out (0 or 1).
unsigned int ffdhe_add_be(u8 *num, unsigned int n, unsigned int val)
{
	for (unsigned int i = n; val && i > 0; i--) {
		val += num[i - 1];
		num[i - 1] = static_cast<u8>(val);
		val >>= 8;
	}
	return val;
}

// Adds the big-endian @h (of @hlen bytes) to the big-endian @num (of @n bytes): carry out.
unsigned int ffdhe_add_num(u8 *num, unsigned int n, const u8 *h, unsigned int hlen)
{
	unsigned int carry = 0;

	for (unsigned int i = 0; i < n; i++) {
		unsigned int sum = num[n - 1 - i] + carry + (i < hlen ? h[hlen - 1 - i] : 0);

		num[n - 1 - i] = static_cast<u8>(sum);
		carry = sum >> 8;
	}
	return carry;
}

// SP 800-56A rev. 3 5.6.1.1.3 (key pair generation using extra random bits): N = the power of two at or above twice the strength (5.6.1.1.1: 2s <= N <= log2(q));
// take N + 64 random bits c and return (c mod (2^N - 1)) + 1, which is uniform in [1, 2^N - 1].
// Since 2^N = 1 mod 2^N - 1, the high 64 bits are folded into the low N bits twice.
ffdhe_buf ffdhe_gen_privkey(const ffdhe_group *group, unsigned int *key_size, int *err)
{
	const unsigned int n = roundup_pow_of_two(2 * group->max_strength) / 8, extra = 8;
	ffdhe_buf buf(static_cast<u8 *>(kmalloc(n + extra, GFP_KERNEL)));

	*err = -ENOMEM;
	if (!buf)
		return nullptr;
	*err = -EFAULT; // 6.12's answer when the default rng cannot be had
	if (crypto_get_default_rng())
		return nullptr;
	*err = crypto_rng_get_bytes(crypto_default_rng, buf.get(), n + extra);
	crypto_put_default_rng();
	if (*err)
		return nullptr;
	u8 *low = buf.get() + extra;
	// After the first fold the carry is worth 2^N = 1; folding it in cannot carry again, the
	// low part being below 2^64 whenever the first fold carried.
	ffdhe_add_be(low, n, ffdhe_add_num(low, n, buf.get(), extra));
	// The + 1; an overflow means the residue was 2^N - 1, i.e. 0, so the key is 1.
	if (ffdhe_add_be(low, n, 1))
		low[n - 1] = 1;
	memmove(buf.get(), low, n);
	memzero_explicit(buf.get() + n, extra);
	*key_size = n;
	return buf;
}

// The secret is crypto_dh_encode_key()'s with p and g empty (6.12 refuses them: the group
// fixes both); an empty key asks for a generated one.
int ffdhe_set_secret(struct crypto_kpp *tfm, const void *buffer, unsigned int len)
{
	const ffdhe_group *group = ffdhe_group_of(tfm);
	struct dh params = {};
	ffdhe_buf key;
	int err;

	if (buffer) {
		err = __crypto_dh_decode_key(static_cast<const char *>(buffer), len, &params);
		if (err)
			return err;
		if (params.p_size || params.g_size)
			return -EINVAL;
	}
	params.p = group->p;
	params.p_size = group->p_size;
	params.g = ffdhe_g;
	params.g_size = sizeof(ffdhe_g);
	if (!params.key_size) {
		key = ffdhe_gen_privkey(group, &params.key_size, &err);
		if (!key)
			return err;
		params.key = key.get();
	}
	unsigned int size = crypto_dh_key_len(&params);
	ffdhe_buf packed(static_cast<u8 *>(kmalloc(size, GFP_KERNEL)));
	if (!packed)
		return -ENOMEM;
	err = crypto_dh_encode_key(reinterpret_cast<char *>(packed.get()), size, &params);
	return err ? err : crypto_kpp_set_secret(ffdhe_child(tfm), packed.get(), size);
}

void ffdhe_child_done(void *data, int err)
{
	kpp_request_complete(static_cast<struct kpp_request *>(data), err);
}

struct kpp_request *ffdhe_child_req(struct kpp_request *req)
{
	auto *child_req = static_cast<struct kpp_request *>(kpp_request_ctx(req));

	kpp_request_set_tfm(child_req, ffdhe_child(crypto_kpp_reqtfm(req)));
	kpp_request_set_callback(child_req, req->base.flags, ffdhe_child_done, req);
	kpp_request_set_input(child_req, req->src, req->src_len);
	kpp_request_set_output(child_req, req->dst, req->dst_len);
	return child_req;
}

int ffdhe_generate_public_key(struct kpp_request *req)
{
	return crypto_kpp_generate_public_key(ffdhe_child_req(req));
}

int ffdhe_compute_shared_secret(struct kpp_request *req)
{
	return crypto_kpp_compute_shared_secret(ffdhe_child_req(req));
}

unsigned int ffdhe_max_size(struct crypto_kpp *tfm)
{
	return crypto_kpp_maxsize(ffdhe_child(tfm));
}

int ffdhe_init_tfm(struct crypto_kpp *tfm)
{
	auto *ictx = static_cast<ffdhe_inst_ctx *>(kpp_instance_ctx(kpp_alg_instance(tfm)));
	struct crypto_kpp *child = crypto_spawn_kpp(&ictx->spawn);

	if (IS_ERR(child))
		return static_cast<int>(PTR_ERR(child));
	static_cast<ffdhe_tfm_ctx *>(kpp_tfm_ctx(tfm))->child = child;
	kpp_set_reqsize(tfm, sizeof(struct kpp_request) + crypto_kpp_reqsize(child));
	return 0;
}

void ffdhe_exit_tfm(struct crypto_kpp *tfm)
{
	crypto_free_kpp(ffdhe_child(tfm));
}

void ffdhe_free(struct kpp_instance *inst)
{
	crypto_drop_kpp(&static_cast<ffdhe_inst_ctx *>(kpp_instance_ctx(inst))->spawn);
	kfree(inst);
}

const ffdhe_group *ffdhe_group_named(const char *name)
{
	for (const ffdhe_group &g : ffdhe_groups)
		if (!strcmp(g.name, name))
			return &g;
	return nullptr;
}

int ffdhe_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	u32 mask;
	int err = crypto_check_attr_type(tb, CRYPTO_ALG_TYPE_KPP, &mask);

	if (err)
		return err;
	const char *dh_name = crypto_attr_alg_name(tb[1]);
	if (IS_ERR(dh_name))
		return static_cast<int>(PTR_ERR(dh_name));
	auto inst = ukc::alloc_instance<struct kpp_instance, ffdhe_inst_ctx>(ffdhe_free);
	if (!inst)
		return -ENOMEM;
	auto *ictx = static_cast<ffdhe_inst_ctx *>(kpp_instance_ctx(inst.get()));
	err = crypto_grab_kpp(&ictx->spawn, kpp_crypto_instance(inst.get()), dh_name, 0, mask);
	if (err)
		return err;
	struct kpp_alg *dh = crypto_spawn_kpp_alg(&ictx->spawn);
	if (strcmp(dh->base.cra_name, "dh"))
		return -EINVAL;
	ictx->group = ffdhe_group_named(tmpl->name);
	err = crypto_inst_setname(kpp_crypto_instance(inst.get()), tmpl->name, &dh->base);
	if (err)
		return err;
	inst->alg.set_secret = ffdhe_set_secret;
	inst->alg.generate_public_key = ffdhe_generate_public_key;
	inst->alg.compute_shared_secret = ffdhe_compute_shared_secret;
	inst->alg.max_size = ffdhe_max_size;
	inst->alg.init = ffdhe_init_tfm;
	inst->alg.exit = ffdhe_exit_tfm;
	inst->alg.base.cra_priority = dh->base.cra_priority;
	inst->alg.base.cra_module = THIS_MODULE;
	inst->alg.base.cra_ctxsize = sizeof(ffdhe_tfm_ctx);
	err = kpp_register_instance(tmpl, inst.get());
	if (!err)
		inst.release();
	return err;
}

struct crypto_template ffdhe_templates[] = {
	{ .module = THIS_MODULE, .create = ffdhe_create, .name = "ffdhe2048" },
	{ .module = THIS_MODULE, .create = ffdhe_create, .name = "ffdhe3072" },
	{ .module = THIS_MODULE, .create = ffdhe_create, .name = "ffdhe4096" },
	{ .module = THIS_MODULE, .create = ffdhe_create, .name = "ffdhe6144" },
	{ .module = THIS_MODULE, .create = ffdhe_create, .name = "ffdhe8192" },
};

int ffdhe_module_init()
{
	return crypto_register_templates(ffdhe_templates, ARRAY_SIZE(ffdhe_templates));
}

void ffdhe_module_exit()
{
	crypto_unregister_templates(ffdhe_templates, ARRAY_SIZE(ffdhe_templates));
}

} // namespace

subsys_initcall(ffdhe_module_init);
module_exit(ffdhe_module_exit);
