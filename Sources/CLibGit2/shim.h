#ifndef KEPT_CLIBGIT2_SHIM_H
#define KEPT_CLIBGIT2_SHIM_H
#include <git2.h>
#endif
