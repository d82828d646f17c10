// SPDX-License-Identifier: GPL-2.0-only
// XTS, CTR and CBC decryption, four blocks per zmm register with VAES and AVX-512, built with the
// AVX-512 flags.
#include "aes-x86-modes.h"

const struct aes_modes_ops aes_modes_ops_vaes_avx10_512 = aes_modes_ops_of<aes_v512>;
