# Sourced by scripts: starts a private Xvfb (-displayfd, so no display number is guessed) and sets
# xvfb_pid and display_number; the caller stops it by that PID.
start_private_xvfb() {
    local fifo
    fifo="$(mktemp -u)"
    mkfifo "$fifo"
    Xvfb -displayfd 3 -noreset -nolisten tcp -screen 0 1024x768x24 3>"$fifo" 2>/dev/null &
    xvfb_pid=$!
    if ! read -r -t 10 display_number <"$fifo"; then
        rm -f "$fifo"
        kill "$xvfb_pid" 2>/dev/null || true
        return 1
    fi
    rm -f "$fifo"
}
