#!/usr/bin/env python3
"""Serve the built site on a loopback address with the HTTP headers a static host should add.

    python3 scripts/serve.py [port]

The headers are those of scripts/headers.json (README, "Hosting"): the same file the browser
tests' server reads, so the tests see what a visitor of a well-configured host sees. Every file
gets the "every file" headers; a file named there on its own (embed.html, the one page another
site may frame) gets its own over them, a null removing one. Only the Python standard library:
nothing to install.
"""
import functools
import http.server
import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
POLICY = json.loads((ROOT / "scripts" / "headers.json").read_text(encoding="utf-8"))


def headers_for(path):
    """The headers of the file at URL path `path`: every file's, then its own by file name."""
    name = path.split("?")[0].split("#")[0].rsplit("/", 1)[-1]
    own = POLICY.get(name, {}) if name != "every file" else {}
    merged = {**POLICY["every file"], **own}
    return {k: v for k, v in merged.items() if v is not None}
TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".wasm": "application/wasm",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".webmanifest": "application/manifest+json",
}


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def end_headers(self):
        for name, value in headers_for(self.path).items():
            self.send_header(name, value)
        # A local server for development: always the files as they are now.
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def list_directory(self, path):
        self.send_error(404, "not found")
        return None


def main():
    port = int(sys.argv[1]) if len(sys.argv) > 1 else 8000
    handler = functools.partial(Handler, directory=str(ROOT))
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


if __name__ == "__main__":
    main()
