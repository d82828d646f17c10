// SPDX-License-Identifier: GPL-2.0-only
// AES-GCM one block per xmm register with AES-NI and PCLMULQDQ, VEX encoded (AVX).
#include "aes-gcm-x86.h"

const struct aes_gcm_ops aes_gcm_ops_aesni_avx = gcm_ops<aes_v128>;
