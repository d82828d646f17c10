// SPDX-License-Identifier: GPL-2.0-only
// XTS (6.12's xts-aes-aesni-avx), CTR and CBC decryption with AES-NI in VEX encoding, one
// block per register; built with -mavx -maes.
#include "aes-x86-modes.h"

const struct aes_modes_ops aes_modes_ops_aesni_avx = aes_modes_ops_of<aes_v128>;
