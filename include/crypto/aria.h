/* SPDX-License-Identifier: GPL-2.0-only */
/* ARIA (RFC 5794): sizes, the expanded key, the calls 6.12's ARIA drivers fall back on, and the
 * word-sliced round functions and tables 6.12's aria_generic.c is written with. */
#ifndef _CRYPTO_ARIA_H
#define _CRYPTO_ARIA_H

#include <asm/byteorder.h>
#include <crypto/algapi.h>
#include <linux/crypto.h>
#include <linux/errno.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/types.h>

#define ARIA_MIN_KEY_SIZE 16
#define ARIA_MAX_KEY_SIZE 32
#define ARIA_BLOCK_SIZE 16
#define ARIA_MAX_RD_KEYS 17
#define ARIA_RD_KEY_WORDS (ARIA_BLOCK_SIZE / sizeof(u32))

#ifdef __cplusplus
extern "C" {
#endif

/**
 * struct aria_ctx - expanded ARIA key
 * @enc_key: the round keys ek1..ek(rounds+1) (RFC 5794 section 2.3.3), as big-endian words
 * @dec_key: the decryption round keys dk1..dk(rounds+1) (section 2.4)
 * @rounds: 12, 14 or 16 for 128-, 192- and 256-bit keys
 * @key_length: the key length in bytes
 */
struct aria_ctx {
	u32 enc_key[ARIA_MAX_RD_KEYS][ARIA_RD_KEY_WORDS];
	u32 dec_key[ARIA_MAX_RD_KEYS][ARIA_RD_KEY_WORDS];
	int rounds;
	int key_length;
};

/*
 * The word-sliced form. A 128-bit block is four big-endian words t0..t3; byte j of a word is
 * counted from its most significant byte. RFC 5794 section 2.4.3's diffusion layer A is taken
 * apart as M (each byte of a word replaced by the xor of the word's other three bytes), a
 * diffusion across the four words, a permutation of the bytes inside three of them, and the
 * word diffusion again; M is folded into the S-box tables below.
 *
 * Each table holds, for an input byte v, the output of one of section 2.4.2's S-boxes copied
 * into three bytes of a word and zero in the fourth: s1 SB1 (the AES S-box of FIPS-197 5.1.1)
 * with byte 0 zero, s2 SB2 with byte 1 zero, x1 SB3 (SB1's inverse) with byte 2 zero, x2 SB4
 * (SB2's inverse) with byte 3 zero. So s1[b0] ^ s2[b1] ^ x1[b2] ^ x2[b3] is M of the odd
 * rounds' substitution layer SL1 on the word (b0, b1, b2, b3), and the byte of a table that
 * holds the S-box output alone gives the bare S-box: (u8)s1[v] is SB1(v), (u8)(x2[v] >> 8)
 * SB4(v). The byte values are section 2.4.2's.
 */
#define ARIA_S1(v) ((u32)(v)*0x00010101U)
#define ARIA_S2(v) ((u32)(v)*0x01000101U)
#define ARIA_X1(v) ((u32)(v)*0x01010001U)
#define ARIA_X2(v) ((u32)(v)*0x01010100U)

static const u32 s1[256] = {
	ARIA_S1(0x63), ARIA_S1(0x7c), ARIA_S1(0x77), ARIA_S1(0x7b), ARIA_S1(0xf2), ARIA_S1(0x6b),
	ARIA_S1(0x6f), ARIA_S1(0xc5), ARIA_S1(0x30), ARIA_S1(0x01), ARIA_S1(0x67), ARIA_S1(0x2b),
	ARIA_S1(0xfe), ARIA_S1(0xd7), ARIA_S1(0xab), ARIA_S1(0x76), ARIA_S1(0xca), ARIA_S1(0x82),
	ARIA_S1(0xc9), ARIA_S1(0x7d), ARIA_S1(0xfa), ARIA_S1(0x59), ARIA_S1(0x47), ARIA_S1(0xf0),
	ARIA_S1(0xad), ARIA_S1(0xd4), ARIA_S1(0xa2), ARIA_S1(0xaf), ARIA_S1(0x9c), ARIA_S1(0xa4),
	ARIA_S1(0x72), ARIA_S1(0xc0), ARIA_S1(0xb7), ARIA_S1(0xfd), ARIA_S1(0x93), ARIA_S1(0x26),
	ARIA_S1(0x36), ARIA_S1(0x3f), ARIA_S1(0xf7), ARIA_S1(0xcc), ARIA_S1(0x34), ARIA_S1(0xa5),
	ARIA_S1(0xe5), ARIA_S1(0xf1), ARIA_S1(0x71), ARIA_S1(0xd8), ARIA_S1(0x31), ARIA_S1(0x15),
	ARIA_S1(0x04), ARIA_S1(0xc7), ARIA_S1(0x23), ARIA_S1(0xc3), ARIA_S1(0x18), ARIA_S1(0x96),
	ARIA_S1(0x05), ARIA_S1(0x9a), ARIA_S1(0x07), ARIA_S1(0x12), ARIA_S1(0x80), ARIA_S1(0xe2),
	ARIA_S1(0xeb), ARIA_S1(0x27), ARIA_S1(0xb2), ARIA_S1(0x75), ARIA_S1(0x09), ARIA_S1(0x83),
	ARIA_S1(0x2c), ARIA_S1(0x1a), ARIA_S1(0x1b), ARIA_S1(0x6e), ARIA_S1(0x5a), ARIA_S1(0xa0),
	ARIA_S1(0x52), ARIA_S1(0x3b), ARIA_S1(0xd6), ARIA_S1(0xb3), ARIA_S1(0x29), ARIA_S1(0xe3),
	ARIA_S1(0x2f), ARIA_S1(0x84), ARIA_S1(0x53), ARIA_S1(0xd1), ARIA_S1(0x00), ARIA_S1(0xed),
	ARIA_S1(0x20), ARIA_S1(0xfc), ARIA_S1(0xb1), ARIA_S1(0x5b), ARIA_S1(0x6a), ARIA_S1(0xcb),
	ARIA_S1(0xbe), ARIA_S1(0x39), ARIA_S1(0x4a), ARIA_S1(0x4c), ARIA_S1(0x58), ARIA_S1(0xcf),
	ARIA_S1(0xd0), ARIA_S1(0xef), ARIA_S1(0xaa), ARIA_S1(0xfb), ARIA_S1(0x43), ARIA_S1(0x4d),
	ARIA_S1(0x33), ARIA_S1(0x85), ARIA_S1(0x45), ARIA_S1(0xf9), ARIA_S1(0x02), ARIA_S1(0x7f),
	ARIA_S1(0x50), ARIA_S1(0x3c), ARIA_S1(0x9f), ARIA_S1(0xa8), ARIA_S1(0x51), ARIA_S1(0xa3),
	ARIA_S1(0x40), ARIA_S1(0x8f), ARIA_S1(0x92), ARIA_S1(0x9d), ARIA_S1(0x38), ARIA_S1(0xf5),
	ARIA_S1(0xbc), ARIA_S1(0xb6), ARIA_S1(0xda), ARIA_S1(0x21), ARIA_S1(0x10), ARIA_S1(0xff),
	ARIA_S1(0xf3), ARIA_S1(0xd2), ARIA_S1(0xcd), ARIA_S1(0x0c), ARIA_S1(0x13), ARIA_S1(0xec),
	ARIA_S1(0x5f), ARIA_S1(0x97), ARIA_S1(0x44), ARIA_S1(0x17), ARIA_S1(0xc4), ARIA_S1(0xa7),
	ARIA_S1(0x7e), ARIA_S1(0x3d), ARIA_S1(0x64), ARIA_S1(0x5d), ARIA_S1(0x19), ARIA_S1(0x73),
	ARIA_S1(0x60), ARIA_S1(0x81), ARIA_S1(0x4f), ARIA_S1(0xdc), ARIA_S1(0x22), ARIA_S1(0x2a),
	ARIA_S1(0x90), ARIA_S1(0x88), ARIA_S1(0x46), ARIA_S1(0xee), ARIA_S1(0xb8), ARIA_S1(0x14),
	ARIA_S1(0xde), ARIA_S1(0x5e), ARIA_S1(0x0b), ARIA_S1(0xdb), ARIA_S1(0xe0), ARIA_S1(0x32),
	ARIA_S1(0x3a), ARIA_S1(0x0a), ARIA_S1(0x49), ARIA_S1(0x06), ARIA_S1(0x24), ARIA_S1(0x5c),
	ARIA_S1(0xc2), ARIA_S1(0xd3), ARIA_S1(0xac), ARIA_S1(0x62), ARIA_S1(0x91), ARIA_S1(0x95),
	ARIA_S1(0xe4), ARIA_S1(0x79), ARIA_S1(0xe7), ARIA_S1(0xc8), ARIA_S1(0x37), ARIA_S1(0x6d),
	ARIA_S1(0x8d), ARIA_S1(0xd5), ARIA_S1(0x4e), ARIA_S1(0xa9), ARIA_S1(0x6c), ARIA_S1(0x56),
	ARIA_S1(0xf4), ARIA_S1(0xea), ARIA_S1(0x65), ARIA_S1(0x7a), ARIA_S1(0xae), ARIA_S1(0x08),
	ARIA_S1(0xba), ARIA_S1(0x78), ARIA_S1(0x25), ARIA_S1(0x2e), ARIA_S1(0x1c), ARIA_S1(0xa6),
	ARIA_S1(0xb4), ARIA_S1(0xc6), ARIA_S1(0xe8), ARIA_S1(0xdd), ARIA_S1(0x74), ARIA_S1(0x1f),
	ARIA_S1(0x4b), ARIA_S1(0xbd), ARIA_S1(0x8b), ARIA_S1(0x8a), ARIA_S1(0x70), ARIA_S1(0x3e),
	ARIA_S1(0xb5), ARIA_S1(0x66), ARIA_S1(0x48), ARIA_S1(0x03), ARIA_S1(0xf6), ARIA_S1(0x0e),
	ARIA_S1(0x61), ARIA_S1(0x35), ARIA_S1(0x57), ARIA_S1(0xb9), ARIA_S1(0x86), ARIA_S1(0xc1),
	ARIA_S1(0x1d), ARIA_S1(0x9e), ARIA_S1(0xe1), ARIA_S1(0xf8), ARIA_S1(0x98), ARIA_S1(0x11),
	ARIA_S1(0x69), ARIA_S1(0xd9), ARIA_S1(0x8e), ARIA_S1(0x94), ARIA_S1(0x9b), ARIA_S1(0x1e),
	ARIA_S1(0x87), ARIA_S1(0xe9), ARIA_S1(0xce), ARIA_S1(0x55), ARIA_S1(0x28), ARIA_S1(0xdf),
	ARIA_S1(0x8c), ARIA_S1(0xa1), ARIA_S1(0x89), ARIA_S1(0x0d), ARIA_S1(0xbf), ARIA_S1(0xe6),
	ARIA_S1(0x42), ARIA_S1(0x68), ARIA_S1(0x41), ARIA_S1(0x99), ARIA_S1(0x2d), ARIA_S1(0x0f),
	ARIA_S1(0xb0), ARIA_S1(0x54), ARIA_S1(0xbb), ARIA_S1(0x16),
};

static const u32 s2[256] = {
	ARIA_S2(0xe2), ARIA_S2(0x4e), ARIA_S2(0x54), ARIA_S2(0xfc), ARIA_S2(0x94), ARIA_S2(0xc2),
	ARIA_S2(0x4a), ARIA_S2(0xcc), ARIA_S2(0x62), ARIA_S2(0x0d), ARIA_S2(0x6a), ARIA_S2(0x46),
	ARIA_S2(0x3c), ARIA_S2(0x4d), ARIA_S2(0x8b), ARIA_S2(0xd1), ARIA_S2(0x5e), ARIA_S2(0xfa),
	ARIA_S2(0x64), ARIA_S2(0xcb), ARIA_S2(0xb4), ARIA_S2(0x97), ARIA_S2(0xbe), ARIA_S2(0x2b),
	ARIA_S2(0xbc), ARIA_S2(0x77), ARIA_S2(0x2e), ARIA_S2(0x03), ARIA_S2(0xd3), ARIA_S2(0x19),
	ARIA_S2(0x59), ARIA_S2(0xc1), ARIA_S2(0x1d), ARIA_S2(0x06), ARIA_S2(0x41), ARIA_S2(0x6b),
	ARIA_S2(0x55), ARIA_S2(0xf0), ARIA_S2(0x99), ARIA_S2(0x69), ARIA_S2(0xea), ARIA_S2(0x9c),
	ARIA_S2(0x18), ARIA_S2(0xae), ARIA_S2(0x63), ARIA_S2(0xdf), ARIA_S2(0xe7), ARIA_S2(0xbb),
	ARIA_S2(0x00), ARIA_S2(0x73), ARIA_S2(0x66), ARIA_S2(0xfb), ARIA_S2(0x96), ARIA_S2(0x4c),
	ARIA_S2(0x85), ARIA_S2(0xe4), ARIA_S2(0x3a), ARIA_S2(0x09), ARIA_S2(0x45), ARIA_S2(0xaa),
	ARIA_S2(0x0f), ARIA_S2(0xee), ARIA_S2(0x10), ARIA_S2(0xeb), ARIA_S2(0x2d), ARIA_S2(0x7f),
	ARIA_S2(0xf4), ARIA_S2(0x29), ARIA_S2(0xac), ARIA_S2(0xcf), ARIA_S2(0xad), ARIA_S2(0x91),
	ARIA_S2(0x8d), ARIA_S2(0x78), ARIA_S2(0xc8), ARIA_S2(0x95), ARIA_S2(0xf9), ARIA_S2(0x2f),
	ARIA_S2(0xce), ARIA_S2(0xcd), ARIA_S2(0x08), ARIA_S2(0x7a), ARIA_S2(0x88), ARIA_S2(0x38),
	ARIA_S2(0x5c), ARIA_S2(0x83), ARIA_S2(0x2a), ARIA_S2(0x28), ARIA_S2(0x47), ARIA_S2(0xdb),
	ARIA_S2(0xb8), ARIA_S2(0xc7), ARIA_S2(0x93), ARIA_S2(0xa4), ARIA_S2(0x12), ARIA_S2(0x53),
	ARIA_S2(0xff), ARIA_S2(0x87), ARIA_S2(0x0e), ARIA_S2(0x31), ARIA_S2(0x36), ARIA_S2(0x21),
	ARIA_S2(0x58), ARIA_S2(0x48), ARIA_S2(0x01), ARIA_S2(0x8e), ARIA_S2(0x37), ARIA_S2(0x74),
	ARIA_S2(0x32), ARIA_S2(0xca), ARIA_S2(0xe9), ARIA_S2(0xb1), ARIA_S2(0xb7), ARIA_S2(0xab),
	ARIA_S2(0x0c), ARIA_S2(0xd7), ARIA_S2(0xc4), ARIA_S2(0x56), ARIA_S2(0x42), ARIA_S2(0x26),
	ARIA_S2(0x07), ARIA_S2(0x98), ARIA_S2(0x60), ARIA_S2(0xd9), ARIA_S2(0xb6), ARIA_S2(0xb9),
	ARIA_S2(0x11), ARIA_S2(0x40), ARIA_S2(0xec), ARIA_S2(0x20), ARIA_S2(0x8c), ARIA_S2(0xbd),
	ARIA_S2(0xa0), ARIA_S2(0xc9), ARIA_S2(0x84), ARIA_S2(0x04), ARIA_S2(0x49), ARIA_S2(0x23),
	ARIA_S2(0xf1), ARIA_S2(0x4f), ARIA_S2(0x50), ARIA_S2(0x1f), ARIA_S2(0x13), ARIA_S2(0xdc),
	ARIA_S2(0xd8), ARIA_S2(0xc0), ARIA_S2(0x9e), ARIA_S2(0x57), ARIA_S2(0xe3), ARIA_S2(0xc3),
	ARIA_S2(0x7b), ARIA_S2(0x65), ARIA_S2(0x3b), ARIA_S2(0x02), ARIA_S2(0x8f), ARIA_S2(0x3e),
	ARIA_S2(0xe8), ARIA_S2(0x25), ARIA_S2(0x92), ARIA_S2(0xe5), ARIA_S2(0x15), ARIA_S2(0xdd),
	ARIA_S2(0xfd), ARIA_S2(0x17), ARIA_S2(0xa9), ARIA_S2(0xbf), ARIA_S2(0xd4), ARIA_S2(0x9a),
	ARIA_S2(0x7e), ARIA_S2(0xc5), ARIA_S2(0x39), ARIA_S2(0x67), ARIA_S2(0xfe), ARIA_S2(0x76),
	ARIA_S2(0x9d), ARIA_S2(0x43), ARIA_S2(0xa7), ARIA_S2(0xe1), ARIA_S2(0xd0), ARIA_S2(0xf5),
	ARIA_S2(0x68), ARIA_S2(0xf2), ARIA_S2(0x1b), ARIA_S2(0x34), ARIA_S2(0x70), ARIA_S2(0x05),
	ARIA_S2(0xa3), ARIA_S2(0x8a), ARIA_S2(0xd5), ARIA_S2(0x79), ARIA_S2(0x86), ARIA_S2(0xa8),
	ARIA_S2(0x30), ARIA_S2(0xc6), ARIA_S2(0x51), ARIA_S2(0x4b), ARIA_S2(0x1e), ARIA_S2(0xa6),
	ARIA_S2(0x27), ARIA_S2(0xf6), ARIA_S2(0x35), ARIA_S2(0xd2), ARIA_S2(0x6e), ARIA_S2(0x24),
	ARIA_S2(0x16), ARIA_S2(0x82), ARIA_S2(0x5f), ARIA_S2(0xda), ARIA_S2(0xe6), ARIA_S2(0x75),
	ARIA_S2(0xa2), ARIA_S2(0xef), ARIA_S2(0x2c), ARIA_S2(0xb2), ARIA_S2(0x1c), ARIA_S2(0x9f),
	ARIA_S2(0x5d), ARIA_S2(0x6f), ARIA_S2(0x80), ARIA_S2(0x0a), ARIA_S2(0x72), ARIA_S2(0x44),
	ARIA_S2(0x9b), ARIA_S2(0x6c), ARIA_S2(0x90), ARIA_S2(0x0b), ARIA_S2(0x5b), ARIA_S2(0x33),
	ARIA_S2(0x7d), ARIA_S2(0x5a), ARIA_S2(0x52), ARIA_S2(0xf3), ARIA_S2(0x61), ARIA_S2(0xa1),
	ARIA_S2(0xf7), ARIA_S2(0xb0), ARIA_S2(0xd6), ARIA_S2(0x3f), ARIA_S2(0x7c), ARIA_S2(0x6d),
	ARIA_S2(0xed), ARIA_S2(0x14), ARIA_S2(0xe0), ARIA_S2(0xa5), ARIA_S2(0x3d), ARIA_S2(0x22),
	ARIA_S2(0xb3), ARIA_S2(0xf8), ARIA_S2(0x89), ARIA_S2(0xde), ARIA_S2(0x71), ARIA_S2(0x1a),
	ARIA_S2(0xaf), ARIA_S2(0xba), ARIA_S2(0xb5), ARIA_S2(0x81),
};

static const u32 x1[256] = {
	ARIA_X1(0x52), ARIA_X1(0x09), ARIA_X1(0x6a), ARIA_X1(0xd5), ARIA_X1(0x30), ARIA_X1(0x36),
	ARIA_X1(0xa5), ARIA_X1(0x38), ARIA_X1(0xbf), ARIA_X1(0x40), ARIA_X1(0xa3), ARIA_X1(0x9e),
	ARIA_X1(0x81), ARIA_X1(0xf3), ARIA_X1(0xd7), ARIA_X1(0xfb), ARIA_X1(0x7c), ARIA_X1(0xe3),
	ARIA_X1(0x39), ARIA_X1(0x82), ARIA_X1(0x9b), ARIA_X1(0x2f), ARIA_X1(0xff), ARIA_X1(0x87),
	ARIA_X1(0x34), ARIA_X1(0x8e), ARIA_X1(0x43), ARIA_X1(0x44), ARIA_X1(0xc4), ARIA_X1(0xde),
	ARIA_X1(0xe9), ARIA_X1(0xcb), ARIA_X1(0x54), ARIA_X1(0x7b), ARIA_X1(0x94), ARIA_X1(0x32),
	ARIA_X1(0xa6), ARIA_X1(0xc2), ARIA_X1(0x23), ARIA_X1(0x3d), ARIA_X1(0xee), ARIA_X1(0x4c),
	ARIA_X1(0x95), ARIA_X1(0x0b), ARIA_X1(0x42), ARIA_X1(0xfa), ARIA_X1(0xc3), ARIA_X1(0x4e),
	ARIA_X1(0x08), ARIA_X1(0x2e), ARIA_X1(0xa1), ARIA_X1(0x66), ARIA_X1(0x28), ARIA_X1(0xd9),
	ARIA_X1(0x24), ARIA_X1(0xb2), ARIA_X1(0x76), ARIA_X1(0x5b), ARIA_X1(0xa2), ARIA_X1(0x49),
	ARIA_X1(0x6d), ARIA_X1(0x8b), ARIA_X1(0xd1), ARIA_X1(0x25), ARIA_X1(0x72), ARIA_X1(0xf8),
	ARIA_X1(0xf6), ARIA_X1(0x64), ARIA_X1(0x86), ARIA_X1(0x68), ARIA_X1(0x98), ARIA_X1(0x16),
	ARIA_X1(0xd4), ARIA_X1(0xa4), ARIA_X1(0x5c), ARIA_X1(0xcc), ARIA_X1(0x5d), ARIA_X1(0x65),
	ARIA_X1(0xb6), ARIA_X1(0x92), ARIA_X1(0x6c), ARIA_X1(0x70), ARIA_X1(0x48), ARIA_X1(0x50),
	ARIA_X1(0xfd), ARIA_X1(0xed), ARIA_X1(0xb9), ARIA_X1(0xda), ARIA_X1(0x5e), ARIA_X1(0x15),
	ARIA_X1(0x46), ARIA_X1(0x57), ARIA_X1(0xa7), ARIA_X1(0x8d), ARIA_X1(0x9d), ARIA_X1(0x84),
	ARIA_X1(0x90), ARIA_X1(0xd8), ARIA_X1(0xab), ARIA_X1(0x00), ARIA_X1(0x8c), ARIA_X1(0xbc),
	ARIA_X1(0xd3), ARIA_X1(0x0a), ARIA_X1(0xf7), ARIA_X1(0xe4), ARIA_X1(0x58), ARIA_X1(0x05),
	ARIA_X1(0xb8), ARIA_X1(0xb3), ARIA_X1(0x45), ARIA_X1(0x06), ARIA_X1(0xd0), ARIA_X1(0x2c),
	ARIA_X1(0x1e), ARIA_X1(0x8f), ARIA_X1(0xca), ARIA_X1(0x3f), ARIA_X1(0x0f), ARIA_X1(0x02),
	ARIA_X1(0xc1), ARIA_X1(0xaf), ARIA_X1(0xbd), ARIA_X1(0x03), ARIA_X1(0x01), ARIA_X1(0x13),
	ARIA_X1(0x8a), ARIA_X1(0x6b), ARIA_X1(0x3a), ARIA_X1(0x91), ARIA_X1(0x11), ARIA_X1(0x41),
	ARIA_X1(0x4f), ARIA_X1(0x67), ARIA_X1(0xdc), ARIA_X1(0xea), ARIA_X1(0x97), ARIA_X1(0xf2),
	ARIA_X1(0xcf), ARIA_X1(0xce), ARIA_X1(0xf0), ARIA_X1(0xb4), ARIA_X1(0xe6), ARIA_X1(0x73),
	ARIA_X1(0x96), ARIA_X1(0xac), ARIA_X1(0x74), ARIA_X1(0x22), ARIA_X1(0xe7), ARIA_X1(0xad),
	ARIA_X1(0x35), ARIA_X1(0x85), ARIA_X1(0xe2), ARIA_X1(0xf9), ARIA_X1(0x37), ARIA_X1(0xe8),
	ARIA_X1(0x1c), ARIA_X1(0x75), ARIA_X1(0xdf), ARIA_X1(0x6e), ARIA_X1(0x47), ARIA_X1(0xf1),
	ARIA_X1(0x1a), ARIA_X1(0x71), ARIA_X1(0x1d), ARIA_X1(0x29), ARIA_X1(0xc5), ARIA_X1(0x89),
	ARIA_X1(0x6f), ARIA_X1(0xb7), ARIA_X1(0x62), ARIA_X1(0x0e), ARIA_X1(0xaa), ARIA_X1(0x18),
	ARIA_X1(0xbe), ARIA_X1(0x1b), ARIA_X1(0xfc), ARIA_X1(0x56), ARIA_X1(0x3e), ARIA_X1(0x4b),
	ARIA_X1(0xc6), ARIA_X1(0xd2), ARIA_X1(0x79), ARIA_X1(0x20), ARIA_X1(0x9a), ARIA_X1(0xdb),
	ARIA_X1(0xc0), ARIA_X1(0xfe), ARIA_X1(0x78), ARIA_X1(0xcd), ARIA_X1(0x5a), ARIA_X1(0xf4),
	ARIA_X1(0x1f), ARIA_X1(0xdd), ARIA_X1(0xa8), ARIA_X1(0x33), ARIA_X1(0x88), ARIA_X1(0x07),
	ARIA_X1(0xc7), ARIA_X1(0x31), ARIA_X1(0xb1), ARIA_X1(0x12), ARIA_X1(0x10), ARIA_X1(0x59),
	ARIA_X1(0x27), ARIA_X1(0x80), ARIA_X1(0xec), ARIA_X1(0x5f), ARIA_X1(0x60), ARIA_X1(0x51),
	ARIA_X1(0x7f), ARIA_X1(0xa9), ARIA_X1(0x19), ARIA_X1(0xb5), ARIA_X1(0x4a), ARIA_X1(0x0d),
	ARIA_X1(0x2d), ARIA_X1(0xe5), ARIA_X1(0x7a), ARIA_X1(0x9f), ARIA_X1(0x93), ARIA_X1(0xc9),
	ARIA_X1(0x9c), ARIA_X1(0xef), ARIA_X1(0xa0), ARIA_X1(0xe0), ARIA_X1(0x3b), ARIA_X1(0x4d),
	ARIA_X1(0xae), ARIA_X1(0x2a), ARIA_X1(0xf5), ARIA_X1(0xb0), ARIA_X1(0xc8), ARIA_X1(0xeb),
	ARIA_X1(0xbb), ARIA_X1(0x3c), ARIA_X1(0x83), ARIA_X1(0x53), ARIA_X1(0x99), ARIA_X1(0x61),
	ARIA_X1(0x17), ARIA_X1(0x2b), ARIA_X1(0x04), ARIA_X1(0x7e), ARIA_X1(0xba), ARIA_X1(0x77),
	ARIA_X1(0xd6), ARIA_X1(0x26), ARIA_X1(0xe1), ARIA_X1(0x69), ARIA_X1(0x14), ARIA_X1(0x63),
	ARIA_X1(0x55), ARIA_X1(0x21), ARIA_X1(0x0c), ARIA_X1(0x7d),
};

static const u32 x2[256] = {
	ARIA_X2(0x30), ARIA_X2(0x68), ARIA_X2(0x99), ARIA_X2(0x1b), ARIA_X2(0x87), ARIA_X2(0xb9),
	ARIA_X2(0x21), ARIA_X2(0x78), ARIA_X2(0x50), ARIA_X2(0x39), ARIA_X2(0xdb), ARIA_X2(0xe1),
	ARIA_X2(0x72), ARIA_X2(0x09), ARIA_X2(0x62), ARIA_X2(0x3c), ARIA_X2(0x3e), ARIA_X2(0x7e),
	ARIA_X2(0x5e), ARIA_X2(0x8e), ARIA_X2(0xf1), ARIA_X2(0xa0), ARIA_X2(0xcc), ARIA_X2(0xa3),
	ARIA_X2(0x2a), ARIA_X2(0x1d), ARIA_X2(0xfb), ARIA_X2(0xb6), ARIA_X2(0xd6), ARIA_X2(0x20),
	ARIA_X2(0xc4), ARIA_X2(0x8d), ARIA_X2(0x81), ARIA_X2(0x65), ARIA_X2(0xf5), ARIA_X2(0x89),
	ARIA_X2(0xcb), ARIA_X2(0x9d), ARIA_X2(0x77), ARIA_X2(0xc6), ARIA_X2(0x57), ARIA_X2(0x43),
	ARIA_X2(0x56), ARIA_X2(0x17), ARIA_X2(0xd4), ARIA_X2(0x40), ARIA_X2(0x1a), ARIA_X2(0x4d),
	ARIA_X2(0xc0), ARIA_X2(0x63), ARIA_X2(0x6c), ARIA_X2(0xe3), ARIA_X2(0xb7), ARIA_X2(0xc8),
	ARIA_X2(0x64), ARIA_X2(0x6a), ARIA_X2(0x53), ARIA_X2(0xaa), ARIA_X2(0x38), ARIA_X2(0x98),
	ARIA_X2(0x0c), ARIA_X2(0xf4), ARIA_X2(0x9b), ARIA_X2(0xed), ARIA_X2(0x7f), ARIA_X2(0x22),
	ARIA_X2(0x76), ARIA_X2(0xaf), ARIA_X2(0xdd), ARIA_X2(0x3a), ARIA_X2(0x0b), ARIA_X2(0x58),
	ARIA_X2(0x67), ARIA_X2(0x88), ARIA_X2(0x06), ARIA_X2(0xc3), ARIA_X2(0x35), ARIA_X2(0x0d),
	ARIA_X2(0x01), ARIA_X2(0x8b), ARIA_X2(0x8c), ARIA_X2(0xc2), ARIA_X2(0xe6), ARIA_X2(0x5f),
	ARIA_X2(0x02), ARIA_X2(0x24), ARIA_X2(0x75), ARIA_X2(0x93), ARIA_X2(0x66), ARIA_X2(0x1e),
	ARIA_X2(0xe5), ARIA_X2(0xe2), ARIA_X2(0x54), ARIA_X2(0xd8), ARIA_X2(0x10), ARIA_X2(0xce),
	ARIA_X2(0x7a), ARIA_X2(0xe8), ARIA_X2(0x08), ARIA_X2(0x2c), ARIA_X2(0x12), ARIA_X2(0x97),
	ARIA_X2(0x32), ARIA_X2(0xab), ARIA_X2(0xb4), ARIA_X2(0x27), ARIA_X2(0x0a), ARIA_X2(0x23),
	ARIA_X2(0xdf), ARIA_X2(0xef), ARIA_X2(0xca), ARIA_X2(0xd9), ARIA_X2(0xb8), ARIA_X2(0xfa),
	ARIA_X2(0xdc), ARIA_X2(0x31), ARIA_X2(0x6b), ARIA_X2(0xd1), ARIA_X2(0xad), ARIA_X2(0x19),
	ARIA_X2(0x49), ARIA_X2(0xbd), ARIA_X2(0x51), ARIA_X2(0x96), ARIA_X2(0xee), ARIA_X2(0xe4),
	ARIA_X2(0xa8), ARIA_X2(0x41), ARIA_X2(0xda), ARIA_X2(0xff), ARIA_X2(0xcd), ARIA_X2(0x55),
	ARIA_X2(0x86), ARIA_X2(0x36), ARIA_X2(0xbe), ARIA_X2(0x61), ARIA_X2(0x52), ARIA_X2(0xf8),
	ARIA_X2(0xbb), ARIA_X2(0x0e), ARIA_X2(0x82), ARIA_X2(0x48), ARIA_X2(0x69), ARIA_X2(0x9a),
	ARIA_X2(0xe0), ARIA_X2(0x47), ARIA_X2(0x9e), ARIA_X2(0x5c), ARIA_X2(0x04), ARIA_X2(0x4b),
	ARIA_X2(0x34), ARIA_X2(0x15), ARIA_X2(0x79), ARIA_X2(0x26), ARIA_X2(0xa7), ARIA_X2(0xde),
	ARIA_X2(0x29), ARIA_X2(0xae), ARIA_X2(0x92), ARIA_X2(0xd7), ARIA_X2(0x84), ARIA_X2(0xe9),
	ARIA_X2(0xd2), ARIA_X2(0xba), ARIA_X2(0x5d), ARIA_X2(0xf3), ARIA_X2(0xc5), ARIA_X2(0xb0),
	ARIA_X2(0xbf), ARIA_X2(0xa4), ARIA_X2(0x3b), ARIA_X2(0x71), ARIA_X2(0x44), ARIA_X2(0x46),
	ARIA_X2(0x2b), ARIA_X2(0xfc), ARIA_X2(0xeb), ARIA_X2(0x6f), ARIA_X2(0xd5), ARIA_X2(0xf6),
	ARIA_X2(0x14), ARIA_X2(0xfe), ARIA_X2(0x7c), ARIA_X2(0x70), ARIA_X2(0x5a), ARIA_X2(0x7d),
	ARIA_X2(0xfd), ARIA_X2(0x2f), ARIA_X2(0x18), ARIA_X2(0x83), ARIA_X2(0x16), ARIA_X2(0xa5),
	ARIA_X2(0x91), ARIA_X2(0x1f), ARIA_X2(0x05), ARIA_X2(0x95), ARIA_X2(0x74), ARIA_X2(0xa9),
	ARIA_X2(0xc1), ARIA_X2(0x5b), ARIA_X2(0x4a), ARIA_X2(0x85), ARIA_X2(0x6d), ARIA_X2(0x13),
	ARIA_X2(0x07), ARIA_X2(0x4f), ARIA_X2(0x4e), ARIA_X2(0x45), ARIA_X2(0xb2), ARIA_X2(0x0f),
	ARIA_X2(0xc9), ARIA_X2(0x1c), ARIA_X2(0xa6), ARIA_X2(0xbc), ARIA_X2(0xec), ARIA_X2(0x73),
	ARIA_X2(0x90), ARIA_X2(0x7b), ARIA_X2(0xcf), ARIA_X2(0x59), ARIA_X2(0x8f), ARIA_X2(0xa1),
	ARIA_X2(0xf9), ARIA_X2(0x2d), ARIA_X2(0xf2), ARIA_X2(0xb1), ARIA_X2(0x00), ARIA_X2(0x94),
	ARIA_X2(0x37), ARIA_X2(0x9f), ARIA_X2(0xd0), ARIA_X2(0x2e), ARIA_X2(0x9c), ARIA_X2(0x6e),
	ARIA_X2(0x28), ARIA_X2(0x3f), ARIA_X2(0x80), ARIA_X2(0xf0), ARIA_X2(0x3d), ARIA_X2(0xd3),
	ARIA_X2(0x25), ARIA_X2(0x8a), ARIA_X2(0xb5), ARIA_X2(0xe7), ARIA_X2(0x42), ARIA_X2(0xb3),
	ARIA_X2(0xc7), ARIA_X2(0xea), ARIA_X2(0xf7), ARIA_X2(0x4c), ARIA_X2(0x11), ARIA_X2(0x33),
	ARIA_X2(0x03), ARIA_X2(0xa2), ARIA_X2(0xac), ARIA_X2(0x60),
};

/* rotl32() - @v rotated left by @r bits (any @r; 6.12 takes 1 to 31). */
static inline u32 rotl32(u32 v, u32 r)
{
	return (v << (r & 31)) | (v >> (-r & 31));
}

/* rotr32() - @v rotated right by @r bits. */
static inline u32 rotr32(u32 v, u32 r)
{
	return (v >> (r & 31)) | (v << (-r & 31));
}

/* bswap32() - @v with its four bytes in the reverse order. */
static inline u32 bswap32(u32 v)
{
	return __builtin_bswap32(v);
}

/* get_u8() - byte @y of @x, byte 0 the most significant. */
static inline u8 get_u8(u32 x, u32 y)
{
	return (u8)(x >> (8 * (3 - y)));
}

/* make_u32() - the word whose bytes, most significant first, are @v0..@v3. */
static inline u32 make_u32(u8 v0, u8 v1, u8 v2, u8 v3)
{
	return (u32)v0 << 24 | (u32)v1 << 16 | (u32)v2 << 8 | v3;
}

/* aria_m() - M on one word: each byte becomes the xor of the other three. */
static inline u32 aria_m(u32 t0)
{
	u32 all = t0 ^ rotl32(t0, 8);

	all ^= rotl32(all, 16);
	return all ^ t0;
}

/* One word through the odd rounds' S-boxes (SB1 SB2 SB3 SB4) and M. */
static inline u32 aria_sl1_m_word(u32 t)
{
	return s1[get_u8(t, 0)] ^ s2[get_u8(t, 1)] ^ x1[get_u8(t, 2)] ^ x2[get_u8(t, 3)];
}

/* One word through the even rounds' S-boxes (SB3 SB4 SB1 SB2) and M, with the word's 16-bit
 * halves swapped: each byte becomes the xor of the S-box outputs of all but the byte two places
 * from it (the tables' zero bytes fall there in this order). */
static inline u32 aria_sl2_m_word(u32 t)
{
	return x1[get_u8(t, 0)] ^ x2[get_u8(t, 1)] ^ s1[get_u8(t, 2)] ^ s2[get_u8(t, 3)];
}

/* aria_sbox_layer1_with_pre_diff() - SL1 and M on each of the four words, in place. */
static inline void aria_sbox_layer1_with_pre_diff(u32 *t0, u32 *t1, u32 *t2, u32 *t3)
{
	*t0 = aria_sl1_m_word(*t0);
	*t1 = aria_sl1_m_word(*t1);
	*t2 = aria_sl1_m_word(*t2);
	*t3 = aria_sl1_m_word(*t3);
}

/* aria_sbox_layer2_with_pre_diff() - SL2 and M, halves swapped, on each of the four words. */
static inline void aria_sbox_layer2_with_pre_diff(u32 *t0, u32 *t1, u32 *t2, u32 *t3)
{
	*t0 = aria_sl2_m_word(*t0);
	*t1 = aria_sl2_m_word(*t1);
	*t2 = aria_sl2_m_word(*t2);
	*t3 = aria_sl2_m_word(*t3);
}

/* aria_diff_word() - the diffusion across words: (a, b, c, d) becomes (a^b^c, a^c^d, a^b^d,
 * b^c^d). */
static inline void aria_diff_word(u32 *t0, u32 *t1, u32 *t2, u32 *t3)
{
	const u32 a = *t0, b = *t1, c = *t2, d = *t3;

	*t0 = a ^ b ^ c;
	*t1 = a ^ c ^ d;
	*t2 = a ^ b ^ d;
	*t3 = b ^ c ^ d;
}

/* aria_diff_byte() - the byte permutation: @t1's bytes swapped in pairs (0 1 2 3 to 1 0 3 2),
 * @t2's halves swapped (2 3 0 1), @t3's bytes reversed (3 2 1 0). */
static inline void aria_diff_byte(u32 *t1, u32 *t2, u32 *t3)
{
	*t1 = ((*t1 & 0x00ff00ffU) << 8) | ((*t1 >> 8) & 0x00ff00ffU);
	*t2 = rotl32(*t2, 16);
	*t3 = bswap32(*t3);
}

/* aria_add_round_key() - xor the round key @rk (four words) into the block. */
static inline void aria_add_round_key(const u32 *rk, u32 *t0, u32 *t1, u32 *t2, u32 *t3)
{
	*t0 ^= rk[0];
	*t1 ^= rk[1];
	*t2 ^= rk[2];
	*t3 ^= rk[3];
}

/* aria_subst_diff_odd() - FO without its key: A(SL1(block)) (section 2.4.1). */
static inline void aria_subst_diff_odd(u32 *t0, u32 *t1, u32 *t2, u32 *t3)
{
	aria_sbox_layer1_with_pre_diff(t0, t1, t2, t3);
	aria_diff_word(t0, t1, t2, t3);
	aria_diff_byte(t1, t2, t3);
	aria_diff_word(t0, t1, t2, t3);
}

/* aria_subst_diff_even() - FE without its key: A(SL2(block)) (section 2.4.1); the byte
 * permutation goes to t3, t0 and t1, since the S-box step left each word's halves swapped. */
static inline void aria_subst_diff_even(u32 *t0, u32 *t1, u32 *t2, u32 *t3)
{
	aria_sbox_layer2_with_pre_diff(t0, t1, t2, t3);
	aria_diff_word(t0, t1, t2, t3);
	aria_diff_byte(t3, t0, t1);
	aria_diff_word(t0, t1, t2, t3);
}

/**
 * aria_gsrk() - one round key of section 2.3.3: @x ^ (@y rotated right by @n bits)
 * @rk: the round key (four words)
 * @x: W_i, four big-endian words of a 128-bit value
 * @y: W_(i+1 mod 4)
 * @n: the rotation, 0 to 127 (the key schedule uses 19, 31, 67, 97 and 109)
 */
static inline void aria_gsrk(u32 *rk, const u32 *x, const u32 *y, u32 n)
{
	const unsigned int words = n / 32, bits = n % 32;

	for (unsigned int i = 0; i < 4; i++) {
		u32 hi = y[(i + 4 - words) % 4], lo = y[(i + 3 - words) % 4];

		rk[i] = x[i] ^ (bits ? (hi >> bits) | (lo << (32 - bits)) : hi);
	}
}

/**
 * aria_encrypt() - encrypt one 16-byte block
 * @ctx: a struct aria_ctx
 * @out: output block (may equal @in)
 * @in: input block
 */
void aria_encrypt(void *ctx, u8 *out, const u8 *in);

/**
 * aria_decrypt() - decrypt one 16-byte block
 * @ctx: a struct aria_ctx
 * @out: output block (may equal @in)
 * @in: input block
 */
void aria_decrypt(void *ctx, u8 *out, const u8 *in);

/**
 * aria_set_key() - set the key of an "aria" cipher transform
 * @tfm: transform whose context is a struct aria_ctx
 * @in_key: the key
 * @key_len: 16, 24 or 32
 *
 * Return: 0, or -EINVAL for any other length.
 */
int aria_set_key(struct crypto_tfm *tfm, const u8 *in_key, unsigned int key_len);

#ifdef __cplusplus
}
#endif

#endif /* _CRYPTO_ARIA_H */
