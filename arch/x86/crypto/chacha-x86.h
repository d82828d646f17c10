/* SPDX-License-Identifier: GPL-2.0-only */
/* The x86 ChaCha tiers' routines (chacha-ssse3.cpp, chacha-avx2.cpp, chacha-avx512vl.cpp), for
 * chacha-x86-glue.cpp. */
#ifndef _UKC_ARCH_X86_CHACHA_X86_H
#define _UKC_ARCH_X86_CHACHA_X86_H

#include <linux/types.h>

/*
 * chacha_crypt_<tier>() XORs @bytes of keystream from @state into @src (@dst may be @src), and
 * advances state[12], the 32-bit block counter, by the blocks begun (wrapping at 2^32, as
 * chacha_crypt_generic()); only a stream's last call may pass a length not a multiple of 64.
 * hchacha_block_ssse3() is hchacha_block_generic(). Callers hold kernel_fpu_begin().
 */
#pragma GCC visibility push(hidden)

namespace ukc::x86 {

void chacha_crypt_ssse3(u32 *state, u8 *dst, const u8 *src, unsigned int bytes, int nrounds);
void hchacha_block_ssse3(const u32 *state, u32 *out, int nrounds);
void chacha_crypt_avx2(u32 *state, u8 *dst, const u8 *src, unsigned int bytes, int nrounds);
void chacha_crypt_avx512vl(u32 *state, u8 *dst, const u8 *src, unsigned int bytes, int nrounds);

} // namespace ukc::x86

#pragma GCC visibility pop

#endif /* _UKC_ARCH_X86_CHACHA_X86_H */
