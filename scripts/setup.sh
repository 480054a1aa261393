#!/usr/bin/env bash
# Installs the system packages Windowing builds and tests with, if any is missing (Debian/Ubuntu).
# Swift itself must already be installed. Safe to run again: it installs nothing when all are there.
set -euo pipefail

packages=(
    pkg-config
    libx11-dev libxext-dev   # Xlib and MIT-SHM (CX11)
    libxi-dev                # XInput 2: pointer events with device ids, smooth scrolling (CX11)
    libxrender-dev           # RENDER: two-colour images sent as masks to a display without MIT-SHM (CX11)
    libxpresent-dev          # Present: frames paced by the screen's refresh (CX11)
    libx11-xcb-dev           # the Xlib-XCB bridge: the launch's requests answered without a wait each (CX11)
    libcairo2-dev            # drawing (CCairo)
    libjpeg-dev              # JPEG images for UIImage (CJPEG); libjpeg-turbo on Debian and Ubuntu
    libexpat1-dev            # the XML parser storyboards and nibs are read with (CExpat)
    libxtst-dev              # XTEST, for the integration tests' synthetic input
    xvfb xauth               # a private X server for tests and for running samples without a display
    x11-xserver-utils        # xrdb, which the integration tests set Xft.dpi with as a user would
    xclip                    # the second X client the clipboard tests exchange CLIPBOARD and PRIMARY with
    uim-xim uim-pinyin locales  # an input method server, its pinyin engine registered, and the zh_CN locale's sources, for the XIM tests
    fonts-dejavu-core        # a known font set, so pixel tests do not depend on the machine
    libpango1.0-dev          # text shaping and layout over Cairo (CPango)
    fonts-dejavu-extra       # the system font's faces: semi-condensed (San Francisco's widths), light, oblique
    fonts-wqy-microhei       # CJK glyphs, so Chinese text renders instead of boxes
    python3-kiwisolver       # the reference Cassowary solver the layout solver is tested and timed against
)

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done

if ((${#missing[@]} > 0)); then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    echo "setup: installing ${missing[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if ! command -v swift >/dev/null 2>&1; then
    echo "setup: no 'swift' on PATH; install a Swift 6 toolchain first (https://www.swift.org/install/linux/)" >&2
    exit 1
fi
