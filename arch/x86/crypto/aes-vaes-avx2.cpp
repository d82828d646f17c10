// SPDX-License-Identifier: GPL-2.0-only
// XTS, CTR and CBC decryption, two blocks per ymm register with VAES and AVX2, built with -mavx2 -mvaes
// -mvpclmulqdq.
#include "aes-x86-modes.h"

const struct aes_modes_ops aes_modes_ops_vaes_avx2 = aes_modes_ops_of<aes_v256>;
