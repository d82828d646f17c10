// SPDX-License-Identifier: GPL-2.0-only
// The library's data that kernel assembly reads PC-relatively, as copies inside each module.
//
// The kernel's arm64 assembly takes the address of the AES S-boxes and T-tables and of the
// SM4 S-box with adrp/add (adr_l), which reaches only within the module that holds the code:
// in the kernel the module loader resolves it against the kernel image, but a shared object
// cannot reach another one so. So ukcrypto-kbuild links this archive into every module; a
// module whose code names the tables gets its own hidden copy of them (one that names none
// gets nothing).
#include <linux/types.h>

#include "aes_sbox.h"
#include "sm4_sbox.h"

namespace {

// Fixed assembler names for the aliases below (an array cannot be initialized from a constexpr
// function's result), as lib/crypto/aes.cpp does for the library's own tables.
alignas(64) [[gnu::used]] constexpr ukc::aes_byte_table kbuild_sbox
	asm("ukc_kbuild_sbox") = ukc::aes_build_sbox();
alignas(64) [[gnu::used]] constexpr ukc::aes_byte_table kbuild_inv_sbox
	asm("ukc_kbuild_inv_sbox") = ukc::aes_build_inv_sbox(kbuild_sbox);
alignas(64) [[gnu::used]] constexpr ukc::aes_word_tables kbuild_ft
	asm("ukc_kbuild_ft") = ukc::aes_build_ft(kbuild_sbox);
alignas(64) [[gnu::used]] constexpr ukc::aes_word_tables kbuild_it
	asm("ukc_kbuild_it") = ukc::aes_build_it(kbuild_inv_sbox);
alignas(64) [[gnu::used]] constexpr ukc::sm4_byte_table kbuild_sm4_sbox
	asm("ukc_kbuild_sm4_sbox") = ukc::sm4_sbox_table;

} // namespace

extern "C" {
__attribute__((visibility("hidden"))) extern const u8 crypto_aes_sbox[256]
	__attribute__((alias("ukc_kbuild_sbox")));
__attribute__((visibility("hidden"))) extern const u8 crypto_aes_inv_sbox[256]
	__attribute__((alias("ukc_kbuild_inv_sbox")));
__attribute__((visibility("hidden"))) extern const u32 crypto_ft_tab[4][256]
	__attribute__((alias("ukc_kbuild_ft")));
__attribute__((visibility("hidden"))) extern const u32 crypto_it_tab[4][256]
	__attribute__((alias("ukc_kbuild_it")));
__attribute__((visibility("hidden"))) extern const u8 crypto_sm4_sbox[256]
	__attribute__((alias("ukc_kbuild_sm4_sbox")));
}
