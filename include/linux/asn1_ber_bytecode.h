/* SPDX-License-Identifier: GPL-2.0-only */
/* The program scripts/asn1_compiler writes for lib/asn1_decoder.c: its opcodes, the tables'
 * layout and the action type. The numbers are the interface between the two (6.12's). Also
 * read by the compiler itself, built for the build machine (no __KERNEL__). */
#ifndef _UKC_LINUX_ASN1_BER_BYTECODE_H
#define _UKC_LINUX_ASN1_BER_BYTECODE_H

#ifdef __KERNEL__
#include <linux/types.h>
#else
#include <stddef.h>
#endif
#include <linux/asn1.h>

#ifdef __cplusplus
extern "C" {
#endif

/* An action of the grammar: the element's header length and tag (for ANY), its value. */
typedef int (*asn1_action_t)(void *context, size_t hdrlen, unsigned char tag, const void *value,
			     size_t vlen);

/**
 * struct asn1_decoder - a compiled grammar
 * @machine: the opcodes with their operands
 * @machlen: their bytes
 * @actions: the action table the opcodes index
 */
struct asn1_decoder {
	const unsigned char *machine;
	size_t machlen;
	const asn1_action_t *actions;
};

/* The bits of a tag-matching opcode: skip if absent, then act, jump, match any tag, or match
 * only if the previous optional element was absent. */
#define ASN1_OP_MATCH__SKIP 0x01
#define ASN1_OP_MATCH__ACT 0x02
#define ASN1_OP_MATCH__JUMP 0x04
#define ASN1_OP_MATCH__ANY 0x08
#define ASN1_OP_MATCH__COND 0x10

/* The bits of an end-of-constructed opcode: SET rather than SEQUENCE, OF, with an action. */
#define ASN1_OP_END__SET 0x01
#define ASN1_OP_END__OF 0x02
#define ASN1_OP_END__ACT 0x04

enum asn1_opcode {
	ASN1_OP_MATCH = 0x00,
	ASN1_OP_MATCH_OR_SKIP = ASN1_OP_MATCH__SKIP,
	ASN1_OP_MATCH_ACT = ASN1_OP_MATCH__ACT,
	ASN1_OP_MATCH_ACT_OR_SKIP = ASN1_OP_MATCH__ACT | ASN1_OP_MATCH__SKIP,
	ASN1_OP_MATCH_JUMP = ASN1_OP_MATCH__JUMP,
	ASN1_OP_MATCH_JUMP_OR_SKIP = ASN1_OP_MATCH__JUMP | ASN1_OP_MATCH__SKIP,
	ASN1_OP_MATCH_ANY = ASN1_OP_MATCH__ANY,
	ASN1_OP_MATCH_ANY_OR_SKIP = ASN1_OP_MATCH__ANY | ASN1_OP_MATCH__SKIP,
	ASN1_OP_MATCH_ANY_ACT = ASN1_OP_MATCH__ANY | ASN1_OP_MATCH__ACT,
	ASN1_OP_MATCH_ANY_ACT_OR_SKIP = ASN1_OP_MATCH__ANY | ASN1_OP_MATCH__ACT |
					ASN1_OP_MATCH__SKIP,
	/* The conditional forms: all of them may skip. */
	ASN1_OP_COND_MATCH_OR_SKIP = ASN1_OP_MATCH__COND | ASN1_OP_MATCH_OR_SKIP,
	ASN1_OP_COND_MATCH_ACT_OR_SKIP = ASN1_OP_MATCH__COND | ASN1_OP_MATCH_ACT_OR_SKIP,
	ASN1_OP_COND_MATCH_JUMP_OR_SKIP = ASN1_OP_MATCH__COND | ASN1_OP_MATCH_JUMP_OR_SKIP,
	ASN1_OP_COND_MATCH_ANY = ASN1_OP_MATCH__COND | ASN1_OP_MATCH_ANY,
	ASN1_OP_COND_MATCH_ANY_OR_SKIP = ASN1_OP_MATCH__COND | ASN1_OP_MATCH_ANY_OR_SKIP,
	ASN1_OP_COND_MATCH_ANY_ACT = ASN1_OP_MATCH__COND | ASN1_OP_MATCH_ANY_ACT,
	ASN1_OP_COND_MATCH_ANY_ACT_OR_SKIP = ASN1_OP_MATCH__COND | ASN1_OP_MATCH_ANY_ACT_OR_SKIP,
	/* The opcodes that take no tag from the data. */
	ASN1_OP_COND_FAIL = 0x1c,
	ASN1_OP_COMPLETE = 0x1d,
	ASN1_OP_ACT = 0x1e,
	ASN1_OP_MAYBE_ACT = 0x1f,
	ASN1_OP_END_SEQ = 0x20,
	ASN1_OP_END_SET = ASN1_OP_END_SEQ | ASN1_OP_END__SET,
	ASN1_OP_END_SEQ_OF = ASN1_OP_END_SEQ | ASN1_OP_END__OF,
	ASN1_OP_END_SET_OF = ASN1_OP_END_SEQ | ASN1_OP_END__SET | ASN1_OP_END__OF,
	ASN1_OP_END_SEQ_ACT = ASN1_OP_END_SEQ | ASN1_OP_END__ACT,
	ASN1_OP_END_SET_ACT = ASN1_OP_END_SET | ASN1_OP_END__ACT,
	ASN1_OP_END_SEQ_OF_ACT = ASN1_OP_END_SEQ_OF | ASN1_OP_END__ACT,
	ASN1_OP_END_SET_OF_ACT = ASN1_OP_END_SET_OF | ASN1_OP_END__ACT,
	ASN1_OP_RETURN = 0x28,
	ASN1_OP__NR
};

/* The last opcode that reads a tag from the data. */
#define ASN1_OP__MATCHES_TAG ASN1_OP_COND_MATCH_ANY_ACT_OR_SKIP

/* What the generated tables write: an identifier octet from its class, form and tag name (or
 * number), a jump target and an action index as they are. */
#define _tag(CLASS, CP, TAG) ((ASN1_##CLASS << 6) | (ASN1_##CP << 5) | ASN1_##TAG)
#define _tagn(CLASS, CP, TAG) ((ASN1_##CLASS << 6) | (ASN1_##CP << 5) | TAG)
#define _jump_target(N) (N)
#define _action(N) (N)

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_ASN1_BER_BYTECODE_H */
