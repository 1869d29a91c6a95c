#include "CallgrindShim.h"

#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>

int errorflow_callgrind_available(void) { return 1; }

void errorflow_callgrind_start(void) { CALLGRIND_START_INSTRUMENTATION; }

void errorflow_callgrind_stop(void) { CALLGRIND_STOP_INSTRUMENTATION; }

#else

int errorflow_callgrind_available(void) { return 0; }

void errorflow_callgrind_start(void) {}

void errorflow_callgrind_stop(void) {}

#endif
