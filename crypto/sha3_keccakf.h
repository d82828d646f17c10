/* SPDX-License-Identifier: GPL-2.0-only */
/* The two builds of sha3-*-generic's block function (sha3_keccakf.cpp) and which one it uses. */
#ifndef _UKC_CRYPTO_SHA3_KECCAKF_H
#define _UKC_CRYPTO_SHA3_KECCAKF_H

#include <crypto/sha3.h>

namespace ukc {

// Lane complementing in the x86-64 (or any) baseline instruction set.
sha3_block_fn sha3_blocks_portable;

// The same source built with BMI1 (x86-64 builds only): ANDN for chi, no lane complementing.
sha3_block_fn sha3_blocks_bmi1;

} // namespace ukc

#endif /* _UKC_CRYPTO_SHA3_KECCAKF_H */
