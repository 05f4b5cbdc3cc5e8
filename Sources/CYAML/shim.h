#ifndef INTENTGEN_CYAML_SHIM_H
#define INTENTGEN_CYAML_SHIM_H
// libyaml is missing if this include fails: install it with `apt-get install libyaml-dev`
// (Debian, Ubuntu) or `brew install libyaml` (macOS), then build again.
#include <yaml.h>
#endif
