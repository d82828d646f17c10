/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Routines for test_arm64_neon: one that clobbers d8-d15 as the kernel's arm64 assembly may
 * (it owns every SIMD register inside kernel_neon_begin/end), and a harness that calls a
 * routine with known values in d8-d15 and records what it left there.
 */
	.text

/* void neon_test_clobber(void): writes 0xc1c1... + n into d(8+n); breaks AAPCS64 on purpose. */
	.globl	neon_test_clobber
	.type	neon_test_clobber, %function
neon_test_clobber:
	mov	x9, #0xc1c1
	movk	x9, #0xc1c1, lsl #16
	movk	x9, #0xc1c1, lsl #32
	movk	x9, #0xc1c1, lsl #48
	fmov	d8, x9
	add	x9, x9, #1
	fmov	d9, x9
	add	x9, x9, #1
	fmov	d10, x9
	add	x9, x9, #1
	fmov	d11, x9
	add	x9, x9, #1
	fmov	d12, x9
	add	x9, x9, #1
	fmov	d13, x9
	add	x9, x9, #1
	fmov	d14, x9
	add	x9, x9, #1
	fmov	d15, x9
	ret
	.size	neon_test_clobber, . - neon_test_clobber

/*
 * void neon_test_region(void (*inside)(void)): kernel_neon_begin(), neon_test_clobber(),
 * inside() unless NULL, kernel_neon_end(): how kernel glue calls its assembly.
 */
	.globl	neon_test_region
	.type	neon_test_region, %function
neon_test_region:
	stp	x29, x30, [sp, #-32]!
	mov	x29, sp
	str	x19, [sp, #16]
	mov	x19, x0
	bl	kernel_neon_begin
	bl	neon_test_clobber
	cbz	x19, 1f
	blr	x19
1:	bl	kernel_neon_end
	ldr	x19, [sp, #16]
	ldp	x29, x30, [sp], #32
	ret
	.size	neon_test_region, . - neon_test_region

/*
 * void neon_test_call(const u64 in[8], void (*fn)(void *), u64 out[8], void *arg): loads
 * in[] into d8-d15, calls fn(arg), stores d8-d15 into out[]; its own caller's d8-d15 are
 * kept, as AAPCS64 asks.
 */
	.globl	neon_test_call
	.type	neon_test_call, %function
neon_test_call:
	stp	x29, x30, [sp, #-96]!
	mov	x29, sp
	stp	d8, d9, [sp, #16]
	stp	d10, d11, [sp, #32]
	stp	d12, d13, [sp, #48]
	stp	d14, d15, [sp, #64]
	str	x19, [sp, #80]
	mov	x19, x2
	ldp	d8, d9, [x0]
	ldp	d10, d11, [x0, #16]
	ldp	d12, d13, [x0, #32]
	ldp	d14, d15, [x0, #48]
	mov	x0, x3
	blr	x1
	stp	d8, d9, [x19]
	stp	d10, d11, [x19, #16]
	stp	d12, d13, [x19, #32]
	stp	d14, d15, [x19, #48]
	ldp	d8, d9, [sp, #16]
	ldp	d10, d11, [sp, #32]
	ldp	d12, d13, [sp, #48]
	ldp	d14, d15, [sp, #64]
	ldr	x19, [sp, #80]
	ldp	x29, x30, [sp], #96
	ret
	.size	neon_test_call, . - neon_test_call

	.section .note.GNU-stack, "", %progbits
