/* SPDX-License-Identifier: GPL-2.0-only */
/* Object identifiers the kernel's ASN.1 parsers recognise, as enum OID values; lib/oid_registry.c
 * maps encoded OIDs to them, and an OID not listed gets OID__NR. The values are an interface: a
 * caller hands some of them over as numbers (the key algorithm that ecrdsa's and the other
 * akcipher keys carry after the key, as testmgr's vectors do: OID_gost2012PKey256 is 74), so the
 * entries are 6.12's, in 6.12's order. Each carries its dotted OID in a comment of one form,
 * from which 6.12's lib/build_OID_registry makes the lookup tables at build time. */
#ifndef _UKC_LINUX_OID_REGISTRY_H
#define _UKC_LINUX_OID_REGISTRY_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

enum OID {
	OID_id_dsa_with_sha1,			/* 1.2.840.10030.4.3 */
	OID_id_dsa,				/* 1.2.840.10040.4.1 */
	OID_id_ecPublicKey,			/* 1.2.840.10045.2.1 */
	OID_id_prime192v1,			/* 1.2.840.10045.3.1.1 */
	OID_id_prime256v1,			/* 1.2.840.10045.3.1.7 */
	OID_id_ecdsa_with_sha1,			/* 1.2.840.10045.4.1 */
	OID_id_ecdsa_with_sha224,		/* 1.2.840.10045.4.3.1 */
	OID_id_ecdsa_with_sha256,		/* 1.2.840.10045.4.3.2 */
	OID_id_ecdsa_with_sha384,		/* 1.2.840.10045.4.3.3 */
	OID_id_ecdsa_with_sha512,		/* 1.2.840.10045.4.3.4 */
	OID_rsaEncryption,			/* 1.2.840.113549.1.1.1 */
	OID_sha1WithRSAEncryption,		/* 1.2.840.113549.1.1.5 */
	OID_sha256WithRSAEncryption,		/* 1.2.840.113549.1.1.11 */
	OID_sha384WithRSAEncryption,		/* 1.2.840.113549.1.1.12 */
	OID_sha512WithRSAEncryption,		/* 1.2.840.113549.1.1.13 */
	OID_sha224WithRSAEncryption,		/* 1.2.840.113549.1.1.14 */
	OID_data,				/* 1.2.840.113549.1.7.1 */
	OID_signed_data,			/* 1.2.840.113549.1.7.2 */
	OID_email_address,			/* 1.2.840.113549.1.9.1 */
	OID_contentType,			/* 1.2.840.113549.1.9.3 */
	OID_messageDigest,			/* 1.2.840.113549.1.9.4 */
	OID_signingTime,			/* 1.2.840.113549.1.9.5 */
	OID_smimeCapabilites,			/* 1.2.840.113549.1.9.15 */
	OID_smimeAuthenticatedAttrs,		/* 1.2.840.113549.1.9.16.2.11 */
	OID_mskrb5,				/* 1.2.840.48018.1.2.2 */
	OID_krb5,				/* 1.2.840.113554.1.2.2 */
	OID_krb5u2u,				/* 1.2.840.113554.1.2.2.3 */
	OID_msIndirectData,			/* 1.3.6.1.4.1.311.2.1.4 */
	OID_msStatementType,			/* 1.3.6.1.4.1.311.2.1.11 */
	OID_msSpOpusInfo,			/* 1.3.6.1.4.1.311.2.1.12 */
	OID_msPeImageDataObjId,			/* 1.3.6.1.4.1.311.2.1.15 */
	OID_msIndividualSPKeyPurpose,		/* 1.3.6.1.4.1.311.2.1.21 */
	OID_msOutlookExpress,			/* 1.3.6.1.4.1.311.16.4 */
	OID_ntlmssp,				/* 1.3.6.1.4.1.311.2.2.10 */
	OID_negoex,				/* 1.3.6.1.4.1.311.2.2.30 */
	OID_spnego,				/* 1.3.6.1.5.5.2 */
	OID_IAKerb,				/* 1.3.6.1.5.2.5 */
	OID_PKU2U,				/* 1.3.5.1.5.2.7 */
	OID_Scram,				/* 1.3.6.1.5.5.14 */
	OID_certAuthInfoAccess,			/* 1.3.6.1.5.5.7.1.1 */
	OID_sha1,				/* 1.3.14.3.2.26 */
	OID_id_ansip384r1,			/* 1.3.132.0.34 */
	OID_id_ansip521r1,			/* 1.3.132.0.35 */
	OID_sha256,				/* 2.16.840.1.101.3.4.2.1 */
	OID_sha384,				/* 2.16.840.1.101.3.4.2.2 */
	OID_sha512,				/* 2.16.840.1.101.3.4.2.3 */
	OID_sha224,				/* 2.16.840.1.101.3.4.2.4 */
	OID_commonName,				/* 2.5.4.3 */
	OID_surname,				/* 2.5.4.4 */
	OID_countryName,			/* 2.5.4.6 */
	OID_locality,				/* 2.5.4.7 */
	OID_stateOrProvinceName,		/* 2.5.4.8 */
	OID_organizationName,			/* 2.5.4.10 */
	OID_organizationUnitName,		/* 2.5.4.11 */
	OID_title,				/* 2.5.4.12 */
	OID_description,			/* 2.5.4.13 */
	OID_name,				/* 2.5.4.41 */
	OID_givenName,				/* 2.5.4.42 */
	OID_initials,				/* 2.5.4.43 */
	OID_generationalQualifier,		/* 2.5.4.44 */
	OID_subjectKeyIdentifier,		/* 2.5.29.14 */
	OID_keyUsage,				/* 2.5.29.15 */
	OID_subjectAltName,			/* 2.5.29.17 */
	OID_issuerAltName,			/* 2.5.29.18 */
	OID_basicConstraints,			/* 2.5.29.19 */
	OID_crlDistributionPoints,		/* 2.5.29.31 */
	OID_certPolicies,			/* 2.5.29.32 */
	OID_authorityKeyIdentifier,		/* 2.5.29.35 */
	OID_extKeyUsage,			/* 2.5.29.37 */
	OID_NetlogonMechanism,			/* 1.2.752.43.14.2 */
	OID_appleLocalKdcSupported,		/* 1.2.752.43.14.3 */
	OID_gostCPSignA,			/* 1.2.643.2.2.35.1 */
	OID_gostCPSignB,			/* 1.2.643.2.2.35.2 */
	OID_gostCPSignC,			/* 1.2.643.2.2.35.3 */
	OID_gost2012PKey256,			/* 1.2.643.7.1.1.1.1 */
	OID_gost2012PKey512,			/* 1.2.643.7.1.1.1.2 */
	OID_gost2012Digest256,			/* 1.2.643.7.1.1.2.2 */
	OID_gost2012Digest512,			/* 1.2.643.7.1.1.2.3 */
	OID_gost2012Signature256,		/* 1.2.643.7.1.1.3.2 */
	OID_gost2012Signature512,		/* 1.2.643.7.1.1.3.3 */
	OID_gostTC26Sign256A,			/* 1.2.643.7.1.2.1.1.1 */
	OID_gostTC26Sign256B,			/* 1.2.643.7.1.2.1.1.2 */
	OID_gostTC26Sign256C,			/* 1.2.643.7.1.2.1.1.3 */
	OID_gostTC26Sign256D,			/* 1.2.643.7.1.2.1.1.4 */
	OID_gostTC26Sign512A,			/* 1.2.643.7.1.2.1.2.1 */
	OID_gostTC26Sign512B,			/* 1.2.643.7.1.2.1.2.2 */
	OID_gostTC26Sign512C,			/* 1.2.643.7.1.2.1.2.3 */
	OID_sm2,				/* 1.2.156.10197.1.301 */
	OID_sm3,				/* 1.2.156.10197.1.401 */
	OID_SM2_with_SM3,			/* 1.2.156.10197.1.501 */
	OID_sm3WithRSAEncryption,		/* 1.2.156.10197.1.504 */
	OID_TPMLoadableKey,			/* 2.23.133.10.1.3 */
	OID_TPMImportableKey,			/* 2.23.133.10.1.4 */
	OID_TPMSealedData,			/* 2.23.133.10.1.5 */
	OID_sha3_256,				/* 2.16.840.1.101.3.4.2.8 */
	OID_sha3_384,				/* 2.16.840.1.101.3.4.2.9 */
	OID_sha3_512,				/* 2.16.840.1.101.3.4.2.10 */
	OID_id_ecdsa_with_sha3_256,		/* 2.16.840.1.101.3.4.3.10 */
	OID_id_ecdsa_with_sha3_384,		/* 2.16.840.1.101.3.4.3.11 */
	OID_id_ecdsa_with_sha3_512,		/* 2.16.840.1.101.3.4.3.12 */
	OID_id_rsassa_pkcs1_v1_5_with_sha3_256, /* 2.16.840.1.101.3.4.3.14 */
	OID_id_rsassa_pkcs1_v1_5_with_sha3_384, /* 2.16.840.1.101.3.4.3.15 */
	OID_id_rsassa_pkcs1_v1_5_with_sha3_512, /* 2.16.840.1.101.3.4.3.16 */

	OID__NR
};

/**
 * look_up_OID() - the enum OID of an encoded OID
 * @data: the OID's content octets (X.690 8.19), without tag and length
 * @datasize: their count
 *
 * Return: its value, or OID__NR for one not listed here.
 */
enum OID look_up_OID(const void *data, size_t datasize);

/**
 * parse_OID() - look_up_OID() of a whole DER OBJECT IDENTIFIER (tag and length too)
 * @data: the element
 * @datasize: its bytes
 * @oid: the value, out
 *
 * Return: 0, -EBADMSG for a malformed element, -ENOENT for an OID not listed.
 */
int parse_OID(const void *data, size_t datasize, enum OID *oid);

/**
 * sprint_oid() - the dotted form of an encoded OID
 * @data: its content octets
 * @datasize: their count
 * @buffer: the text, NUL-terminated
 * @bufsize: its room
 *
 * Return: the text's length, or -EBADMSG (the buffer then says "(bad)").
 */
int sprint_oid(const void *data, size_t datasize, char *buffer, size_t bufsize);

/* sprint_OID() - sprint_oid() of a listed OID. */
int sprint_OID(enum OID oid, char *buffer, size_t bufsize);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_OID_REGISTRY_H */
