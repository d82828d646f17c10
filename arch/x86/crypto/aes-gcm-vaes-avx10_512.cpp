// SPDX-License-Identifier: GPL-2.0-only
// AES-GCM four blocks per zmm register with VAES, VPCLMULQDQ and AVX-512.
#include "aes-gcm-x86.h"

const struct aes_gcm_ops aes_gcm_ops_vaes_avx10_512 = gcm_ops<aes_v512>;
