// SPDX-License-Identifier: GPL-2.0-only
// The S-boxes of fcrypt (crypto/fcrypt_sboxes.cpp), for crypto/fcrypt.cpp.
#ifndef UKC_CRYPTO_FCRYPT_SBOXES_H
#define UKC_CRYPTO_FCRYPT_SBOXES_H

#include <linux/types.h>

namespace ukc {

extern const u8 fcrypt_sbox0[256], fcrypt_sbox1[256], fcrypt_sbox2[256], fcrypt_sbox3[256];

} // namespace ukc

#endif
