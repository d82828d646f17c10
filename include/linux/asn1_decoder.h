/* SPDX-License-Identifier: GPL-2.0-only */
/* The BER decoder that runs the tables scripts/asn1_compiler makes from a grammar. */
#ifndef _UKC_LINUX_ASN1_DECODER_H
#define _UKC_LINUX_ASN1_DECODER_H

#include <linux/asn1.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

struct asn1_decoder;

/**
 * asn1_ber_decoder() - decode BER data with a compiled grammar, calling its actions
 * @decoder: the grammar's tables (a generated "<name>_decoder")
 * @context: passed to each action
 * @data: the encoding
 * @datalen: its bytes
 *
 * Return: 0, an action's negative return, or -EBADMSG for data the grammar does not match.
 */
int asn1_ber_decoder(const struct asn1_decoder *decoder, void *context, const unsigned char *data,
		     size_t datalen);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_ASN1_DECODER_H */
