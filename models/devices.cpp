// SPDX-License-Identifier: GPL-2.0-only
// Device models by name: what --device NAME of the programs adds, and removes at exit.
#include <cerrno>
#include <cstring>
#include <mutex>
#include <string>
#include <vector>

#include "ukc_models.h"
#include "ukc_virtio_crypto.h"

namespace {

struct model_device {
	void *dev;
	void (*remove)(void *dev);
};

std::mutex model_lock;
std::vector<model_device> model_devices;

int model_add_virtio_crypto(model_device *d)
{
	const ukc_vcrypto_params p = {}; // the model's defaults: one data queue of 256 entries
	ukc_vcrypto *vc = ukc_vcrypto_create(&p);

	if (!vc)
		return -ENOMEM;
	*d = { vc, [](void *dev) { ukc_vcrypto_destroy(static_cast<ukc_vcrypto *>(dev)); } };
	return 0;
}

struct model_kind {
	const char *name;
	int (*add)(model_device *d);
};

constexpr model_kind model_kinds[] = {
	{ "virtio-crypto", model_add_virtio_crypto },
};

} // namespace

int ukc_model_add(const char *name)
{
	for (const model_kind &k : model_kinds) {
		if (strcmp(k.name, name))
			continue;
		model_device d;
		int err = k.add(&d);
		if (err)
			return err;
		std::lock_guard<std::mutex> g(model_lock);
		model_devices.push_back(d);
		return 0;
	}
	return -ENOENT;
}

void ukc_model_remove_all(void)
{
	std::vector<model_device> devs;
	{
		std::lock_guard<std::mutex> g(model_lock);
		devs.swap(model_devices);
	}
	while (!devs.empty()) {
		devs.back().remove(devs.back().dev);
		devs.pop_back();
	}
}

const char *ukc_model_names(void)
{
	static const std::string names = [] {
		std::string s;
		for (const model_kind &k : model_kinds)
			s += (s.empty() ? "" : ", ") + std::string(k.name);
		return s;
	}();
	return names.c_str();
}
