/* SPDX-License-Identifier: GPL-2.0-only */
/* The shape of 6.12's generic compressors: one set of operations registered twice, as a legacy
 * compression algorithm "<name>-generic" and as an scomp algorithm "<name>-scomp". */
#ifndef _UKC_CRYPTO_COMPRESS_PRIV_H
#define _UKC_CRYPTO_COMPRESS_PRIV_H

#include <crypto/internal/scompress.h>
#include <linux/crypto.h>

#include <type_traits>

namespace ukc {

/**
 * struct comp_ops - what a generic compressor provides
 * @alloc_ctx: a fresh working context (a pointer, or an ERR_PTR)
 * @free_ctx: free one
 * @compress: compress @slen bytes of @src into @dst, whose room is *@dlen and which gets the
 *	      output's length; 0 or -errno, never a write past *@dlen
 * @decompress: the same, the other way
 */
struct comp_ops {
	void *(*alloc_ctx)();
	void (*free_ctx)(void *ctx);
	int (*compress)(const u8 *src, unsigned int slen, u8 *dst, unsigned int *dlen, void *ctx);
	int (*decompress)(const u8 *src, unsigned int slen, u8 *dst, unsigned int *dlen, void *ctx);
};

/**
 * struct comp_pair - the two registrations of one compressor
 * @legacy: "<name>-generic", CRYPTO_ALG_TYPE_COMPRESS (crypto_alloc_comp())
 * @scomp: "<name>-scomp" (crypto_alloc_acomp())
 * @ops: the operations both reach
 */
struct comp_pair {
	struct crypto_alg legacy;
	struct scomp_alg scomp;
	const comp_ops *ops;
};
static_assert(std::is_standard_layout_v<comp_pair>);

/**
 * comp_pair_register() - fill in and register both algorithms, both or neither
 * @pair: zero-initialised storage that outlives the registration
 * @name: the cra_name ("deflate")
 * @ops: the operations
 *
 * Both have priority 0, as 6.12's.
 *
 * Return: 0 or the -errno of the registration that failed.
 */
int comp_pair_register(comp_pair *pair, const char *name, const comp_ops *ops);
void comp_pair_unregister(comp_pair *pair);

} // namespace ukc

#endif /* _UKC_CRYPTO_COMPRESS_PRIV_H */
