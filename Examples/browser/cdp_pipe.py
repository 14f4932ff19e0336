"""A small client of the Chrome DevTools Protocol over `--remote-debugging-pipe` (standard library
only): Chromium reads commands on its file descriptor 3 and writes answers and events on 4, each
message a JSON object ended by a NUL byte. No port, no websocket, nothing another process on the
machine can reach.

Commands can be sent ahead of their answers (`send` several, then `result` each): Chromium answers
them in order per session, so an observation that needs four answers costs one wait, not four.
"""
import fcntl
import json
import os
import shutil
import subprocess
import tempfile


class DevToolsError(Exception):
    """An error answer from Chromium, or Chromium gone."""


class Chromium:
    """A headless Chromium started with a private profile, ended with `close` (or with this process:
    it runs in our process group, which the suite kills as a whole)."""

    PREFIX = "slider-conformance-chromium-"

    def __init__(self, executable, arguments):
        self.remove_stale_profiles()
        self.profile = tempfile.mkdtemp(prefix="%s%d-" % (self.PREFIX, os.getpid()))
        to_browser_read, to_browser_write = os.pipe()
        from_browser_read, from_browser_write = os.pipe()
        # Move the browser's ends above 10 (close-on-exec), so putting them at 3 and 4 in the child
        # never overwrites one with the other.
        high = [fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 10) for fd in (to_browser_read, from_browser_write)]
        for fd in (to_browser_read, from_browser_write):
            os.close(fd)

        def at_three_and_four():
            os.dup2(high[0], 3)
            os.dup2(high[1], 4)

        self.process = subprocess.Popen(
            [executable, "--headless", "--remote-debugging-pipe", "--user-data-dir=" + self.profile] + arguments,
            pass_fds=(3, 4), preexec_fn=at_three_and_four,
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for fd in high:
            os.close(fd)
        self.output = to_browser_write
        self.input = from_browser_read
        self.buffer = b""
        self.last_id = 0
        self.answers = {}

    @classmethod
    def remove_stale_profiles(cls):
        """Removes the profiles of adapters that are gone: the suite ends a child by killing its
        process group, which leaves no time to remove its own."""
        folder = tempfile.gettempdir()
        for name in os.listdir(folder):
            if not name.startswith(cls.PREFIX):
                continue
            try:
                os.kill(int(name[len(cls.PREFIX):].split("-", 1)[0]), 0)
            except ProcessLookupError:
                shutil.rmtree(os.path.join(folder, name), ignore_errors=True)
            except (ValueError, PermissionError):
                pass

    def send(self, method, params=None, session=None):
        """Sends one command and returns its id, without waiting for the answer."""
        self.last_id += 1
        message = {"id": self.last_id, "method": method, "params": params or {}}
        if session is not None:
            message["sessionId"] = session
        data = json.dumps(message, separators=(",", ":")).encode() + b"\0"
        while data:
            data = data[os.write(self.output, data):]
        return self.last_id

    def result(self, command_id):
        """Waits for the answer to `command_id` (events met on the way are dropped)."""
        while command_id not in self.answers:
            while b"\0" not in self.buffer:
                chunk = os.read(self.input, 1 << 20)
                if not chunk:
                    raise DevToolsError("Chromium closed the DevTools pipe")
                self.buffer += chunk
            line, self.buffer = self.buffer.split(b"\0", 1)
            message = json.loads(line)
            if "id" in message:
                self.answers[message["id"]] = message
        message = self.answers.pop(command_id)
        if "error" in message:
            raise DevToolsError(message["error"].get("message", str(message["error"])))
        return message["result"]

    def call(self, method, params=None, session=None):
        """Sends one command and waits for its answer."""
        return self.result(self.send(method, params, session))

    def close(self):
        try:
            self.process.kill()
            self.process.wait(5)
        except Exception:
            pass
        shutil.rmtree(self.profile, ignore_errors=True)
