// SPDX-License-Identifier: GPL-2.0-only
// AEAD_CHACHA20_POLY1305 (RFC 8439 section 2.8) and its XChaCha20 form as a library: flat
// buffers and in place over scatterlists, the tag checked before anything is decrypted.
#include <algorithm>

#include <crypto/chacha.h>
#include <crypto/chacha20poly1305.h>
#include <crypto/poly1305.h>
#include <crypto/utils.h>
#include <linux/errno.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

namespace {

constexpr unsigned int chapoly_tag = CHACHA20POLY1305_AUTHTAG_SIZE;

// A ChaCha20 keystream that can stop anywhere: what is left of a block is kept for the
// next call, as a scatterlist's pieces need.
struct chapoly_stream {
	u32 state[16];
	u8 ks[CHACHA_BLOCK_SIZE];
	unsigned int ks_left;
};

void chapoly_xor(struct chapoly_stream *s, u8 *buf, unsigned int len)
{
	unsigned int n = std::min(len, s->ks_left);

	crypto_xor(buf, s->ks + CHACHA_BLOCK_SIZE - s->ks_left, n);
	s->ks_left -= n;
	buf += n;
	len -= n;
	unsigned int whole = len & ~(CHACHA_BLOCK_SIZE - 1);
	chacha20_crypt(s->state, buf, buf, whole);
	buf += whole;
	len -= whole;
	if (len) {
		chacha20_block(s->state, s->ks);
		crypto_xor(buf, s->ks, len);
		s->ks_left = CHACHA_BLOCK_SIZE - len;
	}
}

// One sealing or opening: the stream after block 0, and the MAC keyed from block 0 (section
// 2.6) with the AD and its padding already absorbed.
struct chapoly_ctx {
	struct chapoly_stream stream;
	struct poly1305_desc_ctx poly;
};

void chapoly_begin(struct chapoly_ctx *c, const u32 key[8], const u8 iv[CHACHA_IV_SIZE],
		   const u8 *ad, size_t ad_len)
{
	static const u8 zeros[POLY1305_BLOCK_SIZE] = {};
	u8 block0[CHACHA_BLOCK_SIZE];

	chacha_init(c->stream.state, key, iv);
	chacha20_block(c->stream.state, block0);
	c->stream.ks_left = 0;
	poly1305_init(&c->poly, block0);
	memzero_explicit(block0, sizeof(block0));
	poly1305_update(&c->poly, ad, ad_len);
	poly1305_update(&c->poly, zeros, -ad_len % POLY1305_BLOCK_SIZE);
}

// padding2 and the lengths block, then the tag; the context is wiped.
void chapoly_finish(struct chapoly_ctx *c, size_t ad_len, size_t text_len, u8 tag[chapoly_tag])
{
	static const u8 zeros[POLY1305_BLOCK_SIZE] = {};
	__le64 lengths[2] = { cpu_to_le64(ad_len), cpu_to_le64(text_len) };

	poly1305_update(&c->poly, zeros, -text_len % POLY1305_BLOCK_SIZE);
	poly1305_update(&c->poly, reinterpret_cast<const u8 *>(lengths), sizeof(lengths));
	poly1305_final(&c->poly, tag);
}

void chapoly_key(u32 k[8], const u8 key[CHACHA20POLY1305_KEY_SIZE])
{
	for (int i = 0; i < 8; i++)
		k[i] = get_unaligned_le32(key + 4 * i);
}

// The 16-byte ChaCha20 IV: counter 0, then 4 zero bytes and the 64-bit nonce little endian.
void chapoly_iv(u8 iv[CHACHA_IV_SIZE], u64 nonce)
{
	memset(iv, 0, 8);
	put_unaligned_le64(nonce, iv + 8);
}

// The 64-bit-nonce form's start: the key as words, the IV of chapoly_iv().
void chapoly_begin_nonce(struct chapoly_ctx *c, const u8 key[CHACHA20POLY1305_KEY_SIZE], u64 nonce,
			 const u8 *ad, size_t ad_len)
{
	u32 k[8];
	u8 iv[CHACHA_IV_SIZE];

	chapoly_key(k, key);
	chapoly_iv(iv, nonce);
	chapoly_begin(c, k, iv, ad, ad_len);
	memzero_explicit(k, sizeof(k));
}

// draft-irtf-cfrg-xchacha section 2.3: HChaCha20 of the key and the nonce's first 16 bytes
// is the subkey; the last 8 bytes are the 64-bit nonce.
void xchapoly_begin(struct chapoly_ctx *c, const u8 nonce[24], const u8 key[32], const u8 *ad,
		    size_t ad_len)
{
	u32 k[8], state[16], subkey[8];
	u8 iv[CHACHA_IV_SIZE];

	chapoly_key(k, key);
	chacha_init(state, k, nonce);
	hchacha_block(state, subkey, 20);
	chapoly_iv(iv, get_unaligned_le64(nonce + 16));
	chapoly_begin(c, subkey, iv, ad, ad_len);
	memzero_explicit(state, sizeof(state));
	memzero_explicit(k, sizeof(k));
	memzero_explicit(subkey, sizeof(subkey));
}

// Encrypts @len bytes into @dst and appends the tag; the context is wiped.
void chapoly_seal(struct chapoly_ctx *c, u8 *dst, const u8 *src, size_t len, size_t ad_len)
{
	if (dst != src)
		memmove(dst, src, len);
	chapoly_xor(&c->stream, dst, static_cast<unsigned int>(len));
	poly1305_update(&c->poly, dst, static_cast<unsigned int>(len));
	chapoly_finish(c, ad_len, len, dst + len);
	memzero_explicit(c, sizeof(*c));
}

// Checks the tag at the end of @src (@src_len holds it), then decrypts; the context is wiped.
bool chapoly_open(struct chapoly_ctx *c, u8 *dst, const u8 *src, size_t src_len, size_t ad_len)
{
	u8 tag[chapoly_tag];
	size_t len = src_len - chapoly_tag;

	poly1305_update(&c->poly, src, static_cast<unsigned int>(len));
	chapoly_finish(c, ad_len, len, tag);
	bool ok = !crypto_memneq(tag, src + len, chapoly_tag);
	if (ok) {
		if (dst != src)
			memmove(dst, src, len);
		chapoly_xor(&c->stream, dst, static_cast<unsigned int>(len));
	}
	memzero_explicit(c, sizeof(*c));
	return ok;
}

// Calls @fn on each piece of the first @len bytes of @sg; false if @sg is shorter.
template <typename Fn> bool chapoly_walk(struct scatterlist *sg, size_t len, Fn &&fn)
{
	for (; len && sg; sg = sg_is_last(sg) ? nullptr : sg_next(sg)) {
		unsigned int n = static_cast<unsigned int>(std::min<size_t>(len, sg->length));

		fn(static_cast<u8 *>(sg_virt(sg)), n);
		len -= n;
	}
	return len == 0;
}

// Copies @len bytes at offset @off of @sg to or from @buf.
bool chapoly_sg_copy(struct scatterlist *sg, size_t off, u8 *buf, size_t len, bool to_sg)
{
	return chapoly_walk(sg, off + len, [&](u8 *p, unsigned int n) {
		if (off >= n) {
			off -= n;
			return;
		}
		unsigned int m = static_cast<unsigned int>(std::min<size_t>(n - off, len));
		to_sg ? memcpy(p + off, buf, m) : memcpy(buf, p + off, m);
		buf += m;
		len -= m;
		off = 0;
	});
}

} // namespace

extern "C" {

void chacha20poly1305_encrypt(u8 *dst, const u8 *src, const size_t src_len, const u8 *ad,
			      const size_t ad_len, const u64 nonce,
			      const u8 key[CHACHA20POLY1305_KEY_SIZE])
{
	struct chapoly_ctx c;

	chapoly_begin_nonce(&c, key, nonce, ad, ad_len);
	chapoly_seal(&c, dst, src, src_len, ad_len);
}

bool chacha20poly1305_decrypt(u8 *dst, const u8 *src, const size_t src_len, const u8 *ad,
			      const size_t ad_len, const u64 nonce,
			      const u8 key[CHACHA20POLY1305_KEY_SIZE])
{
	struct chapoly_ctx c;

	if (src_len < chapoly_tag)
		return false;
	chapoly_begin_nonce(&c, key, nonce, ad, ad_len);
	return chapoly_open(&c, dst, src, src_len, ad_len);
}

void xchacha20poly1305_encrypt(u8 *dst, const u8 *src, const size_t src_len, const u8 *ad,
			       const size_t ad_len, const u8 nonce[XCHACHA20POLY1305_NONCE_SIZE],
			       const u8 key[CHACHA20POLY1305_KEY_SIZE])
{
	struct chapoly_ctx c;

	xchapoly_begin(&c, nonce, key, ad, ad_len);
	chapoly_seal(&c, dst, src, src_len, ad_len);
}

bool xchacha20poly1305_decrypt(u8 *dst, const u8 *src, const size_t src_len, const u8 *ad,
			       const size_t ad_len, const u8 nonce[XCHACHA20POLY1305_NONCE_SIZE],
			       const u8 key[CHACHA20POLY1305_KEY_SIZE])
{
	struct chapoly_ctx c;

	if (src_len < chapoly_tag)
		return false;
	xchapoly_begin(&c, nonce, key, ad, ad_len);
	return chapoly_open(&c, dst, src, src_len, ad_len);
}

bool chacha20poly1305_encrypt_sg_inplace(struct scatterlist *src, size_t src_len, const u8 *ad,
					 const size_t ad_len, const u64 nonce,
					 const u8 key[CHACHA20POLY1305_KEY_SIZE])
{
	struct chapoly_ctx c;
	u8 tag[chapoly_tag];

	chapoly_begin_nonce(&c, key, nonce, ad, ad_len);
	bool ok = chapoly_walk(src, src_len, [&](u8 *p, unsigned int n) {
		chapoly_xor(&c.stream, p, n);
		poly1305_update(&c.poly, p, n);
	});
	chapoly_finish(&c, ad_len, src_len, tag);
	ok = ok && chapoly_sg_copy(src, src_len, tag, sizeof(tag), true);
	memzero_explicit(&c, sizeof(c));
	return ok;
}

// Two passes: the MAC over the ciphertext, then, only if the tag verifies, decryption.
bool chacha20poly1305_decrypt_sg_inplace(struct scatterlist *src, size_t src_len, const u8 *ad,
					 const size_t ad_len, const u64 nonce,
					 const u8 key[CHACHA20POLY1305_KEY_SIZE])
{
	struct chapoly_ctx c;
	u8 tag[chapoly_tag], got[chapoly_tag];

	if (src_len < chapoly_tag)
		return false;
	size_t len = src_len - chapoly_tag;
	chapoly_begin_nonce(&c, key, nonce, ad, ad_len);
	bool ok = chapoly_walk(src, len,
			       [&](u8 *p, unsigned int n) { poly1305_update(&c.poly, p, n); });
	chapoly_finish(&c, ad_len, len, tag);
	ok = ok && chapoly_sg_copy(src, len, got, sizeof(got), false) &&
	     !crypto_memneq(tag, got, sizeof(tag));
	if (ok)
		chapoly_walk(src, len,
			     [&](u8 *p, unsigned int n) { chapoly_xor(&c.stream, p, n); });
	memzero_explicit(&c, sizeof(c));
	return ok;
}

} // extern "C"
