// SPDX-License-Identifier: GPL-2.0-only
// AES-GCM two blocks per ymm register with VAES, VPCLMULQDQ and AVX2 (no AVX-512).
#include "aes-gcm-x86.h"

const struct aes_gcm_ops aes_gcm_ops_vaes_avx2 = gcm_ops<aes_v256>;
