#!/usr/bin/env bash
# The upload tests scan with a real ClamAV daemon (Debian's clamav-daemon), started by the tests
# themselves with their own configuration and a signature database they write (EICAR), since
# signature downloads need the internet. This only makes sure the program is there.
set -euo pipefail
if [ -x /usr/sbin/clamd ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's clamav-daemon for the upload tests..."
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q clamav-daemon >/dev/null \
    || { apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q clamav-daemon >/dev/null; }
  exit 0
fi
echo "The upload tests need ClamAV's daemon at /usr/sbin/clamd: run 'sudo apt-get install -y clamav-daemon'." >&2
exit 1
