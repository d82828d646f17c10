/* SPDX-License-Identifier: GPL-2.0-only */
/* How an arch "crct10dif" driver takes over the library's crc_t10dif_update(). */
#ifndef _UKC_LIB_CRC_T10DIF_ARCH_H
#define _UKC_LIB_CRC_T10DIF_ARCH_H

#include <linux/types.h>

#pragma GCC visibility push(hidden)

namespace ukc {

using crc_t10dif_fn = u16 (*)(u16 crc, const u8 *p, size_t len);

/**
 * crc_t10dif_set_arch() - route crc_t10dif_update() through an arch driver's update
 * @fn: the update (it picks SIMD or portable code itself), or nullptr for the portable code
 *
 * 6.12's library runs the "crct10dif" shash that a lookup returns, rehashing whenever one is
 * loaded; the arch driver calls this once a lookup returns it, and with nullptr before it
 * unregisters.
 */
void crc_t10dif_set_arch(crc_t10dif_fn fn);

} // namespace ukc

#pragma GCC visibility pop

#endif /* _UKC_LIB_CRC_T10DIF_ARCH_H */
