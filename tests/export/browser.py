"""Headless Chromium for the page tests: Debian's chromium and chromium-driver, driven by
python3-selenium. A fresh profile per browser, and every flag that would let the browser
talk to the network on its own turned off, so that a request the page makes is the page's."""
import json
import os
import shutil
import tempfile
import time
import traceback

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-default-apps",
    "--disable-extensions",
    "--disable-dev-shm-usage",
]


def chromium_binary():
    # The real binary: /usr/bin/chromium is a shell wrapper.
    for path in ("/usr/lib/chromium/chromium", "/usr/bin/chromium"):
        if os.path.exists(path):
            return path
    return shutil.which("chromium") or shutil.which("chromium-browser")


def driver_binary():
    return shutil.which("chromedriver") or "/usr/bin/chromedriver"


class Browser:
    """A headless Chromium with a fresh profile, removed on close."""

    def __init__(self, width=1200, height=900):
        self.profile = tempfile.mkdtemp(prefix="cwg-chromium-")
        options = webdriver.ChromeOptions()
        options.binary_location = chromium_binary()
        for flag in FLAGS:
            options.add_argument(flag)
        options.add_argument("--user-data-dir=" + self.profile)
        options.add_argument("--window-size=%d,%d" % (width, height))
        options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
        self.driver = webdriver.Chrome(service=Service(driver_binary()), options=options)
        self.driver.set_page_load_timeout(30)
        self.requests()  # what the browser did on its own before any page of ours

    def open(self, path):
        self.driver.get("file://" + os.path.abspath(path))

    def console(self):
        """The browser's log entries since the last call (console messages, CSP reports,
        failed loads)."""
        return self.driver.get_log("browser")

    def requests(self):
        """The URLs the page asked for since the last call, other than its own file and
        data: URLs (the DevTools network events of the performance log)."""
        urls = []
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message.get("method") != "Network.requestWillBeSent":
                continue
            url = message["params"]["request"]["url"]
            # The browser's own pages (its start page) are no request of ours.
            if not url.startswith(("file:", "data:", "chrome:", "about:", "devtools:")):
                urls.append(url)
        return urls

    def close(self):
        try:
            self.driver.quit()
        finally:
            shutil.rmtree(self.profile, ignore_errors=True)


class Checks:
    """The checks of a page test: each passes or fails naming what it checked; a check that
    cannot go on (an exception) fails with its trace, and the others still run."""

    def __init__(self):
        self.failures = []
        self.passed = 0

    def expect(self, ok, what):
        if ok:
            self.passed += 1
        else:
            self.failures.append(what)
            print("FAIL: " + what, flush=True)

    def run(self, checks):
        for check in checks:
            try:
                check()
            except Exception:  # a check that cannot go on fails, the others still run
                self.expect(False, traceback.format_exc())

    def report(self, started):
        """Prints the count; the test's exit code."""
        print("%d checks passed, %d failed, %.1f s" % (self.passed, len(self.failures), time.time() - started))
        return 1 if self.failures else 0
