// SPDX-License-Identifier: GPL-2.0-only
// The kpp algorithm type (key agreement): registration, instances and tfms, as 6.12's.
#include <crypto/internal/kpp.h>
#include <linux/err.h>
#include <linux/seq_file.h>

#include "internal.h"
#include "registry.h"
#include "ukc_kernel.h"

namespace {

int kpp_init_tfm(struct crypto_tfm *tfm)
{
	return ukc::alg_init_tfm<__crypto_kpp_tfm, crypto_kpp_alg>(__crypto_kpp_tfm(tfm));
}

void kpp_free_instance(struct crypto_instance *inst)
{
	struct kpp_instance *kpp = kpp_instance(inst);

	kpp->free(kpp);
}

void kpp_show(struct seq_file *m, struct crypto_alg *alg)
{
	seq_puts(m, "type         : kpp\n");
}

const struct crypto_type crypto_kpp_type = {
	.extsize = crypto_alg_extsize,
	.init_tfm = kpp_init_tfm,
	.show = kpp_show,
	.free = kpp_free_instance,
	.type = CRYPTO_ALG_TYPE_KPP,
	.maskclear = ~(unsigned int)CRYPTO_ALG_TYPE_MASK,
	.maskset = CRYPTO_ALG_TYPE_MASK,
	.tfmsize = offsetof(struct crypto_kpp, base),
};

void kpp_prepare_alg(struct kpp_alg *alg)
{
	alg->base.cra_type = &crypto_kpp_type;
	alg->base.cra_flags &= ~CRYPTO_ALG_TYPE_MASK;
	alg->base.cra_flags |= CRYPTO_ALG_TYPE_KPP;
}

} // namespace

extern "C" {

struct crypto_kpp *crypto_alloc_kpp(const char *alg_name, u32 type, u32 mask)
{
	return static_cast<struct crypto_kpp *>(
		crypto_alloc_tfm(alg_name, &crypto_kpp_type, type, mask));
}

int crypto_grab_kpp(struct crypto_kpp_spawn *spawn, struct crypto_instance *inst, const char *name,
		    u32 type, u32 mask)
{
	spawn->base.frontend = &crypto_kpp_type;
	return crypto_grab_spawn(&spawn->base, inst, name, type, mask);
}

int crypto_has_kpp(const char *alg_name, u32 type, u32 mask)
{
	return crypto_type_has_alg(alg_name, &crypto_kpp_type, type, mask);
}

int crypto_register_kpp(struct kpp_alg *alg)
{
	kpp_prepare_alg(alg);
	return crypto_register_alg(&alg->base);
}

void crypto_unregister_kpp(struct kpp_alg *alg)
{
	crypto_unregister_alg(&alg->base);
}

int kpp_register_instance(struct crypto_template *tmpl, struct kpp_instance *inst)
{
	if (WARN_ON(!inst->free))
		return -EINVAL;
	kpp_prepare_alg(&inst->alg);
	return crypto_register_instance(tmpl, kpp_crypto_instance(inst));
}

} // extern "C"
