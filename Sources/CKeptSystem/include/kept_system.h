#ifndef KEPT_SYSTEM_H
#define KEPT_SYSTEM_H

/// System calls Swift cannot reach: glibc's `syscall` is variadic, so it is not imported.

/// Linux `openat2` with `RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS`: opens `path` below the folder
/// `dirfd` without following any symbolic link nor leaving the folder. -1 with errno set
/// (ENOSYS where the kernel or headers lack openat2; ELOOP or EXDEV when a link or `..` is met).
int kept_openat_beneath(int dirfd, const char *path, int flags, unsigned int mode);

/// `O_PATH` (a folder opened only to open below it), which Swift's Glibc hides behind _GNU_SOURCE.
extern const int kept_o_path;

#endif
