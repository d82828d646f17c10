/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * What the two halves of the x86 ECB, CBC and CTR drivers share: ecb-cbc-x86-tables.cpp holds
 * each cipher family's tiers and driver rows (names, priorities, CPU checks, in registration
 * order), ecb-cbc-x86-glue.cpp the request functions the rows name and the registration. C++
 * only.
 */
#ifndef _UKC_X86_ECB_CBC_X86_TABLES_H
#define _UKC_X86_ECB_CBC_X86_TABLES_H

#include <span>

#include "ecb-cbc-x86.h"
#include "x86-drivers.h"

namespace ukc::x86 {

constexpr unsigned int ecb_cbc_bs = 16; // every cipher here has 16-byte blocks

/* The request functions of every row (ecb-cbc-x86-glue.cpp); each finds its tier from the
 * row's data. */
int ecb_cbc_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int keylen);
template <bool Enc> int ecb_cbc_ecb(struct skcipher_request *req);
int ecb_cbc_cbc_encrypt(struct skcipher_request *req);
int ecb_cbc_cbc_decrypt(struct skcipher_request *req);
int ecb_cbc_ctr_crypt(struct skcipher_request *req);

/* How many drivers the rows hold. */
constexpr size_t ecb_cbc_nrows = 39;

/*
 * The drivers, one static row each, in registration order; a row's data is its tier as
 * ecb_cbc_pick_tiers() left it (ecb-cbc-x86-tables.cpp).
 */
extern const std::span<const x86_skcipher_row, ecb_cbc_nrows> ecb_cbc_rows;

/* Copies each tier from its static table and lets it pick its routines from the CPU's
 * features; registration calls it first. */
void ecb_cbc_pick_tiers();

} // namespace ukc::x86

#endif /* _UKC_X86_ECB_CBC_X86_TABLES_H */
