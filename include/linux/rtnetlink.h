/* SPDX-License-Identifier: GPL-2.0-only */
/* Netlink route attributes: the rtattr header and its macros, as authenc keys are encoded. */
#ifndef _UKC_LINUX_RTNETLINK_H
#define _UKC_LINUX_RTNETLINK_H

#ifdef __cplusplus
extern "C" {
#endif

/**
 * struct rtattr - the header of one netlink attribute; its payload follows, 4-byte aligned
 * @rta_len: header and payload length in bytes
 * @rta_type: what the payload is
 */
struct rtattr {
	unsigned short rta_len;
	unsigned short rta_type;
};

/* Attributes start on 4-byte boundaries. */
#define RTA_ALIGNTO 4U
#define RTA_ALIGN(len) (((len) + RTA_ALIGNTO - 1) & ~(RTA_ALIGNTO - 1))

/* The attribute's header fits in @len bytes, and so does the length it claims. */
#define RTA_OK(rta, len)                                                                   \
	((len) >= (int)sizeof(struct rtattr) && (rta)->rta_len >= sizeof(struct rtattr) && \
	 (rta)->rta_len <= (len))

/* Steps to the attribute after @rta, taking its aligned length off @attrlen. */
#define RTA_NEXT(rta, attrlen)                   \
	((attrlen) -= RTA_ALIGN((rta)->rta_len), \
	 (struct rtattr *)(((char *)(rta)) + RTA_ALIGN((rta)->rta_len)))

/* rta_len for a payload of @len bytes, and the space the attribute takes when padded. */
#define RTA_LENGTH(len) (RTA_ALIGN(sizeof(struct rtattr)) + (len))
#define RTA_SPACE(len) RTA_ALIGN(RTA_LENGTH(len))

/* The payload and its length. */
#define RTA_DATA(rta) ((void *)(((char *)(rta)) + RTA_LENGTH(0)))
#define RTA_PAYLOAD(rta) ((int)((rta)->rta_len) - (int)RTA_LENGTH(0))

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_RTNETLINK_H */
