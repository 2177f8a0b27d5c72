#!/bin/sh
# Runs Scripts/check-demo-output.py when Python 3 is installed; skips with a message otherwise.
if ! command -v python3 >/dev/null 2>&1; then
    echo "check-demo-output: python3 not found; skipping"
    exit 0
fi
exec python3 "$(dirname "$0")/check-demo-output.py" "$@"
