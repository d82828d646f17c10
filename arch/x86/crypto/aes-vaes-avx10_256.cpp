// SPDX-License-Identifier: GPL-2.0-only
// XTS, CTR and CBC decryption, two blocks per ymm register with VAES and AVX-512VL (32 vector registers,
// three-way XOR in one instruction), built with the AVX-512 flags and a 256-bit vector width.
#include "aes-x86-modes.h"

const struct aes_modes_ops aes_modes_ops_vaes_avx10_256 = aes_modes_ops_of<aes_v256>;
