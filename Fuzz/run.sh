#!/usr/bin/env bash
# Builds the scanner fuzz target with libFuzzer and AddressSanitizer, seeds a corpus from the
# test fixtures and examples, and fuzzes for the given number of seconds (default 600).
#   Fuzz/run.sh [SECONDS] [extra libFuzzer flags…]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
shift || true
mkdir -p Fuzz/build Fuzz/corpus Fuzz/crashes
sources=$(find Sources/SwiftScan -name '*.swift' | sort)
swiftc -sanitize=fuzzer,address -parse-as-library -O -g \
  $sources Fuzz/FuzzScanner.swift -o Fuzz/build/fuzz-scanner
find Tests/SwiftScanTests/Fixtures Examples -name '*.swift' -exec cp {} Fuzz/corpus/ \; 2>/dev/null || true
exec Fuzz/build/fuzz-scanner Fuzz/corpus \
  -artifact_prefix=Fuzz/crashes/ -max_total_time="$seconds" -max_len=65536 -timeout=10 \
  -print_final_stats=1 "$@"
