# Sourced by bin/arbiter. A standard stream the caller closed (<&-, >&-) would be taken by the first file the JVM
# opens, and "standard input" would read a jar (it crashed the JVM): each closed one gets /dev/null, and $closed
# names them (0, 1, 2) for the command (-Darbiter.closed), so that reading standard input or writing a report to
# standard output says it is closed.
closed=
if ! { : 3<&0; } 2>/dev/null; then exec 0</dev/null; closed+=0; fi
if ! { : 3>&1; } 2>/dev/null; then exec 1>/dev/null; closed+=1; fi
if ! : 3>&2; then exec 2>/dev/null; closed+=2; fi
