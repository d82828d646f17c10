/* SPDX-License-Identifier: GPL-2.0-only */
/* arm64 ELF hwcaps: the AT_HWCAP/AT_HWCAP2 bits, and the kernel's numbering of them. */
#ifndef _UKC_ASM_HWCAP_H
#define _UKC_ASM_HWCAP_H

/*
 * The AT_HWCAP bits of the arm64 ELF ABI (the kernel's uapi <asm/hwcap.h>), spelt as glibc's
 * <bits/hwcap.h> spells them so that a file may include both.
 */
#define HWCAP_FP (1 << 0)
#define HWCAP_ASIMD (1 << 1)
#define HWCAP_EVTSTRM (1 << 2)
#define HWCAP_AES (1 << 3)
#define HWCAP_PMULL (1 << 4)
#define HWCAP_SHA1 (1 << 5)
#define HWCAP_SHA2 (1 << 6)
#define HWCAP_CRC32 (1 << 7)
#define HWCAP_ATOMICS (1 << 8)
#define HWCAP_FPHP (1 << 9)
#define HWCAP_ASIMDHP (1 << 10)
#define HWCAP_CPUID (1 << 11)
#define HWCAP_ASIMDRDM (1 << 12)
#define HWCAP_JSCVT (1 << 13)
#define HWCAP_FCMA (1 << 14)
#define HWCAP_LRCPC (1 << 15)
#define HWCAP_DCPOP (1 << 16)
#define HWCAP_SHA3 (1 << 17)
#define HWCAP_SM3 (1 << 18)
#define HWCAP_SM4 (1 << 19)
#define HWCAP_ASIMDDP (1 << 20)
#define HWCAP_SHA512 (1 << 21)
#define HWCAP_SVE (1 << 22)
#define HWCAP_ASIMDFHM (1 << 23)
#define HWCAP_DIT (1 << 24)
#define HWCAP_USCAT (1 << 25)
#define HWCAP_ILRCPC (1 << 26)
#define HWCAP_FLAGM (1 << 27)
#define HWCAP_SSBS (1 << 28)
#define HWCAP_SB (1 << 29)
#define HWCAP_PACA (1 << 30)
#define HWCAP_PACG (1UL << 31)

/* The AT_HWCAP2 bits this library knows by name. */
#define HWCAP2_DCPODP (1 << 0)
#define HWCAP2_SVE2 (1 << 1)
#define HWCAP2_SVEAES (1 << 2)
#define HWCAP2_SVEPMULL (1 << 3)
#define HWCAP2_SVEBITPERM (1 << 4)
#define HWCAP2_SVESHA3 (1 << 5)
#define HWCAP2_SVESM4 (1 << 6)
#define HWCAP2_BTI (1 << 17)

/*
 * The kernel's feature numbers, as cpu_have_feature() takes them: an AT_HWCAP bit's number,
 * or 64 plus an AT_HWCAP2 bit's number.
 */
#define UKC_KHWCAP(bit) (bit)
#define UKC_KHWCAP2(bit) (64 + (bit))

#define KERNEL_HWCAP_FP UKC_KHWCAP(0)
#define KERNEL_HWCAP_ASIMD UKC_KHWCAP(1)
#define KERNEL_HWCAP_EVTSTRM UKC_KHWCAP(2)
#define KERNEL_HWCAP_AES UKC_KHWCAP(3)
#define KERNEL_HWCAP_PMULL UKC_KHWCAP(4)
#define KERNEL_HWCAP_SHA1 UKC_KHWCAP(5)
#define KERNEL_HWCAP_SHA2 UKC_KHWCAP(6)
#define KERNEL_HWCAP_CRC32 UKC_KHWCAP(7)
#define KERNEL_HWCAP_ATOMICS UKC_KHWCAP(8)
#define KERNEL_HWCAP_FPHP UKC_KHWCAP(9)
#define KERNEL_HWCAP_ASIMDHP UKC_KHWCAP(10)
#define KERNEL_HWCAP_CPUID UKC_KHWCAP(11)
#define KERNEL_HWCAP_ASIMDRDM UKC_KHWCAP(12)
#define KERNEL_HWCAP_JSCVT UKC_KHWCAP(13)
#define KERNEL_HWCAP_FCMA UKC_KHWCAP(14)
#define KERNEL_HWCAP_LRCPC UKC_KHWCAP(15)
#define KERNEL_HWCAP_DCPOP UKC_KHWCAP(16)
#define KERNEL_HWCAP_SHA3 UKC_KHWCAP(17)
#define KERNEL_HWCAP_SM3 UKC_KHWCAP(18)
#define KERNEL_HWCAP_SM4 UKC_KHWCAP(19)
#define KERNEL_HWCAP_ASIMDDP UKC_KHWCAP(20)
#define KERNEL_HWCAP_SHA512 UKC_KHWCAP(21)
#define KERNEL_HWCAP_SVE UKC_KHWCAP(22)
#define KERNEL_HWCAP_ASIMDFHM UKC_KHWCAP(23)
#define KERNEL_HWCAP_DIT UKC_KHWCAP(24)
#define KERNEL_HWCAP_USCAT UKC_KHWCAP(25)
#define KERNEL_HWCAP_ILRCPC UKC_KHWCAP(26)
#define KERNEL_HWCAP_FLAGM UKC_KHWCAP(27)
#define KERNEL_HWCAP_SSBS UKC_KHWCAP(28)
#define KERNEL_HWCAP_SB UKC_KHWCAP(29)
#define KERNEL_HWCAP_PACA UKC_KHWCAP(30)
#define KERNEL_HWCAP_PACG UKC_KHWCAP(31)
#define KERNEL_HWCAP_DCPODP UKC_KHWCAP2(0)
#define KERNEL_HWCAP_SVE2 UKC_KHWCAP2(1)
#define KERNEL_HWCAP_SVEAES UKC_KHWCAP2(2)
#define KERNEL_HWCAP_SVEPMULL UKC_KHWCAP2(3)
#define KERNEL_HWCAP_SVEBITPERM UKC_KHWCAP2(4)
#define KERNEL_HWCAP_SVESHA3 UKC_KHWCAP2(5)
#define KERNEL_HWCAP_SVESM4 UKC_KHWCAP2(6)
#define KERNEL_HWCAP_BTI UKC_KHWCAP2(17)

/* The feature numbers cover AT_HWCAP and AT_HWCAP2, 64 bits each. */
#define UKC_ARM64_NFEATURES 128

#define cpu_feature(x) KERNEL_HWCAP_##x

#endif /* _UKC_ASM_HWCAP_H */
