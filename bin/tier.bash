# Which JIT tiers a command of bin/arbiter runs with (issue 14; README, "Speed"), from the files it is given to read.
# Sourced by bin/arbiter (no subshell on the way to java); defines quick_tier ARGS..., true when the run should stop
# the JIT at its quick first tier.
#
# A short run stops there: the optimising tier would cost more than the little it runs could win back. Short is
# measured by what the files hold to read: an mtglog log by its size, a gzip-compressed one by its compressed size,
# and an MTG Arena Player.log (a .log file) by a 32nd of it, since the import reads only its game-state messages and
# skips the rest. Measured on 7 December (idle, 2 cores, wall seconds, quick tier against both): single mtglog logs of
# 0.34-0.72 MB 0.63-2.07 s against 1.11-2.67 (passing turns, growing boards, burn, Monstrous Rages, cipher); at
# 1.4-2.4 MB the quick tier still won for most shapes and lost for cards encoded on one creature from 0.84 MB (3.7
# against 3.2 s), and at 5.5 MB of passing turns (2.8 against 2.5); MTG Arena sessions of 0.35-1.1 MB compressed
# 0.43-0.77 s against 0.75-1.38, and uncompressed ones of 7.9 and 13 MB 0.66-0.78 against 1.21-1.36. Hence 768 KiB. So
# does a batch of several logs up to 8 MiB run by two or more workers: there the optimising tier never paid for itself
# and took a core from the workers (the bench's logs, default -j, both tiers -> quick tier: 1 MB 5.6 -> 2.9, 1.9 MB
# 6.4-7.8 -> 3.3-4.4, 3.8 MB 8.1-11.2 -> 5.4-6.7, 7.5 MB 11.0-13.4 -> 9.2-13.2, but 15 MB 15.1-15.6 -> 17.6-18.6). One
# long log, or one worker, keeps both tiers: the optimising compiler has the other core to itself (a 6.4 MB game of
# 200,000 lines: 4.4 s -> 9.5 s on the quick tier; 200 logs with -j 1: 7.8-9.3 -> 8.6-10.1).
#
# An option's value is not a file to read (an -o report that exists from the last run, a --rules or --replays
# directory); after "--" every argument is one.
quick_tier() {
  local total=0 logs=0 one=false value="" options=true a size
  for a in "$@"; do
    if [[ -n "$value" ]]; then
      [[ "$value" == jobs && "$a" == 1 ]] && one=true
      value=""
      continue
    fi
    if [[ "$options" == true && "$a" == -?* ]]; then
      case "$a" in
        --) options=false ;;
        -j1 | --jobs=1) one=true ;;
        -j | --jobs) value=jobs ;;
        -o | --output | -f | --format | --replays | --rules) value=other ;;
      esac
      continue
    fi
    [[ -e "$a" ]] || continue
    size=$(du -sbL -- "$a" 2>/dev/null) || return 1
    size="${size%%[[:space:]]*}"
    [[ "$a" == *.log ]] && size=$(( ${size:-0} / 32 ))
    total=$((total + ${size:-0}))
    if [[ -d "$a" ]]; then logs=$((logs + 2)); else logs=$((logs + 1)); fi
  done
  (( total > 0 && total < 786432 )) && return 0
  [[ "$one" == false ]] && (( logs > 1 && total <= 8388608 && $(nproc 2>/dev/null || echo 1) > 1 ))
}
