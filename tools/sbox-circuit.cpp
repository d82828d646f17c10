// SPDX-License-Identifier: GPL-2.0-only
// Searches short straight-line circuits (XOR, AND, OR, ANDNOT, NOT over four words) for the
// eight Serpent S-boxes and their inverses, and prints them as crypto/serpent_sbox_circuits.h.
//
//   c++ -O2 -std=c++20 -o sbox-circuit tools/sbox-circuit.cpp
//   ./sbox-circuit crypto/serpent_bitslice.h > crypto/serpent_sbox_circuits.h
//
// The S-box tables are read from the header named on the command line, so they are written
// down once. Every function of four bits is a 16-bit truth table (bit v is its value at input
// v); input word i is the table whose bit v is bit i of v. Each output is built by a randomized
// multiplexer decomposition: a target, with a mask of the inputs it must match, is taken from
// the values already computed, or one or two gates over them, or else split on a selector (an
// input or any value already computed) into two smaller targets of half the mask each, which
// are solved the same way. Values computed for one output are reused by the next. Thousands of
// such runs, with random selectors, split forms and output orders, keep the shortest circuit.
// The chosen circuit's gates are then put in the order that keeps the fewest values live at
// once, so that two sets of words in one register file spill less. The seeds are fixed, so a
// run prints the same header every time.
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <random>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

namespace {

enum sbc_op : uint8_t {
	op_xor,
	op_and,
	op_or,
	op_andn,
	op_not
};
constexpr const char *sbc_op_name[] = { "op_xor", "op_and", "op_or", "op_andn", "op_not" };
constexpr uint16_t sbc_input[4] = { 0xaaaa, 0xcccc, 0xf0f0, 0xff00 };
constexpr unsigned int sbc_trials = 20000; // some minutes
constexpr unsigned int sbc_max_gates = 40;

struct sbc_gate {
	sbc_op op;
	uint8_t a, b;
};

struct sbc_circuit {
	std::vector<uint16_t> val; // inputs, then one value per gate
	std::vector<sbc_gate> gate;
	std::array<uint8_t, 4> out{};
	unsigned int nots = 0;
	unsigned int live = 0;
	unsigned int depth = 0;
};

uint16_t sbc_eval(sbc_op op, uint16_t a, uint16_t b)
{
	switch (op) {
	case op_xor:
		return a ^ b;
	case op_and:
		return a & b;
	case op_or:
		return a | b;
	case op_andn:
		return (uint16_t)(~a & b);
	default:
		return (uint16_t)~a;
	}
}

bool sbc_matches(uint16_t v, uint16_t f, uint16_t m)
{
	return ((v ^ f) & m) == 0;
}

// The most values (inputs included) held at once: each from its gate to its last reader, the
// outputs to the end.
unsigned int sbc_max_live(const sbc_circuit &p)
{
	std::vector<size_t> last(p.val.size(), 0);
	unsigned int best = 0;

	for (size_t i = 0; i < p.gate.size(); i++) {
		last[p.gate[i].a] = i + 4;
		last[p.gate[i].b] = i + 4;
	}
	for (uint8_t o : p.out)
		last[o] = p.val.size();
	for (size_t t = 4; t <= p.val.size(); t++) {
		unsigned int n = 0;

		for (size_t v = 0; v < t; v++)
			n += last[v] >= t;
		best = std::max(best, n);
	}
	return best;
}

// The most gates on a path from the inputs to an output: each round's latency.
unsigned int sbc_depth(const sbc_circuit &p)
{
	std::vector<unsigned int> d(p.val.size(), 0);
	unsigned int most = 0;

	for (size_t i = 0; i < p.gate.size(); i++)
		d[i + 4] = 1 + std::max(d[p.gate[i].a], d[p.gate[i].b]);
	for (uint8_t o : p.out)
		most = std::max(most, d[o]);
	return most;
}

class sbc_search {
public:
	explicit sbc_search(uint64_t seed) : rng(seed) {}

	// One circuit for @target, or one past @limit gates when it grows beyond (and is dropped).
	sbc_circuit run(const std::array<uint16_t, 4> &target, size_t limit)
	{
		std::array<unsigned int, 4> order = { 0, 1, 2, 3 };

		c = {};
		max_gates = limit;
		c.val.assign(sbc_input, sbc_input + 4);
		for (unsigned int i = 3; i > 0; i--)
			std::swap(order[i], order[pick(i + 1)]);
		for (unsigned int j : order)
			if (c.gate.size() <= max_gates)
				c.out[j] = (uint8_t)solve(target[j], 0xffff, 0);
		if (c.gate.size() > max_gates)
			return c;
		prune();
		return c;
	}

private:
	std::mt19937_64 rng;
	sbc_circuit c;
	size_t max_gates = 0;

	unsigned int pick(unsigned int n) { return (unsigned int)(rng() % n); }

	unsigned int add(sbc_op op, unsigned int a, unsigned int b)
	{
		c.gate.push_back({ op, (uint8_t)a, (uint8_t)b });
		c.val.push_back(sbc_eval(op, c.val[a], c.val[b]));
		return (unsigned int)c.val.size() - 1;
	}

	int find(uint16_t f, uint16_t m)
	{
		for (unsigned int i = 0; i < c.val.size(); i++)
			if (sbc_matches(c.val[i], f, m))
				return (int)i;
		return -1;
	}

	// All single gates over the values so far that give @f on @m; one of them at random.
	int one_gate(uint16_t f, uint16_t m)
	{
		std::vector<sbc_gate> found;
		const unsigned int n = (unsigned int)c.val.size();

		for (unsigned int a = 0; a < n; a++) {
			if (sbc_matches((uint16_t)~c.val[a], f, m))
				found.push_back({ op_not, (uint8_t)a, (uint8_t)a });
			for (unsigned int b = 0; b < n; b++) {
				if (a == b)
					continue;
				for (sbc_op op : { op_xor, op_and, op_or, op_andn }) {
					if (op != op_andn && b < a)
						continue;
					if (sbc_matches(sbc_eval(op, c.val[a], c.val[b]), f, m))
						found.push_back({ op, (uint8_t)a, (uint8_t)b });
				}
			}
		}
		if (found.empty())
			return -1;
		const sbc_gate g = found[pick((unsigned int)found.size())];
		return (int)add(g.op, g.a, g.b);
	}

	// Second gates after @first (its value standing as the newest one) that give @f on @m.
	void second_gates(sbc_gate first, uint16_t f, uint16_t m,
			  std::vector<std::array<sbc_gate, 2>> &found)
	{
		const unsigned int n = (unsigned int)c.val.size() - 1;
		auto note = [&](sbc_op op, unsigned int x, unsigned int y) {
			if (sbc_matches(sbc_eval(op, c.val[x], c.val[y]), f, m))
				found.push_back({ { first, { op, (uint8_t)x, (uint8_t)y } } });
		};

		note(op_not, n, n);
		for (unsigned int d = 0; d < n; d++)
			for (sbc_op op : { op_xor, op_and, op_or, op_andn }) {
				note(op, n, d);
				if (op == op_andn)
					note(op, d, n);
			}
	}

	// Two gates: a new value t from two old ones, then @f from t and an old one (or t alone).
	int two_gates(uint16_t f, uint16_t m)
	{
		const unsigned int n = (unsigned int)c.val.size();
		std::vector<std::array<sbc_gate, 2>> found;

		for (unsigned int a = 0; a < n; a++)
			for (unsigned int b = 0; b < n; b++)
				for (sbc_op op : { op_xor, op_and, op_or, op_andn, op_not }) {
					if ((op == op_not) != (a == b) || (op != op_andn && b < a))
						continue;
					c.val.push_back(sbc_eval(op, c.val[a], c.val[b]));
					second_gates({ op, (uint8_t)a, (uint8_t)b }, f, m, found);
					c.val.pop_back();
				}
		if (found.empty())
			return -1;
		const auto &g = found[pick((unsigned int)found.size())];
		add(g[0].op, g[0].a, g[0].b);
		return (int)add(g[1].op, g[1].a, g[1].b);
	}

	// A node that splits @m into two non-empty halves, at random; inputs twice as likely.
	unsigned int selector(uint16_t m)
	{
		std::vector<unsigned int> cand;

		for (unsigned int i = 0; i < c.val.size(); i++) {
			const uint16_t s = c.val[i];

			if ((m & s) && (m & ~s)) {
				cand.push_back(i);
				if (i < 4)
					cand.push_back(i);
			}
		}
		return cand[pick((unsigned int)cand.size())];
	}

	unsigned int solve(uint16_t f, uint16_t m, unsigned int depth)
	{
		if (c.gate.size() > max_gates)
			return 0;
		int r = find(f, m);

		if (r < 0)
			r = one_gate(f, m);
		if (r < 0 && (depth == 0 || pick(4)))
			r = two_gates(f, m);
		if (r >= 0)
			return (unsigned int)r;

		const unsigned int x = selector(m);
		const uint16_t sx = c.val[x];
		const uint16_t m1 = m & sx, m0 = m & (uint16_t)~sx;
		unsigned int g, h;

		switch (pick(8)) {
		case 0: // g ^ (x & h)
			g = solve(f, m0, depth + 1);
			h = solve(f ^ c.val[g], m1, depth + 1);
			return add(op_xor, g, add(op_and, x, h));
		case 1: // g ^ (~x & h)
			g = solve(f, m1, depth + 1);
			h = solve(f ^ c.val[g], m0, depth + 1);
			return add(op_xor, g, add(op_andn, x, h));
		case 2: // g | (x & h)
			g = solve(f & (uint16_t)~sx, m, depth + 1);
			h = solve(f, m1, depth + 1);
			return add(op_or, g, add(op_and, x, h));
		case 3: // g | (~x & h)
			g = solve(f & sx, m, depth + 1);
			h = solve(f, m0, depth + 1);
			return add(op_or, g, add(op_andn, x, h));
		case 4: // g & (x | h)
			g = solve(f | (uint16_t)~sx, m, depth + 1);
			h = solve(f, m0, depth + 1);
			return add(op_and, g, add(op_or, x, h));
		case 5: // g & ~(~x & h)
			g = solve(f | (uint16_t)~sx, m, depth + 1);
			h = solve((uint16_t)~f, m0, depth + 1);
			return add(op_andn, add(op_andn, x, h), g);
		case 6: // g & ~(x & h)
			g = solve(f | sx, m, depth + 1);
			h = solve((uint16_t)~f, m1, depth + 1);
			return add(op_andn, add(op_and, x, h), g);
		default: // (~x & g) | (x & h)
			g = solve(f, m0, depth + 1);
			h = solve(f, m1, depth + 1);
			return add(op_or, add(op_andn, x, g), add(op_and, x, h));
		}
	}

	// Drops the gates no output needs, renumbers the rest, counts NOTs and live values.
	void prune()
	{
		std::vector<bool> used(c.val.size());
		std::vector<uint8_t> index(c.val.size());
		sbc_circuit p;

		for (uint8_t o : c.out)
			used[o] = true;
		for (size_t i = c.val.size(); i-- > 4;)
			if (used[i]) {
				used[c.gate[i - 4].a] = true;
				used[c.gate[i - 4].b] = true;
			}
		p.val.assign(sbc_input, sbc_input + 4);
		for (unsigned int i = 0; i < 4; i++)
			index[i] = (uint8_t)i;
		for (size_t i = 4; i < c.val.size(); i++) {
			if (!used[i])
				continue;
			sbc_gate g = c.gate[i - 4];

			g.a = index[g.a];
			g.b = index[g.b];
			index[i] = (uint8_t)p.val.size();
			p.gate.push_back(g);
			p.val.push_back(c.val[i]);
			p.nots += g.op == op_not;
		}
		for (unsigned int j = 0; j < 4; j++)
			p.out[j] = index[c.out[j]];
		p.live = sbc_max_live(p);
		p.depth = sbc_depth(p);
		c = p;
	}
};

// The gates of @p in order @order (a permutation that keeps every operand before its use),
// renumbered, with the live count recomputed.
sbc_circuit sbc_reordered(const sbc_circuit &p, const std::vector<unsigned int> &order)
{
	std::vector<uint8_t> index(p.val.size());
	sbc_circuit r;

	r.val.assign(sbc_input, sbc_input + 4);
	r.nots = p.nots;
	r.depth = p.depth;
	for (unsigned int i = 0; i < 4; i++)
		index[i] = (uint8_t)i;
	for (unsigned int g : order) {
		sbc_gate x = p.gate[g];

		x.a = index[x.a];
		x.b = index[x.b];
		index[4 + g] = (uint8_t)r.val.size();
		r.gate.push_back(x);
		r.val.push_back(p.val[4 + g]);
	}
	for (unsigned int j = 0; j < 4; j++)
		r.out[j] = index[p.out[j]];
	r.live = sbc_max_live(r);
	return r;
}

// Fewer values live at once, for the same gates: random greedy list schedules, each taking
// among the gates whose operands are ready one that ends the most operands' lives (the last
// reader of a value that is no output), the fewest-live order kept. Two sets of words through
// one register file each need their S-box's live values at most.
sbc_circuit sbc_fewest_live(const sbc_circuit &p, std::mt19937_64 &rng, unsigned int tries)
{
	const size_t n = p.val.size(), gates = p.gate.size();
	std::vector<unsigned int> uses(n, 0);
	std::vector<bool> is_out(n, false);
	sbc_circuit best = p;

	for (const sbc_gate &g : p.gate) {
		uses[g.a]++;
		if (g.op != op_not)
			uses[g.b]++;
	}
	for (uint8_t o : p.out)
		is_out[o] = true;
	for (unsigned int t = 0; t < tries; t++) {
		std::vector<unsigned int> left = uses, order;
		std::vector<bool> done(n, false);

		for (unsigned int i = 0; i < 4; i++)
			done[i] = true;
		while (order.size() < gates) {
			std::vector<unsigned int> cand;
			int most = -1;

			for (unsigned int g = 0; g < gates; g++) {
				const sbc_gate &x = p.gate[g];

				if (done[4 + g] || !done[x.a] || !done[x.b])
					continue;
				int ends = 0;
				if (left[x.a] == 1 && !is_out[x.a])
					ends++;
				if (x.op != op_not && x.b != x.a && left[x.b] == 1 && !is_out[x.b])
					ends++;
				if (ends > most) {
					most = ends;
					cand.clear();
				}
				if (ends == most)
					cand.push_back(g);
			}
			const unsigned int g = cand[rng() % cand.size()];

			done[4 + g] = true;
			left[p.gate[g].a]--;
			if (p.gate[g].op != op_not)
				left[p.gate[g].b]--;
			order.push_back(g);
		}
		sbc_circuit r = sbc_reordered(p, order);
		if (r.live < best.live)
			best = r;
	}
	return best;
}

// Gates plus depth first: fewer instructions, and a shorter chain for the rounds of one set of
// words, which wait on it.
unsigned int sbc_cost(const sbc_circuit &a)
{
	return (unsigned int)a.gate.size() + a.depth;
}

bool sbc_better(const sbc_circuit &a, const sbc_circuit &b)
{
	if (sbc_cost(a) != sbc_cost(b))
		return sbc_cost(a) < sbc_cost(b);
	if (a.gate.size() != b.gate.size())
		return a.gate.size() < b.gate.size();
	if (a.nots != b.nots)
		return a.nots < b.nots;
	return a.live < b.live;
}

std::vector<std::array<uint8_t, 16>> sbc_read_sboxes(const char *path)
{
	std::ifstream in(path);
	std::stringstream ss;
	std::smatch m;
	std::vector<std::array<uint8_t, 16>> boxes;

	ss << in.rdbuf();
	const std::string text = ss.str();
	if (!std::regex_search(text, m, std::regex(R"(sbox\[8\]\[16\] = \{([^;]*)\};)")))
		return boxes;
	const std::string body = m[1];
	const std::regex row(R"(\{([0-9, ]*)\})");
	for (auto it = std::sregex_iterator(body.begin(), body.end(), row);
	     it != std::sregex_iterator(); ++it) {
		std::stringstream r((*it)[1].str());
		std::array<uint8_t, 16> box{};
		std::string cell;

		for (unsigned int v = 0; v < 16 && std::getline(r, cell, ','); v++)
			box[v] = (uint8_t)std::stoi(cell);
		boxes.push_back(box);
	}
	return boxes;
}

void sbc_print(const std::vector<sbc_circuit> &best)
{
	std::printf(
		"/* SPDX-License-Identifier: GPL-2.0-only */\n"
		"/* Generated by tools/sbox-circuit.cpp; do not edit. Regenerate with\n"
		" *   c++ -O2 -std=c++20 -o sbox-circuit tools/sbox-circuit.cpp\n"
		" *   ./sbox-circuit crypto/serpent_bitslice.h > "
		"crypto/serpent_sbox_circuits.h\n"
		" * Straight-line circuits for Serpent's S-boxes S0..S7 (boxes 0..7) and their "
		"inverses\n"
		" * (boxes 8..15). Values 0..3 are the input words, value 4 + i the result of "
		"gate i;\n"
		" * op_andn is ~a & b, op_not reads a alone. out[j] is the value holding output "
		"word j. */\n"
		"#ifndef _UKC_CRYPTO_SERPENT_SBOX_CIRCUITS_H\n"
		"#define _UKC_CRYPTO_SERPENT_SBOX_CIRCUITS_H\n\n"
		"#include <linux/types.h>\n\n"
		"namespace ukc::serpent_bs {\n\n"
		"enum sbox_op : u8 {\n\top_xor,\n\top_and,\n\top_or,\n\top_andn,\n\top_not\n};\n\n"
		"struct sbox_gate {\n\tsbox_op op;\n\tu8 a, b;\n};\n\n");
	size_t most = 0;
	for (const auto &p : best)
		most = std::max(most, p.gate.size());
	std::printf("inline constexpr unsigned int sbox_max_gates = %zu;\n\n", most);
	std::printf("struct sbox_circuit {\n\tunsigned int gates;\n"
		    "\tsbox_gate gate[sbox_max_gates];\n\tu8 out[4];\n};\n\n");
	std::printf(
		"/* clang-format off */\ninline constexpr sbox_circuit sbox_circuits[16] = {\n");
	for (size_t b = 0; b < best.size(); b++) {
		const sbc_circuit &p = best[b];

		std::printf("\t/* %s%zu: %zu gates, %u NOT, depth %u, %u values live at most */\n",
			    b < 8 ? "S" : "S^-1 of S", b % 8, p.gate.size(), p.nots, p.depth,
			    p.live);
		std::printf("\t{ %zu, {", p.gate.size());
		for (size_t i = 0; i < p.gate.size(); i++)
			std::printf("%s{ %s, %u, %u },", i % 4 ? " " : "\n\t\t",
				    sbc_op_name[p.gate[i].op], p.gate[i].a, p.gate[i].b);
		std::printf("\n\t  }, { %u, %u, %u, %u } },\n", p.out[0], p.out[1], p.out[2],
			    p.out[3]);
	}
	std::printf("};\n/* clang-format on */\n\n} // namespace ukc::serpent_bs\n\n"
		    "#endif /* _UKC_CRYPTO_SERPENT_SBOX_CIRCUITS_H */\n");
}

} // namespace

int main(int argc, char **argv)
{
	if (argc != 2 && argc != 3) {
		std::fprintf(stderr, "usage: %s crypto/serpent_bitslice.h [trials]\n", argv[0]);
		return 2;
	}
	const unsigned int trials = argc == 3 ? (unsigned int)std::stoul(argv[2]) : sbc_trials;
	const auto boxes = sbc_read_sboxes(argv[1]);
	if (boxes.size() != 8) {
		std::fprintf(stderr, "%s: no sbox[8][16] table found\n", argv[1]);
		return 1;
	}

	std::vector<sbc_circuit> best(16);
	for (unsigned int b = 0; b < 16; b++) {
		std::array<uint8_t, 16> table{};
		std::array<uint16_t, 4> target{};
		sbc_search search(0x5e7be47ull * (b + 1));

		for (unsigned int v = 0; v < 16; v++) {
			if (b < 8)
				table[v] = boxes[b][v];
			else
				table[boxes[b - 8][v]] = (uint8_t)v;
		}
		for (unsigned int j = 0; j < 4; j++)
			for (unsigned int v = 0; v < 16; v++)
				target[j] |= (uint16_t)(((table[v] >> j) & 1) << v);
		best[b].gate.resize(sbc_max_gates + 1);
		for (unsigned int t = 0; t < trials; t++) {
			// A circuit of more gates than this has no depth left to win by.
			const size_t limit = sbc_cost(best[b]) - 3;
			sbc_circuit p = search.run(target, limit);

			if (p.gate.size() <= limit && sbc_better(p, best[b]))
				best[b] = p;
		}
		std::mt19937_64 rng(0x11feull * (b + 1));
		best[b] = sbc_fewest_live(best[b], rng, 20000);
		if (best[b].gate.size() > sbc_max_gates) {
			std::fprintf(stderr, "box %u: no circuit of %u gates\n", b, sbc_max_gates);
			return 1;
		}
		std::fprintf(stderr, "box %2u: %zu gates, %u NOT, depth %u, %u live\n", b,
			     best[b].gate.size(), best[b].nots, best[b].depth, best[b].live);
	}
	sbc_print(best);
	return 0;
}
