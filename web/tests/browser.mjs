// How the browser tests start Debian's chromium (never a downloaded one): no sandbox (CI runs
// as root), nothing fetched on its own, and English as the browser's language unless a test's
// context asks for another (the page speaks the browser's language on a first visit).
export const launchOptions = {
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync', '--lang=en-US'],
};
