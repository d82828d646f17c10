// SPDX-License-Identifier: GPL-2.0-only
// AES-GCM one block per xmm register with AES-NI and PCLMULQDQ (SSE encoding).
#include "aes-gcm-x86.h"

const struct aes_gcm_ops aes_gcm_ops_aesni = gcm_ops<aes_v128>;
