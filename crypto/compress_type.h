/* SPDX-License-Identifier: GPL-2.0-only */
/* What the acomp type asks of the scomp type: the bridge that serves acomp requests with an
 * scomp algorithm (6.12's crypto/compress.h). */
#ifndef _UKC_CRYPTO_COMPRESS_TYPE_H
#define _UKC_CRYPTO_COMPRESS_TYPE_H

#include <crypto/acompress.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Makes @tfm (an acomp tfm of an scomp algorithm) run through an scomp tfm of its own. */
int crypto_init_scomp_ops_async(struct crypto_tfm *tfm);
/* Gives @req the algorithm's working context; frees @req and answers NULL when that fails. */
struct acomp_req *crypto_acomp_scomp_alloc_ctx(struct acomp_req *req);
void crypto_acomp_scomp_free_ctx(struct acomp_req *req);

/* Clears the type bits of @alg's flags before its type sets them. */
void comp_prepare_alg(struct comp_alg_common *alg);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_COMPRESS_TYPE_H */
