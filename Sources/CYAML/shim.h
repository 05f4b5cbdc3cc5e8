#ifndef INTENTGEN_CYAML_SHIM_H
#define INTENTGEN_CYAML_SHIM_H
// Without libyaml, the build's first error says how to install it (rather than "'yaml.h' file not
// found" and one "could not build C module" per importing file with nothing to act on).
#if __has_include(<yaml.h>)
#include <yaml.h>
#else
#error "libyaml is not installed (no yaml.h): install it with 'apt-get install libyaml-dev' (Debian, Ubuntu) or 'brew install libyaml' (macOS), then build again"
#endif
#endif
