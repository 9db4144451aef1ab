#ifndef KEPT_CQRENCODE_SHIM_H
#define KEPT_CQRENCODE_SHIM_H
#include <qrencode.h>
#endif
