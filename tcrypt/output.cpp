// SPDX-License-Identifier: GPL-2.0-only
// tcrypt's output: the text Linux 6.12's tcrypt logs (pr_info/pr_cont/pr_err), without dmesg
// timestamps but with its "tcrypt: " prefix, or the same figures as one JSON record per line.
#include <crypto/ukcrypto.h>

#include <cstdarg>
#include <cstdio>
#include <string>

#include "tcrypt.h"

namespace ukc::tcrypt {

namespace {

// 6.12's tcrypt.c sets pr_fmt to KBUILD_MODNAME ": ", so every pr_info, pr_err and pr_debug
// line dmesg shows starts with it, and a pr_cont continuation does not: printing it lets a
// script written for `dmesg > log` read stdout unchanged.
constexpr char pr_fmt_prefix[] = "tcrypt: ";

struct out_state {
	FILE *json = nullptr;	// where JSON records go, if anywhere
	bool text = true;	// whether the kernel's text goes to stdout
	bool line_open = false; // a pr_info header awaits its pr_cont
	std::string kind, alg, driver, dir;
	std::string pending_text; // the open header's text
	std::string pending_json; // its fields, as JSON members
	int failure = 0;
};

out_state out;

std::string vformat(const char *fmt, va_list ap)
{
	va_list copy;

	va_copy(copy, ap);
	int n = vsnprintf(nullptr, 0, fmt, copy);
	va_end(copy);
	std::string s(n > 0 ? static_cast<size_t>(n) : 0, '\0');
	vsnprintf(s.data(), s.size() + 1, fmt, ap);
	return s;
}

std::string format(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
std::string format(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	std::string s = vformat(fmt, ap);
	va_end(ap);
	return s;
}

std::string json_str(const std::string &s)
{
	std::string o = "\"";

	for (unsigned char c : s) {
		if (c == '"' || c == '\\')
			o += format("\\%c", c);
		else if (c < 0x20)
			o += format("\\u%04x", c);
		else
			o += static_cast<char>(c);
	}
	return o + "\"";
}

std::string member(const char *key, const std::string &value)
{
	return format(",\"%s\":%s", key, json_str(value).c_str());
}

std::string member(const char *key, unsigned long long value)
{
	return format(",\"%s\":%llu", key, value);
}

// One record: its type, the members given, and the text line it stands for.
void json_record(const char *type, const std::string &members, const std::string &text)
{
	if (!out.json)
		return;
	fprintf(out.json, "{\"type\":\"%s\",\"mode\":%d%s%s}\n", type, param.mode, members.c_str(),
		text.empty() ? "" : member("text", text).c_str());
	fflush(out.json);
}

std::string banner_members()
{
	std::string m = member("kind", out.kind) + member("alg", out.alg) +
			member("driver", out.driver);
	if (!out.dir.empty())
		m += member("direction", out.dir);
	return m;
}

// A whole line of text: ends an open header first, as printk starts a new record.
void text_line(const std::string &line)
{
	if (!out.text)
		return;
	if (out.line_open)
		fputc('\n', stdout);
	out.line_open = false;
	fprintf(stdout, "%s\n", line.c_str());
	fflush(stdout);
}

void header(const std::string &text, const std::string &members)
{
	out_flush_log();
	out.pending_text = text;
	out.pending_json = banner_members() + members;
	if (out.text) {
		if (out.line_open)
			fputc('\n', stdout);
		fputs(text.c_str(), stdout);
		fflush(stdout);
		out.line_open = true;
	}
}

void result(const std::string &text, const std::string &members)
{
	if (out.text && out.line_open) {
		fprintf(stdout, "%s\n", text.c_str());
		fflush(stdout);
	}
	out.line_open = false;
	json_record("result", out.pending_json + members, out.pending_text + text);
}

void err_line(const std::string &msg)
{
	out_flush_log();
	text_line(pr_fmt_prefix + msg);
	json_record("error", "", pr_fmt_prefix + msg);
}

} // namespace

void out_open(bool json_stdout, const char *json_file)
{
	out.text = !json_stdout;
	if (json_stdout)
		out.json = stdout;
	else if (json_file)
		out.json = fopen(json_file, "w");
}

void out_close()
{
	out_flush_log();
	if (out.text && out.line_open)
		fputc('\n', stdout);
	out.line_open = false;
	if (out.json && out.json != stdout)
		fclose(out.json);
	out.json = nullptr;
	fflush(stdout);
}

void out_banner(const banner &b)
{
	out_flush_log();
	out.kind = b.kind;
	out.alg = b.alg;
	out.driver = b.driver;
	out.dir = b.dir ? b.dir : "";
	std::string text = std::string(pr_fmt_prefix) + "testing speed of ";
	if (*b.kind)
		text += std::string(b.kind) + " ";
	text += format("%s (%s)", b.alg, b.driver);
	if (b.dir)
		text += std::string(" ") + b.dir;
	text_line(text);
	json_record("banner", banner_members(), text);
}

void out_cipher_header(unsigned int test, int key_bits, unsigned int bs)
{
	header(format("%stest %u (%d bit key, %d byte blocks): ", pr_fmt_prefix, test, key_bits,
		      bs),
	       member("test", test) + member("key_bits", static_cast<unsigned>(key_bits)) +
		       member("block", bs));
}

void out_cipher_ops(int ops, int secs, unsigned long long bytes)
{
	result(format("%d operations in %d seconds (%llu bytes)", ops, secs, bytes),
	       member("ops", static_cast<unsigned>(ops)) +
		       member("secs", static_cast<unsigned>(secs)) + member("bytes", bytes));
}

void out_cipher_cycles(unsigned long cycles, int bs)
{
	result(format("1 operation in %lu cycles (%d bytes)", cycles, bs),
	       member("cycles", cycles) + member("bytes", static_cast<unsigned>(bs)) +
		       member("counter", cycle_counter_name()));
}

void out_hash_header(unsigned int test, unsigned int blen, unsigned int plen)
{
	header(format("%stest%3u (%5u byte blocks,%5u bytes per update,%4u updates): ",
		      pr_fmt_prefix, test, blen, plen, blen / plen),
	       member("test", test) + member("block", blen) + member("plen", plen) +
		       member("updates", blen / plen));
}

void out_hash_ops(unsigned int opers, unsigned long bytes)
{
	result(format("%6u opers/sec, %9lu bytes/sec", opers, bytes),
	       member("opers_per_sec", opers) + member("bytes_per_sec", bytes));
}

void out_hash_cycles(unsigned long cycles, unsigned long per_byte)
{
	result(format("%6lu cycles/operation, %4lu cycles/byte", cycles, per_byte),
	       member("cycles_per_op", cycles) + member("cycles_per_byte", per_byte) +
		       member("counter", cycle_counter_name()));
}

void out_info(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	std::string msg = vformat(fmt, ap);
	va_end(ap);
	out_flush_log();
	text_line(pr_fmt_prefix + msg);
	json_record("info", "", pr_fmt_prefix + msg);
}

void out_err(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	std::string msg = vformat(fmt, ap);
	va_end(ap);
	err_line(msg);
}

void out_selftest(const char *alg, int rc)
{
	out_flush_log();
	json_record("selftest", member("alg", std::string(alg)) + format(",\"result\":%d", rc), "");
}

// The library's own printk lines (testmgr's "alg: ..."), in order among tcrypt's, as dmesg
// would interleave them: they are not tcrypt's, so they carry no "tcrypt: ".
void out_flush_log()
{
	size_t n = ukc_log_read(nullptr, 0);
	if (!n)
		return;
	std::string all(n + 1, '\0');
	all.resize(ukc_log_read(all.data(), all.size()));
	ukc_log_clear();
	size_t pos = 0;
	while (pos < all.size()) {
		size_t nl = all.find('\n', pos);
		std::string line = all.substr(pos, nl == std::string::npos ? nl : nl - pos);
		pos = nl == std::string::npos ? all.size() : nl + 1;
		text_line(line);
		json_record("log", "", line);
	}
}

void note_failure(int err)
{
	if (!out.failure)
		out.failure = err;
}

int failure()
{
	return out.failure;
}

const char *cycle_counter_name()
{
#if defined(__x86_64__) || defined(__i386__)
	return "tsc";
#elif defined(__aarch64__)
	return "cntvct_el0";
#else
	return "ns";
#endif
}

} // namespace ukc::tcrypt
