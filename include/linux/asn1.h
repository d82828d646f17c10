/* SPDX-License-Identifier: GPL-2.0-only */
/* ASN.1 BER identifiers (X.690 8.1.2): the classes, the constructed bit and the universal tags,
 * with the kernel's names, as scripts/asn1_compiler and lib/asn1_decoder.c use them. */
#ifndef _UKC_LINUX_ASN1_H
#define _UKC_LINUX_ASN1_H

/* The class, in bits 8 and 7 of an identifier octet (X.690 8.1.2.2). */
enum asn1_class {
	ASN1_UNIV = 0, /* universal */
	ASN1_APPL = 1, /* application */
	ASN1_CONT = 2, /* context-specific */
	ASN1_PRIV = 3, /* private */
};
#define ASN1_CLASS_BITS 0xc0

/* Primitive or constructed, bit 6 (X.690 8.1.2.5). */
enum asn1_method {
	ASN1_PRIM = 0,
	ASN1_CONS = 1,
};
#define ASN1_CONS_BIT 0x20

/* The universal tag numbers (X.680 8.4, table 1); 31 announces a tag in later octets. */
enum asn1_tag {
	ASN1_EOC = 0,
	ASN1_BOOL = 1,
	ASN1_INT = 2,
	ASN1_BTS = 3,
	ASN1_OTS = 4,
	ASN1_NULL = 5,
	ASN1_OID = 6,
	ASN1_ODE = 7,
	ASN1_EXT = 8,
	ASN1_REAL = 9,
	ASN1_ENUM = 10,
	ASN1_EPDV = 11,
	ASN1_UTF8STR = 12,
	ASN1_RELOID = 13,
	ASN1_SEQ = 16,
	ASN1_SET = 17,
	ASN1_NUMSTR = 18,
	ASN1_PRNSTR = 19,
	ASN1_TEXSTR = 20,
	ASN1_VIDSTR = 21,
	ASN1_IA5STR = 22,
	ASN1_UNITIM = 23,
	ASN1_GENTIM = 24,
	ASN1_GRASTR = 25,
	ASN1_VISSTR = 26,
	ASN1_GENSTR = 27,
	ASN1_UNISTR = 28,
	ASN1_CHRSTR = 29,
	ASN1_BMPSTR = 30,
	ASN1_LONG_TAG = 31,
};

/* The length octet of the indefinite form (X.690 8.1.3.6). */
#define ASN1_INDEFINITE_LENGTH 0x80

#endif /* _UKC_LINUX_ASN1_H */
