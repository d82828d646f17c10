// SPDX-License-Identifier: GPL-2.0-only
// The /proc/crypto view: one block per algorithm, newest first, in the kernel's format.
#include <crypto/algapi.h>
#include <crypto/ukcrypto.h>
#include <linux/fips.h>
#include <linux/seq_file.h>

#include <cstring>
#include <string>

#include "internal.h"
#include "registry.h"
#include "ukc_kernel.h"

namespace {

void proc_show_type(struct seq_file *m, struct crypto_alg *alg)
{
	if (alg->cra_flags & CRYPTO_ALG_LARVAL) {
		seq_printf(m, "type         : larval\n");
		seq_printf(m, "flags        : 0x%x\n", alg->cra_flags);
		return;
	}
	if (alg->cra_type && alg->cra_type->show) {
		alg->cra_type->show(m, alg);
		return;
	}
	switch (alg->cra_flags & CRYPTO_ALG_TYPE_MASK) {
	case CRYPTO_ALG_TYPE_CIPHER:
		seq_printf(m, "type         : cipher\n");
		seq_printf(m, "blocksize    : %u\n", alg->cra_blocksize);
		seq_printf(m, "min keysize  : %u\n", alg->cra_cipher.cia_min_keysize);
		seq_printf(m, "max keysize  : %u\n", alg->cra_cipher.cia_max_keysize);
		break;
	case CRYPTO_ALG_TYPE_COMPRESS:
		seq_printf(m, "type         : compression\n");
		break;
	default:
		seq_printf(m, "type         : unknown\n");
		break;
	}
}

void proc_show_alg(struct seq_file *m, struct crypto_alg *alg)
{
	seq_printf(m, "name         : %s\n", alg->cra_name);
	seq_printf(m, "driver       : %s\n", alg->cra_driver_name);
	// An instance belongs to its template's module, as crypto_register_instance() makes it.
	const void *owner = alg->cra_module ? static_cast<const void *>(alg->cra_module) : alg;
	if (alg->cra_flags & CRYPTO_ALG_INSTANCE)
		owner = container_of(alg, struct crypto_instance, alg)->tmpl;
	seq_printf(m, "module       : %s\n", ukc_module_name(owner));
	seq_printf(m, "priority     : %d\n", alg->cra_priority);
	seq_printf(m, "refcnt       : %u\n",
		   static_cast<unsigned>(refcount_read(&alg->cra_refcnt)));
	seq_printf(m, "selftest     : %s\n",
		   (alg->cra_flags & CRYPTO_ALG_TESTED) ? "passed" : "unknown");
	seq_printf(m, "internal     : %s\n", (alg->cra_flags & CRYPTO_ALG_INTERNAL) ? "yes" : "no");
	if (fips_enabled)
		seq_printf(m, "fips         : %s\n",
			   (alg->cra_flags & CRYPTO_ALG_FIPS_INTERNAL) ? "no" : "yes");
	proc_show_type(m, alg);
	seq_puts(m, "\n");
}

} // namespace

extern "C" void crypto_proc_show(struct seq_file *m)
{
	ukc::ensure_init();
	std::lock_guard<std::mutex> g(ukc::crypto_alg_mutex);

	// The kernel adds at the head of its list: newest first.
	for (struct list_head *p = ukc::crypto_alg_list.prev; p != &ukc::crypto_alg_list;
	     p = p->prev)
		proc_show_alg(m, ukc::alg_of(p));
}

extern "C" size_t ukc_proc_crypto(char *buf, size_t size)
{
	std::string text = ukc::seq_render(crypto_proc_show);

	if (buf && size) {
		size_t n = text.size() < size - 1 ? text.size() : size - 1;
		memcpy(buf, text.data(), n);
		buf[n] = '\0';
	}
	return text.size();
}
