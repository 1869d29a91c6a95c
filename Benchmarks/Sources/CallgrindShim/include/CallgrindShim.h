// Callgrind client requests for the benchmark's instruction counts (see Benchmarks/README.md).
// Outside valgrind each call is a handful of no-op instructions.
#ifndef ERRORFLOW_CALLGRIND_SHIM_H
#define ERRORFLOW_CALLGRIND_SHIM_H

/// 1 when this file was built with valgrind's callgrind.h, 0 when it was not (then the two
/// calls below do nothing and an instruction count would cover the whole program).
int errorflow_callgrind_available(void);

/// Starts counting: instrumentation on (the run starts with --instr-atstart=no).
void errorflow_callgrind_start(void);

/// Stops counting: instrumentation off, so the tear-down is not counted.
void errorflow_callgrind_stop(void);

#endif
