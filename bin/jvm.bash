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
# The optimising JIT inlines methods called often up to 100 bytecodes rather than 325: it compiles the executable
# model's thousands of small classes sooner, so a batch reaches full speed sooner, and runs as fast once there.
# Interleaved, one worker: warm 19,025-21,083 -> 24,431-24,722 lines/s, steady the same within the spread.
# Inlining less still (-XX:InlineSmallCode=500 or 1000, FreqInlineSize=50; 7 December) made the warm pass a fifth faster
# and runs of a few seconds a tenth, but two workers' steady rate about an eighth slower in the bench: not kept
# (docs/performance.md, "fifth session").
if [[ "$given" != *-XX:FreqInlineSize=* ]]; then
  tuned+=(-XX:FreqInlineSize=100)
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
