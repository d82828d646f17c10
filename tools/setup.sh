#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# Shared by tools/run, tools/test and tools/kernel-src: install what is missing, then configure
# and build a tree. Meant to be sourced: it defines variables and functions and changes no shell
# option of the shell that sources it.

UKC_PACKAGES=(build-essential g++ meson ninja-build pkg-config liburcu-dev check python3
	      libssl-dev libgcrypt20-dev xz-utils)
# The libraries under the compressors (docs/compression.md): deflate, lz4/lz4hc, lzo, zstd. The
# arm64 pass goes without them (each compressor is built only when its library is found).
UKC_PACKAGES+=(zlib1g-dev liblz4-dev liblzo2-dev libzstd-dev)
# GMP under rsa-generic and dh-generic (docs/asymmetric.md).
UKC_PACKAGES+=(libgmp-dev)
# Nettle (hogweed) under curve25519-generic and ecdh-nist-* (docs/asymmetric.md).
UKC_PACKAGES+=(nettle-dev)
# For tools/test only: the reference kernel's sources, whose template files are built
# unchanged against include/ as a compatibility test; Debian's libkcapi1 and kcapi-tools (and the
# openssl command), the reference and the users of our libkcapi.so.1; clang's libFuzzer and
# clang-format for the fuzz smoke run and the format check (UKC_TEST_FUZZ=0 leaves the fuzz
# run out).
UKC_TEST_PACKAGES=(linux-source-6.12 libkcapi1 kcapi-tools openssl clang-format)
[ "${UKC_TEST_FUZZ:-1}" = 1 ] && UKC_TEST_PACKAGES+=(clang libclang-rt-14-dev)
# For tools/test's arm64 pass (docs/arm64.md): the cross compiler, qemu-user to run the tests,
# the arm64 multiarch libraries the cross build links, and perl, which generates the kernel's
# sha256-core.S from its sha512-armv8.pl as arch/arm64/crypto/Makefile does. ":arm64" names a
# foreign architecture's package, which dpkg must know first. Not libgcrypt20-dev:arm64 nor
# libgpg-error-dev:arm64: they replace the amd64 ones the x86 benchmarks need.
UKC_ARM64_PACKAGES=(g++-aarch64-linux-gnu qemu-user libc6:arm64 libc6-dev:arm64 libstdc++6:arm64
		    liburcu-dev:arm64 check:arm64 perl)
[ "${UKC_TEST_ARM64:-1}" = 1 ] && UKC_TEST_PACKAGES+=("${UKC_ARM64_PACKAGES[@]}")

# ukc_installed PKG[:ARCH]: whether PKG is installed for ARCH, by default this machine's own
# architecture (or is architecture-independent). On a multiarch machine "dpkg -s PKG" can answer
# for a foreign architecture's copy alone, or fail on the ambiguity, so each instance is asked
# for its own.
ukc_installed() {
	local want
	if [ "${1#*:}" != "$1" ]; then
		want=${1#*:}
	else
		want=$(dpkg --print-architecture)
	fi
	dpkg-query -W -f='${Architecture} ${db:Status-Status}\n' "$1" 2>/dev/null |
		grep -qE "^($want|all) installed\$"
}

# ukc_add_foreign_archs PKG...: dpkg --add-architecture for each ARCH a PKG:ARCH names that
# dpkg does not know yet (before apt-get update, which then fetches its package lists).
ukc_add_foreign_archs() {
	local p arch known
	known=" $(dpkg --print-architecture) $(dpkg --print-foreign-architectures | tr '\n' ' ') "
	for p in "$@"; do
		[ "${p#*:}" = "$p" ] && continue
		arch=${p#*:}
		case "$known" in *" $arch "*) continue ;; esac
		echo "adding the $arch architecture to dpkg (for the cross build's libraries)"
		$sudo dpkg --add-architecture "$arch"
		known="$known$arch "
	done
}

ukc_install_missing() {
	local missing=()
	for p in "${UKC_PACKAGES[@]}" "$@"; do
		ukc_installed "$p" || missing+=("$p")
	done
	[ ${#missing[@]} -eq 0 ] && return 0
	echo "installing: ${missing[*]}"
	local sudo=""
	[ "$(id -u)" -eq 0 ] || sudo="sudo"
	ukc_add_foreign_archs "${missing[@]}"
	$sudo apt-get update -q
	# --no-upgrade: what is installed already stays at its version (a package named here that
	# is installed for another architecture still gets this one's copy).
	DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-upgrade "${missing[@]}"
}

# ukc_build DIR [meson options...]
ukc_build() {
	local dir=$1
	shift
	if [ ! -f "$dir/build.ninja" ]; then
		meson setup "$dir" "$@"
	elif [ $# -gt 0 ]; then
		meson configure "$dir" "$@"
	fi
	ninja -C "$dir"
}

# ukc_kernel_src DIR: extract the 6.12 files the tests build (the templates, and the x86 and
# arm64 glue files with their assembly for tests/kbuild); extracts only those missing; prints
# the tree.
ukc_kernel_src() {
	local dir=$1 tarball=/usr/src/linux-source-6.12.tar.xz
	local x=arch/x86/crypto a=arch/arm64/crypto m=lib/crypto/mpi
	local files=(crypto/ecb.c crypto/cbc.c crypto/ctr.c crypto/ccm.c crypto/cts.c crypto/xts.c
		     crypto/essiv.c crypto/hmac.c crypto/authenc.c crypto/gcm.c crypto/cmac.c
		     crypto/authencesn.c
		     crypto/xcbc.c crypto/xctr.c crypto/lrw.c crypto/internal.h crypto/testmgr.c
		     $x/aesni-intel_glue.c $x/aesni-intel_asm.S $x/aes_ctrby8_avx-x86_64.S
		     $x/aes-xts-avx-x86_64.S $x/aes-gcm-aesni-x86_64.S $x/aes-gcm-avx10-x86_64.S
		     $x/sha256_ssse3_glue.c $x/sha256-ssse3-asm.S $x/sha256-avx-asm.S
		     $x/sha256-avx2-asm.S $x/sha256_ni_asm.S
		     $x/ghash-clmulni-intel_glue.c $x/ghash-clmulni-intel_asm.S
		     $x/polyval-clmulni_glue.c $x/polyval-clmulni_asm.S
		     $x/aegis128-aesni-glue.c $x/aegis128-aesni-asm.S
		     $a/aes-glue.c $a/aes-glue-ce.c $a/aes-glue-neon.c $a/aes-ce-setkey.h
		     $a/aes-ce.S $a/aes-neon.S $a/aes-modes.S $a/aes-ce-glue.c $a/aes-ce-core.S
		     $a/sha2-ce-glue.c $a/sha2-ce-core.S $a/ghash-ce-glue.c $a/ghash-ce-core.S
		     $a/sha256-glue.c $a/sha512-armv8.pl
		     $a/sha1-ce-glue.c $a/sha1-ce-core.S $a/sha512-glue.c $a/sha512-ce-glue.c
		     $a/sha512-ce-core.S $a/sha3-ce-glue.c $a/sha3-ce-core.S
		     $a/sm3-ce-glue.c $a/sm3-ce-core.S $a/sm3-neon-glue.c $a/sm3-neon-core.S
		     $a/sm4-ce.h $a/sm4-ce-asm.h $a/sm4-ce-cipher-glue.c $a/sm4-ce-cipher-core.S
		     $a/sm4-ce-glue.c $a/sm4-ce-core.S $a/sm4-ce-ccm-glue.c $a/sm4-ce-ccm-core.S
		     $a/sm4-ce-gcm-glue.c $a/sm4-ce-gcm-core.S $a/sm4-neon-glue.c $a/sm4-neon-core.S
		     $a/polyval-ce-glue.c $a/polyval-ce-core.S
		     $a/crct10dif-ce-glue.c $a/crct10dif-ce-core.S
		     $a/chacha-neon-glue.c $a/chacha-neon-core.S
		     $a/poly1305-glue.c $a/poly1305-armv8.pl
		     $a/nhpoly1305-neon-glue.c $a/nh-neon-core.S
		     $a/aes-cipher-glue.c $a/aes-cipher-core.S
		     $a/aes-ce-ccm-glue.c $a/aes-ce-ccm-core.S
		     $a/aes-neonbs-glue.c $a/aes-neonbs-core.S
		     crypto/aegis128-core.c crypto/aegis128-neon.c crypto/aegis128-neon-inner.c
		     crypto/aegis.h crypto/aegis-neon.h
		     crypto/camellia_generic.c crypto/serpent_generic.c crypto/twofish_generic.c
		     crypto/twofish_common.c crypto/cast6_generic.c crypto/cast_common.c
		     crypto/blowfish_generic.c crypto/blowfish_common.c crypto/cast5_generic.c
		     crypto/rmd160.c crypto/ripemd.h crypto/michael_mic.c crypto/anubis.c
		     crypto/khazad.c crypto/tea.c crypto/seed.c crypto/des_generic.c
		     crypto/sm4_generic.c crypto/sm3_generic.c crypto/sha1_generic.c
		     crypto/sha3_generic.c crypto/blake2b_generic.c crypto/streebog_generic.c
		     crypto/crc32_generic.c crypto/crc32c_generic.c crypto/xxhash_generic.c
		     crypto/chacha_generic.c crypto/poly1305_generic.c crypto/crypto_null.c
		     crypto/pcbc.c crypto/keywrap.c crypto/seqiv.c crypto/echainiv.c crypto/vmac.c
		     crypto/chacha20poly1305.c crypto/md4.c crypto/md5.c crypto/wp512.c
		     crypto/fcrypt.c crypto/sha512_generic.c crypto/nhpoly1305.c crypto/adiantum.c
		     crypto/hctr2.c crypto/ansi_cprng.c crypto/crct10dif_generic.c
		     crypto/crc64_rocksoft_generic.c crypto/polyval-generic.c crypto/arc4.c
		     crypto/sha256_generic.c crypto/ghash-generic.c crypto/aria_generic.c
		     crypto/drbg.c crypto/jitterentropy.c crypto/jitterentropy.h
		     crypto/jitterentropy-kcapi.c crypto/lz4.c crypto/lz4hc.c crypto/lzo.c
		     crypto/lzo-rle.c crypto/deflate.c crypto/zstd.c crypto/aes_generic.c
		     crypto/aes_ti.c crypto/sm3.c crypto/sm4.c crypto/crct10dif_common.c
		     crypto/hash_info.c crypto/kdf_sp800108.c crypto/cryptd.c crypto/Makefile
		     crypto/Kconfig $x/Makefile $x/Kconfig $a/Makefile $a/Kconfig
		     drivers/crypto/virtio/virtio_crypto_common.h
		     drivers/crypto/virtio/virtio_crypto_core.c
		     drivers/crypto/virtio/virtio_crypto_mgr.c
		     drivers/crypto/virtio/virtio_crypto_skcipher_algs.c
		     drivers/crypto/virtio/virtio_crypto_akcipher_algs.c
		     $x/ecb_cbc_helpers.h $x/glue_helper-asm-avx.S $x/glue_helper-asm-avx2.S
		     $x/camellia.h $x/camellia_glue.c $x/camellia-x86_64-asm_64.S
		     $x/camellia_aesni_avx_glue.c $x/camellia-aesni-avx-asm_64.S
		     $x/camellia_aesni_avx2_glue.c $x/camellia-aesni-avx2-asm_64.S
		     $x/serpent-sse2.h $x/serpent_sse2_glue.c $x/serpent-sse2-x86_64-asm_64.S
		     $x/serpent-avx.h $x/serpent_avx_glue.c $x/serpent-avx-x86_64-asm_64.S
		     $x/serpent_avx2_glue.c $x/serpent-avx2-asm_64.S
		     $x/twofish.h $x/twofish_glue.c $x/twofish-x86_64-asm_64.S
		     $x/twofish_glue_3way.c $x/twofish-x86_64-asm_64-3way.S
		     $x/twofish_avx_glue.c $x/twofish-avx-x86_64-asm_64.S
		     $x/cast6_avx_glue.c $x/cast6-avx-x86_64-asm_64.S
		     $x/cast5_avx_glue.c $x/cast5-avx-x86_64-asm_64.S
		     $x/des3_ede_glue.c $x/des3_ede-asm_64.S
		     $x/blowfish_glue.c $x/blowfish-x86_64-asm_64.S
		     $x/chacha_glue.c $x/chacha-ssse3-x86_64.S $x/chacha-avx2-x86_64.S
		     $x/chacha-avx512vl-x86_64.S
		     $x/sha1_ssse3_glue.c $x/sha1_ssse3_asm.S $x/sha1_avx2_x86_64_asm.S $x/sha1_ni_asm.S
		     $x/sha512_ssse3_glue.c $x/sha512-ssse3-asm.S $x/sha512-avx-asm.S
		     $x/sha512-avx2-asm.S
		     $x/crc32c-intel_glue.c $x/crc32c-pcl-intel-asm_64.S
		     $x/crc32-pclmul_glue.c $x/crc32-pclmul_asm.S
		     $x/crct10dif-pclmul_glue.c $x/crct10dif-pcl-asm_64.S
		     $x/poly1305_glue.c $x/poly1305-x86_64-cryptogams.pl
		     $x/nhpoly1305-sse2-glue.c $x/nh-sse2-x86_64.S
		     $x/nhpoly1305-avx2-glue.c $x/nh-avx2-x86_64.S
		     $x/sm3_avx_glue.c $x/sm3-avx-asm_64.S
		     $x/sm4-avx.h $x/sm4_aesni_avx_glue.c $x/sm4-aesni-avx-asm_64.S
		     $x/sm4_aesni_avx2_glue.c $x/sm4-aesni-avx2-asm_64.S
		     $x/aria-avx.h $x/aria_aesni_avx_glue.c $x/aria-aesni-avx-asm_64.S
		     $x/aria_aesni_avx2_glue.c $x/aria-aesni-avx2-asm_64.S
		     $x/aria_gfni_avx512_glue.c $x/aria-gfni-avx512-asm_64.S
		     $x/blake2s-glue.c $x/blake2s-core.S $x/curve25519-x86_64.c
		     crypto/curve25519-generic.c crypto/ecc.c crypto/ecc_curve_defs.h crypto/ecdh.c
		     crypto/ecdh_helper.c crypto/ecdsa.c crypto/ecdsasignature.asn1
		     scripts/asn1_compiler.c lib/asn1_decoder.c
		     crypto/rsa.c crypto/rsa_helper.c crypto/rsa-pkcs1pad.c crypto/rsapubkey.asn1
		     crypto/rsaprivkey.asn1 crypto/dh.c crypto/dh_helper.c
		     $m/generic_mpih-add1.c $m/generic_mpih-lshift.c $m/generic_mpih-mul1.c
		     $m/generic_mpih-mul2.c $m/generic_mpih-mul3.c $m/generic_mpih-rshift.c
		     $m/generic_mpih-sub1.c $m/mpicoder.c $m/mpi-add.c $m/mpi-bit.c $m/mpi-cmp.c
		     $m/mpi-sub-ui.c $m/mpi-div.c $m/mpi-mod.c $m/mpi-mul.c $m/mpih-cmp.c
		     $m/mpih-div.c $m/mpih-mul.c $m/mpi-pow.c $m/mpiutil.c $m/longlong.h
		     $m/mpi-inline.h $m/mpi-internal.h $m/Makefile
		     crypto/ecrdsa.c crypto/ecrdsa_defs.h crypto/ecrdsa_params.asn1
		     crypto/ecrdsa_pub_key.asn1 lib/oid_registry.c lib/build_OID_registry
		     crypto/842.c lib/842/842.h lib/842/842_debugfs.h lib/842/842_compress.c
		     lib/842/842_decompress.c lib/842/Makefile)
	local f missing=()
	for f in "${files[@]}"; do
		[ -f "$dir/$f" ] || missing+=("linux-source-6.12/$f")
	done
	if [ ${#missing[@]} -gt 0 ]; then
		mkdir -p "$dir"
		tar -xJf "$tarball" -C "$dir" --strip-components=1 "${missing[@]}" >&2 || return 1
	fi
	realpath "$dir"
}
