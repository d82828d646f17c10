// SPDX-License-Identifier: GPL-2.0-only
// request_module(): out-of-tree drivers as shared objects, found by alias in UKCRYPTO_MODULE_PATH.
#include <linux/kernel.h>

#include <dirent.h>
#include <dlfcn.h>
#include <elf.h>
#include <fcntl.h>
#include <link.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdarg>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ukc_arch_hooks.h"
#include "ukc_kernel.h"
#include "ukc_lru.h"

namespace {

constexpr size_t module_tried_max = 1024; // aliases remembered as already looked for
constexpr size_t module_warned_max = 64;  // refusals remembered as already logged

std::recursive_mutex module_mutex; // a module's init may look up (and load) others
// The aliases already looked for, as modprobe remembers what it could not find, so a miss
// costs one search; the one looked for least recently is forgotten first.
ukc::lru_set module_tried(module_tried_max);
std::map<const void *, std::string> module_names; // load address of each module -> its name
std::set<std::string> module_warned;		  // refusals logged, so each is logged once
// The open file each loaded module was mapped from (by device and inode), kept open: the loader
// knows the module by its "/proc/self/fd/N" name, which must not come to mean another file.
std::map<std::pair<dev_t, ino_t>, int> module_files;
// Modules whose module_exit() ran (ukc_rmmod). Their code stays mapped, and dlopen() of the
// same file would hand back that copy without running module_init() again: refused instead.
std::set<const void *> module_removed;

// The kernel names a module after its file, less the extension, with '-' made '_'.
std::string module_name_of_file(const std::string &path)
{
	std::string name = path.substr(path.rfind('/') + 1);

	if (name.size() > 3 && name.compare(name.size() - 3, 3, ".so") == 0)
		name.resize(name.size() - 3);
	for (char &c : name)
		if (c == '-')
			c = '_';
	return name;
}

// Where the object behind @handle starts in memory, as dladdr() reports a symbol's base.
const void *module_base(void *handle)
{
	struct link_map *map = nullptr;

	if (dlinfo(handle, RTLD_DI_LINKMAP, &map) || !map)
		return nullptr;
	return reinterpret_cast<const void *>(map->l_addr);
}

// Records the module @handle (loaded from @path) by its base; false when it was removed.
bool module_note_loaded(void *handle, const std::string &path)
{
	const void *base = module_base(handle);

	if (base && module_removed.count(base)) {
		dlclose(handle);
		printk(KERN_ERR "ukcrypto: module %s was removed and cannot load again in this "
				"process\n",
		       path.c_str());
		return false;
	}
	if (base) {
		auto it = module_names.emplace(base, module_name_of_file(path)).first;
		ukc::arch_hooks_bind(handle, base, it->second.c_str());
	}
	return true;
}

// An alias ("crypto-cbc") is a file name: refuse anything that could leave the folder.
bool module_alias_ok(const std::string &alias)
{
	return !alias.empty() && alias.find('/') == std::string::npos && alias != "." &&
	       alias != "..";
}

// Logs why a module folder or file is passed over, once for each folder and reason.
void module_warn(const char *what, const std::string &name, const std::string &why)
{
	std::string line = std::string(what) + " " + name + " ignored: " + why;

	if (module_warned.count(line))
		return;
	if (module_warned.size() < module_warned_max)
		module_warned.insert(line);
	printk(KERN_WARNING "ukcrypto: %s\n", line.c_str());
}

// Why a module folder or file must not be used, or "" when it may: one that another user can
// write to, or replace as its owner, would let that user choose code this process runs. A
// group of the user's own (user private groups, umask 002) or root's adds no such writer.
std::string module_trust_refusal(const struct stat &st)
{
	char why[48];

	if (st.st_uid != 0 && st.st_uid != geteuid())
		snprintf(why, sizeof(why), "owned by uid %u", static_cast<unsigned int>(st.st_uid));
	else if (st.st_mode & S_IWOTH)
		return "writable by everyone"; // sticky or not: anyone may add a file
	else if ((st.st_mode & S_IWGRP) && st.st_gid != 0 && st.st_gid != getegid())
		snprintf(why, sizeof(why), "writable by group %u",
			 static_cast<unsigned int>(st.st_gid));
	else
		return "";
	return why;
}

// A descriptor closed when it goes out of scope.
class module_fd {
public:
	explicit module_fd(int fd) : fd_(fd) {}
	module_fd(const module_fd &) = delete;
	module_fd &operator=(const module_fd &) = delete;
	~module_fd()
	{
		if (fd_ >= 0)
			close(fd_);
	}
	int get() const { return fd_; }
	int release() { return std::exchange(fd_, -1); }
	void reset(int fd)
	{
		if (fd_ >= 0)
			close(fd_);
		fd_ = fd;
	}

private:
	int fd_;
};

// Why the folder @dir (open as @fd) on a module's real path must not be trusted, or "": its
// owner or a writer of it could rename another file into the place of the module, or of a
// folder below it. The folder that holds the module gets no exception. A folder further up
// that is sticky (/tmp) and owned by root or the user may be writable by others: they cannot
// rename or remove an entry they do not own there, and the entry the path goes through next
// is checked in turn (owned by root or the user), so a folder another user placed is refused
// there.
std::string module_dir_refusal(int fd, const std::string &dir, bool holds_module)
{
	struct stat st;

	if (fstat(fd, &st))
		return "folder " + dir + " cannot be read";
	if (!holds_module && (st.st_mode & S_ISVTX) && (st.st_uid == 0 || st.st_uid == geteuid()))
		return "";
	std::string why = module_trust_refusal(st);
	return why.empty() ? why : "folder " + dir + " " + why;
}

// The module @path opened for reading, when its real path (through every symlink) is a
// regular file that, with every folder above it, passes module_trust_refusal(); else -1,
// with the reason in @why ("" when there is no such file). Each folder is opened from the one
// above without following links and checked open, and the file is opened once: nothing can
// be swapped in between the checks and the load that maps this descriptor.
int module_open_trusted(const std::string &path, std::string &why)
{
	why.clear();
	std::unique_ptr<char, decltype(&free)> real(realpath(path.c_str(), nullptr), free);
	if (!real)
		return -1;
	std::string rp(real.get());
	module_fd dir(open("/", O_PATH | O_DIRECTORY | O_CLOEXEC));
	if (dir.get() < 0 ||
	    !(why = module_dir_refusal(dir.get(), "/", rp.rfind('/') == 0)).empty())
		return -1;
	for (size_t start = 1;;) {
		size_t end = rp.find('/', start);
		bool leaf = end == std::string::npos;
		std::string name = rp.substr(start, leaf ? std::string::npos : end - start);
		int flags = leaf ? O_RDONLY | O_NOFOLLOW | O_CLOEXEC
				 : O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC;
		dir.reset(openat(dir.get(), name.c_str(), flags));
		if (dir.get() < 0) {
			why = "changed while being checked"; // a folder or link replaced since
			return -1;
		}
		if (leaf)
			break;
		why = module_dir_refusal(dir.get(), rp.substr(0, end),
					 rp.find('/', end + 1) == std::string::npos);
		if (!why.empty())
			return -1;
		start = end + 1;
	}
	struct stat st;
	if (fstat(dir.get(), &st) || !S_ISREG(st.st_mode))
		why = "not a regular file";
	else
		why = module_trust_refusal(st);
	return why.empty() ? dir.release() : -1;
}

// dlopen() of the open file @fd, by its /proc/self/fd name; the descriptor is kept while the
// module is loaded (one per file), else closed.
void *module_dlopen_fd(int fd)
{
	struct stat st;

	if (fstat(fd, &st)) {
		close(fd);
		return nullptr;
	}
	auto key = std::make_pair(st.st_dev, st.st_ino);
	auto it = module_files.find(key);
	if (it != module_files.end()) {
		// Loaded before: the descriptor kept then names the same file.
		close(fd);
		fd = it->second;
	}
	std::string name = "/proc/self/fd/" + std::to_string(fd);
	void *handle = dlopen(name.c_str(), RTLD_NOW | RTLD_GLOBAL);
	if (handle && it == module_files.end())
		module_files.emplace(key, fd);
	else if (!handle && it == module_files.end())
		close(fd);
	return handle;
}

// Whether @dir may hold modules. A relative entry would be resolved against whatever the
// working directory happens to be; a folder that does not exist holds nothing.
bool module_dir_ok(const std::string &dir)
{
	struct stat st;

	if (dir[0] != '/') {
		module_warn("module folder", dir, "not an absolute path");
		return false;
	}
	if (stat(dir.c_str(), &st))
		return false;
	std::string why = S_ISDIR(st.st_mode) ? module_trust_refusal(st) : "not a folder";
	if (!why.empty()) {
		module_warn("module folder", dir, why);
		return false;
	}
	return true;
}

// The "alias=" strings of a module's .modinfo section (MODULE_ALIAS, MODULE_ALIAS_CRYPTO), read
// from the file without loading it, as depmod reads them into modules.alias. A file that is
// not a well-formed 64-bit ELF object of this machine has none.
std::vector<std::string> module_file_aliases(const std::string &path)
{
	std::vector<std::string> aliases;
	int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
	struct stat st;

	if (fd < 0)
		return aliases;
	if (fstat(fd, &st) || static_cast<size_t>(st.st_size) < sizeof(Elf64_Ehdr)) {
		close(fd);
		return aliases;
	}
	size_t size = static_cast<size_t>(st.st_size);
	void *map = mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
	close(fd);
	if (map == MAP_FAILED)
		return aliases;
	const auto *bytes = static_cast<const unsigned char *>(map);
	const auto *eh = static_cast<const Elf64_Ehdr *>(map);
	auto in_file = [size](u64 off, u64 len) { return off <= size && len <= size - off; };
	if (!memcmp(eh->e_ident, ELFMAG, SELFMAG) && eh->e_ident[EI_CLASS] == ELFCLASS64 &&
	    eh->e_shentsize == sizeof(Elf64_Shdr) && eh->e_shstrndx < eh->e_shnum &&
	    in_file(eh->e_shoff, static_cast<u64>(eh->e_shnum) * sizeof(Elf64_Shdr))) {
		const auto *sh = reinterpret_cast<const Elf64_Shdr *>(bytes + eh->e_shoff);
		const Elf64_Shdr &names = sh[eh->e_shstrndx];
		for (unsigned int i = 0; i < eh->e_shnum && in_file(names.sh_offset, names.sh_size);
		     i++) {
			if (sh[i].sh_name >= names.sh_size || sh[i].sh_type != SHT_PROGBITS ||
			    !in_file(sh[i].sh_offset, sh[i].sh_size))
				continue;
			const char *name = reinterpret_cast<const char *>(bytes + names.sh_offset +
									  sh[i].sh_name);
			size_t left = names.sh_size - sh[i].sh_name;
			if (strnlen(name, left) == left || strcmp(name, ".modinfo"))
				continue;
			std::string_view info(
				reinterpret_cast<const char *>(bytes + sh[i].sh_offset),
				sh[i].sh_size);
			for (size_t at = 0; at < info.size();) {
				size_t end = info.find('\0', at);
				if (end == std::string_view::npos)
					end = info.size();
				std::string_view entry = info.substr(at, end - at);
				if (entry.substr(0, 6) == "alias=")
					aliases.emplace_back(entry.substr(6));
				at = end + 1;
			}
		}
	}
	munmap(map, size);
	return aliases;
}

bool module_load_file(const std::string &path)
{
	std::string why;
	int fd = module_open_trusted(path, why);

	if (fd < 0) {
		if (!why.empty())
			module_warn("module", path, why);
		return false;
	}
	void *handle = module_dlopen_fd(fd);
	if (!handle) {
		printk(KERN_ERR "ukcrypto: cannot load module %s: %s\n", path.c_str(), dlerror());
		return false;
	}
	if (!module_note_loaded(handle, path))
		return false;
	printk(KERN_INFO "ukcrypto: loaded module %s\n", path.c_str());
	return true; // stays loaded, as a module with live users would
}

// "<dir>/<alias>.so" if there is one, else the first module of @dir (in name order) that
// declares @alias.
bool module_load_from(const std::string &dir, const std::string &alias)
{
	if (!module_dir_ok(dir))
		return false;
	if (module_load_file(dir + "/" + alias + ".so"))
		return true;
	DIR *d = opendir(dir.c_str());
	if (!d)
		return false;
	std::vector<std::string> files;
	while (struct dirent *e = readdir(d)) {
		std::string_view n(e->d_name);
		if (n.size() > 3 && n.substr(n.size() - 3) == ".so")
			files.emplace_back(n);
	}
	closedir(d);
	std::sort(files.begin(), files.end());
	for (const std::string &f : files) {
		std::string path = dir + "/" + f;
		for (const std::string &a : module_file_aliases(path))
			if (a == alias)
				return module_load_file(path);
	}
	return false;
}

// Takes in the module @handle loaded (or not: NULL) from @path. Modules are loaded with their
// symbols global, so a module loaded after resolves the symbols one exports (EXPORT_SYMBOL), as
// the kernel links a module against those loaded before.
int module_insmod_handle(void *handle, const char *path)
{
	if (!handle) {
		// insmod(8)'s words, with the loader's reason (a missing file or symbol).
		printk(KERN_ERR "insmod: ERROR: could not load module %s: %s\n", path, dlerror());
		return -ENOENT;
	}
	if (!module_note_loaded(handle, path))
		return -EBUSY;
	// A parameter refused its value: the module is mapped, but its module_init() did not run.
	int err = ukc::module_params_refused(module_base(handle)) ? -EINVAL
								  : ukc::take_module_init_error();
	if (err) {
		// A kernel unloads a module whose init failed: the library's calls leave it too.
		ukc::arch_hooks_unbind(module_base(handle));
		printk(KERN_ERR "insmod: ERROR: could not insert module %s: %s\n", path,
		       strerror(-err));
		return err;
	}
	printk(KERN_INFO "ukcrypto: loaded module %s\n", path);
	return 0;
}

} // namespace

extern "C" int ukc_insmod(const char *path)
{
	ukc::ensure_init();
	std::lock_guard<std::recursive_mutex> g(module_mutex);
	// As insmod(8): a name without a slash is a file in the working folder, never a library
	// that dlopen() would search for along LD_LIBRARY_PATH and the system's folders.
	std::string file = strchr(path, '/') ? std::string(path) : "./" + std::string(path);

	ukc::take_module_init_error(); // what an earlier load left is not this module's
	return module_insmod_handle(dlopen(file.c_str(), RTLD_NOW | RTLD_GLOBAL), path);
}

extern "C" int ukc_rmmod(const char *name)
{
	const void *base = nullptr;

	ukc::ensure_init(); // UKCRYPTO_MODULES are loaded by then
	{
		std::lock_guard<std::recursive_mutex> g(module_mutex);
		for (auto it = module_names.begin(); it != module_names.end(); ++it) {
			if (it->second == name) {
				base = it->first;
				module_names.erase(it);
				module_removed.insert(base);
				break;
			}
		}
	}
	if (!base)
		return -ENOENT;
	ukc::arch_hooks_unbind(base);
	ukc::run_module_exits(base);
	printk(KERN_INFO "ukcrypto: unloaded module %s\n", name);
	return 0;
}

// UKCRYPTO_MODULES=a.so:b.so, at start-up, in that order. Each file (absolute, or relative
// to the working directory) must pass the checks a module folder's files pass, along its real
// path; in secure execution env_get() gives nothing and nothing loads.
int ukc::load_startup_modules()
{
	const char *list = ukc::env_get("UKCRYPTO_MODULES");
	int first_err = 0;

	if (!list || !*list)
		return 0;
	std::lock_guard<std::recursive_mutex> g(module_mutex);
	std::string paths(list);
	for (size_t start = 0; start <= paths.size();) {
		size_t end = paths.find(':', start);
		if (end == std::string::npos)
			end = paths.size();
		std::string path = paths.substr(start, end - start);
		start = end + 1;
		if (path.empty())
			continue;
		std::string why;
		int fd = module_open_trusted(path, why);
		int open_err = fd < 0 && why.empty() ? -errno : -EACCES;
		ukc::take_module_init_error();
		if (fd < 0 && why.empty())
			why = strerror(-open_err);
		int err = fd >= 0 ? module_insmod_handle(module_dlopen_fd(fd), path.c_str())
				  : open_err;
		if (fd < 0)
			printk(KERN_ERR "insmod: ERROR: could not load module %s: %s\n",
			       path.c_str(), why.c_str());
		if (err && !first_err)
			first_err = err;
	}
	return first_err;
}

// Loads "<dir>/<alias>.so" from the first folder of UKCRYPTO_MODULE_PATH that has it and may
// be trusted. Its module_init() runs from the object's constructor. Returns 0 if something
// was loaded. In secure execution (setuid) env_get() gives no path: nothing loads.
int ukc_request_module(const char *fmt, ...)
{
	const char *path = ukc::env_get("UKCRYPTO_MODULE_PATH");
	char buf[256];
	va_list ap;

	if (!path || !*path)
		return -ENOENT;
	va_start(ap, fmt);
	int n = vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	if (n < 0 || static_cast<size_t>(n) >= sizeof(buf) || !module_alias_ok(buf))
		return -ENOENT;

	std::lock_guard<std::recursive_mutex> g(module_mutex);
	if (!module_tried.insert(buf))
		return -ENOENT;
	std::string dirs(path);
	for (size_t start = 0; start <= dirs.size();) {
		size_t end = dirs.find(':', start);
		if (end == std::string::npos)
			end = dirs.size();
		if (end > start && module_load_from(dirs.substr(start, end - start), buf))
			return 0;
		start = end + 1;
	}
	return -ENOENT;
}

const void *ukc::object_base(const void *addr)
{
	struct dl_find_object found;

	if (!addr || _dl_find_object(const_cast<void *>(addr), &found))
		return nullptr;
	return found.dlfo_map_start;
}

const char *ukc_module_name(const void *addr)
{
	const void *base = ukc::object_base(addr);

	if (!base)
		return "kernel";
	std::lock_guard<std::recursive_mutex> g(module_mutex);
	auto it = module_names.find(base);
	return it == module_names.end() ? "kernel" : it->second.c_str();
}

extern "C" size_t ukc_module_tried_count(size_t *max)
{
	std::lock_guard<std::recursive_mutex> g(module_mutex);

	if (max)
		*max = module_tried_max;
	return module_tried.size();
}
