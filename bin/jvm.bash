# The JVM options arbiter's commands run with, beyond start-up's (sourced by bin/arbiter and bin/arbiter-bench, so the
# bench measures what the command does; README, "Speed"; bin/arbiter-spark in local mode too). Sets the array `tuned`;
# an option of the same kind in ARBITER_JAVA_OPTS, ARBITER_SPARK_OPTS, or the variables every java reads
# (JAVA_TOOL_OPTIONS, JDK_JAVA_OPTIONS) wins.
tuned=()
given="${ARBITER_JAVA_OPTS:-} ${ARBITER_SPARK_OPTS:-} ${JAVA_TOOL_OPTIONS:-} ${JDK_JAVA_OPTIONS:-}"
# The parallel garbage collector: Drools writes references all the time, and G1, the default, pays for each with its
# write barriers and for its bookkeeping with concurrent threads that share the two cores with the JIT. Interleaved,
# the bench's corpus, one worker: warm 16,384-17,601 -> 19,940-21,738 lines/s, steady 27,274-28,594 ->
# 33,437-34,204. (The JVM refuses two collectors.)
if [[ "$given" != *-XX:+Use*GC* ]]; then
  tuned+=(-XX:+UseParallelGC)
fi
# The optimising JIT (C2) inlines less: methods called often up to 50 bytecodes rather than 325, and none whose
# compiled code is over 1,000 bytes rather than 2,500. It is the bottleneck of a run of a few seconds: its one thread
# works through the executable model's thousands of classes for the first 6 s or so, and the code waiting in its
# queue runs on the quick tier. Smaller compilations empty the queue sooner. First FreqInlineSize=100 alone
# (interleaved, one worker: warm 19,025-21,083 -> 24,431-24,722 lines/s, steady the same); then on 7 December, the
# pair, three interleaved rounds each against FreqInlineSize=100 (docs/performance.md): bench warm 42,294-45,205 ->
# 50,374-56,209 lines/s, steady 65,027-75,621 -> 60,378-66,474, and bin/arbiter as a user runs it, wall seconds: a
# 200,000-line game 3.05-3.21 -> 2.56-2.99, the bench's 200 logs with -j 1 4.39-4.51 -> 3.33-4.31, 2,000 logs (38 MB)
# with -j 2 13.22-13.47 -> 10.35-12.77. Only a run long enough for the steady rate to dominate (minutes) pays the
# 10 % that the steady pass loses.
if [[ "$given" != *-XX:FreqInlineSize=* ]]; then
  tuned+=(-XX:FreqInlineSize=50)
fi
if [[ "$given" != *-XX:InlineSmallCode=* ]]; then
  tuned+=(-XX:InlineSmallCode=1000)
fi
# Both tiers compile a method after half the calls they would by default. The optimising tier's one thread is what
# holds a batch back: for its first passes the executable model's methods wait in its queue, running at the quick
# tier. Compiled sooner, they reach it sooner; once settled it runs as fast. Interleaved, the bench's corpus, one
# worker, 12 runs each on 5 December (load 1.2-2.4), medians: cold 10,950 -> 12,800 lines/s, warm 28,450 -> 31,850,
# steady the same; a one-log start the same within the spread (3 interleaved rounds of 7).
if [[ "$given" != *-XX:CompileThresholdScaling=* ]]; then
  tuned+=(-XX:CompileThresholdScaling=0.5)
fi
unset given
