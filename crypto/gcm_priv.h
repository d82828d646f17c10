/* SPDX-License-Identifier: GPL-2.0-only */
/* What the GCM templates' two files share: instance allocation and the RFC 4106/4543 makers. */
#ifndef _UKC_CRYPTO_GCM_PRIV_H
#define _UKC_CRYPTO_GCM_PRIV_H

#include <cstddef>
#include <memory>

#include <crypto/internal/aead.h>

struct rtattr;
struct scatterlist;

namespace ukc::gcm {

struct instance_deleter {
	void operator()(struct aead_instance *inst) const;
};

/* An instance under construction: its free() runs unless registration takes it over. */
using instance_ptr = std::unique_ptr<struct aead_instance, instance_deleter>;

/* A zeroed instance with @ctxsize bytes of context and @free_fn set; null when out of memory. */
instance_ptr alloc_instance(size_t ctxsize, void (*free_fn)(struct aead_instance *));

/* aead_register_instance(); on success the registry owns the instance. */
int register_instance(struct crypto_template *tmpl, instance_ptr &inst);

/* Overwrites @len bytes of @sg's data from offset @start with zeros. */
void wipe_sg(struct scatterlist *sg, unsigned int start, unsigned int len);

/* The rfc4106 and rfc4543 templates' create(). */
int rfc4106_create(struct crypto_template *tmpl, struct rtattr **tb);
int rfc4543_create(struct crypto_template *tmpl, struct rtattr **tb);

} // namespace ukc::gcm

#endif /* _UKC_CRYPTO_GCM_PRIV_H */
